import { makeAdminVoucher } from '@storefront/api/testing';
import { STOREFRONT_TIME_ZONE } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import type { VoucherFormValues } from './voucher-form';
import {
  emptyVoucherForm,
  endedVoucherBody,
  SERVER_FIELDS,
  voucherFormSchema,
  voucherToForm,
} from './voucher-form';

const schema = voucherFormSchema('IDR', STOREFRONT_TIME_ZONE, 'en-US');

const filled: VoucherFormValues = {
  title: ' Diskon 5% ',
  kind: 'percent',
  amount: '',
  percent: '5',
  cap: '300000',
  min_spend: '5000000',
  valid_from: '2025-05-01T00:00',
  valid_until: '2025-05-31T23:59',
  quota: '150',
  stackable: true,
};

function issues(values: Partial<VoucherFormValues>) {
  const result = schema.safeParse({ ...filled, ...values });
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('voucherFormSchema', () => {
  it('reads the form into the body the contract takes', () => {
    expect(schema.parse(filled)).toEqual({
      title: 'Diskon 5%',
      valid_from: '2025-04-30T16:00:00.000Z',
      valid_until: '2025-05-31T15:59:00.000Z',
      quota: 150,
      stackable: true,
      discount: { kind: 'percent', bps: 500, cap: { amount: 300000, currency: 'IDR' } },
      min_spend: { amount: 5000000, currency: 'IDR' },
    });
    expect(
      schema.parse({ ...filled, kind: 'fixed', amount: '150000', cap: 'ignored', min_spend: '' }),
    ).toMatchObject({ discount: { kind: 'fixed', amount: { amount: 150000 } }, min_spend: null });
  });

  it('puts what was typed wrong under its input', () => {
    expect(
      issues({ title: '', percent: '', quota: 'many', valid_until: '', min_spend: '1.000' }),
    ).toEqual({
      title: 'field.required',
      percent: 'field.required',
      quota: 'field.number',
      valid_until: 'field.required',
      min_spend: 'field.number',
    });
    expect(issues({ kind: 'fixed', amount: '' })).toEqual({ amount: 'field.required' });
  });

  it('applies the contract’s own rules: a share above 0 and up to 100 %, a window that ends after it starts', () => {
    expect(issues({ percent: '0' })).toEqual({ percent: 'field.invalid' });
    expect(issues({ percent: '100.5' })).toEqual({ percent: 'field.invalid' });
    expect(issues({ valid_until: '2025-05-01T00:00' })).toEqual({
      valid_until: 'field.ends_before_start',
    });
    expect(issues({ title: 'x'.repeat(101) })).toEqual({ title: 'field.too_long' });
  });
});

describe('voucher form values', () => {
  it('shows a voucher’s terms on the market’s wall clock and reads them back unchanged', () => {
    const voucher = makeAdminVoucher(1);
    const form = voucherToForm(voucher, STOREFRONT_TIME_ZONE, 'en-US');
    expect(form).toMatchObject({ kind: 'percent', percent: '5', cap: '300000', quota: '150' });
    const body = schema.parse(form);
    expect(body.discount).toEqual(voucher.discount);
    expect(body.valid_from).toBe(voucher.valid_from);
  });

  it('starts a new voucher now, to the minute, for 30 days', () => {
    expect(emptyVoucherForm(new Date('2025-05-01T03:00:30Z'), STOREFRONT_TIME_ZONE)).toMatchObject({
      valid_from: '2025-05-01T11:00',
      valid_until: '2025-05-31T11:00',
      kind: 'fixed',
    });
  });

  it('retires a voucher by ending its window, every other term kept', () => {
    const voucher = makeAdminVoucher(0);
    const body = endedVoucherBody(voucher, new Date('2025-05-01T03:00:00Z'));
    expect(body).toMatchObject({ quota: voucher.quota, valid_until: '2025-05-01T03:00:00.000Z' });
  });

  it('names an input for every field the gateway may refuse', () => {
    expect(SERVER_FIELDS['discount.cap.currency']).toBe('cap');
    expect(SERVER_FIELDS['discount.amount.currency']).toBe('amount');
    expect(SERVER_FIELDS['min_spend.currency']).toBe('min_spend');
    expect(SERVER_FIELDS['quota']).toBe('quota');
  });
});
