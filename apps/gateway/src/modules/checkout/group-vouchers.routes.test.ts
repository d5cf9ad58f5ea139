import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderGroups, payments, voucherClaims, vouchers } from '../../db/schema';
import { createStaff, staffAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { gambirAddress, insertAreaTree } from '../account/testing';
import { insertRate } from '../catalog/testing';
import { verifiedCustomer } from '../inquiries/testing';
import { UNIT_PRICE, cartProduct, insertVoucher, savedAddress } from './testing/checkout-fixtures';

type Headers = Record<string, string>;

describe.each(TEST_DATABASE_KINDS)('vouchers on an order group on %s', (kind) => {
  let t: TestApp;
  let staff: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertRate(t);
    await insertAreaTree(t);
    staff = await staffAuth(t, await createStaff(t));
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Headers, payload: object) =>
    t.call({ method: 'POST', url, headers, payload });
  const get = (url: string, headers?: Headers) =>
    t.call({ method: 'GET', url, ...(headers ? { headers } : {}) });

  /** A customer with a placed group: 23 items, goods 3,588,000, JNE REG 70,000 to Jakarta. */
  async function placed() {
    const { customer, headers } = await verifiedCustomer(t);
    const addressId = await savedAddress(t, headers, gambirAddress());
    const { cartItemId } = await cartProduct(t, staff, headers);
    const made = await post('/oci/checkout', headers, {
      cart_item_ids: [cartItemId],
      address_id: addressId,
      courier: { code: 'jne', service: 'REG' },
      payment_method: 'virtual_account',
    });
    expect(made.status).toBe(201);
    return { customer, headers, group: made.body.data.group_number as string };
  }
  const GOODS = 23 * UNIT_PRICE;
  const FEE = 70_000;

  async function claimed(headers: Headers, title: string, over = {}) {
    const voucher = await insertVoucher(t, title, over);
    const answer = await post('/oci/voucher', headers, { voucher_id: voucher.id });
    expect(answer.status).toBe(200);
    return voucher;
  }
  const use = (headers: Headers, group: string, ids: string[]) =>
    post('/oci/profile/vouchers/use', headers, { group_number: group, voucher_ids: ids });

  it('applies stacked vouchers to the goods, shares the discount over the orders and spends the claims', async () => {
    const { customer, headers, group } = await placed();
    const fixed = await claimed(headers, 'Potongan 100rb');
    const percent = await claimed(headers, 'Diskon 10%', {
      discountKind: 'percent',
      discountAmount: null,
      discountBps: 1_000,
      discountCap: 250_000,
    });
    const answer = await use(headers, group, [fixed.id, percent.id]);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      group_number: group,
      subtotal: { amount: GOODS, currency: 'IDR' },
      discount: { amount: 350_000, currency: 'IDR' },
      total: { amount: GOODS + FEE - 350_000, currency: 'IDR' },
      vouchers: [
        { id: fixed.id, title: 'Potongan 100rb', discount: { amount: 100_000, currency: 'IDR' } },
        { id: percent.id, title: 'Diskon 10%', discount: { amount: 250_000, currency: 'IDR' } },
      ],
    });
    expect(answer.body.data.orders[0].total).toEqual({
      amount: GOODS + FEE - 350_000,
      currency: 'IDR',
    });
    const [row] = await t.handle.db.select().from(vouchers).where(eq(vouchers.id, fixed.id));
    expect(row).toMatchObject({ claimed: 1, used: 1 });
    const [claim] = await t.handle.db
      .select()
      .from(voucherClaims)
      .where(and(eq(voucherClaims.voucherId, fixed.id), eq(voucherClaims.customerId, customer.id)));
    expect(claim?.usedAt).toEqual(t.clock.now);

    // Re-sending the same selection is no second use; an empty list gives both claims back.
    expect((await use(headers, group, [fixed.id, percent.id])).status).toBe(200);
    const cleared = await use(headers, group, []);
    expect(cleared.body.data).toMatchObject({
      discount: { amount: 0, currency: 'IDR' },
      total: { amount: GOODS + FEE, currency: 'IDR' },
      vouchers: [],
    });
    const [after] = await t.handle.db.select().from(vouchers).where(eq(vouchers.id, fixed.id));
    expect(after).toMatchObject({ claimed: 1, used: 0 });
    const listed = await get('/oci/profile/vouchers', headers);
    expect(listed.body.data.items.find((v: { id: string }) => v.id === fixed.id)).toMatchObject({
      remaining: 9,
      is_used: false,
    });
  });

  it('refuses a non-stackable voucher with another, naming it, and changes nothing', async () => {
    const { headers, group } = await placed();
    const alone = await claimed(headers, 'Spesial Ramadan', { stackable: false });
    const other = await claimed(headers, 'Potongan 100rb');
    const answer = await use(headers, group, [other.id, alone.id]);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      status: 422,
      message: 'Voucher Spesial Ramadan tidak dapat digabung dengan voucher lain',
      data: { code: 'voucher_not_stackable' },
    });
    const [row] = await t.handle.db.select().from(vouchers).where(eq(vouchers.id, alone.id));
    expect(row?.used).toBe(0);
    expect((await get(`/oci/checkout/${group}`, headers)).body.data.vouchers).toEqual([]);
  });

  it('refuses a voucher not claimed, one spent on another group, a minimum spend not met', async () => {
    const first = await placed();
    const second = await placed();
    const unclaimed = await insertVoucher(t, 'Belum diklaim');
    const notClaimed = await use(first.headers, first.group, [unclaimed.id]);
    expect(notClaimed.status).toBe(422);
    expect(notClaimed.body.message).toBe('Klaim voucher ini terlebih dahulu sebelum digunakan');

    const voucher = await claimed(first.headers, 'Sekali pakai');
    // The second group belongs to another customer: their own order group is needed.
    const otherGroup = await (async () => {
      const { cartItemId } = await cartProduct(t, staff, first.headers);
      const addressId = await savedAddress(t, first.headers, gambirAddress({ label: 'Gudang' }));
      const made = await post('/oci/checkout', first.headers, {
        cart_item_ids: [cartItemId],
        address_id: addressId,
        courier: { code: 'jne', service: 'REG' },
        payment_method: 'virtual_account',
      });
      return made.body.data.group_number as string;
    })();
    expect((await use(first.headers, first.group, [voucher.id])).status).toBe(200);
    const again = await use(first.headers, otherGroup, [voucher.id]);
    expect(again.status).toBe(409);
    expect(again.body.data.code).toBe('voucher_already_used');

    const big = await claimed(first.headers, 'Belanja 10 juta', { minSpend: 10_000_000 });
    const short = await use(first.headers, otherGroup, [big.id]);
    expect(short.status).toBe(422);
    expect(short.body.message).toBe(
      'Belanja Anda belum mencapai minimum pembelian voucher Belanja 10 juta',
    );

    const usable = await get(`/oci/voucher/list/${otherGroup}`, first.headers);
    expect(usable.status).toBe(200);
    const reasons = Object.fromEntries(
      usable.body.data.map((v: { voucher: { title: string }; reason: string | null }) => [
        v.voucher.title,
        v.reason,
      ]),
    );
    expect(reasons).toEqual({
      'Sekali pakai': 'voucher_already_used',
      'Belanja 10 juta': 'voucher_min_spend_not_met',
    });
    const own = await get(`/oci/voucher/list/${first.group}`, first.headers);
    // Soonest to expire first, then by title.
    expect(own.body.data).toEqual([
      expect.objectContaining({ usable: false, reason: 'voucher_min_spend_not_met' }),
      expect.objectContaining({ usable: true, reason: null }),
    ]);

    // Another customer's group is 404 on both calls; a guest is 401.
    const theirs = await use(second.headers, first.group, []);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Pesanan tidak ditemukan');
    expect((await get(`/oci/voucher/list/${first.group}`, second.headers)).status).toBe(404);
    expect((await get(`/oci/voucher/list/${first.group}`)).status).toBe(401);
    const guest = await t.call({
      method: 'POST',
      url: '/oci/profile/vouchers/use',
      payload: { group_number: first.group, voucher_ids: [] },
    });
    expect(guest.status).toBe(401);
    const bad = await post('/oci/profile/vouchers/use', first.headers, {
      group_number: first.group,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields).toHaveProperty('voucher_ids');
  });

  it('spends one claim on one group however the requests race', async () => {
    const { headers, group } = await placed();
    const { cartItemId } = await cartProduct(t, staff, headers);
    const addressId = await savedAddress(t, headers, gambirAddress({ label: 'Toko' }));
    const second = await post('/oci/checkout', headers, {
      cart_item_ids: [cartItemId],
      address_id: addressId,
      courier: { code: 'jne', service: 'REG' },
      payment_method: 'virtual_account',
    });
    const voucher = await claimed(headers, 'Rebutan');
    const answers = await Promise.all(
      [group, second.body.data.group_number as string, group, second.body.data.group_number].map(
        (number) => use(headers, number as string, [voucher.id]),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    // The same group may be answered twice (re-selecting is no second use); never both groups.
    expect(new Set(won.map((a) => a.body.data.group_number)).size).toBe(1);
    expect(answers.filter((a) => a.status === 409).length).toBe(4 - won.length);
    const [row] = await t.handle.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(row).toMatchObject({ claimed: 1, used: 1 });
  });

  it('keeps money asked for an older total for staff and pays the group at its new total', async () => {
    const { headers, group } = await placed();
    const before = await get(`/oci/pembayaran/${group}?channel=BCA`, headers);
    expect(before.body.data.amount).toEqual({ amount: GOODS + FEE, currency: 'IDR' });
    const voucher = await claimed(headers, 'Potongan 100rb');
    expect((await use(headers, group, [voucher.id])).status).toBe(200);

    // The old virtual account is paid first: it is not the amount owed now.
    const [old] = await t.handle.db.select().from(payments).where(eq(payments.subjectId, group));
    const settle = () =>
      post('/dev/payments/settle', staff, { subject_kind: 'order_group', subject_id: group });
    expect((await settle()).status).toBe(200);
    const [held] = await t.handle.db
      .select()
      .from(payments)
      .where(eq(payments.id, old?.id ?? ''));
    expect(held).toMatchObject({ status: 'paid', reviewReason: 'amount_mismatch' });
    const [still] = await t.handle.db
      .select()
      .from(orderGroups)
      .where(eq(orderGroups.groupNumber, group));
    expect(still?.paymentStatus).toBe('unpaid');
    // The held payment stands for nothing: the page asks for the new total, which pays it.
    const after = await get(`/oci/pembayaran/${group}?channel=BCA`, headers);
    expect(after.body.data).toMatchObject({
      amount: { amount: GOODS + FEE - 100_000, currency: 'IDR' },
      payment_status: 'unpaid',
    });
    expect((await settle()).status).toBe(200);
    const [paid] = await t.handle.db
      .select()
      .from(orderGroups)
      .where(eq(orderGroups.groupNumber, group));
    expect(paid?.paymentStatus).toBe('paid');

    // Once paid, the vouchers can no longer change.
    const late = await use(headers, group, []);
    expect(late.status).toBe(409);
    expect(late.body.data.code).toBe('transition_not_allowed');
  });
});
