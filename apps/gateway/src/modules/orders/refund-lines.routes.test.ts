import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orderGroups, orders, payments, refundTransfers } from '../../db/schema';
import { createCustomer, customerAuth, insertBankAccount } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { insertRate } from '../catalog/testing';
import type { CustomerRow } from '../identity';
import { markAdjustmentPaid } from './order-groups.service';
import {
  orderIn,
  orderLinesOf,
  requestRefund,
  staffHeaders,
  type RefundLinePart,
} from './testing/order-fixtures';

type Headers = Record<string, string>;

// The default order (order-fixtures): Hitam 2 x 150,000, Merah 1 x 200,000, shipping 25,000.
const TOTAL = 525_000;

describe.each(TEST_DATABASE_KINDS)('refunds per line on %s (decision 289)', (kind) => {
  let t: TestApp;
  let staff: Headers;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertRate(t);
    staff = await staffHeaders(t);
  });
  afterAll(() => t.close());

  /** A delivered order paid by card through the simulator (a payment row, as settlement leaves it). */
  async function deliveredOrder(customer: CustomerRow, options: { charge?: number } = {}) {
    const status = options.charge ? 'in_process' : 'delivered';
    const { groupNumber, orderNumber } = await orderIn(t, customer, status);
    const [group] = await t.handle.db
      .select()
      .from(orderGroups)
      .where(eq(orderGroups.groupNumber, groupNumber));
    if (!group) throw new Error('no group');
    const [payment] = await t.handle.db
      .insert(payments)
      .values({
        customerId: customer.id,
        subjectKind: 'order_group',
        subjectId: groupNumber,
        amount: group.total,
        currency: group.currency,
        method: 'credit_card',
        provider: 'simulator',
        providerRequestId: `pr-${randomUUID()}`,
        providerPaymentId: `py-${randomUUID()}`,
        status: 'paid',
        idempotencyKey: randomUUID(),
        requestFingerprint: 'test',
        description: groupNumber,
        settledEventId: `payment.capture:${groupNumber}`,
        paidAt: new Date(t.clock.now),
      })
      .returning();
    if (!payment) throw new Error('no payment');
    if (options.charge) {
      const charged = await t.call({
        method: 'POST',
        url: `/admin/orders/${orderNumber}/adjustments`,
        headers: staff,
        payload: { amount: { amount: options.charge, currency: 'IDR' }, reason: 'Ongkir tambahan' },
      });
      expect(charged.status).toBe(201);
      await t.handle.db.transaction((tx) =>
        markAdjustmentPaid(tx, charged.body.data.adjustments[0].id, {
          paidAt: new Date(t.clock.now),
        }),
      );
      for (const payload of [
        { status: 'shipping', tracking_number: 'JX1234567890ID' },
        { status: 'delivered' },
      ]) {
        const moved = await t.call({
          method: 'POST',
          url: `/admin/orders/${orderNumber}/status`,
          headers: staff,
          payload,
        });
        expect(moved.status).toBe(200);
      }
    }
    const [hitam, merah] = await orderLinesOf(t, orderNumber);
    if (!hitam || !merah) throw new Error('no lines');
    return { groupNumber, orderNumber, payment, hitam: hitam.id, merah: merah.id };
  }

  async function buyer() {
    const customer = await createCustomer(t);
    const headers = await customerAuth(t, customer);
    const account = await insertBankAccount(t, customer.id, { bankName: 'Mandiri' });
    return { customer, headers, account: account.id };
  }

  const ask = (
    who: { headers: Headers; account: string },
    orderNumber: string,
    lines: readonly RefundLinePart[] | string,
  ) =>
    requestRefund(t, who.headers, {
      order_number: orderNumber,
      reason: 'Jahitan lepas',
      bank_account_id: who.account,
      lines,
    });
  const decide = (refundId: string, payload: object) =>
    t.call({ method: 'POST', url: `/admin/refunds/${refundId}/decision`, headers: staff, payload });
  const detail = (headers: Headers, groupNumber: string, orderNumber: string) =>
    t.call({
      method: 'GET',
      url: `/oci/orders/transaction-detail/${groupNumber}/${orderNumber}`,
      headers,
    });
  const statusOf = async (orderNumber: string) =>
    (await t.handle.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]?.status;
  const transfersOf = (refundId: string) =>
    t.handle.db
      .select({ amount: refundTransfers.amount, paymentId: refundTransfers.paymentId })
      .from(refundTransfers)
      .where(eq(refundTransfers.refundId, refundId))
      .orderBy(asc(refundTransfers.createdAt));

  it('refunds part of an order, then the rest: amounts, statuses, tab and transfers', async () => {
    const who = await buyer();
    const order = await deliveredOrder(who.customer);

    const first = await ask(who, order.orderNumber, [{ line_id: order.hitam, quantity: 1 }]);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      amount: { amount: 150_000, currency: 'IDR' },
      lines: [
        { line_id: order.hitam, variant_name: 'Hitam', quantity: 1, amount: { amount: 150_000 } },
      ],
      decision: null,
    });
    expect(await statusOf(order.orderNumber)).toBe('returning');
    // One undecided request at a time.
    const meanwhile = await ask(who, order.orderNumber, [{ line_id: order.merah, quantity: 1 }]);
    expect(meanwhile.status).toBe(409);

    const approved = await decide(first.body.data.id, { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(await statusOf(order.orderNumber)).toBe('partially_refunded');
    // Only the refunded amount goes back, from the checkout's payment.
    expect(await transfersOf(first.body.data.id)).toEqual([
      { amount: 150_000, paymentId: order.payment.id },
    ]);
    const [owner] = await t.handle.db
      .select({ totalOrder: customers.totalOrder })
      .from(customers)
      .where(eq(customers.id, who.customer.id));
    expect(owner?.totalOrder).toBe(TOTAL - 150_000);

    const shown = await detail(who.headers, order.groupNumber, order.orderNumber);
    expect(shown.status).toBe(200);
    expect(shown.body.data.status).toBe('partially_refunded');
    expect(shown.body.data.totals).toMatchObject({
      total: { amount: TOTAL },
      refunded: { amount: 150_000 },
      net: { amount: TOTAL - 150_000 },
    });
    const variants = shown.body.data.lines[0].variants;
    expect(
      variants.map((v: Record<string, unknown>) => [
        v['name'],
        v['refunded_quantity'],
        v['refundable_quantity'],
      ]),
    ).toEqual([
      ['Hitam', 1, 1],
      ['Merah', 0, 1],
    ]);
    const tab = await t.call({
      method: 'GET',
      url: '/oci/orders/transaction-list/return_refund/all',
      headers: who.headers,
    });
    expect(tab.body.data.items.map((o: { order_number: string }) => o.order_number)).toContain(
      order.orderNumber,
    );

    // Over what is left: one Hitam remains.
    const over = await ask(who, order.orderNumber, [{ line_id: order.hitam, quantity: 2 }]);
    expect(over.status).toBe(400);
    expect(over.body.data.fields).toEqual({ 'lines.0.quantity': 'field.invalid' });

    // The rest, a minute later: the last units bring the shipping fee with them.
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const second = await ask(who, order.orderNumber, [
      { line_id: order.hitam, quantity: 1 },
      { line_id: order.merah, quantity: 1 },
    ]);
    expect(second.status).toBe(201);
    expect(second.body.data.amount.amount).toBe(150_000 + 200_000 + 25_000);
    expect(await statusOf(order.orderNumber)).toBe('partially_refunded');
    expect((await decide(second.body.data.id, { decision: 'approve' })).status).toBe(200);
    expect(await statusOf(order.orderNumber)).toBe('refunded');
    const rest = await transfersOf(second.body.data.id);
    expect(rest).toEqual([{ amount: TOTAL - 150_000, paymentId: order.payment.id }]);

    const after = await detail(who.headers, order.groupNumber, order.orderNumber);
    expect(after.body.data.totals.net.amount).toBe(0);
    expect(after.body.data.refunds).toHaveLength(2);
    expect(after.body.data.refund.id).toBe(second.body.data.id);
    // Nothing is left to ask for.
    const more = await ask(who, order.orderNumber, [{ line_id: order.merah, quantity: 1 }]);
    expect(more.status).toBe(409);
  });

  it('keeps a partially refunded order there when its next request is rejected', async () => {
    const who = await buyer();
    const order = await deliveredOrder(who.customer);
    const first = await ask(who, order.orderNumber, [{ line_id: order.merah, quantity: 1 }]);
    await decide(first.body.data.id, { decision: 'approve' });
    const second = await ask(who, order.orderNumber, [{ line_id: order.hitam, quantity: 2 }]);
    expect(second.status).toBe(201);
    const rejected = await decide(second.body.data.id, { decision: 'reject', note: 'Tidak rusak' });
    expect(rejected.status).toBe(200);
    expect(await statusOf(order.orderNumber)).toBe('partially_refunded');
    expect(await transfersOf(second.body.data.id)).toEqual([]);
    // The rejected units are open again.
    const third = await ask(who, order.orderNumber, [{ line_id: order.hitam, quantity: 1 }]);
    expect(third.status).toBe(201);
  });

  it('refuses unknown and doubled lines, and bad lines text, on the field', async () => {
    const who = await buyer();
    const order = await deliveredOrder(who.customer);
    const cases: [readonly RefundLinePart[] | string, Record<string, string>][] = [
      [[{ line_id: randomUUID(), quantity: 1 }], { 'lines.0.line_id': 'field.invalid' }],
      [
        [
          { line_id: order.merah, quantity: 1 },
          { line_id: order.merah, quantity: 1 },
        ],
        { 'lines.1.line_id': 'field.invalid' },
      ],
      [[{ line_id: order.hitam, quantity: 3 }], { 'lines.0.quantity': 'field.invalid' }],
      ['[{"line_id":', { lines: 'field.invalid' }],
      [[], { lines: 'field.required' }],
    ];
    for (const [lines, fields] of cases) {
      const answer = await ask(who, order.orderNumber, lines);
      expect(answer.status).toBe(400);
      expect(answer.body.data.fields).toEqual(fields);
    }
    expect(await statusOf(order.orderNumber)).toBe('delivered');
  });

  it("answers another customer's order with 404, whatever lines it names", async () => {
    const owner = await buyer();
    const other = await buyer();
    const order = await deliveredOrder(owner.customer);
    const answer = await ask(other, order.orderNumber, [{ line_id: order.hitam, quantity: 1 }]);
    expect(answer.status).toBe(404);
    expect(answer.body.data.code).toBe('order_not_found');
    expect(await statusOf(order.orderNumber)).toBe('delivered');
  });

  it('takes one of two concurrent requests', async () => {
    const who = await buyer();
    const order = await deliveredOrder(who.customer);
    const answers = await Promise.all([
      ask(who, order.orderNumber, [{ line_id: order.hitam, quantity: 1 }]),
      ask(who, order.orderNumber, [{ line_id: order.merah, quantity: 1 }]),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it('counts an extra charge in the total and sends it back with the last units', async () => {
    const who = await buyer();
    const order = await deliveredOrder(who.customer, { charge: 75_000 });
    const shown = await detail(who.headers, order.groupNumber, order.orderNumber);
    const totals = shown.body.data.totals;
    // Every shown total is the sum of its parts, the extra charge included.
    expect(totals.total.amount).toBe(TOTAL + 75_000);
    expect(
      totals.subtotal.amount +
        totals.shipping_fee.amount -
        totals.discount.amount +
        totals.adjustments.amount,
    ).toBe(totals.total.amount);
    expect(shown.body.data.total.amount).toBe(TOTAL + 75_000);
    const all = await ask(who, order.orderNumber, [
      { line_id: order.hitam, quantity: 2 },
      { line_id: order.merah, quantity: 1 },
    ]);
    expect(all.status).toBe(201);
    expect(all.body.data.amount.amount).toBe(TOTAL + 75_000);
    expect((await decide(all.body.data.id, { decision: 'approve' })).status).toBe(200);
    // The charge was paid outside this test's payments table: only the checkout's part is sent.
    expect(await transfersOf(all.body.data.id)).toEqual([
      { amount: TOTAL, paymentId: order.payment.id },
    ]);
    expect(await statusOf(order.orderNumber)).toBe('refunded');
  });
});
