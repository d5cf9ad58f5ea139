import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../db/schema';
import { createStaff, staffAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { IDR_RATE, insertRate, testEnv } from '../catalog/testing';
import { insertProduct, quoteBody, verifiedCustomer } from './testing/inquiry-fixtures';

type Headers = Record<string, string>;
const HOUR = 3_600_000;

describe.each(TEST_DATABASE_KINDS)('staff inquiry queue on %s', (kind) => {
  let t: TestApp;
  let staff: Headers;
  let staffId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: testEnv() });
    await insertRate(t);
    const member = await createStaff(t);
    staffId = member.id;
    staff = await staffAuth(t, member);
  });
  afterAll(() => t.close());

  async function submitted(variantCount = 2) {
    const { customer, headers } = await verifiedCustomer(t);
    const { product, variants } = await insertProduct(t);
    const chosen = variants.slice(1, 1 + variantCount);
    const answer = await t.call({
      method: 'POST',
      url: '/oci/orders/inquiry',
      headers,
      payload: {
        product_id: product.id,
        variants: chosen.map((v) => ({ variant_id: v.id, quantity: v.minQuantity })),
      },
    });
    expect(answer.status).toBe(201);
    return { customer, headers, inquiry: answer.body.data, variants: chosen };
  }
  const queue = (query = '', headers: Headers = staff) =>
    t.call({ method: 'GET', url: `/admin/inquiries${query}`, headers });
  const quote = (inquiryId: string, variantId: string, body: object = quoteBody()) =>
    t.call({
      method: 'POST',
      url: `/admin/inquiries/${inquiryId}/variants/${variantId}/quote`,
      headers: staff,
      payload: body,
    });
  const reject = (inquiryId: string, reason: string, headers: Headers = staff) =>
    t.call({
      method: 'POST',
      url: `/admin/inquiries/${inquiryId}/reject`,
      headers,
      payload: { reason },
    });
  const auditOf = (id: string) =>
    t.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `inquiry:${id}`));

  it('orders the queue by SLA due time, overdue first and marked', async () => {
    const old = await submitted(1);
    t.clock.now = new Date(t.clock.now.getTime() + 30 * HOUR);
    const middle = await submitted(1);
    t.clock.now = new Date(t.clock.now.getTime() + 20 * HOUR); // old is now 50 h old
    const fresh = await submitted(1);
    const answer = await queue('?limit=50');
    expect(answer.status).toBe(200);
    const ids = answer.body.data.items.map((i: { id: string }) => i.id);
    const mine = ids.filter((id: string) =>
      [old.inquiry.id, middle.inquiry.id, fresh.inquiry.id].includes(id),
    );
    expect(mine).toEqual([old.inquiry.id, middle.inquiry.id, fresh.inquiry.id]);
    const dues = answer.body.data.items.map((i: { quote_due_at: string }) => i.quote_due_at);
    expect([...dues].sort()).toEqual(dues);
    const row = answer.body.data.items.find((i: { id: string }) => i.id === old.inquiry.id);
    expect(row).toMatchObject({
      overdue: true,
      state: 'submitted',
      variant_count: 1,
      quoted_count: 0,
      customer: { id: old.customer.id, email: old.customer.email, level: 'silver' },
    });
    const overdueOnly = await queue('?overdue=true&limit=50');
    const overdueIds = overdueOnly.body.data.items.map((i: { id: string }) => i.id);
    expect(overdueIds).toContain(old.inquiry.id);
    expect(overdueIds).not.toContain(fresh.inquiry.id);
    const bySearch = await queue(`?search=${fresh.customer.email}`);
    expect(bySearch.body.data.items.map((i: { id: string }) => i.id)).toEqual([fresh.inquiry.id]);
  });

  it('refuses customers and guests (404 / 401) and unknown ids', async () => {
    const { headers, inquiry } = await submitted(1);
    expect((await queue('', headers)).status).toBe(404);
    expect((await queue('', {})).status).toBe(401);
    expect((await queue('?overdue=maybe')).status).toBe(400);
    expect(
      (await t.call({ method: 'GET', url: `/admin/inquiries/${inquiry.id}`, headers })).status,
    ).toBe(404);
    const unknown = await t.call({
      method: 'GET',
      url: '/admin/inquiries/00000000-0000-4000-8000-000000000000',
      headers: staff,
    });
    expect(unknown.status).toBe(404);
  });

  it('shows one submission with the supplier facts per variant', async () => {
    const { inquiry, variants } = await submitted(2);
    const answer = await t.call({
      method: 'GET',
      url: `/admin/inquiries/${inquiry.id}`,
      headers: staff,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: inquiry.id,
      overdue: false,
      variants: [
        {
          variant_id: variants[0]?.id,
          unit_price_cny: { amount: variants[0]?.priceCny, currency: 'CNY' },
          min_quantity: variants[0]?.minQuantity,
          multiple: variants[0]?.multiple,
          stock: variants[0]?.stock,
          unit_weight_grams: 300,
          quote: null,
        },
        { variant_id: variants[1]?.id, quote: null },
      ],
    });
  });

  it("shows the supplier's ladder price for the product's quantity asked", async () => {
    const { headers } = await verifiedCustomer(t);
    const { product, variants } = await insertProduct(t, {
      priceTiers: [
        { minQuantity: 2, priceCny: 1_100 },
        { minQuantity: 10, priceCny: 990 },
      ],
    });
    const [, blue, green] = variants;
    const asked = await t.call({
      method: 'POST',
      url: '/oci/orders/inquiry',
      headers,
      payload: {
        product_id: product.id,
        variants: [
          // 4 + 6 units of the product reach the 10-unit tier, though neither variant does.
          { variant_id: blue?.id, quantity: 4 },
          { variant_id: green?.id, quantity: 6 },
        ],
      },
    });
    expect(asked.status).toBe(201);
    const answer = await t.call({
      method: 'GET',
      url: `/admin/inquiries/${asked.body.data.id}`,
      headers: staff,
    });
    expect(
      answer.body.data.variants.map((v: { unit_price_cny: unknown }) => v.unit_price_cny),
    ).toEqual([
      { amount: 990, currency: 'CNY' },
      { amount: 990, currency: 'CNY' },
    ]);
    // The goods suggestion: that tier price at the rate in force, CN¥9.90 x 2,290 = Rp 22,671.
    expect(answer.body.data.exchange_rate).toEqual(IDR_RATE);
    expect(
      answer.body.data.variants.map(
        (v: { converted_unit_price: unknown }) => v.converted_unit_price,
      ),
    ).toEqual([
      { amount: 22_671, currency: 'IDR' },
      { amount: 22_671, currency: 'IDR' },
    ]);
  });

  it('quotes a variant (partial), then all (accepted), audits and notifies', async () => {
    const { customer, inquiry, variants } = await submitted(2);
    const [first, second] = variants;
    const partial = await quote(inquiry.id, first?.id ?? '');
    expect(partial.status).toBe(200);
    expect(partial.body.data).toMatchObject({
      state: 'under_review',
      quotation_state: 'partially_quoted',
      variants: [
        {
          quotation_state: 'quoted',
          quote: {
            goods: { amount: 120_000, currency: 'IDR' },
            service_fee: { amount: 6_000, currency: 'IDR' },
            unit_price: { amount: 156_000, currency: 'IDR' },
            shipping_type: 'sea',
            quoted_at: t.clock.now.toISOString(),
          },
        },
        { quotation_state: 'in_progress', quote: null },
      ],
    });
    const all = await quote(
      inquiry.id,
      second?.id ?? '',
      quoteBody(200_000, { shipping_type: 'air' }),
    );
    expect(all.body.data).toMatchObject({ state: 'accepted', quotation_state: 'quoted' });
    const lines = await auditOf(inquiry.id);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      actorType: 'staff',
      actorId: staffId,
      action: 'inquiry.quote',
    });
    expect(lines[0]?.data).toMatchObject({
      before: { state: 'submitted', quotation_state: 'in_progress' },
      after: { state: 'under_review', quotation_state: 'partially_quoted' },
    });
    const sent = await t.handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, customer.id));
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ title: 'Harga Anda sudah tersedia', link: '/id-ID/inquiries' });
    expect(sent[0]?.body).toContain(inquiry.submission_number);
  });

  it('refuses a quote in another currency, a service fee off the level share, unknown variants', async () => {
    const { inquiry, variants } = await submitted(1);
    const variantId = variants[0]?.id ?? '';
    const thb = (amount: number) => ({ amount, currency: 'THB' });
    const currency = await quote(inquiry.id, variantId, {
      goods: thb(100),
      service_fee: thb(5),
      freight: thb(1),
      tax_and_customs: thb(1),
      paperwork: thb(1),
      shipping_type: 'sea',
    });
    expect(currency.status).toBe(400);
    expect(currency.body.data.fields).toEqual({ 'goods.currency': 'field.invalid' });
    const mixed = await quote(inquiry.id, variantId, quoteBody(120_000, { freight: thb(1) }));
    expect(mixed.status).toBe(400);
    expect(mixed.body.data.fields).toEqual({ 'freight.currency': 'field.invalid' });
    const fee = await quote(
      inquiry.id,
      variantId,
      quoteBody(120_000, { service_fee: { amount: 4_800, currency: 'IDR' } }),
    );
    expect(fee.status).toBe(400);
    expect(fee.body.data.fields).toEqual({ 'service_fee.amount': 'field.invalid' });
    const negative = await quote(
      inquiry.id,
      variantId,
      quoteBody(120_000, { paperwork: { amount: -1, currency: 'IDR' } }),
    );
    expect(negative.status).toBe(400);
    const other = await submitted(1);
    expect((await quote(inquiry.id, other.variants[0]?.id ?? '')).status).toBe(404);
    expect((await auditOf(inquiry.id)).length).toBe(0);
  });

  it('keeps China domestic shipping apart; a client without it quotes none', async () => {
    const { headers, inquiry, variants } = await submitted(2);
    const [first, second] = variants;
    const idr = (amount: number) => ({ amount, currency: 'IDR' });
    const apart = await quote(
      inquiry.id,
      first?.id ?? '',
      quoteBody(120_000, { domestic_shipping: idr(4_500) }),
    );
    expect(apart.status).toBe(200);
    expect(apart.body.data.variants[0].quote).toMatchObject({
      domestic_shipping: idr(4_500),
      freight: idr(13_500),
      tax_and_customs: idr(13_200),
      paperwork: idr(1_300),
      unit_price: idr(120_000 + 6_000 + 4_500 + 13_500 + 13_200 + 1_300),
    });
    // A back-office page loaded before the part existed sends none: it is 0, the sum unchanged.
    const { domestic_shipping: _left, ...older } = quoteBody();
    const without = await quote(inquiry.id, second?.id ?? '', older);
    expect(without.status).toBe(200);
    expect(without.body.data.variants[1].quote).toMatchObject({
      domestic_shipping: idr(0),
      unit_price: idr(120_000 + 6_000 + 13_500 + 13_200 + 1_300),
    });
    // The buyer reads the same parts.
    const mine = await t.call({ method: 'GET', url: '/oci/orders/inquiry', headers });
    const [listed] = mine.body.data.items;
    expect(listed.variants[0].quote.domestic_shipping).toEqual(idr(4_500));
    const wrong = await quote(
      inquiry.id,
      first?.id ?? '',
      quoteBody(120_000, { domestic_shipping: { amount: 1, currency: 'THB' } }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.fields).toEqual({ 'domestic_shipping.currency': 'field.invalid' });
    const negative = await quote(
      inquiry.id,
      first?.id ?? '',
      quoteBody(120_000, { domestic_shipping: idr(-1) }),
    );
    expect(negative.status).toBe(400);
    expect(negative.body.data.fields).toEqual({ 'domestic_shipping.amount': 'field.not_negative' });
  });

  it('gives a gold customer the gold service fee', async () => {
    const { customer, headers } = await verifiedCustomer(t, { totalOrder: 100_000_000 });
    const { product, variants } = await insertProduct(t);
    const made = await t.call({
      method: 'POST',
      url: '/oci/orders/inquiry',
      headers,
      payload: { product_id: product.id, variants: [{ variant_id: variants[2]?.id, quantity: 1 }] },
    });
    const id = made.body.data.id;
    const silverFee = await quote(id, variants[2]?.id ?? '');
    expect(silverFee.status).toBe(400);
    const gold = await quote(
      id,
      variants[2]?.id ?? '',
      quoteBody(120_000, { service_fee: { amount: 4_800, currency: 'IDR' } }),
    );
    expect(gold.status).toBe(200);
    expect(gold.body.data.customer).toMatchObject({ id: customer.id, level: 'gold' });
  });

  it('rejects with a reason, audits and notifies; quoting after is refused', async () => {
    const { customer, headers, inquiry, variants } = await submitted(2);
    const blank = await reject(inquiry.id, '   ');
    expect(blank.status).toBe(400);
    expect((await reject(inquiry.id, 'x', headers)).status).toBe(404);
    await quote(inquiry.id, variants[0]?.id ?? '');
    const rejected = await reject(inquiry.id, 'Produk tidak bisa dikirim lewat laut');
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({
      state: 'rejected',
      quotation_state: 'rejected',
      rejection_reason: 'Produk tidak bisa dikirim lewat laut',
      variants: [
        { quotation_state: 'rejected', unit_price: null },
        { quotation_state: 'rejected' },
      ],
    });
    const again = await quote(inquiry.id, variants[1]?.id ?? '');
    expect(again.status).toBe(409);
    expect(again.body.data.code).toBe('transition_not_allowed');
    expect((await reject(inquiry.id, 'again')).status).toBe(409);
    const lines = await auditOf(inquiry.id);
    expect(lines.map((line) => line.action)).toEqual(['inquiry.quote', 'inquiry.reject']);
    expect(lines[1]?.data).toMatchObject({
      before: { state: 'under_review' },
      after: { state: 'rejected', rejection_reason: 'Produk tidak bisa dikirim lewat laut' },
    });
    const sent = await t.handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, customer.id));
    expect(sent.map((n) => n.title)).toContain('Pengajuan ditolak');
    // A canceled submission cannot be rejected either.
    const canceled = await submitted(1);
    await t.call({
      method: 'DELETE',
      url: `/oci/quotation/delete/${canceled.inquiry.id}`,
      headers: canceled.headers,
    });
    expect((await reject(canceled.inquiry.id, 'late')).status).toBe(409);
  });

  // Last: it changes the rate every later answer converts at.
  it('converts the goods suggestion at the rate staff set last, as the storefront does', async () => {
    const { inquiry, variants } = await submitted(1);
    const set = await t.call({
      method: 'POST',
      url: '/admin/exchange-rates',
      headers: staff,
      payload: { from: 'CNY', to: 'IDR', rate: '2250.5' },
    });
    expect(set.status).toBe(201);
    const answer = await t.call({
      method: 'GET',
      url: `/admin/inquiries/${inquiry.id}`,
      headers: staff,
    });
    expect(answer.status).toBe(200);
    const fen = variants[0]?.priceCny ?? 0;
    expect(answer.body.data.exchange_rate).toEqual({ from: 'CNY', to: 'IDR', rate: '2250.5' });
    const suggested = {
      // Half up to a whole rupiah: fen x 2250.5 / 100.
      amount: Math.floor((fen * 22_505 + 500) / 1_000),
      currency: 'IDR',
    };
    expect(answer.body.data.variants[0]).toMatchObject({
      unit_price_cny: { amount: fen, currency: 'CNY' },
      converted_unit_price: suggested,
    });
    // The very price the buyer's product page shows for that variant.
    const page = await t.call({
      method: 'GET',
      url: `/oci/catalog/product/${variants[0]?.productId}`,
    });
    expect(page.status).toBe(200);
    expect(
      page.body.data.variants.find((v: { id: string }) => v.id === variants[0]?.id)?.unit_price,
    ).toEqual(suggested);
  });
});
