import { getMarket } from '@storefront/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapters } from '../../adapters/create-adapters';
import { customers, notifications, orderEvents, orderGroups, orders } from '../../db/schema';
import { createCustomer } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { isUniqueViolation } from '../../db/transaction';
import { createOrderGroup } from './order-groups.service';
import { cancelOverdueGroups, completeDeliveredOrders, startOrderSweep } from './order-sweep.job';
import {
  ADDRESS,
  COURIER,
  insertProduct,
  payGroup,
  placeOrderGroup,
} from './testing/order-fixtures';

const HOUR = 3_600_000;

describe.each(TEST_DATABASE_KINDS)('order groups and the order sweeps on %s', (kind) => {
  let t: TestApp;
  const start = new Date('2026-03-02T03:00:00.000Z');
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const context = () => ({
    db: t.handle.db,
    adapters: createAdapters(t.config, t.handle.db),
    market: getMarket(t.config.market),
    config: t.config,
    now: () => new Date(t.clock.now),
  });
  async function statusOf(orderNumber: string) {
    const [row] = await t.handle.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber));
    return row?.status;
  }

  describe('createOrderGroup', () => {
    it('numbers groups with the market prefix and the Singapore day, orders after them', async () => {
      // 17:00 UTC on 2 March is already 3 March in Singapore.
      t.clock.now = new Date('2026-03-02T17:00:00.000Z');
      const customer = await createCustomer(t);
      const first = await placeOrderGroup(t, customer);
      const second = await placeOrderGroup(t, customer);
      expect(first.groupNumber).toBe('IDL-20260303-000001');
      expect(first.orderNumbers).toEqual(['IDL-20260303-000001-1']);
      expect(second.groupNumber).toBe('IDL-20260303-000002');
      expect(first.total).toEqual({ amount: 525_000, currency: 'IDR' });
      expect(first.paymentDeadline.toISOString()).toBe('2026-03-03T17:00:00.000Z');
    });

    it('makes one group of a doubled checkout (unique checkout key)', async () => {
      const customer = await createCustomer(t);
      const product = await insertProduct(t);
      const place = () =>
        t.handle.db.transaction((tx) =>
          createOrderGroup(tx, context(), {
            customerId: customer.id,
            checkoutKey: 'cart-42',
            paymentMethod: 'virtual_account',
            address: ADDRESS,
            courier: COURIER,
            orders: [
              {
                shippingType: 'air',
                shippingFee: 0,
                lines: [
                  {
                    productId: product.id,
                    variantId: 'v',
                    variantName: 'Putih',
                    quantity: 3,
                    unitPrice: 10_000,
                  },
                ],
              },
            ],
          }),
        );
      const results = await Promise.allSettled([place(), place()]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const failure = results.find((r) => r.status === 'rejected');
      expect(isUniqueViolation(failure?.reason, 'order_groups_customer_checkout_key')).toBe(true);
      const groups = await t.handle.db
        .select()
        .from(orderGroups)
        .where(eq(orderGroups.customerId, customer.id));
      expect(groups).toHaveLength(1);
    });
  });

  describe('markGroupPaid', () => {
    it('pays a group once however often the settlement arrives', async () => {
      t.clock.now = new Date(start);
      const customer = await createCustomer(t);
      const group = await placeOrderGroup(t, customer);
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, () => payGroup(t, group.groupNumber)),
      );
      expect(outcomes.filter((o) => o.outcome === 'paid')).toHaveLength(1);
      expect(outcomes.filter((o) => o.outcome === 'already_paid')).toHaveLength(9);
      const [owner] = await t.handle.db
        .select()
        .from(customers)
        .where(eq(customers.id, customer.id));
      expect(owner?.totalOrder).toBe(525_000);
      expect(await statusOf(group.orderNumbers[0] ?? '')).toBe('in_process');
      expect((await payGroup(t, 'IDL-19990101-000001')).outcome).toBe('not_found');
    });
  });

  /** The orders of these numbers (id, status) and every timeline event of theirs. */
  async function ordersWithEvents(numbers: readonly string[]) {
    const rows = await t.handle.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.orderNumber, [...numbers]));
    const ids = rows.map((row) => row.id);
    const events = ids.length
      ? await t.handle.db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids))
      : [];
    return { rows, events };
  }

  describe('cancelOverdueGroups', () => {
    it('cancels at the deadline, not a millisecond before, and never a paid group', async () => {
      t.clock.now = new Date(start);
      const customer = await createCustomer(t);
      const unpaid = await placeOrderGroup(t, customer);
      const paid = await placeOrderGroup(t, customer);
      await payGroup(t, paid.groupNumber);

      t.clock.now = new Date(start.getTime() + 24 * HOUR - 1);
      await cancelOverdueGroups(context());
      expect(await statusOf(unpaid.orderNumbers[0] ?? '')).toBe('waiting_payment');

      t.clock.now = new Date(start.getTime() + 24 * HOUR);
      const result = await cancelOverdueGroups(context());
      expect(result.groups).toBeGreaterThanOrEqual(1);
      expect(await statusOf(unpaid.orderNumbers[0] ?? '')).toBe('canceled');
      expect(await statusOf(paid.orderNumbers[0] ?? '')).toBe('in_process');
      const told = await t.handle.db
        .select()
        .from(notifications)
        .where(eq(notifications.customerId, customer.id));
      expect(told.map((n) => n.title)).toContain(`Pesanan ${unpaid.orderNumbers[0]}: Dibatalkan`);
      // Late money for a cancelled group pays nothing.
      expect((await payGroup(t, unpaid.groupNumber)).outcome).toBe('not_payable');
    });

    it('cancels each overdue order exactly once when two sweeps run at the same time', async () => {
      t.clock.now = new Date(start.getTime() + 2 * 24 * HOUR);
      const customer = await createCustomer(t);
      const groups = [];
      for (let i = 0; i < 12; i += 1) groups.push(await placeOrderGroup(t, customer));
      t.clock.now = new Date(start.getTime() + 4 * 24 * HOUR);
      const [a, b] = await Promise.all([
        cancelOverdueGroups(context(), { batchSize: 5 }),
        cancelOverdueGroups(context(), { batchSize: 5 }),
      ]);
      expect((a?.orders ?? 0) + (b?.orders ?? 0)).toBeGreaterThanOrEqual(12);
      const numbers = groups.flatMap((g) => g.orderNumbers);
      const { rows, events: cancelEvents } = await ordersWithEvents(numbers);
      expect(rows.every((row) => row.status === 'canceled')).toBe(true);
      expect(cancelEvents.filter((e) => e.status === 'canceled')).toHaveLength(12);
      expect(
        cancelEvents.filter((e) => e.status === 'canceled' && e.actorType === 'system'),
      ).toHaveLength(12);
    });

    it('runs on an interval until stopped', async () => {
      t.clock.now = new Date(start.getTime() + 10 * 24 * HOUR);
      const customer = await createCustomer(t);
      const group = await placeOrderGroup(t, customer);
      t.clock.now = new Date(start.getTime() + 12 * 24 * HOUR);
      const log = { warn: () => undefined, error: () => undefined };
      const stop = startOrderSweep(context(), 20, log);
      try {
        await expect
          .poll(() => statusOf(group.orderNumbers[0] ?? ''), { timeout: 10_000 })
          .toBe('canceled');
      } finally {
        await stop();
      }
    });
  });

  /** A paid order as the courier leaves it: delivered at `receivedAt` (staff's move, shortened). */
  async function deliveredOrder(
    receivedAt: Date,
    customer?: Awaited<ReturnType<typeof createCustomer>>,
  ) {
    const owner = customer ?? (await createCustomer(t));
    const group = await placeOrderGroup(t, owner);
    await payGroup(t, group.groupNumber);
    const orderNumber = group.orderNumbers[0] ?? '';
    await t.handle.db
      .update(orders)
      .set({ status: 'delivered', receivedAt })
      .where(eq(orders.orderNumber, orderNumber));
    return { customer: owner, orderNumber };
  }

  describe('completeDeliveredOrders', () => {
    it('completes a delivered order once its 2x24 h window has passed, not at its last instant', async () => {
      t.clock.now = new Date(start.getTime() + 20 * 24 * HOUR);
      const receivedAt = new Date(t.clock.now);
      const due = await deliveredOrder(receivedAt);
      const complained = await deliveredOrder(receivedAt, due.customer);
      await t.handle.db
        .update(orders)
        .set({ status: 'returning' })
        .where(eq(orders.orderNumber, complained.orderNumber));
      const later = await deliveredOrder(new Date(receivedAt.getTime() + HOUR), due.customer);

      // The window's last instant is still the buyer's (decision 021).
      t.clock.now = new Date(receivedAt.getTime() + 48 * HOUR);
      await completeDeliveredOrders(context());
      expect(await statusOf(due.orderNumber)).toBe('delivered');

      t.clock.now = new Date(receivedAt.getTime() + 48 * HOUR + 1);
      expect(await completeDeliveredOrders(context())).toBeGreaterThanOrEqual(1);
      expect(await statusOf(due.orderNumber)).toBe('completed');
      expect(await statusOf(complained.orderNumber)).toBe('returning');
      expect(await statusOf(later.orderNumber)).toBe('delivered');
      const { events } = await ordersWithEvents([due.orderNumber]);
      expect(events.filter((e) => e.status === 'completed').map((e) => e.actorType)).toEqual([
        'system',
      ]);
      const told = await t.handle.db
        .select()
        .from(notifications)
        .where(eq(notifications.customerId, due.customer.id));
      expect(told.map((n) => n.title)).toContain(`Pesanan ${due.orderNumber}: Selesai`);
    });

    it('completes each order exactly once when two sweeps run at the same time', async () => {
      t.clock.now = new Date(start.getTime() + 30 * 24 * HOUR);
      const customer = await createCustomer(t);
      const numbers: string[] = [];
      for (let i = 0; i < 7; i += 1) {
        numbers.push((await deliveredOrder(new Date(t.clock.now), customer)).orderNumber);
      }
      t.clock.now = new Date(start.getTime() + 33 * 24 * HOUR);
      await Promise.all([
        completeDeliveredOrders(context(), { batchSize: 3 }),
        completeDeliveredOrders(context(), { batchSize: 3 }),
      ]);
      const { rows, events } = await ordersWithEvents(numbers);
      expect(rows.map((row) => row.status)).toEqual(numbers.map(() => 'completed'));
      expect(events.filter((e) => e.status === 'completed')).toHaveLength(7);
    });
  });
});
