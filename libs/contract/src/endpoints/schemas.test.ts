import { REFUND_PHOTO_UPLOAD_RULES } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrorMap } from '../shared/field-errors';
import { createAddress } from './address.contract';
import { decideRefund, moveOrder, addOrderAdjustment } from './admin-orders.contract';
import { quoteVariant, resolveProductRequest } from './admin-inquiries.contract';
import { createVoucher } from './admin-settings.contract';
import { register, validateOtp } from './auth.contract';
import { createBankAccount } from './bank.contract';
import { searchCatalog } from './catalog.contract';
import { createCheckout, listCouriers, payByCard, saveCheckoutNote } from './checkout.contract';
import { createImageProductRequest, createInquiry } from './inquiry.contract';
import { listTransactions, requestRefund } from './orders.contract';
import { changePassword } from './profile.contract';
import { listNotifications } from './notifications.contract';
import { recordEvent, storefrontPathSchema } from './tracking.contract';

/** The field-error map of a failed parse, or {} when it passes. */
function fieldsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorMap(result.error);
}

const idr = (amount: number) => ({ amount, currency: 'IDR' });

describe('OTP (validateOtp)', () => {
  const body = (otp: unknown) => ({ email: 'budi@example.co.id', otp });

  it.each([
    ['6 digits', '123456', {}],
    ['5 digits', '12345', { otp: 'field.otp' }],
    ['7 digits', '1234567', { otp: 'field.otp' }],
    ['letters', '12a456', { otp: 'field.otp' }],
    ['nothing', '', { otp: 'field.required' }],
    ['no field', undefined, { otp: 'field.required' }],
  ])('%s', (_case, otp, fields) => {
    expect(fieldsOf(validateOtp.body, body(otp))).toEqual(fields);
  });
});

describe('checkout (createCheckout)', () => {
  const body = {
    cart_item_ids: ['c1', 'c2'],
    address_id: 'a1',
    courier: { code: 'jne', service: 'REG' },
    payment_method: 'virtual_account',
  };

  it.each([
    ['two cart products', {}, {}],
    ['no cart product', { cart_item_ids: [] }, { cart_item_ids: 'field.required' }],
    ['a cart product twice', { cart_item_ids: ['c1', 'c1'] }, { cart_item_ids: 'field.invalid' }],
    ['an unknown payment method', { payment_method: 'cash' }, { payment_method: 'field.invalid' }],
    [
      'no courier service',
      { courier: { code: 'jne', service: '' } },
      { 'courier.service': 'field.required' },
    ],
  ])('%s', (_case, change, fields) => {
    expect(fieldsOf(createCheckout.body, { ...body, ...change })).toEqual(fields);
  });
});

describe('notes (saveCheckoutNote)', () => {
  it.each([
    ['empty', '', {}],
    ['100 characters', 'n'.repeat(100), {}],
    ['101 characters', 'n'.repeat(101), { notes: 'field.too_long' }],
  ])('%s', (_case, notes, fields) => {
    expect(fieldsOf(saveCheckoutNote.body, { group_number: 'THL-1', notes })).toEqual(fields);
  });
});

