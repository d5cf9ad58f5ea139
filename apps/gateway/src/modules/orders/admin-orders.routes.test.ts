import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customers, notifications, orders } from '../../db/schema';
import { createCustomer, customerAuth, insertBankAccount } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { insertRate } from '../catalog/testing';
import { markAdjustmentPaid } from './order-groups.service';
import {
  insertProduct,
  orderIn,
  payGroup,
  placeOrderGroup,
  requestRefund,
  staffHeaders,
} from './testing/order-fixtures';

type Headers = Record<string, string>;

describe.each(TEST_DATABASE_KINDS)('staff orders on %s', (kind) => {
  let t: TestApp;
  let staff: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertRate(t);
    staff = await staffHeaders(t);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Headers) => t.call({ method: 'GET', url, headers });
  const post = (url: string, headers: Headers, payload: object) =>
    t.call({ method: 'POST', url, headers, payload });
  const move = (orderNumber: string, payload: object, headers = staff) =>
    post(`/admin/orders/${orderNumber}/status`, headers, payload);
  async function storedOrder(orderNumber: string) {
    const [row] = await t.handle.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber));
    if (!row) throw new Error('no order');
    return row;
  }

  describe('board and detail', () => {
    it('lists one status oldest first with the customer, searchable by e-mail', async () => {
      const customer = await createCustomer(t, { namaDepan: 'Wulan' });
      const first = await orderIn(t, customer, 'in_process');
      t.clock.now = new Date(t.clock.now.getTime() + 60_000);
      const second = await orderIn(t, customer, 'in_process');
      const answer = await get(
        `/admin/orders?status=in_process&search=${encodeURIComponent(customer.email)}`,
        staff,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data.total).toBe(2);
      expect(answer.body.data.items.map((o: { order_number: string }) => o.order_number)).toEqual([
        first.orderNumber,
        second.orderNumber,
      ]);
      expect(answer.body.data.items[0].customer).toEqual({
        id: customer.id,
        email: customer.email,
        nama_lengkap: 'Wulan Santoso',
        level: 'silver',
      });
      const detail = await get(`/admin/orders/${first.orderNumber}`, staff);
      expect(detail.status).toBe(200);
      expect(detail.body.data).toMatchObject({
        order_number: first.orderNumber,
        status: 'in_process',
        customer: { id: customer.id },
      });
    });

    it('keeps customers and guests out, and answers an unknown order with 404', async () => {
      const customer = await createCustomer(t);
      const asCustomer = await get('/admin/orders', await customerAuth(t, customer));
      expect(asCustomer.status).toBe(404);
      expect((await t.call({ method: 'GET', url: '/admin/orders' })).status).toBe(401);
      const unknown = await get('/admin/orders/IDL-19990101-000001-1', staff);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Pesanan tidak ditemukan');
    });
  });

  describe('moves', () => {
    it('ships with a tracking number: timeline, audit line and a notification', async () => {
      const customer = await createCustomer(t);
      const { orderNumber } = await orderIn(t, customer, 'in_process');
      const missing = await move(orderNumber, { status: 'shipping' });
      expect(missing.status).toBe(400);
      expect(missing.body.data).toEqual({
        code: 'validation_failed',
        fields: { tracking_number: 'field.required' },
      });
      const shipped = await move(orderNumber, {
        status: 'shipping',
        tracking_number: 'JP0099887766',
        note: 'Dikirim dari gudang Guangzhou',
      });
      expect(shipped.status).toBe(200);
      expect(shipped.body.data).toMatchObject({
        status: 'shipping',
        tracking_number: 'JP0099887766',
      });
      const lines = await t.handle.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'order.move'), eq(auditLog.subject, `order:${orderNumber}`)),
        );
      expect(lines).toHaveLength(1);
      expect(lines[0]?.data).toMatchObject({
        before: { status: 'in_process' },
        after: { status: 'shipping', tracking_number: 'JP0099887766' },
      });
      const told = await t.handle.db
        .select()
        .from(notifications)
        .where(eq(notifications.customerId, customer.id));
      expect(told.map((n) => n.title)).toContain(`Pesanan ${orderNumber}: Dikirim`);

      const delivered = await move(orderNumber, { status: 'delivered' });
      expect(delivered.status).toBe(200);
      expect(delivered.body.data.received_at).toBe(t.clock.now.toISOString());
    });

    it('refuses a move the table does not give staff (409), changing nothing', async () => {
      const customer = await createCustomer(t);
      const { orderNumber } = await orderIn(t, customer, 'waiting_payment');
      const answer = await move(orderNumber, { status: 'shipping', tracking_number: 'X1' });
      expect(answer.status).toBe(409);
      expect(answer.body.data).toEqual({ code: 'transition_not_allowed' });
      const paid = await move(orderNumber, { status: 'in_process' });
      expect(paid.status).toBe(409);
      expect((await storedOrder(orderNumber)).status).toBe('waiting_payment');
    });

    it('cancels an unpaid order with its whole group', async () => {
      const customer = await createCustomer(t);
      const product = await insertProduct(t);
      const line = {
        productId: product.id,
        variantId: 'v1',
        variantName: 'Biru',
        quantity: 1,
        unitPrice: 90_000,
      };
      const group = await placeOrderGroup(t, customer, {
        orders: [
          { shippingType: 'sea', shippingFee: 10_000, lines: [line] },
          { shippingType: 'air', shippingFee: 40_000, lines: [line] },
        ],
      });
      const [sea, air] = group.orderNumbers as [string, string];
      const answer = await move(sea, { status: 'canceled', note: 'Permintaan pelanggan' });
      expect(answer.status).toBe(200);
      expect(answer.body.data.status).toBe('canceled');
      expect((await storedOrder(air)).status).toBe('canceled');
      // A cancelled group can no longer be paid.
      expect((await payGroup(t, group.groupNumber)).outcome).toBe('not_payable');
    });
  });

  describe('adjustments', () => {
    it('charges extra, waits for payment, and returns to In Process once paid', async () => {
      const customer = await createCustomer(t);
      const { orderNumber } = await orderIn(t, customer, 'in_process');
      const url = `/admin/orders/${orderNumber}/adjustments`;
      const answer = await post(url, staff, {
        amount: { amount: 75_000, currency: 'IDR' },
        reason: 'Berat aktual lebih besar',
      });
      expect(answer.status).toBe(201);
      expect(answer.body.data).toMatchObject({
        status: 'adjustment',
        payment_status: 'unpaid',
        adjustments: [
          {
            amount: { amount: 75_000, currency: 'IDR' },
            reason: 'Berat aktual lebih besar',
            paid_at: null,
          },
        ],
      });
      const again = await post(url, staff, {
        amount: { amount: 1_000, currency: 'IDR' },
        reason: 'Lagi',
      });
      expect(again.status).toBe(409);

      const adjustmentId: string = answer.body.data.adjustments[0].id;
      const settle = () =>
        t.handle.db.transaction((tx) =>
          markAdjustmentPaid(tx, adjustmentId, { paidAt: new Date(t.clock.now) }),
        );
      expect((await settle()).outcome).toBe('paid');
      expect((await settle()).outcome).toBe('already_paid');
      const stored = await storedOrder(orderNumber);
      expect(stored).toMatchObject({ status: 'in_process', paymentStatus: 'paid' });
      const [owner] = await t.handle.db
        .select()
        .from(customers)
        .where(eq(customers.id, customer.id));
      expect(owner?.totalOrder).toBe(525_000 + 75_000);
    });

    it('refuses another currency and a zero charge (400 on the field)', async () => {
      const customer = await createCustomer(t);
      const { orderNumber } = await orderIn(t, customer, 'in_process');
      const url = `/admin/orders/${orderNumber}/adjustments`;
      const baht = await post(url, staff, {
        amount: { amount: 500, currency: 'THB' },
        reason: 'x',
      });
      expect(baht.status).toBe(400);
      expect(baht.body.data.fields).toEqual({ 'amount.currency': 'field.invalid' });
      const zero = await post(url, staff, { amount: { amount: 0, currency: 'IDR' }, reason: 'x' });
      expect(zero.status).toBe(400);
      expect(Object.keys(zero.body.data.fields)).toEqual(['amount.amount']);
      expect((await storedOrder(orderNumber)).status).toBe('in_process');
    });
  });

  describe('refund decisions', () => {
    async function refundRequested() {
      const customer = await createCustomer(t);
      const headers = await customerAuth(t, customer);
      const { orderNumber } = await orderIn(t, customer, 'delivered');
      const account = await insertBankAccount(t, customer.id, {
        bankName: 'Mandiri',
        accountNumber: '9988776655',
      });
      const asked = await requestRefund(t, headers, {
        order_number: orderNumber,
        reason: 'Jahitan lepas',
        bank_account_id: account.id,
      });
      expect(asked.status).toBe(201);
      return { customer, orderNumber, refundId: asked.body.data.id as string };
    }
    const decide = (refundId: string, payload: object) =>
      post(`/admin/refunds/${refundId}/decision`, staff, payload);

    it('lists undecided requests, and approving refunds the order once', async () => {
      const { orderNumber, refundId, customer } = await refundRequested();
      const queue = await get('/admin/refunds', staff);
      expect(queue.status).toBe(200);
      expect(queue.body.data.items.map((r: { id: string }) => r.id)).toContain(refundId);
      const queued = queue.body.data.items.find((r: { id: string }) => r.id === refundId);
      expect(queued.photos).toEqual([
        expect.objectContaining({ file_name: 'jahitan-robek.jpg', size_bytes: expect.any(Number) }),
      ]);
      const approved = await decide(refundId, { decision: 'approve' });
      expect(approved.status).toBe(200);
      expect(approved.body.data).toMatchObject({ decision: 'approve', order_number: orderNumber });
      expect((await storedOrder(orderNumber)).status).toBe('refunded');
      const [owner] = await t.handle.db
        .select()
        .from(customers)
        .where(eq(customers.id, customer.id));
      expect(owner?.totalOrder).toBe(0);
      const twice = await decide(refundId, { decision: 'reject', note: 'Terlambat' });
      expect(twice.status).toBe(409);
      const decided = await get('/admin/refunds?decided=true', staff);
      expect(decided.body.data.items.map((r: { id: string }) => r.id)).toContain(refundId);
    });

    it('rejects only with a reason, completing the order and telling the customer why', async () => {
      const { orderNumber, refundId, customer } = await refundRequested();
      const bare = await decide(refundId, { decision: 'reject' });
      expect(bare.status).toBe(400);
      expect(bare.body.data.fields).toEqual({ note: 'field.required' });
      const rejected = await decide(refundId, {
        decision: 'reject',
        note: 'Foto tidak menunjukkan kerusakan',
      });
      expect(rejected.status).toBe(200);
      expect(rejected.body.data.decision_note).toBe('Foto tidak menunjukkan kerusakan');
      expect((await storedOrder(orderNumber)).status).toBe('completed');
      const told = await t.handle.db
        .select()
        .from(notifications)
        .where(eq(notifications.customerId, customer.id));
      expect(told.map((n) => n.body)).toContain(
        `Pengajuan refund untuk pesanan ${orderNumber} ditolak: Foto tidak menunjukkan kerusakan`,
      );
    });

    it('answers an unknown refund with 404, and a staff move out of returning with 409', async () => {
      const { orderNumber } = await refundRequested();
      const unknown = await decide('00000000-0000-4000-8000-000000000000', {
        decision: 'approve',
      });
      expect(unknown.status).toBe(404);
      expect((await move(orderNumber, { status: 'canceled' })).status).toBe(409);
    });
  });
});
