import { VARIANT_REJECTION_REASON_MAX_LENGTH } from '@storefront/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, inquiryVariants, notifications } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { createQuotingApp, insertProduct, quoteBody, verifiedCustomer } from './testing';

type Headers = Record<string, string>;
const HOUR = 3_600_000;

interface VariantView {
  variant_id: string;
  quotation_state: string;
  quantity: number;
  rejection_reason: string | null;
  declined_at: string | null;
  quote: unknown;
}

describe.each(TEST_DATABASE_KINDS)('variant decisions (issue 14 partial quotes) on %s', (kind) => {
  let t: TestApp;
  let staff: Headers;
  beforeAll(async () => {
    ({ t, staff } = await createQuotingApp(kind));
  });
  afterAll(() => t.close());

  /** A submission of the three test variants: Merah (min 10, x5), Biru (min 2), Hijau (min 1). */
  async function submitted() {
    const { customer, headers } = await verifiedCustomer(t);
    const { product, variants } = await insertProduct(t);
    const answer = await t.call({
      method: 'POST',
      url: '/oci/orders/inquiry',
      headers,
      payload: {
        product_id: product.id,
        variants: variants.map((v) => ({ variant_id: v.id, quantity: v.minQuantity })),
      },
    });
    expect(answer.status).toBe(201);
    const ids = variants.map((v) => v.id);
    return { customer, headers, product, inquiryId: answer.body.data.id as string, ids };
  }

  const quote = (inquiryId: string, variantId: string | undefined) =>
    t.call({
      method: 'POST',
      url: `/admin/inquiries/${inquiryId}/variants/${variantId}/quote`,
      headers: staff,
      payload: quoteBody(),
    });
  const rejectVariant = (
    inquiryId: string,
    variantId: string | undefined,
    reason: unknown,
    headers: Headers = staff,
  ) =>
    t.call({
      method: 'POST',
      url: `/admin/inquiries/${inquiryId}/variants/${variantId}/reject`,
      headers,
      payload: { reason },
    });
  const resubmit = (
    headers: Headers,
    inquiryId: string,
    variantId: string | undefined,
    payload: object = {},
  ) =>
    t.call({
      method: 'POST',
      url: `/oci/orders/inquiry/${inquiryId}/variants/${variantId}/resubmit`,
      headers,
      payload,
    });
  const decline = (headers: Headers, inquiryId: string, variantId: string | undefined) =>
    t.call({
      method: 'POST',
      url: `/oci/orders/inquiry/${inquiryId}/variants/${variantId}/decline`,
      headers,
    });
  const addToCart = (headers: Headers, inquiryId: string, variantIds: (string | undefined)[]) =>
    t.call({
      method: 'POST',
      url: '/oci/orders/cart',
      headers,
      payload: {
        inquiry_id: inquiryId,
        variants: variantIds.map((id) => ({ variant_id: id, quantity: 20 })),
      },
    });
  const auditActions = async (inquiryId: string) =>
    (
      await t.handle.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subject, `inquiry:${inquiryId}`))
    ).map((line) => line.action);
  const variantsOf = (data: { variants: VariantView[] }) => data.variants;

  it('takes quoted variants to the cart while the rest is still priced', async () => {
    const s = await submitted();
    const [merah, biru, hijau] = s.ids;
    await quote(s.inquiryId, merah);
    const second = await quote(s.inquiryId, biru);
    expect(second.body.data).toMatchObject({
      state: 'under_review',
      quotation_state: 'partially_quoted',
    });
    const added = await addToCart(s.headers, s.inquiryId, [merah, biru]);
    expect(added.status).toBe(200);
    const pending = await addToCart(s.headers, s.inquiryId, [hijau]);
    expect(pending.status).toBe(409);
    expect(pending.body.data.code).toBe('variant_not_quoted');
  });

  it('rejects one variant with a reason: audited, notified, the others carry on', async () => {
    const s = await submitted();
    const [merah, biru, hijau] = s.ids;
    await quote(s.inquiryId, merah);
    const blank = await rejectVariant(s.inquiryId, biru, '  \n ');
    expect(blank.status).toBe(400);
    expect(blank.body.data.fields).toEqual({ reason: 'field.required' });
    const long = await rejectVariant(
      s.inquiryId,
      biru,
      'x'.repeat(VARIANT_REJECTION_REASON_MAX_LENGTH + 1),
    );
    expect(long.status).toBe(400);
    expect(long.body.data.fields).toEqual({ reason: 'field.too_long' });
    expect((await rejectVariant(s.inquiryId, biru, 'no', s.headers)).status).toBe(404);
    const other = await submitted();
    expect((await rejectVariant(s.inquiryId, other.ids[0], 'no')).status).toBe(404);

    const rejected = await rejectVariant(s.inquiryId, biru, '  Warna biru habis di pemasok ');
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ state: 'under_review' });
    expect(
      variantsOf(rejected.body.data).map((v) => [v.quotation_state, v.rejection_reason]),
    ).toEqual([
      ['quoted', null],
      ['rejected', 'Warna biru habis di pemasok'],
      ['in_progress', null],
    ]);
    // The same rejection again changes nothing; another reason is refused.
    const again = await rejectVariant(s.inquiryId, biru, 'Warna biru habis di pemasok');
    expect(again.status).toBe(200);
    const otherReason = await rejectVariant(s.inquiryId, biru, 'Lain');
    expect(otherReason.status).toBe(409);
    expect(otherReason.body.data.code).toBe('transition_not_allowed');
    // A quoted variant is corrected by a new quote, not rejected; a rejected one takes no quote.
    expect((await rejectVariant(s.inquiryId, merah, 'late')).body.data.code).toBe(
      'transition_not_allowed',
    );
    expect((await quote(s.inquiryId, biru)).body.data.code).toBe('transition_not_allowed');

    // The last variant priced: nothing is owed, the quoted ones are on offer.
    const last = await quote(s.inquiryId, hijau);
    expect(last.body.data).toMatchObject({
      state: 'accepted',
      quotation_state: 'partially_quoted',
    });
    expect(await auditActions(s.inquiryId)).toEqual([
      'inquiry.quote',
      'inquiry.reject_variant',
      'inquiry.quote',
    ]);
    const sent = await t.handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, s.customer.id));
    const rejection = sent.filter((n) => n.title === 'Satu varian ditolak');
    expect(rejection).toHaveLength(1);
    expect(rejection[0]?.body).toContain('Warna biru habis di pemasok');
    expect(rejection[0]?.link).toBe('/id-ID/inquiries');
    // The customer's own view says the same.
    const list = await t.call({ method: 'GET', url: '/oci/orders/inquiry', headers: s.headers });
    const mine = list.body.data.items.find((i: { id: string }) => i.id === s.inquiryId);
    expect(variantsOf(mine)[1]).toMatchObject({
      quotation_state: 'rejected',
      rejection_reason: 'Warna biru habis di pemasok',
      quote: null,
    });
  });

  it('rejects a submission whose every variant was rejected one by one', async () => {
    const s = await submitted();
    for (const id of s.ids.slice(0, 2)) {
      expect((await rejectVariant(s.inquiryId, id, 'Tidak tersedia')).body.data.state).toBe(
        'under_review',
      );
    }
    const last = await rejectVariant(s.inquiryId, s.ids[2], 'Tidak tersedia');
    expect(last.body.data).toMatchObject({ state: 'rejected', quotation_state: 'rejected' });
    const overdue = await t.call({
      method: 'GET',
      url: `/admin/inquiries/${s.inquiryId}`,
      headers: staff,
    });
    expect(overdue.body.data.overdue).toBe(false);
  });

  it('resubmits a rejected variant with a checked quantity; the team prices it again', async () => {
    const s = await submitted();
    const [merah, biru, hijau] = s.ids;
    await quote(s.inquiryId, biru);
    await quote(s.inquiryId, hijau);
    const rejected = await rejectVariant(s.inquiryId, merah, 'Minimal pesanan 15');
    expect(rejected.body.data.state).toBe('accepted');

    const stranger = await verifiedCustomer(t);
    expect((await resubmit(stranger.headers, s.inquiryId, merah)).status).toBe(404);
    expect((await resubmit(s.headers, s.inquiryId, 'not-an-id')).status).toBe(404);
    const quoted = await resubmit(s.headers, s.inquiryId, biru);
    expect(quoted.status).toBe(409);
    expect(quoted.body.data.code).toBe('transition_not_allowed');
    // Merah: minimum 10, multiple of 5, stock 500.
    const notMultiple = await resubmit(s.headers, s.inquiryId, merah, { quantity: 16 });
    expect(notMultiple.status).toBe(422);
    expect(notMultiple.body.data.code).toBe('quantity_not_multiple');
    expect(notMultiple.body.data.fields).toEqual({ quantity: 'field.invalid' });
    expect((await resubmit(s.headers, s.inquiryId, merah, { quantity: 5 })).status).toBe(422);
    expect((await resubmit(s.headers, s.inquiryId, merah, { quantity: 0 })).status).toBe(400);

    t.clock.now = new Date(t.clock.now.getTime() + 10 * HOUR);
    const back = await resubmit(s.headers, s.inquiryId, merah, { quantity: 15 });
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({
      state: 'under_review',
      rejection_reason: null,
      submitted_at: t.clock.now.toISOString(),
      quote_due_at: new Date(t.clock.now.getTime() + 48 * HOUR).toISOString(),
    });
    expect(variantsOf(back.body.data)[0]).toMatchObject({
      quotation_state: 'in_progress',
      quantity: 15,
      rejection_reason: null,
    });
    // Sent twice: the same answer, one audit line.
    const twice = await resubmit(s.headers, s.inquiryId, merah, { quantity: 15 });
    expect(twice.status).toBe(200);
    expect((await resubmit(s.headers, s.inquiryId, merah, { quantity: 20 })).status).toBe(409);
    // The other quotes still stand and still go to the cart.
    expect((await addToCart(s.headers, s.inquiryId, [biru, hijau])).status).toBe(200);

    const priced = await quote(s.inquiryId, merah);
    expect(priced.body.data).toMatchObject({ state: 'accepted', quotation_state: 'quoted' });
    expect(await auditActions(s.inquiryId)).toEqual([
      'inquiry.quote',
      'inquiry.quote',
      'inquiry.reject_variant',
      'inquiry.resubmit_variant',
      'inquiry.quote',
    ]);
  });

  it('keeps a resubmitted variant frozen against another open request of it', async () => {
    const s = await submitted();
    const [merah] = s.ids;
    await rejectVariant(s.inquiryId, merah, 'Foto tidak jelas');
    // Released by the rejection, the variant is asked about in a new submission...
    const fresh = await t.call({
      method: 'POST',
      url: '/oci/orders/inquiry',
      headers: s.headers,
      payload: { product_id: s.product.id, variants: [{ variant_id: merah, quantity: 10 }] },
    });
    expect(fresh.status).toBe(201);
    // ...so it cannot be open twice.
    const frozen = await resubmit(s.headers, s.inquiryId, merah);
    expect(frozen.status).toBe(409);
    expect(frozen.body.data.code).toBe('variant_frozen');
  });

  it('declines a quoted variant for good: never to the cart, released, audited', async () => {
    const s = await submitted();
    const [merah, biru, hijau] = s.ids;
    await quote(s.inquiryId, merah);
    await quote(s.inquiryId, biru);
    expect((await addToCart(s.headers, s.inquiryId, [merah, biru])).status).toBe(200);

    const stranger = await verifiedCustomer(t);
    expect((await decline(stranger.headers, s.inquiryId, merah)).status).toBe(404);
    expect((await decline(s.headers, s.inquiryId, hijau)).body.data.code).toBe(
      'transition_not_allowed',
    );
    const declined = await decline(s.headers, s.inquiryId, merah);
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({
      state: 'under_review',
      quotation_state: 'partially_quoted',
    });
    expect(variantsOf(declined.body.data)[0]).toMatchObject({
      quotation_state: 'not_quoted',
      declined_at: t.clock.now.toISOString(),
      quote: null,
    });
    expect((await decline(s.headers, s.inquiryId, merah)).status).toBe(200);
    // Final: no quote, no resubmission, no cart; the cart no longer shows it.
    expect((await quote(s.inquiryId, merah)).body.data.code).toBe('transition_not_allowed');
    expect((await resubmit(s.headers, s.inquiryId, merah)).body.data.code).toBe(
      'transition_not_allowed',
    );
    expect((await addToCart(s.headers, s.inquiryId, [merah])).body.data.code).toBe(
      'variant_not_quoted',
    );
    const cart = await t.call({ method: 'GET', url: '/oci/orders/cart', headers: s.headers });
    const lines = cart.body.data.items.flatMap((item: { variants: { variant_id: string }[] }) =>
      item.variants.map((v) => v.variant_id),
    );
    expect(lines).toContain(biru);
    expect(lines).not.toContain(merah);
    // Released: no longer an open estimate (whether a new request is a duplicate is the
    // submit path's rule).
    const [row] = await t.handle.db
      .select({ open: inquiryVariants.open })
      .from(inquiryVariants)
      .where(
        and(eq(inquiryVariants.inquiryId, s.inquiryId), eq(inquiryVariants.variantId, merah ?? '')),
      );
    expect(row?.open).toBe(false);
    // Pricing the last one: the submission is accepted with the declined variant left out.
    const last = await quote(s.inquiryId, hijau);
    expect(last.body.data).toMatchObject({ state: 'accepted', quotation_state: 'quoted' });
    expect(await auditActions(s.inquiryId)).toContain('inquiry.decline_variant');
  });

  it('cancels a submission whose every quote was declined', async () => {
    const s = await submitted();
    for (const id of s.ids) await quote(s.inquiryId, id);
    await decline(s.headers, s.inquiryId, s.ids[0]);
    await decline(s.headers, s.inquiryId, s.ids[1]);
    const all = await decline(s.headers, s.inquiryId, s.ids[2]);
    expect(all.body.data).toMatchObject({ state: 'canceled', quotation_state: 'not_quoted' });
    const canceled = await t.call({
      method: 'GET',
      url: '/oci/orders/inquiry/canceled',
      headers: s.headers,
    });
    expect(canceled.body.data.items.map((i: { id: string }) => i.id)).toContain(s.inquiryId);
  });

  it('lets a staff quote and a buyer decline race without both winning half', async () => {
    const s = await submitted();
    const [merah] = s.ids;
    await quote(s.inquiryId, merah);
    const [requote, declined] = await Promise.all([
      quote(s.inquiryId, merah),
      decline(s.headers, s.inquiryId, merah),
    ]);
    expect(declined.status).toBe(200);
    // Either the correction came first (then the decline took it) or it found a declined variant.
    expect([200, 409]).toContain(requote.status);
    const view = await t.call({
      method: 'GET',
      url: `/admin/inquiries/${s.inquiryId}`,
      headers: staff,
    });
    expect(variantsOf(view.body.data)[0]).toMatchObject({ quotation_state: 'not_quoted' });
    expect(variantsOf(view.body.data)[0]?.declined_at).not.toBeNull();
  });

  it('keeps the whole-submission reject; its variants carry the reason and come back one by one', async () => {
    const s = await submitted();
    const whole = await t.call({
      method: 'POST',
      url: `/admin/inquiries/${s.inquiryId}/reject`,
      headers: staff,
      payload: { reason: 'Tautan salah' },
    });
    expect(whole.body.data).toMatchObject({ state: 'rejected', rejection_reason: 'Tautan salah' });
    expect(variantsOf(whole.body.data).map((v) => v.rejection_reason)).toEqual([
      'Tautan salah',
      'Tautan salah',
      'Tautan salah',
    ]);
    expect((await rejectVariant(s.inquiryId, s.ids[0], 'lagi')).status).toBe(409);
    const one = await resubmit(s.headers, s.inquiryId, s.ids[0]);
    expect(one.body.data).toMatchObject({ state: 'under_review', rejection_reason: null });
    // A canceled submission takes no variant decision.
    await t.call({
      method: 'DELETE',
      url: `/oci/quotation/delete/${s.inquiryId}`,
      headers: s.headers,
    });
    expect((await resubmit(s.headers, s.inquiryId, s.ids[1])).body.data.code).toBe(
      'transition_not_allowed',
    );
  });
});