describe('catalogue search query', () => {
  const query = searchCatalog.query;

  it('fills the defaults: 1688, page 1 of 10, no keyword', () => {
    expect(query.parse({})).toEqual({ page: 1, limit: 10, keyword: '', search_type: '1688' });
  });

  it('reads a full query string', () => {
    expect(
      query.parse({
        keyword: ' tas ',
        search_type: 'taobao',
        sort: 'lowest_price',
        min_price: '99',
        max_price: '100',
        page: '2',
        limit: '20',
      }),
    ).toEqual({
      keyword: 'tas',
      search_type: 'taobao',
      sort: 'lowest_price',
      min_price: 99,
      max_price: 100,
      page: 2,
      limit: 20,
    });
  });

  it.each([
    ['min one below max', { min_price: '99', max_price: '100' }, {}],
    ['only a minimum', { min_price: '100' }, {}],
    ['only a maximum', { max_price: '0' }, {}],
    [
      'min equal to max',
      { min_price: '100', max_price: '100' },
      { max_price: 'field.price_range' },
    ],
    ['min above max', { min_price: '101', max_price: '100' }, { max_price: 'field.price_range' }],
    ['a negative bound', { min_price: '-1' }, { min_price: 'field.not_negative' }],
    [
      'a bound that is not a number',
      { min_price: 'abc', max_price: '5' },
      { min_price: 'field.number' },
    ],
    ['an unknown search_type', { search_type: 'amazon' }, { search_type: 'field.invalid' }],
    ['alibaba (not searchable)', { search_type: 'alibaba' }, { search_type: 'field.invalid' }],
    ['an unknown sort', { sort: 'cheapest' }, { sort: 'field.invalid' }],
    ['page 0', { page: '0' }, { page: 'field.invalid' }],
    ['limit 101', { limit: '101' }, { limit: 'field.invalid' }],
  ])('%s', (_case, input, fields) => {
    expect(fieldsOf(query, input)).toEqual(fields);
  });
});

describe('catalogue search page', () => {
  const page = { items: [], page: 1, limit: 20, total: 1_000 };

  it('says whether its total is exact or a lower bound', () => {
    expect(searchCatalog.response.parse({ ...page, total_is_lower_bound: true })).toEqual({
      ...page,
      total_is_lower_bound: true,
    });
    expect(searchCatalog.response.safeParse(page).success).toBe(false);
  });
});

describe('address (createAddress)', () => {
  const address = {
    label: 'Office',
    nama_depan: 'Budi',
    nama_belakang: 'Santoso',
    telepon: '+6281234567890',
    alamat: 'Jl. Sudirman No. 1',
    id_provinsi: '31',
    id_kabupaten: '3171',
    id_kecamatan: '3171010',
    id_kelurahan: '3171010001',
    kode_pos: '10220',
  };

  it('accepts a real address and fills the optional parts', () => {
    expect(createAddress.body.parse(address)).toEqual({
      ...address,
      building_name: '',
      notes: '',
      is_main: false,
    });
  });

  it.each([
    ['a 100-character custom label', { label: 'L'.repeat(100) }, {}],
    ['a 101-character label', { label: 'L'.repeat(101) }, { label: 'field.too_long' }],
    ['no label', { label: '' }, { label: 'field.required' }],
    ['a local phone number', { telepon: '081234567890' }, { telepon: 'field.phone' }],
    ['a bad postal code', { kode_pos: '10-22' }, { kode_pos: 'field.postal_code' }],
    ['a 101-character note', { notes: 'n'.repeat(101) }, { notes: 'field.too_long' }],
    ['a name of 51 characters', { nama_depan: 'B'.repeat(51) }, { nama_depan: 'field.too_long' }],
    ['no province', { id_provinsi: undefined }, { id_provinsi: 'field.required' }],
  ])('%s', (_case, change, fields) => {
    expect(fieldsOf(createAddress.body, { ...address, ...change })).toEqual(fields);
  });
});

describe('registration', () => {
  const body = {
    namaDepan: 'Somchai',
    namaBelakang: 'ใจดี',
    email: 'Somchai@Example.com',
    telepon: '+66812345678',
    password: 'rahasia123',
  };

  it('accepts a Thai registration and lower-cases the email', () => {
    expect(register.body.parse(body).email).toBe('somchai@example.com');
  });

  it.each([
    ['a weak password', { password: 'password' }, { password: 'field.password_weak' }],
    ['a short password', { password: 'abc12' }, { password: 'field.too_short' }],
    ['a bad email', { email: 'somchai@' }, { email: 'field.email' }],
    ['a name with digits', { namaDepan: 'R2D2' }, { namaDepan: 'field.name' }],
  ])('%s', (_case, change, fields) => {
    expect(fieldsOf(register.body, { ...body, ...change })).toEqual(fields);
  });
});

