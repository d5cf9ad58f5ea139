import { ORDER_ENDPOINTS } from '@storefront/contract';
import { httpStatusMessage, messageFor } from '@storefront/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orders } from '../../db/schema';
import { createCustomer, customerAuth, insertBankAccount } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { insertRate } from '../catalog/testing';
import type { RefundRequestFields } from './testing/order-fixtures';
import { orderIn, payGroup, placeOrderGroup, requestRefund } from './testing/order-fixtures';

const HOUR = 3_600_000;

describe.each(TEST_DATABASE_KINDS)('customer orders on %s', (kind) => {
  let t: TestApp;
  const start = new Date('2026-03-02T03:00:00.000Z');
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertRate(t);
  });
  afterAll(() => t.close());

  async function signedIn() {
    const customer = await createCustomer(t);
    return { customer, headers: await customerAuth(t, customer) };
  }
  const get = (url: string, headers?: Record<string, string>) =>
    t.call({ method: 'GET', url, ...(headers ? { headers } : {}) });
  const post = (url: string, headers: Record<string, string>, payload: object) =>
    t.call({ method: 'POST', url, headers, payload });
  const numbers = (body: { data: { items: { order_number: string }[] } }) =>
    body.data.items.map((item) => item.order_number);

  describe('transaction list', () => {
    it('lists each tab with its statuses, newest first, and only the caller’s orders', async () => {
      t.clock.now = new Date(start);
      const { customer, headers } = await signedIn();
      const unpaid = await orderIn(t, customer, 'waiting_payment');
      t.clock.now = new Date(start.getTime() + HOUR);
      const processing = await orderIn(t, customer, 'in_process');
      await orderIn(t, (await signedIn()).customer, 'waiting_payment');

      const all = await get('/oci/orders/transaction-list/all/all', headers);
      expect(all.status).toBe(200);
      expect(numbers(all.body)).toEqual([processing.orderNumber, unpaid.orderNumber]);
      expect(all.body.data).toMatchObject({ page: 1, limit: 10, total: 2 });

      const toPay = await get('/oci/orders/transaction-list/to_pay/all', headers);
      expect(numbers(toPay.body)).toEqual([unpaid.orderNumber]);
      expect(toPay.body.data.items[0]).toMatchObject({
        group_number: unpaid.groupNumber,
        status: 'waiting_payment',
        payment_status: 'unpaid',
        payment_deadline: new Date(start.getTime() + 24 * HOUR).toISOString(),
        total: { amount: 525_000, currency: 'IDR' },
        shipping_type: 'sea',
        notes: 'Tolong dibungkus rapi',
        products: [expect.objectContaining({ title: 'Tas ransel kanvas' })],
      });
      const processed = await get('/oci/orders/transaction-list/processed/all', headers);
      expect(numbers(processed.body)).toEqual([processing.orderNumber]);
      expect(processed.body.data.items[0]).toMatchObject({
        status: 'in_process',
        payment_status: 'paid',
        payment_deadline: null,
      });
      const cancelled = await get('/oci/orders/transaction-list/cancelled/all', headers);
      expect(cancelled.body.data).toMatchObject({ items: [], total: 0 });
    });

    it('keeps the last 30 days in Singapore days, and the last 90', async () => {
      const { customer, headers } = await signedIn();
      // 31 March 2026, 23:59 in Singapore; then "now" is 30 April 10:00 Singapore.
      t.clock.now = new Date('2026-03-31T15:59:00.000Z');
      const old = await orderIn(t, customer, 'waiting_payment');
      t.clock.now = new Date('2026-04-01T16:00:00.000Z');
      const recent = await orderIn(t, customer, 'waiting_payment');
      t.clock.now = new Date('2026-04-30T02:00:00.000Z');
      const last30 = await get('/oci/orders/transaction-list/all/last_30_days', headers);
      expect(numbers(last30.body)).toEqual([recent.orderNumber]);
      const last90 = await get('/oci/orders/transaction-list/all/last_90_days', headers);
      expect(numbers(last90.body)).toEqual([recent.orderNumber, old.orderNumber]);
      t.clock.now = new Date(start);
    });

    it('searches order numbers and product titles, literally, and pages', async () => {
      t.clock.now = new Date(start);
      const { customer, headers } = await signedIn();
      const lamp = await placeOrderGroup(t, customer, { productTitle: 'Lampu meja LED' });
      await placeOrderGroup(t, customer, { productTitle: 'Sepatu lari' });
      const byTitle = await get('/oci/orders/transaction-list/all/all?search=lampu', headers);
      expect(numbers(byTitle.body)).toEqual(lamp.orderNumbers);
      const byNumber = await get(
        `/oci/orders/transaction-list/all/all?search=${lamp.groupNumber}`,
        headers,
      );
      expect(numbers(byNumber.body)).toEqual(lamp.orderNumbers);
      const wildcard = await get('/oci/orders/transaction-list/all/all?search=%25', headers);
      expect(wildcard.body.data.total).toBe(0);
      const paged = await get('/oci/orders/transaction-list/all/all?page=2&limit=1', headers);
      expect(paged.body.data).toMatchObject({ page: 2, limit: 1, total: 2 });
      expect(numbers(paged.body)).toEqual(lamp.orderNumbers);
    });

    it('refuses a guest (401) and an unknown tab (400 with the field)', async () => {
      const guest = await get('/oci/orders/transaction-list/all/all');
      expect(guest.status).toBe(401);
      expect(guest.body).toMatchObject({ status: 401, message: 'Silahkan login' });
      const { headers } = await signedIn();
      const wrong = await get('/oci/orders/transaction-list/shipping/all', headers);
      expect(wrong.status).toBe(400);
      expect(wrong.body.data).toEqual({
        code: 'validation_failed',
        fields: { tab: 'field.invalid' },
      });
    });
  });

  describe('detail and tracking', () => {
    it('shows an order with its lines, charges, address and history', async () => {
      t.clock.now = new Date(start);
      const { customer, headers } = await signedIn();
      const { groupNumber, orderNumber } = await orderIn(t, customer, 'shipping');
      const answer = await get(
        `/oci/orders/transaction-detail/${groupNumber}/${orderNumber}`,
        headers,
      );
      expect(answer.status).toBe(200);
      const detail = answer.body.data;
      expect(detail).toMatchObject({
        order_number: orderNumber,
        status: 'shipping',
        tracking_number: 'JX1234567890ID',
        subtotal: { amount: 500_000, currency: 'IDR' },
        shipping_fee: { amount: 25_000, currency: 'IDR' },
        discount: { amount: 0, currency: 'IDR' },
        total: { amount: 525_000, currency: 'IDR' },
        courier: { code: 'jne', name: 'JNE', service: 'REG' },
        address: expect.objectContaining({ alamat: 'Jl. Merdeka No. 1' }),
        adjustments: [],
        received_at: null,
        refund: null,
      });
      expect(detail.lines).toHaveLength(1);
      expect(detail.lines[0].product.title).toBe('Tas ransel kanvas');
      expect(detail.lines[0].variants).toEqual([
        expect.objectContaining({
          name: 'Hitam',
          quantity: 2,
          line_total: { amount: 300_000, currency: 'IDR' },
        }),
        expect.objectContaining({ name: 'Merah', quantity: 1 }),
      ]);
      expect(detail.status_history.map((event: { status: string }) => event.status)).toEqual([
        'waiting_payment',
        'in_process',
        'shipping',
      ]);
    });

    it('answers another customer’s order, or a wrong group, with 404 order_not_found', async () => {
      const owner = await signedIn();
      const { groupNumber, orderNumber } = await orderIn(t, owner.customer, 'waiting_payment');
      const other = await signedIn();
      const foreign = await get(
        `/oci/orders/transaction-detail/${groupNumber}/${orderNumber}`,
        other.headers,
      );
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({
        status: 404,
        message: 'Pesanan tidak ditemukan',
        data: { code: 'order_not_found' },
      });
      const wrongGroup = await get(
        `/oci/orders/transaction-detail/IDL-19990101-000001/${orderNumber}`,
        owner.headers,
      );
      expect(wrongGroup.status).toBe(404);
      expect((await get(`/oci/orders/tracking/${orderNumber}`, other.headers)).status).toBe(404);
    });

    it('tracks an order newest first, in the request’s language', async () => {
      const { customer, headers } = await signedIn();
      const { orderNumber } = await orderIn(t, customer, 'shipping');
      const answer = await t.call({
        method: 'GET',
        url: `/oci/orders/tracking/${orderNumber}?langcode=en`,
        headers,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        order_number: orderNumber,
        status: 'shipping',
        tracking_number: 'JX1234567890ID',
        courier: 'JNE',
      });
      expect(
        answer.body.data.events.map((e: { description: string; source: string }) => [
          e.description,
          e.source,
        ]),
      ).toEqual([
        // Without a tracking provider there are the store's events only.
        ['Shipping', 'store'],
        ['In process', 'store'],
        ['Waiting for payment', 'store'],
      ]);
    });
  });

  describe('confirm receipt', () => {
    it('completes a delivered order and tells the customer', async () => {
      const { customer, headers } = await signedIn();
      const { orderNumber } = await orderIn(t, customer, 'delivered');
      const answer = await post('/oci/orders/confirm-receipt', headers, {
        order_number: orderNumber,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ order_number: orderNumber, status: 'completed' });
      const told = await t.handle.db
        .select()
        .from(notifications)
        .where(eq(notifications.customerId, customer.id));
      expect(told.map((n) => n.title)).toContain(`Pesanan ${orderNumber}: Selesai`);
    });

    it('refuses an order that has not arrived (409) and another customer’s order (404)', async () => {
      const { customer, headers } = await signedIn();
      const { orderNumber } = await orderIn(t, customer, 'in_process');
      const early = await post('/oci/orders/confirm-receipt', headers, {
        order_number: orderNumber,
      });
      expect(early.status).toBe(409);
      expect(early.body).toEqual({
        status: 409,
        message: 'Tindakan ini tidak dapat dilakukan pada status pesanan saat ini',
        data: { code: 'transition_not_allowed' },
      });
      const other = await signedIn();
      const foreign = await post('/oci/orders/confirm-receipt', other.headers, {
        order_number: orderNumber,
      });
      expect(foreign.status).toBe(404);
      const [stored] = await t.handle.db
        .select()
        .from(orders)
        .where(eq(orders.orderNumber, orderNumber));
      expect(stored?.status).toBe('in_process');
      const empty = await post('/oci/orders/confirm-receipt', headers, {});
      expect(empty.status).toBe(400);
      expect(empty.body.data.fields).toEqual({ order_number: 'field.required' });
    });
  });

  describe('refund request', () => {
    async function deliveredWithAccount() {
      t.clock.now = new Date(start);
      const signed = await signedIn();
      const order = await orderIn(t, signed.customer, 'delivered');
      const account = await insertBankAccount(t, signed.customer.id);
      return { ...signed, ...order, account };
    }
    const refund = (headers: Record<string, string>, fields: RefundRequestFields) =>
      requestRefund(t, headers, fields);

    it('accepts a request in the last minute of the 2x24 h window', async () => {
      const { headers, orderNumber, account } = await deliveredWithAccount();
      t.clock.now = new Date(start.getTime() + 48 * HOUR - 60_000);
      const answer = await refund(headers, {
        order_number: orderNumber,
        reason: 'Barang rusak saat diterima',
        bank_account_id: account.id,
      });
      expect(answer.status).toBe(201);
      expect(answer.body.data).toMatchObject({
        order_number: orderNumber,
        reason: 'Barang rusak saat diterima',
        bank_account: { id: account.id, bank_name: 'BCA', account_number: '1234567890' },
        decision: null,
        requested_at: t.clock.now.toISOString(),
      });
      const [stored] = await t.handle.db
        .select()
        .from(orders)
        .where(eq(orders.orderNumber, orderNumber));
      expect(stored?.status).toBe('returning');
      const again = await refund(headers, {
        order_number: orderNumber,
        reason: 'Lagi',
        bank_account_id: account.id,
      });
      expect(again.status).toBe(409);
      expect(again.body.data.code).toBe('transition_not_allowed');
    });

    it('refuses a request a minute after the window closed (422)', async () => {
      const { headers, orderNumber, account } = await deliveredWithAccount();
      t.clock.now = new Date(start.getTime() + 48 * HOUR + 60_000);
      const late = await refund(headers, {
        order_number: orderNumber,
        reason: 'Barang rusak',
        bank_account_id: account.id,
      });
      expect(late.status).toBe(422);
      expect(late.body).toEqual({
        status: 422,
        message: 'Batas waktu pengajuan komplain untuk pesanan ini sudah berakhir',
        data: { code: 'refund_window_closed' },
      });
    });

    it('refuses another customer’s bank account or order (404) and a missing reason (400)', async () => {
      const { headers, orderNumber } = await deliveredWithAccount();
      const other = await deliveredWithAccount();
      const foreignAccount = await refund(headers, {
        order_number: orderNumber,
        reason: 'Rusak',
        bank_account_id: other.account.id,
      });
      expect(foreignAccount.status).toBe(404);
      expect(foreignAccount.body.data).toEqual({ code: 'not_found' });
      const foreignOrder = await refund(headers, {
        order_number: other.orderNumber,
        reason: 'Rusak',
        bank_account_id: other.account.id,
      });
      expect(foreignOrder.status).toBe(404);
      expect(foreignOrder.body.data).toEqual({ code: 'order_not_found' });
      const [stored] = await t.handle.db
        .select()
        .from(orders)
        .where(eq(orders.orderNumber, orderNumber));
      expect(stored?.status).toBe('delivered');
      const blank = await refund(headers, {
        order_number: orderNumber,
        reason: '  ',
        bank_account_id: other.account.id,
      });
      expect(blank.status).toBe(400);
      expect(blank.body.data.fields).toEqual({ reason: 'field.required' });
    });
  });

  describe('buy again', () => {
    it('lists the products of completed orders once each, not those of open orders', async () => {
      t.clock.now = new Date(start);
      const { customer, headers } = await signedIn();
      const done = await orderIn(t, customer, 'delivered');
      await post('/oci/orders/confirm-receipt', headers, { order_number: done.orderNumber });
      const open = await placeOrderGroup(t, customer, { productTitle: 'Sepatu lari' });
      await payGroup(t, open.groupNumber);
      const answer = await get('/oci/orders/buy-again', headers);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ page: 1, limit: 10, total: 1 });
      expect(answer.body.data.items.map((p: { title: string }) => p.title)).toEqual([
        'Tas ransel kanvas',
      ]);
      expect((await get('/oci/orders/buy-again')).status).toBe(401);
      const other = await signedIn();
      expect((await get('/oci/orders/buy-again', other.headers)).body.data.total).toBe(0);
    });
  });
});

