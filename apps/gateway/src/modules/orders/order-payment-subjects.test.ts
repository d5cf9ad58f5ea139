import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, notifications, orderGroups, orders, payments } from '../../db/schema';
import { createCustomer, customerAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { insertRate } from '../catalog/testing';
import { orderIn, placeOrderGroup, staffHeaders } from './testing/order-fixtures';

type Headers = Record<string, string>;

describe.each(TEST_DATABASE_KINDS)('payments wired to orders on %s', (kind) => {
  let t: TestApp;
  let staff: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertRate(t);
    staff = await staffHeaders(t);
  });
  afterAll(() => t.close());

  async function signedIn() {
    const customer = await createCustomer(t);
    return { customer, headers: await customerAuth(t, customer) };
  }
  const settle = (kind: 'order_group' | 'adjustment', id: string) =>
    t.call({
      method: 'POST',
      url: '/dev/payments/settle',
      headers: staff,
      payload: { subject_kind: kind, subject_id: id },
    });
  const titlesOf = async (customerId: string) =>
    (
      await t.handle.db
        .select({ title: notifications.title })
        .from(notifications)
        .where(eq(notifications.customerId, customerId))
    ).map((row) => row.title);

  it('pays a group through the simulator: its orders go In Process and the customer is told once', async () => {
    const { customer, headers } = await signedIn();
    const group = await placeOrderGroup(t, customer);
    // The buyer picks the bank the transfer goes to (decision 281).
    const page = await t.call({
      method: 'GET',
      url: `/oci/pembayaran/${group.groupNumber}?channel=BRI`,
      headers,
    });
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      group_number: group.groupNumber,
      method: 'bank_transfer',
      amount: { amount: 525_000, currency: 'IDR' },
      payment_status: 'unpaid',
      virtual_account: { bank: 'BRI', number: expect.stringMatching(/^8808/) },
    });

    expect((await settle('order_group', group.groupNumber)).status).toBe(200);
    expect((await settle('order_group', group.groupNumber)).status).toBe(200);

    const [order] = await t.handle.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, group.orderNumbers[0] ?? ''));
    expect(order).toMatchObject({ status: 'in_process', paymentStatus: 'paid' });
    const paid = await t.call({
      method: 'GET',
      url: `/oci/pembayaran/${group.groupNumber}`,
      headers,
    });
    expect(paid.body.data).toMatchObject({ payment_status: 'paid', paid_at: expect.any(String) });
    expect(await titlesOf(customer.id)).toEqual([`Pesanan ${group.orderNumbers[0]}: Diproses`]);
    const [payer] = await t.handle.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(payer?.totalOrder).toBe(525_000);
  });

  it('answers another customer’s group 404 and keeps money for a cancelled group for staff', async () => {
    const { customer, headers } = await signedIn();
    const other = await signedIn();
    const group = await placeOrderGroup(t, customer);
    const theirs = await t.call({
      method: 'GET',
      url: `/oci/pembayaran/${group.groupNumber}`,
      headers: other.headers,
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Pesanan tidak ditemukan');

    expect(
      (
        await t.call({
          method: 'GET',
          url: `/oci/pembayaran/${group.groupNumber}?channel=BCA`,
          headers,
        })
      ).status,
    ).toBe(200);
    // The group is cancelled (as the sweep does) after its virtual account was issued.
    await t.handle.db
      .update(orderGroups)
      .set({ canceledAt: new Date(t.clock.now) })
      .where(eq(orderGroups.groupNumber, group.groupNumber));
    expect((await settle('order_group', group.groupNumber)).status).toBe(200);
    const [payment] = await t.handle.db
      .select()
      .from(payments)
      .where(eq(payments.subjectId, group.groupNumber));
    expect(payment).toMatchObject({ status: 'paid', reviewReason: 'subject_not_payable' });
    const [row] = await t.handle.db
      .select()
      .from(orderGroups)
      .where(eq(orderGroups.groupNumber, group.groupNumber));
    expect(row?.paymentStatus).toBe('unpaid');
    expect(await titlesOf(customer.id)).toEqual([]);
  });

  it('pays an adjustment through the same page: the order returns to In Process', async () => {
    const { customer, headers } = await signedIn();
    const { groupNumber, orderNumber } = await orderIn(t, customer, 'in_process');
    const added = await t.call({
      method: 'POST',
      url: `/admin/orders/${orderNumber}/adjustments`,
      headers: staff,
      payload: { amount: { amount: 40_000, currency: 'IDR' }, reason: 'Ongkos kirim tambahan' },
    });
    expect(added.status).toBe(201);
    const adjustmentId = added.body.data.adjustments[0].id as string;

    const other = await signedIn();
    const theirs = await t.call({
      method: 'GET',
      url: `/oci/pembayaran/${adjustmentId}`,
      headers: other.headers,
    });
    expect(theirs.status).toBe(404);

    const page = await t.call({
      method: 'GET',
      url: `/oci/pembayaran/${adjustmentId}?channel=PERMATA`,
      headers,
    });
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      amount: { amount: 40_000, currency: 'IDR' },
      method: 'bank_transfer',
      payment_status: 'unpaid',
      deadline: null,
      virtual_account: expect.objectContaining({ bank: 'PERMATA' }),
    });
    expect((await settle('adjustment', adjustmentId)).status).toBe(200);

    const detail = await t.call({
      method: 'GET',
      url: `/oci/orders/transaction-detail/${groupNumber}/${orderNumber}`,
      headers,
    });
    expect(detail.body.data).toMatchObject({
      status: 'in_process',
      adjustments: [expect.objectContaining({ id: adjustmentId, paid_at: expect.any(String) })],
    });
    const [payer] = await t.handle.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(payer?.totalOrder).toBe(525_000 + 40_000);
    expect(await titlesOf(customer.id)).toContain(`Pesanan ${orderNumber}: Diproses`);
  });
});