describe('change password', () => {
  const body = {
    password_current: 'old',
    password_new: 'baru12345',
    password_confirm: 'baru12345',
  };

  it.each([
    ['a matching new password', {}, {}],
    [
      'copies that differ',
      { password_confirm: 'baru12346' },
      { password_confirm: 'field.passwords_differ' },
    ],
    [
      'the current password again',
      { password_current: 'baru12345' },
      { password_new: 'field.password_same' },
    ],
    ['no current password', { password_current: '' }, { password_current: 'field.required' }],
  ])('%s', (_case, change, fields) => {
    expect(fieldsOf(changePassword.body, { ...body, ...change })).toEqual(fields);
  });
});

describe('card payment', () => {
  const card = {
    group_number: 'THL-1',
    token_id: 'pt-5f2a9c7e-1b3d-4a5c-9e7f-0123456789ab',
    idempotency_key: 'a3f1c2d4-5b6e-4f70-8a91-b2c3d4e5f607',
  };

  it('takes a token, with no plan by default, and has no card number or security code', () => {
    expect(payByCard.body.parse(card)).toEqual({ ...card, installment_months: null });
    expect(payByCard.body.parse({ ...card, installment_months: 6 }).installment_months).toBe(6);
    const fields = Object.keys(payByCard.body.shape).join(' ');
    expect(fields).not.toMatch(/cvv|cvn|card_number|expiry/);
    // A card number sent anyway is not read (zod drops unknown keys).
    expect(payByCard.body.parse({ ...card, card_number: '4111111111111111' })).not.toHaveProperty(
      'card_number',
    );
  });

  it.each([
    ['no token', { token_id: undefined }, { token_id: 'field.required' }],
    ['a token with spaces', { token_id: 'tok 123 456' }, { token_id: 'field.invalid' }],
    ['a short token', { token_id: 'tok' }, { token_id: 'field.invalid' }],
    ['a 9-month plan', { installment_months: 9 }, { installment_months: 'field.invalid' }],
    ['a plan as text', { installment_months: '6' }, { installment_months: 'field.invalid' }],
    ['no idempotency key', { idempotency_key: undefined }, { idempotency_key: 'field.required' }],
    ['a short idempotency key', { idempotency_key: 'abc' }, { idempotency_key: 'field.invalid' }],
    [
      'an idempotency key with spaces',
      { idempotency_key: 'key with spaces' },
      { idempotency_key: 'field.invalid' },
    ],
  ])('%s', (_case, change, fields) => {
    expect(fieldsOf(payByCard.body, { ...card, ...change })).toEqual(fields);
  });
});

describe('bank account', () => {
  it('normalises the account number', () => {
    const parsed = createBankAccount.body.parse({
      bank_name: 'BCA',
      account_number: '123-456 7890',
      account_holder: 'PT. Maju Jaya',
    });
    expect(parsed.account_number).toBe('1234567890');
  });

  it('requires every field', () => {
    expect(fieldsOf(createBankAccount.body, {})).toEqual({
      bank_name: 'field.required',
      account_number: 'field.required',
      account_holder: 'field.required',
    });
  });
});

describe('submission (createInquiry)', () => {
  const body = { product_id: 'p1', variants: [{ variant_id: 'v1', quantity: 10 }] };

  it('accepts variants and defaults odm and notes', () => {
    expect(createInquiry.body.parse(body)).toEqual({ ...body, odm: false, notes: '' });
  });

  it.each([
    ['no variants', { variants: [] }, { variants: 'field.required' }],
    [
      'a variant twice',
      {
        variants: [
          { variant_id: 'v1', quantity: 1 },
          { variant_id: 'v1', quantity: 2 },
        ],
      },
      { variants: 'field.invalid' },
    ],
    [
      'quantity 0',
      { variants: [{ variant_id: 'v1', quantity: 0 }] },
      { 'variants.0.quantity': 'field.invalid' },
    ],
    [
      'half a unit',
      { variants: [{ variant_id: 'v1', quantity: 1.5 }] },
      { 'variants.0.quantity': 'field.number' },
    ],
  ])('%s', (_case, change, fields) => {
    expect(fieldsOf(createInquiry.body, { ...body, ...change })).toEqual(fields);
  });

  it('reads the text fields of the photo request as multipart text', () => {
    expect(
      createImageProductRequest.body.parse({ description: 'tas kulit', quantity: '50' }),
    ).toEqual({
      description: 'tas kulit',
      quantity: 50,
    });
    expect(fieldsOf(createImageProductRequest.body, { quantity: '0' })).toEqual({
      quantity: 'field.invalid',
    });
  });
});