/** Valid-looking input per entry; the ids name nothing, so under the limit each call is a 404. */
const RATE_LIMIT_CALLS: Record<
  (typeof ORDER_ENDPOINTS)[number]['id'],
  { url: string; payload?: object }
> = {
  listTransactions: { url: '/oci/orders/transaction-list/all/last_30_days' },
  getTransaction: { url: '/oci/orders/transaction-detail/IDL-G-NONE/IDL-NONE' },
  getTracking: { url: '/oci/orders/tracking/IDL-NONE' },
  // Not multipart: refused before the handler, but still counted (the limit runs on onRequest).
  requestRefund: { url: '/oci/orders/refund', payload: {} },
  confirmReceipt: { url: '/oci/orders/confirm-receipt', payload: { order_number: 'IDL-NONE' } },
  listBuyAgain: { url: '/oci/orders/buy-again' },
};

describe.each(TEST_DATABASE_KINDS)('customer order endpoints over the rate limit on %s', (kind) => {
  const LIMIT = 3;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  });
  afterAll(() => t.close());

  it.each(ORDER_ENDPOINTS.map((entry) => [entry.id, entry] as const))(
    '%s cuts an account off over its limit with 429, from any address, and no one else',
    async (id, entry) => {
      const customer = await createCustomer(t);
      const headers = await customerAuth(t, customer);
      const { url, payload } = RATE_LIMIT_CALLS[id];
      const call = (callHeaders: Record<string, string>, remoteAddress: string) =>
        t.call({
          method: entry.method,
          url: `${url}?langcode=id`,
          headers: callHeaders,
          remoteAddress,
          ...(payload ? { payload } : {}),
        });
      const statuses: number[] = [];
      // Every call from another address: the budget is the account's, not the address's.
      for (let n = 0; n < LIMIT; n += 1) {
        statuses.push((await call(headers, `10.3.${ORDER_ENDPOINTS.indexOf(entry)}.${n}`)).status);
      }
      expect(statuses).not.toContain(429);
      const over = await call(headers, '10.4.0.1');
      expect(over.status).toBe(429);
      expect(over.body).toEqual({
        status: 429,
        message: messageFor('too_many_requests', 'id'),
        data: { code: 'too_many_requests' },
      });
      // What the storefront shows for any 429 (SPEC §8, its legacy spelling kept).
      expect(httpStatusMessage(over.status, 'id')).toBe('To many request');
      // Another account from the same address still has its own budget.
      const other = await customerAuth(t, await createCustomer(t));
      expect((await call(other, '10.4.0.1')).status).not.toBe(429);
    },
  );
});
