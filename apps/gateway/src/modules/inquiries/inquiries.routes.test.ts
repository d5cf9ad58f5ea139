import { ID_MARKET, LEVEL_BENEFITS, submissionMonth } from '@storefront/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries } from '../../db/schema';
import { createCustomer, customerAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { loadQuotedVariants } from './quoted-variant';
import {
  createQuotingApp,
  insertProduct,
  quoteBody,
  verifiedCustomer,
} from './testing/inquiry-fixtures';

type Headers = Record<string, string>;

describe.each(TEST_DATABASE_KINDS)('customer inquiries on %s', (kind) => {
  let t: TestApp;
  let staff: Headers;
  beforeAll(async () => {
    ({ t, staff } = await createQuotingApp(kind));
  });
  afterAll(() => t.close());

  const submit = (headers: Headers, payload: object) =>
    t.call({ method: 'POST', url: '/oci/orders/inquiry', headers, payload });
  const list = (headers: Headers, query = '') =>
    t.call({ method: 'GET', url: `/oci/orders/inquiry${query}`, headers });
  const cancel = (headers: Headers, id: string) =>
    t.call({ method: 'DELETE', url: `/oci/quotation/delete/${id}`, headers });
  const quote = (inquiryId: string, variantId: string, body: object = quoteBody()) =>
    t.call({
      method: 'POST',
      url: `/admin/inquiries/${inquiryId}/variants/${variantId}/quote`,
      headers: staff,
      payload: body,
    });

  describe('submit', () => {
    it('submits variants with an SLA due 2x24 hours later, every variant in progress', async () => {
      const { headers } = await verifiedCustomer(t);
      const { product, variants } = await insertProduct(t);
      const [red, blue] = variants;
      const answer = await submit(headers, {
        product_id: product.id,
        variants: [
          { variant_id: red?.id, quantity: 15 },
          { variant_id: blue?.id, quantity: 4 },
        ],
        odm: true,
        notes: 'Logo di depan',
      });
      expect(answer.status).toBe(201);
      const data = answer.body.data;
      expect(data).toMatchObject({
        state: 'submitted',
        odm: true,
        notes: 'Logo di depan',
        logos: [],
        quotation_state: 'in_progress',
        rejection_reason: null,
        submitted_at: t.clock.now.toISOString(),
        quote_due_at: new Date(t.clock.now.getTime() + 48 * 3_600_000).toISOString(),
        product: { id: product.id, title: product.title, quotation_state: 'in_progress' },
        variants: [
          {
            variant_id: red?.id,
            name: 'Merah',
            quantity: 15,
            quotation_state: 'in_progress',
            unit_price: null,
          },
          {
            variant_id: blue?.id,
            name: 'Biru',
            quantity: 4,
            quotation_state: 'in_progress',
            unit_price: null,
          },
        ],
      });
      expect(data.submission_number).toMatch(/^IDLQ-\d{6}-[A-Z2-9]{6}$/);
    });

    it('refuses quantities by the domain rules, naming the row', async () => {
      const { headers } = await verifiedCustomer(t);
      const { product, variants } = await insertProduct(t);
      const below = await submit(headers, {
        product_id: product.id,
        variants: [{ variant_id: variants[0]?.id, quantity: 5 }],
      });
      expect(below.status).toBe(422);
      expect(below.body.data).toEqual({
        code: 'quantity_below_minimum',
        fields: { 'variants.0.quantity': 'field.invalid' },
      });
      // The rule's value fills its text: never "{minimum}" (issue 14).
      expect(below.body.message).toBe('Jumlah pembelian minimum adalah 10');
      const notMultiple = await submit(headers, {
        product_id: product.id,
        variants: [
          { variant_id: variants[2]?.id, quantity: 1 },
          { variant_id: variants[0]?.id, quantity: 12 },
        ],
      });
      expect(notMultiple.body.data.code).toBe('quantity_not_multiple');
      expect(notMultiple.body.data.fields).toEqual({ 'variants.1.quantity': 'field.invalid' });
      expect(notMultiple.body.message).toBe('Jumlah harus kelipatan 5');
      const stock = await submit(headers, {
        product_id: product.id,
        variants: [{ variant_id: variants[1]?.id, quantity: 41 }],
      });
      expect(stock.body.data.code).toBe('purchase_exceeds_stock');
      expect(stock.body.message).toBe('Pembelian melebihi stok');
    });

    it('refuses a bad body with field messages, a guest, an unverified phone and a removed product', async () => {
      const { headers } = await verifiedCustomer(t);
      const empty = await submit(headers, { product_id: 'x', variants: [] });
      expect(empty.status).toBe(400);
      expect(empty.body.data.fields).toMatchObject({ variants: 'field.required' });

      const { product, variants } = await insertProduct(t);
      const body = {
        product_id: product.id,
        variants: [{ variant_id: variants[2]?.id, quantity: 1 }],
      };
      expect((await submit({}, body)).status).toBe(401);

      const unverified = await createCustomer(t);
      const phone = await submit(await customerAuth(t, unverified), body);
      expect(phone.status).toBe(403);
      expect(phone.body.data.code).toBe('phone_not_verified');

      const removed = await insertProduct(t, { removed: true });
      const gone = await submit(headers, {
        product_id: removed.product.id,
        variants: [{ variant_id: removed.variants[2]?.id, quantity: 1 }],
      });
      expect(gone.body.data.code).toBe('product_removed_by_supplier');
      expect(gone.body.message).toBe('Produk telah dihapus supplier');

      const other = await insertProduct(t);
      const foreign = await submit(headers, {
        product_id: product.id,
        variants: [{ variant_id: other.variants[0]?.id, quantity: 10 }],
      });
      expect(foreign.body.data).toEqual({
        code: 'product_unavailable',
        fields: { 'variants.0.variant_id': 'field.invalid' },
      });
    });

    it('freezes a variant once its estimate is requested, also against parallel submissions', async () => {
      const { headers } = await verifiedCustomer(t);
      const { product, variants } = await insertProduct(t);
      const first = await submit(headers, {
        product_id: product.id,
        variants: [{ variant_id: variants[2]?.id, quantity: 3 }],
      });
      expect(first.status).toBe(201);
      const again = await submit(headers, {
        product_id: product.id,
        variants: [
          { variant_id: variants[1]?.id, quantity: 2 },
          { variant_id: variants[2]?.id, quantity: 7 },
        ],
      });
      expect(again.status).toBe(409);
      // Refused by the duplicate check (decision 288), which names the open submission.
      expect(again.body.data).toEqual({
        code: 'variant_already_requested',
        fields: { 'variants.1.variant_id': 'field.invalid' },
      });
      // Nothing of the refused submission was kept: the other variant is still free.
      const body = {
        product_id: product.id,
        variants: [{ variant_id: variants[1]?.id, quantity: 2 }],
      };
      const parallel = await Promise.all(Array.from({ length: 4 }, () => submit(headers, body)));
      expect(parallel.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
      // Canceling releases the variants.
      expect((await cancel(headers, first.body.data.id)).status).toBe(200);
      const after = await submit(headers, {
        product_id: product.id,
        variants: [{ variant_id: variants[2]?.id, quantity: 7 }],
      });
      expect(after.status).toBe(201);
    });

    it('refuses a new submission beyond the level’s monthly limit, in the buyer’s language', async () => {
      const { customer, headers } = await verifiedCustomer(t);
      const { product, variants } = await insertProduct(t);
      const limit = LEVEL_BENEFITS.silver.submissionLimit as number;
      const { start, next } = submissionMonth(t.clock.now);
      // Last month's requests do not count; this month's up to one short of the limit do.
      await insertSubmissions(customer.id, product.id, 3, new Date(start.getTime() - 1));
      await insertSubmissions(customer.id, product.id, limit - 1, start);
      // Quantities each variant's minimum and multiple allow.
      const one = (index: number) => ({
        product_id: product.id,
        variants: [{ variant_id: variants[index]?.id, quantity: [15, 4, 7][index] }],
      });
      const profile = () => t.call({ method: 'GET', url: '/oci/profile', headers });
      expect((await profile()).body.data.submissions).toEqual({
        limit,
        used: limit - 1,
        remaining: 1,
        next_month_at: next.toISOString(),
      });

      const last = await submit(headers, one(0));
      expect(last.status).toBe(201);
      expect((await profile()).body.data.submissions).toMatchObject({ used: limit, remaining: 0 });

      const refused = await submit({ ...headers, 'accept-language': 'id' }, one(1));
      expect(refused.status).toBe(409);
      expect(refused.body.data.code).toBe('submission_limit_reached');
      expect(refused.body.message).toBe(
        `Anda telah memakai seluruh ${limit} pengajuan harga bulan ini untuk level Anda; pengajuan baru dibuka tanggal 1 bulan depan`,
      );

      // A rejected submission sent again keeps its row: it is not a new one.
      const rejected = await t.call({
        method: 'POST',
        url: `/admin/inquiries/${last.body.data.id}/reject`,
        headers: staff,
        payload: { reason: 'Gambar kurang jelas' },
      });
      expect(rejected.status).toBe(200);
      const again = await submit(headers, { ...one(0), resubmit_of: last.body.data.id });
      expect(again.status).toBe(201);

      // The next month on the storefront clock opens new ones.
      const before = t.clock.now;
      t.clock.now = next;
      try {
        expect((await submit(headers, one(1))).status).toBe(201);
      } finally {
        t.clock.now = before;
      }
    });

    it('sets no monthly limit at the top level', async () => {
      const { customer, headers } = await verifiedCustomer(t, {
        totalOrder: ID_MARKET.levelThresholds.diamond.amount,
      });
      const { product, variants } = await insertProduct(t);
      await insertSubmissions(customer.id, product.id, 150, t.clock.now);
      const answer = await submit(headers, {
        product_id: product.id,
        variants: [{ variant_id: variants[0]?.id, quantity: 15 }],
      });
      expect(answer.status).toBe(201);
      const profile = await t.call({ method: 'GET', url: '/oci/profile', headers });
      expect(profile.body.data.submissions).toMatchObject({
        limit: 'unlimited',
        used: 151,
        remaining: 'unlimited',
      });
    });
  });

  /** Submissions made earlier, written straight to the table: only their count matters here. */
  async function insertSubmissions(
    customerId: string,
    productId: string,
    howMany: number,
    at: Date,
  ) {
    if (howMany === 0) return;
    await t.handle.db.insert(inquiries).values(
      Array.from({ length: howMany }, (_, index) => ({
        customerId,
        productId,
        submissionNumber: `IDLQ-EARLIER-${randomUUID()}-${index}`,
        state: 'canceled' as const,
        submittedAt: at,
        quoteDueAt: at,
        createdAt: at,
        updatedAt: at,
      })),
    );
  }

  describe('lists and cancel', () => {
    it('lists the caller’s own newest first, filters by state and search, canceled apart', async () => {
      const { headers } = await verifiedCustomer(t);
      const bag = await insertProduct(t, { title: 'Payung lipat otomatis' });
      const cup = await insertProduct(t, { title: 'Gelas kopi keramik' });
      const first = await submit(headers, {
        product_id: bag.product.id,
        variants: [{ variant_id: bag.variants[2]?.id, quantity: 1 }],
      });
      t.clock.now = new Date(t.clock.now.getTime() + 60_000);
      const second = await submit(headers, {
        product_id: cup.product.id,
        variants: [{ variant_id: cup.variants[2]?.id, quantity: 1 }],
      });
      // Someone else's submission never shows.
      const stranger = await verifiedCustomer(t);
      await submit(stranger.headers, {
        product_id: cup.product.id,
        variants: [{ variant_id: cup.variants[2]?.id, quantity: 1 }],
      });
      const all = await list(headers);
      expect(all.status).toBe(200);
      expect(all.body.data.items.map((i: { id: string }) => i.id)).toEqual([
        second.body.data.id,
        first.body.data.id,
      ]);
      expect(all.body.data.total).toBe(2);
      const found = await list(headers, '?search=payung');
      expect(found.body.data.items.map((i: { id: string }) => i.id)).toEqual([first.body.data.id]);
      const byNumber = await list(
        headers,
        `?search=${second.body.data.submission_number.toLowerCase()}`,
      );
      expect(byNumber.body.data.items.map((i: { id: string }) => i.id)).toEqual([
        second.body.data.id,
      ]);

      expect((await cancel(headers, first.body.data.id)).body).toMatchObject({
        status: 200,
        data: null,
      });
      expect((await list(headers)).body.data.items.map((i: { id: string }) => i.id)).toEqual([
        second.body.data.id,
      ]);
      const canceled = await t.call({
        method: 'GET',
        url: '/oci/orders/inquiry/canceled',
        headers,
      });
      expect(canceled.body.data.items).toEqual([
        expect.objectContaining({ id: first.body.data.id, state: 'canceled' }),
      ]);
      expect((await list(headers, '?state=canceled')).body.data.total).toBe(1);
      expect((await list(headers, '?state=nope')).status).toBe(400);
      expect((await list({})).status).toBe(401);
    });

    it('cancels only the caller’s own open submission', async () => {
      const { headers } = await verifiedCustomer(t);
      const stranger = await verifiedCustomer(t);
      const { product, variants } = await insertProduct(t);
      const made = await submit(headers, {
        product_id: product.id,
        variants: [{ variant_id: variants[2]?.id, quantity: 1 }],
      });
      const id = made.body.data.id;
      const foreign = await cancel(stranger.headers, id);
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe('Data tidak ditemukan');
      expect((await cancel(headers, 'not-an-id')).status).toBe(404);
      expect((await cancel({}, id)).status).toBe(401);
      expect((await cancel(headers, id)).status).toBe(200);
      const twice = await cancel(headers, id);
      expect(twice.status).toBe(409);
      expect(twice.body.data.code).toBe('transition_not_allowed');
    });
  });

  describe('quotes, rejection and resubmission as the customer sees them', () => {
    it('shows a partial quote, hands only quoted variants to the cart', async () => {
      const { customer, headers } = await verifiedCustomer(t);
      const { product, variants } = await insertProduct(t);
      const made = await submit(headers, {
        product_id: product.id,
        variants: [
          { variant_id: variants[1]?.id, quantity: 2 },
          { variant_id: variants[2]?.id, quantity: 5 },
        ],
      });
      const id = made.body.data.id;
      expect((await quote(id, variants[1]?.id ?? '')).status).toBe(200);
      const [shown] = (await list(headers)).body.data.items;
      expect(shown).toMatchObject({
        state: 'under_review',
        quotation_state: 'partially_quoted',
        variants: [
          {
            quotation_state: 'quoted',
            unit_price: {
              amount: 120_000 + 6_000 + 2_000 + 13_500 + 13_200 + 1_300,
              currency: 'IDR',
            },
            shipping_type: 'sea',
            // The buyer reads the price part by part.
            quote: {
              goods: { amount: 120_000, currency: 'IDR' },
              service_fee: { amount: 6_000, currency: 'IDR' },
              domestic_shipping: { amount: 2_000, currency: 'IDR' },
              freight: { amount: 13_500, currency: 'IDR' },
              tax_and_customs: { amount: 13_200, currency: 'IDR' },
              paperwork: { amount: 1_300, currency: 'IDR' },
              shipping_type: 'sea',
            },
          },
          { quotation_state: 'in_progress', unit_price: null, quote: null },
        ],
      });
      const db = t.handle.db;
      const both = [variants[1]?.id ?? '', variants[2]?.id ?? ''];
      // Only the quoted one of the two; an id that is not a uuid is nothing, not an error.
      expect([...(await loadQuotedVariants(db, customer.id, id, [...both, 'x'])).values()]).toEqual(
        [
          {
            inquiryId: id,
            variantId: variants[1]?.id,
            productId: product.id,
            quantity: 2,
            sizes: [],
            unitPrice: { amount: 156_000, currency: 'IDR' },
            shippingType: 'sea',
            // Priced by staff on the app's clock: the cart counts its 7 days from it.
            quotedAt: t.clock.now,
          },
        ],
      );
      const stranger = await createCustomer(t);
      expect((await loadQuotedVariants(db, stranger.id, id, both)).size).toBe(0);
      // Canceled: nothing to buy any more.
      await cancel(headers, id);
      expect((await loadQuotedVariants(db, customer.id, id, both)).size).toBe(0);
    });

    it('resubmits a rejected submission with new variants and a fresh SLA', async () => {
      const { headers } = await verifiedCustomer(t);
      const { product, variants } = await insertProduct(t);
      const made = await submit(headers, {
        product_id: product.id,
        variants: [{ variant_id: variants[0]?.id, quantity: 10 }],
      });
      const id = made.body.data.id;
      const body = {
        product_id: product.id,
        variants: [{ variant_id: variants[0]?.id, quantity: 20 }],
        resubmit_of: id,
      };
      expect((await submit(headers, body)).body.data.code).toBe('transition_not_allowed');
      const rejected = await t.call({
        method: 'POST',
        url: `/admin/inquiries/${id}/reject`,
        headers: staff,
        payload: { reason: 'Minimal 20 pcs untuk warna ini' },
      });
      expect(rejected.status).toBe(200);
      const [seen] = (await list(headers)).body.data.items;
      expect(seen).toMatchObject({
        state: 'rejected',
        quotation_state: 'rejected',
        rejection_reason: 'Minimal 20 pcs untuk warna ini',
      });
      t.clock.now = new Date(t.clock.now.getTime() + 3_600_000);
      const stranger = await verifiedCustomer(t);
      expect((await submit(stranger.headers, body)).status).toBe(404);
      const again = await submit(headers, body);
      expect(again.status).toBe(201);
      expect(again.body.data).toMatchObject({
        id,
        submission_number: made.body.data.submission_number,
        state: 'submitted',
        rejection_reason: null,
        submitted_at: t.clock.now.toISOString(),
        quote_due_at: new Date(t.clock.now.getTime() + 48 * 3_600_000).toISOString(),
        variants: [{ variant_id: variants[0]?.id, quantity: 20, quotation_state: 'in_progress' }],
      });
    });
  });
});