describe('refund request', () => {
  it('takes 1–5 photos under the domain’s refund photo rules, as multipart', () => {
    expect(requestRefund.bodyKind).toBe('multipart');
    expect(requestRefund.files).toEqual([
      { name: 'photos', rules: REFUND_PHOTO_UPLOAD_RULES, required: true },
    ]);
  });

  it('reads its text fields as multipart text and names what is missing', () => {
    const text = {
      order_number: 'IDL-20260302-000001-1',
      reason: ' Rusak ',
      bank_account_id: 'b1',
      lines: '[{"line_id":"l1","quantity":2}]',
    };
    expect(requestRefund.body.parse(text)).toEqual({
      ...text,
      reason: 'Rusak',
      lines: [{ line_id: 'l1', quantity: 2 }],
    });
    expect(fieldsOf(requestRefund.body, { order_number: 'x' })).toEqual({
      reason: 'field.required',
      bank_account_id: 'field.required',
      lines: 'field.required',
    });
  });

  it.each([
    ['not JSON', '[{line', 'field.invalid'],
    ['not a list', '{"line_id":"l1","quantity":1}', 'field.invalid'],
    ['an empty list', '[]', 'field.required'],
    ['zero units', '[{"line_id":"l1","quantity":0}]', 'field.invalid'],
    ['half a unit', '[{"line_id":"l1","quantity":1.5}]', 'field.number'],
  ])('refuses lines that are %s', (_label, lines, error) => {
    const fields = fieldsOf(requestRefund.body, {
      order_number: 'o',
      reason: 'Rusak',
      bank_account_id: 'b1',
      lines,
    });
    expect(Object.values(fields)).toEqual([error]);
  });
});

describe('order history and couriers', () => {
  it.each([
    [{ tab: 'to_pay', dateFilter: 'last_30_days' }, {}],
    [{ tab: 'unpaid', dateFilter: 'last_30_days' }, { tab: 'field.invalid' }],
    [{ tab: 'all', dateFilter: 'last_7_days' }, { dateFilter: 'field.invalid' }],
  ])('transaction-list params %j', (params, fields) => {
    expect(fieldsOf(listTransactions.params, params)).toEqual(fields);
  });

  it('reads the courier query with courier=all by default', () => {
    expect(listCouriers.query.parse({ id: 'addr-1', weight: '5000' })).toEqual({
      id: 'addr-1',
      courier: 'all',
      weight: 5000,
    });
    expect(fieldsOf(listCouriers.query, { id: 'addr-1', weight: '0' })).toEqual({
      weight: 'field.invalid',
    });
  });

  it('reads is_new from the notification query', () => {
    expect(listNotifications.query.parse({ is_new: 'true' })).toEqual({
      page: 1,
      limit: 10,
      is_new: true,
    });
  });
});

