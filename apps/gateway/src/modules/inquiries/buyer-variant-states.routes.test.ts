import { randomBytes } from 'node:crypto';
import { getMarket, QUOTE_VALIDITY_HOURS } from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { createOrderGroup } from '../orders';
import { ADDRESS, COURIER } from '../orders/testing';
import {
  createQuotingApp,
  insertProduct,
  quoteBody,
  verifiedCustomer,
} from './testing/inquiry-fixtures';

type Headers = Record<string, string>;

const HOUR = 3_600_000;

/** Quantities each default variant's minimum and multiple allow (Merah, Biru, Hijau). */
const QUANTITIES = [15, 4, 7] as const;

describe.each(TEST_DATABASE_KINDS)('the buyer’s own variant states on %s', (kind) => {
  let t: TestApp;
  let staff: Headers;
  beforeAll(async () => {
    ({ t, staff } = await createQuotingApp(kind));
  });
  afterAll(() => t.close());

  const product = (productId: string, headers: Headers = {}) =>
    t.call({ method: 'GET', url: `/oci/catalog/product/${productId}`, headers });
  const myState = (productId: string, headers: Headers = {}) =>
    t.call({ method: 'GET', url: `/oci/catalog/product/${productId}/my-state`, headers });
  const submit = (
    headers: Headers,
    productId: string,
    variantIds: readonly number[],
    ids: string[],
  ) =>
    t.call({
      method: 'POST',
      url: '/oci/orders/inquiry',
      headers,
      payload: {
        product_id: productId,
        variants: variantIds.map((index) => ({
          variant_id: ids[index],
          quantity: QUANTITIES[index],
        })),
      },
    });
  const quote = (inquiryId: string, variantId: string) =>
    t.call({
      method: 'POST',
      url: `/admin/inquiries/${inquiryId}/variants/${variantId}/quote`,
      headers: staff,
      payload: quoteBody(),
    });
  const reject = (inquiryId: string, reason: string) =>
    t.call({
      method: 'POST',
      url: `/admin/inquiries/${inquiryId}/reject`,
      headers: staff,
      payload: { reason },
    });
  const cancel = (headers: Headers, inquiryId: string) =>
    t.call({ method: 'DELETE', url: `/oci/quotation/delete/${inquiryId}`, headers });

  /** An order of the customer's holding the variant, placed now (as checkout writes it). */
  async function order(customerId: string, productId: string, variantId: string) {
    await t.handle.db.transaction((tx) =>
      createOrderGroup(
        tx,
        { market: getMarket(t.config.market), now: () => new Date(t.clock.now) },
        {
          customerId,
          checkoutKey: randomBytes(8).toString('hex'),
          paymentMethod: 'bank_transfer',
          address: ADDRESS,
          courier: COURIER,
          notes: '',
          orders: [
            {
              shippingType: 'sea',
              shippingFee: 25_000,
              lines: [
                { productId, variantId, variantName: 'Merah', quantity: 15, unitPrice: 150_000 },
              ],
            },
          ],
        },
      ),
    );
  }

  async function atLater<T>(hours: number, work: () => Promise<T>): Promise<T> {
    const before = t.clock.now;
    t.clock.now = new Date(before.getTime() + hours * HOUR);
    try {
      return await work();
    } finally {
      t.clock.now = before;
    }
  }

  describe('the public product answer', () => {
    it('is the same with or without a session, and publicly cacheable for a short while', async () => {
      const { headers } = await verifiedCustomer(t);
      const { product: row, variants } = await insertProduct(t);
      const ids = variants.map((v) => v.id);
      const sent = await submit(headers, row.id, [0, 1], ids);
      expect(sent.status).toBe(201);
      expect((await quote(sent.body.data.id, ids[0] ?? '')).status).toBe(200);

      const guest = await product(row.id);
      const signedIn = await product(row.id, headers);
      expect(guest.status).toBe(200);
      expect(signedIn.body).toEqual(guest.body);
      for (const answer of [guest, signedIn]) {
        expect(answer.response.headers['cache-control']).toBe('public, max-age=60');
        expect(answer.body.data.quotation_state).toBeNull();
        for (const variant of answer.body.data.variants) {
          expect(variant).toMatchObject({ quotation_state: null, quoted_unit_price: null });
        }
      }
    });

    it('keeps a failure out of every cache', async () => {
      const missing = await product('00000000-0000-4000-8000-000000000099');
      expect(missing.status).toBe(422);
      expect(missing.response.headers['cache-control']).toBe('no-store');
    });
  });

  describe('GET /oci/catalog/product/:id/my-state', () => {
    it('needs a customer session', async () => {
      const { product: row } = await insertProduct(t);
      const answer = await myState(row.id);
      expect(answer.status).toBe(401);
      expect(answer.body.data.code).toBe('unauthorized');
    });

    it('is private, never stored, and varies by the session', async () => {
      const { headers } = await verifiedCustomer(t);
      const { product: row } = await insertProduct(t);
      const answer = await myState(row.id, headers);
      expect(answer.status).toBe(200);
      expect(answer.response.headers['cache-control']).toBe('private, no-store');
      expect(String(answer.response.headers['vary'])).toMatch(/authorization/i);
    });

    it('names an unknown product as the product answer does', async () => {
      const { headers } = await verifiedCustomer(t);
      const answer = await myState('00000000-0000-4000-8000-000000000099', headers);
      expect(answer.status).toBe(422);
      expect(answer.body.data.code).toBe('product_unavailable');
      expect((await myState('not-an-id', headers)).body.data.code).toBe('product_unavailable');
    });

    it('says, per variant, submitted, under review, quoted with its price and end, or not submitted', async () => {
      const { headers } = await verifiedCustomer(t);
      const { product: row, variants } = await insertProduct(t);
      const ids = variants.map((v) => v.id);
      const fresh = await myState(row.id, headers);
      expect(fresh.body.data).toEqual({
        product_id: row.id,
        variants: ids.map((id) => ({
          variant_id: id,
          state: 'not_submitted',
          inquiry_id: null,
          submission_number: null,
          quoted_unit_price: null,
          valid_until: null,
          rejection_reason: null,
        })),
      });

      const sent = await submit(headers, row.id, [0, 1], ids);
      const { id: inquiryId, submission_number: number } = sent.body.data;
      let states = (await myState(row.id, headers)).body.data.variants;
      expect(states.map((s: { state: string }) => s.state)).toEqual([
        'submitted',
        'submitted',
        'not_submitted',
      ]);
      expect(states[0]).toMatchObject({ inquiry_id: inquiryId, submission_number: number });

      const quotedAt = t.clock.now;
      const quoted = await quote(inquiryId, ids[0] ?? '');
      expect(quoted.status).toBe(200);
      const unitPrice = quoted.body.data.variants[0].unit_price;
      states = (await myState(row.id, headers)).body.data.variants;
      expect(states[0]).toEqual({
        variant_id: ids[0],
        state: 'quoted',
        inquiry_id: inquiryId,
        submission_number: number,
        quoted_unit_price: unitPrice,
        valid_until: new Date(quotedAt.getTime() + QUOTE_VALIDITY_HOURS * HOUR).toISOString(),
        rejection_reason: null,
      });
      expect(states[1]).toMatchObject({ state: 'under_review', quoted_unit_price: null });
    });

    it('says rejected with the reason, expired once the quote ran out, ordered once bought', async () => {
      const { customer, headers } = await verifiedCustomer(t);
      const { product: row, variants } = await insertProduct(t);
      const ids = variants.map((v) => v.id);
      const first = await submit(headers, row.id, [0], ids);
      expect((await reject(first.body.data.id, 'Stok pemasok habis')).status).toBe(200);
      const second = await submit(headers, row.id, [1, 2], ids);
      expect((await quote(second.body.data.id, ids[1] ?? '')).status).toBe(200);
      expect((await quote(second.body.data.id, ids[2] ?? '')).status).toBe(200);

      let states = (await myState(row.id, headers)).body.data.variants;
      expect(states[0]).toMatchObject({
        state: 'rejected',
        inquiry_id: first.body.data.id,
        rejection_reason: 'Stok pemasok habis',
        quoted_unit_price: null,
      });
      expect(states[1]).toMatchObject({ state: 'quoted' });

      await order(customer.id, row.id, ids[2] ?? '');
      states = (await myState(row.id, headers)).body.data.variants;
      expect(states[2]).toMatchObject({ state: 'ordered', quoted_unit_price: null });

      // One instant past the quote's end (it stands up to and including it).
      const later = await atLater(QUOTE_VALIDITY_HOURS + 1 / HOUR, () => myState(row.id, headers));
      expect(later.body.data.variants[1]).toMatchObject({
        state: 'expired',
        quoted_unit_price: null,
        inquiry_id: second.body.data.id,
      });
      expect(later.body.data.variants[1].valid_until).toBe(states[1].valid_until);
      const atEnd = await atLater(QUOTE_VALIDITY_HOURS, () => myState(row.id, headers));
      expect(atEnd.body.data.variants[1].state).toBe('quoted');
    });

    it('forgets a canceled submission', async () => {
      const { headers } = await verifiedCustomer(t);
      const { product: row, variants } = await insertProduct(t);
      const ids = variants.map((v) => v.id);
      const sent = await submit(headers, row.id, [0], ids);
      expect((await cancel(headers, sent.body.data.id)).status).toBe(200);
      const states = (await myState(row.id, headers)).body.data.variants;
      expect(states[0]).toMatchObject({ state: 'not_submitted', inquiry_id: null });
    });

    it('never shows another customer’s states', async () => {
      const owner = await verifiedCustomer(t);
      const other = await verifiedCustomer(t);
      const { product: row, variants } = await insertProduct(t);
      const ids = variants.map((v) => v.id);
      const sent = await submit(owner.headers, row.id, [0, 1], ids);
      expect((await quote(sent.body.data.id, ids[0] ?? '')).status).toBe(200);

      const theirs = await myState(row.id, other.headers);
      expect(theirs.status).toBe(200);
      for (const variant of theirs.body.data.variants) {
        expect(variant).toMatchObject({ state: 'not_submitted', inquiry_id: null });
      }
      // And their own request of the same variant is not a duplicate of the owner's.
      expect((await submit(other.headers, row.id, [0], ids)).status).toBe(201);
    });
  });

  describe('a second request for the same variant', () => {
    it.each<[string, (inquiryId: string, ids: string[]) => Promise<unknown>]>([
      ['submitted', async () => undefined],
      ['under review', (inquiryId, ids) => quote(inquiryId, ids[1] ?? '')],
      [
        'quoted, the quote standing',
        async (inquiryId, ids) => {
          await quote(inquiryId, ids[0] ?? '');
          await quote(inquiryId, ids[1] ?? '');
        },
      ],
    ])('is refused while %s, naming the submission', async (_label, move) => {
      const { headers } = await verifiedCustomer(t);
      const { product: row, variants } = await insertProduct(t);
      const ids = variants.map((v) => v.id);
      const first = await submit(headers, row.id, [0, 1], ids);
      await move(first.body.data.id, ids);
      const again = await submit({ ...headers, 'accept-language': 'id' }, row.id, [2, 0], ids);
      expect(again.status).toBe(409);
      expect(again.body.data).toEqual({
        code: 'variant_already_requested',
        fields: { 'variants.1.variant_id': 'field.invalid' },
      });
      expect(again.body.message).toContain(first.body.data.submission_number);
      expect(again.body.message).not.toMatch(/[{}]/);
      // Nothing of the refused request was kept: the free variant is still free.
      const states = (await myState(row.id, headers)).body.data.variants;
      expect(states[2].state).toBe('not_submitted');
    });

    interface Earlier {
      readonly customerId: string;
      readonly headers: Headers;
      readonly productId: string;
      readonly inquiryId: string;
      readonly variantId: string;
    }
    it.each<[string, (earlier: Earlier) => Promise<unknown>]>([
      ['rejected', ({ inquiryId }) => reject(inquiryId, 'Tidak tersedia')],
      ['canceled', ({ headers, inquiryId }) => cancel(headers, inquiryId)],
      [
        'quoted and ordered',
        async ({ customerId, productId, inquiryId, variantId }) => {
          await quote(inquiryId, variantId);
          await order(customerId, productId, variantId);
        },
      ],
    ])('is taken once the first was %s', async (_label, move) => {
      const { customer, headers } = await verifiedCustomer(t);
      const { product: row, variants } = await insertProduct(t);
      const ids = variants.map((v) => v.id);
      const first = await submit(headers, row.id, [0], ids);
      await move({
        customerId: customer.id,
        headers,
        productId: row.id,
        inquiryId: first.body.data.id,
        variantId: ids[0] ?? '',
      });
      const again = await submit(headers, row.id, [0], ids);
      expect(again.status).toBe(201);
      const states = (await myState(row.id, headers)).body.data.variants;
      expect(states[0]).toMatchObject({ state: 'submitted', inquiry_id: again.body.data.id });
    });

    it('is taken once the buyer declined the quote (decision 287)', async () => {
      const { headers } = await verifiedCustomer(t);
      const { product: row, variants } = await insertProduct(t);
      const ids = variants.map((v) => v.id);
      const first = await submit(headers, row.id, [0, 1], ids);
      expect((await quote(first.body.data.id, ids[0] ?? '')).status).toBe(200);
      const declined = await t.call({
        method: 'POST',
        url: `/oci/orders/inquiry/${first.body.data.id}/variants/${ids[0]}/decline`,
        headers,
      });
      expect(declined.status).toBe(200);
      const states = (await myState(row.id, headers)).body.data.variants;
      expect(states[0]).toMatchObject({ state: 'not_submitted', inquiry_id: null });
      expect(states[1]).toMatchObject({ state: 'under_review' });
      expect((await submit(headers, row.id, [0], ids)).status).toBe(201);
      expect((await submit(headers, row.id, [1], ids)).status).toBe(409);
    });

    it('refuses to decline a quote the buyer has already ordered at', async () => {
      const { customer, headers } = await verifiedCustomer(t);
      const { product: row, variants } = await insertProduct(t);
      const ids = variants.map((v) => v.id);
      const first = await submit(headers, row.id, [0, 1], ids);
      expect((await quote(first.body.data.id, ids[0] ?? '')).status).toBe(200);
      expect((await quote(first.body.data.id, ids[1] ?? '')).status).toBe(200);
      await order(customer.id, row.id, ids[0] ?? '');
      const decline = (variantId: string | undefined) =>
        t.call({
          method: 'POST',
          url: `/oci/orders/inquiry/${first.body.data.id}/variants/${variantId}/decline`,
          headers,
        });
      const ordered = await decline(ids[0]);
      expect(ordered.status).toBe(409);
      expect(ordered.body.data.code).toBe('transition_not_allowed');
      expect((await myState(row.id, headers)).body.data.variants[0]).toMatchObject({
        state: 'ordered',
      });
      // The other quote, never ordered, can still be turned down.
      const declined = await decline(ids[1]);
      expect(declined.status).toBe(200);
      // The submission says when the buyer ordered at the quote, so no Decline is offered.
      const lines = declined.body.data.variants as { variant_id: string; ordered_at: unknown }[];
      expect(lines.find((v) => v.variant_id === ids[0])?.ordered_at).toEqual(expect.any(String));
      expect(lines.find((v) => v.variant_id === ids[1])?.ordered_at).toBeNull();
    });

    it('says why a variant rejected on its own was rejected, and takes it again', async () => {
      const { headers } = await verifiedCustomer(t);
      const { product: row, variants } = await insertProduct(t);
      const ids = variants.map((v) => v.id);
      const first = await submit(headers, row.id, [0, 1], ids);
      const rejected = await t.call({
        method: 'POST',
        url: `/admin/inquiries/${first.body.data.id}/variants/${ids[0]}/reject`,
        headers: staff,
        payload: { reason: 'Warna ini tidak diproduksi lagi' },
      });
      expect(rejected.status).toBe(200);
      const states = (await myState(row.id, headers)).body.data.variants;
      expect(states[0]).toMatchObject({
        state: 'rejected',
        rejection_reason: 'Warna ini tidak diproduksi lagi',
      });
      expect(states[1]).toMatchObject({ state: 'under_review' });
      expect((await submit(headers, row.id, [0], ids)).status).toBe(201);
    });

    it('is taken once the quote expired', async () => {
      const { headers } = await verifiedCustomer(t);
      const { product: row, variants } = await insertProduct(t);
      const ids = variants.map((v) => v.id);
      const first = await submit(headers, row.id, [0], ids);
      expect((await quote(first.body.data.id, ids[0] ?? '')).status).toBe(200);
      const refused = await atLater(QUOTE_VALIDITY_HOURS, () => submit(headers, row.id, [0], ids));
      expect(refused.status).toBe(409);
      const again = await atLater(QUOTE_VALIDITY_HOURS + 1, () =>
        submit(headers, row.id, [0], ids),
      );
      expect(again.status).toBe(201);
    });

    it('sent twice at once: one is taken, the other refused', async () => {
      const { headers } = await verifiedCustomer(t);
      const { product: row, variants } = await insertProduct(t);
      const ids = variants.map((v) => v.id);
      // Quoted and accepted: the variant is no longer "open", so only this check stands guard.
      const first = await submit(headers, row.id, [0], ids);
      expect((await quote(first.body.data.id, ids[0] ?? '')).status).toBe(200);
      const expired = QUOTE_VALIDITY_HOURS + 1;
      const both = await atLater(expired, () =>
        Promise.all([submit(headers, row.id, [0], ids), submit(headers, row.id, [0, 1], ids)]),
      );
      expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const refused = both.find((answer) => answer.status === 409);
      expect(refused?.body.data.code).toBe('variant_already_requested');
    });
  });

  it('counts only the customer’s own orders as bought', async () => {
    const { headers } = await verifiedCustomer(t);
    const someone = await createCustomer(t);
    const { product: row, variants } = await insertProduct(t);
    const ids = variants.map((v) => v.id);
    const first = await submit(headers, row.id, [0], ids);
    expect((await quote(first.body.data.id, ids[0] ?? '')).status).toBe(200);
    await order(someone.id, row.id, ids[0] ?? '');
    const states = (await myState(row.id, headers)).body.data.variants;
    expect(states[0].state).toBe('quoted');
    expect((await submit(headers, row.id, [0], ids)).status).toBe(409);
  });
});