describe('back-office bodies', () => {
  const quote = {
    goods: idr(150_000),
    service_fee: idr(7_500),
    freight: idr(20_000),
    tax_and_customs: idr(15_000),
    paperwork: idr(2_500),
    shipping_type: 'sea',
  };

  it.each([
    ['a quote in one currency', {}, {}],
    [
      'a part in another currency',
      { freight: { amount: 100, currency: 'CNY' } },
      { 'freight.currency': 'field.invalid' },
    ],
    ['a negative part', { paperwork: idr(-1) }, { 'paperwork.amount': 'field.not_negative' }],
    ['an unknown shipping type', { shipping_type: 'rail' }, { shipping_type: 'field.invalid' }],
  ])('quoteVariant: %s', (_case, change, fields) => {
    expect(fieldsOf(quoteVariant.body, { ...quote, ...change })).toEqual(fields);
  });

  it.each([
    [
      'shipping without a tracking number',
      { status: 'shipping' },
      { tracking_number: 'field.required' },
    ],
    [
      'shipping with a blank tracking number',
      { status: 'shipping', tracking_number: '  ' },
      { tracking_number: 'field.required' },
    ],
    [
      'shipping with a tracking number',
      { status: 'shipping', tracking_number: 'JP1234567890' },
      {},
    ],
    ['delivered without one', { status: 'delivered' }, {}],
    ['an unknown status', { status: 'lost' }, { status: 'field.invalid' }],
  ])('moveOrder: %s', (_case, body, fields) => {
    expect(fieldsOf(moveOrder.body, body)).toEqual(fields);
  });

  it.each([
    ['an approval without a note', { decision: 'approve' }, {}],
    [
      'a rejection with a reason',
      { decision: 'reject', note: 'Damage caused by the customer' },
      {},
    ],
    ['a rejection without a reason', { decision: 'reject' }, { note: 'field.required' }],
    ['an unknown decision', { decision: 'maybe' }, { decision: 'field.invalid' }],
  ])('decideRefund: %s', (_case, body, fields) => {
    expect(fieldsOf(decideRefund.body, body)).toEqual(fields);
  });

  it.each([
    ['a charge', { amount: idr(50_000), reason: 'Extra packing' }, {}],
    ['a zero charge', { amount: idr(0), reason: 'Nothing' }, { 'amount.amount': 'field.invalid' }],
    ['no reason', { amount: idr(1) }, { reason: 'field.required' }],
  ])('addOrderAdjustment: %s', (_case, body, fields) => {
    expect(fieldsOf(addOrderAdjustment.body, body)).toEqual(fields);
  });

  it.each([
    ['found with a product', { outcome: 'found', product_id: 'p1' }, {}],
    ['rejected without a reason', { outcome: 'rejected' }, { reason: 'field.required' }],
  ])('resolveProductRequest: %s', (_case, body, fields) => {
    expect(fieldsOf(resolveProductRequest.body, body)).toEqual(fields);
  });

  const voucher = {
    title: 'Gratis ongkir',
    valid_from: '2025-01-01T00:00:00.000Z',
    valid_until: '2025-02-01T00:00:00.000Z',
    quota: 100,
    stackable: true,
    discount: { kind: 'percent', bps: 1000, cap: idr(50_000) },
  };

  it.each([
    ['a percent voucher with a cap', {}, {}],
    ['a fixed voucher', { discount: { kind: 'fixed', amount: idr(25_000) } }, {}],
    [
      'a window that ends as it starts',
      { valid_until: voucher.valid_from },
      { valid_until: 'field.ends_before_start' },
    ],
    [
      'more than 100%',
      { discount: { kind: 'percent', bps: 10_001 } },
      { 'discount.bps': 'field.invalid' },
    ],
    [
      'an unknown discount kind',
      { discount: { kind: 'free' } },
      { 'discount.kind': 'field.invalid' },
    ],
  ])('createVoucher: %s', (_case, change, fields) => {
    expect(fieldsOf(createVoucher.body, { ...voucher, ...change })).toEqual(fields);
  });
});

describe('other', () => {
  it.each([
    ['/th-TH/first-order', true],
    ['/', true],
    ['//evil.example/phish', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
  ])('a redirect to %s is allowed: %s', (path, ok) => {
    expect(storefrontPathSchema.safeParse(path).success).toBe(ok);
  });

  it.each([
    [
      'a named event',
      { name: 'search_submitted', properties: { keyword: 'tas', results: 12 } },
      {},
    ],
    ['a name with spaces', { name: 'Search submitted' }, { name: 'field.invalid' }],
    [
      'a nested property',
      { name: 'x', properties: { a: { b: 1 } } },
      { 'properties.a': 'field.invalid' },
    ],
  ])('recordEvent: %s', (_case, body, fields) => {
    expect(fieldsOf(recordEvent.body, body)).toEqual(fields);
  });
});
