import { getMarket } from '@storefront/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatorCardToken } from '../../adapters/payment/testing/simulator-card-token';
import type { AppContext } from '../../app-context';
import {
  auditLog,
  customers,
  notifications,
  orderAdjustments,
  orderGroups,
  orders,
  payments,
  refundTransfers,
} from '../../db/schema';
import { createCustomer, customerAuth, insertBankAccount } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { insertRate } from '../catalog/testing';
import { applyProviderEvent } from '../payments/testing';
import { registerModules } from '../register-modules';
import type { CustomerRow } from '../identity';
import { orderIn, placeOrderGroup, staffHeaders } from './testing/order-fixtures';

type Headers = Record<string, string>;

/** An extra charge staff add to `customer`'s new order in process; its id. */
async function addAdjustment(t: TestApp, staff: Headers, customer: CustomerRow, amount: number) {
  const { orderNumber } = await orderIn(t, customer, 'in_process');
  const added = await t.call({
    method: 'POST',
    url: `/admin/orders/${orderNumber}/adjustments`,
    headers: staff,
    payload: {
      amount: { amount, currency: getMarket(t.config.market).currency },
      reason: 'Ongkos kirim tambahan',
    },
  });
  if (added.status !== 201) throw new Error(`adjustment failed: ${JSON.stringify(added.body)}`);
  return added.body.data.adjustments[0].id as string;
}

describe.each(TEST_DATABASE_KINDS)('payments wired to orders on %s', (kind) => {
  let t: TestApp;
  let staff: Headers;
  // The app's own context: a test plays a provider's late callback through applyProviderEvent.
  let context: AppContext;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      deps: {
        modules: async (app, appContext) => {
          context = appContext;
          await registerModules(app, appContext);
        },
      },
    });
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

  describe('an extra charge by another method than the order’s (decision 304)', () => {
    const ID_METHODS = [...getMarket('id').paymentMethods];
    // Each read a minute after the last: attempts are ordered by when they were made.
    const read = (id: string, query: string, headers: Headers) => {
      t.clock.now = new Date(t.clock.now.getTime() + 60_000);
      return t.call({ method: 'GET', url: `/oci/pembayaran/${id}${query}`, headers });
    };
    const attemptsOf = (id: string) =>
      t.handle.db
        .select()
        .from(payments)
        .where(eq(payments.subjectId, id))
        .orderBy(asc(payments.createdAt), asc(payments.id));

    it('pays it with a QR code although the group was paid by transfer', async () => {
      const { customer, headers } = await signedIn();
      const adjustmentId = await addAdjustment(t, staff, customer, 40_000);
      const choosing = await read(adjustmentId, '', headers);
      // The order's method first, and every method the market offers to choose from.
      expect(choosing.body.data).toMatchObject({ method: 'bank_transfer', methods: ID_METHODS });

      const page = await read(adjustmentId, '?method=qr', headers);
      expect(page.status).toBe(200);
      expect(page.body.data).toMatchObject({
        method: 'qr',
        methods: ID_METHODS,
        amount: { amount: 40_000, currency: 'IDR' },
        qr_string: expect.stringContaining('IDR|40000'),
        virtual_account: null,
        channels: [],
      });
      // A reload without a choice keeps the open attempt's method and the same code.
      const reload = await read(adjustmentId, '', headers);
      expect(reload.body.data).toMatchObject({ method: 'qr', qr_string: page.body.data.qr_string });

      expect((await settle('adjustment', adjustmentId)).status).toBe(200);
      const [adjustment] = await t.handle.db
        .select()
        .from(orderAdjustments)
        .where(eq(orderAdjustments.id, adjustmentId));
      expect(adjustment?.paidAt).not.toBeNull();
      expect(await attemptsOf(adjustmentId)).toEqual([
        expect.objectContaining({ method: 'qr', status: 'paid', reviewReason: null }),
      ]);
      expect((await read(adjustmentId, '', headers)).body.data.payment_status).toBe('paid');
    });

    it('takes a card chosen on the page, ending the open transfer attempt', async () => {
      const { customer, headers } = await signedIn();
      const adjustmentId = await addAdjustment(t, staff, customer, 55_000);
      expect((await read(adjustmentId, '?channel=BNI', headers)).status).toBe(200);
      const card = {
        group_number: adjustmentId,
        token_id: simulatorCardToken(),
        idempotency_key: `card-${adjustmentId}`,
        method: 'credit_card',
      };
      t.clock.now = new Date(t.clock.now.getTime() + 60_000);
      const charged = await t.call({
        method: 'POST',
        url: '/oci/pembayaran/creditcard/xendit',
        headers,
        payload: card,
      });
      expect(charged.status).toBe(200);
      expect(charged.body.data.authentication_url).toEqual(expect.any(String));
      // The same press again is the same charge.
      const again = await t.call({
        method: 'POST',
        url: '/oci/pembayaran/creditcard/xendit',
        headers,
        payload: card,
      });
      expect(again.body.data).toEqual(charged.body.data);
      expect(await attemptsOf(adjustmentId)).toEqual([
        expect.objectContaining({
          method: 'bank_transfer',
          status: 'failed',
          failureCode: 'superseded',
        }),
        expect.objectContaining({ method: 'credit_card', status: 'requires_action' }),
      ]);
      // The page reopens the card's bank page, not the ended transfer.
      expect((await read(adjustmentId, '', headers)).body.data).toMatchObject({
        method: 'credit_card',
        virtual_account: null,
        authentication_url: charged.body.data.authentication_url,
      });
    });

    it('refuses a method it does not take: another for a group, an unknown one, a plan without months', async () => {
      const { customer, headers } = await signedIn();
      const group = await placeOrderGroup(t, customer);
      const adjustmentId = await addAdjustment(t, staff, customer, 30_000);
      for (const [id, query] of [
        [group.groupNumber, '?method=qr'],
        [adjustmentId, '?method=cash'],
      ] as const) {
        const refused = await read(id, query, headers);
        expect(refused.status).toBe(400);
        expect(refused.body.data.fields).toEqual({ method: 'field.invalid' });
      }
      const plan = await t.call({
        method: 'POST',
        url: '/oci/pembayaran/creditcard/xendit',
        headers,
        payload: {
          group_number: group.groupNumber,
          token_id: simulatorCardToken(),
          idempotency_key: `card-${group.groupNumber}`,
          method: 'installment',
          installment_months: 3,
        },
      });
      expect(plan.status).toBe(400);
      expect(plan.body.data.fields).toEqual({ method: 'field.invalid' });
      expect(await attemptsOf(adjustmentId)).toEqual([]);
      expect(await attemptsOf(group.groupNumber)).toEqual([]);
    });

    it('answers another customer’s extra charge 404, whatever the method', async () => {
      const { customer } = await signedIn();
      const other = await signedIn();
      const adjustmentId = await addAdjustment(t, staff, customer, 30_000);
      const theirs = await read(adjustmentId, '?method=qr', other.headers);
      expect(theirs.status).toBe(404);
      const card = await t.call({
        method: 'POST',
        url: '/oci/pembayaran/creditcard/xendit',
        headers: other.headers,
        payload: {
          group_number: adjustmentId,
          token_id: simulatorCardToken(),
          idempotency_key: `card-${adjustmentId}`,
          method: 'credit_card',
        },
      });
      expect(card.status).toBe(404);
      expect(await attemptsOf(adjustmentId)).toEqual([]);
    });

    it('switched twice then paid, it is settled once; a late capture of an ended attempt is held', async () => {
      const { customer, headers } = await signedIn();
      const adjustmentId = await addAdjustment(t, staff, customer, 45_000);
      const transfer = await read(adjustmentId, '?method=bank_transfer&channel=BCA', headers);
      const wallet = await read(adjustmentId, '?method=ewallet&channel=OVO', headers);
      expect(wallet.body.data).toMatchObject({ method: 'ewallet', channel: 'OVO' });
      const back = await read(adjustmentId, '?method=bank_transfer&channel=BCA', headers);
      // Back to the transfer: a new account, as the first attempt was ended by the switch.
      expect(back.body.data.virtual_account).not.toEqual(transfer.body.data.virtual_account);
      expect(
        (await read(adjustmentId, '?method=bank_transfer&channel=BCA', headers)).body.data
          .virtual_account,
      ).toEqual(back.body.data.virtual_account);

      const attempts = await attemptsOf(adjustmentId);
      expect(attempts.map((row) => [row.method, row.status, row.failureCode])).toEqual([
        ['bank_transfer', 'failed', 'superseded'],
        ['ewallet', 'failed', 'superseded'],
        ['bank_transfer', 'pending', null],
      ]);
      expect((await settle('adjustment', adjustmentId)).status).toBe(200);
      expect((await settle('adjustment', adjustmentId)).status).toBe(200);

      // The wallet's capture arrives after all: the charge is paid once, the money is held.
      const ended = attempts[1];
      if (!ended?.providerRequestId) throw new Error('no ended attempt');
      const outcome = await applyProviderEvent(context, {
        provider: 'simulator',
        eventId: `late:${ended.providerRequestId}`,
        outcome: 'succeeded',
        providerRequestId: ended.providerRequestId,
        reference: ended.id,
        providerPaymentId: `late-${ended.id}`,
        amount: { amount: 45_000, currency: 'IDR' },
      });
      expect(outcome).toBe('subject_already_paid');
      expect(
        (await attemptsOf(adjustmentId)).map((row) => [row.method, row.status, row.reviewReason]),
      ).toEqual([
        ['bank_transfer', 'failed', null],
        ['ewallet', 'paid', 'subject_already_paid'],
        ['bank_transfer', 'paid', null],
      ]);
      const [payer] = await t.handle.db
        .select()
        .from(customers)
        .where(eq(customers.id, customer.id));
      expect(payer?.totalOrder).toBe(525_000 + 45_000);
    });
  });

  describe('money that arrives other than asked (decision 304)', () => {
    /** The open payment of a subject, opened through the payment page. */
    async function opened(id: string, query: string, headers: Headers) {
      const page = await t.call({ method: 'GET', url: `/oci/pembayaran/${id}${query}`, headers });
      expect(page.status).toBe(200);
      const [row] = await t.handle.db.select().from(payments).where(eq(payments.subjectId, id));
      if (!row?.providerRequestId) throw new Error('no open payment');
      return row;
    }
    /** The provider's capture of `row`, saying it collected `amount`. */
    const capture = (row: typeof payments.$inferSelect, amount: number, eventId = 'capture') =>
      applyProviderEvent(context, {
        provider: 'simulator',
        eventId: `${eventId}:${row.id}`,
        outcome: 'succeeded',
        providerRequestId: row.providerRequestId ?? '',
        reference: row.id,
        providerPaymentId: `py-${row.id}`,
        amount: { amount, currency: 'IDR' },
      });
    const transfersOf = (paymentId: string) =>
      t.handle.db.select().from(refundTransfers).where(eq(refundTransfers.paymentId, paymentId));
    const groupPaid = async (groupNumber: string) =>
      (
        await t.handle.db
          .select({ status: orderGroups.paymentStatus })
          .from(orderGroups)
          .where(eq(orderGroups.groupNumber, groupNumber))
      )[0]?.status;

    it('pays a transfer paid in excess and sends the excess to the saved bank account, once', async () => {
      const { customer, headers } = await signedIn();
      await insertBankAccount(t, customer.id, { bankName: 'BCA', accountNumber: '5550001111' });
      const group = await placeOrderGroup(t, customer);
      const row = await opened(group.groupNumber, '?channel=BCA', headers);

      expect(await capture(row, 535_000)).toBe('settled');
      expect(await capture(row, 535_000)).toBe('duplicate');
      expect(await capture(row, 535_000, 'again')).toBe('already_final');

      const [paid] = await t.handle.db.select().from(payments).where(eq(payments.id, row.id));
      expect(paid).toMatchObject({
        status: 'paid',
        amount: 525_000,
        receivedAmount: 535_000,
        receivedCurrency: 'IDR',
        reviewReason: null,
      });
      expect(await groupPaid(group.groupNumber)).toBe('paid');
      const transfers = await transfersOf(row.id);
      expect(transfers).toEqual([
        expect.objectContaining({
          cause: 'excess',
          refundId: null,
          kind: 'payout',
          amount: 10_000,
          currency: 'IDR',
          bankName: 'BCA',
          accountNumber: '5550001111',
          status: 'pending',
          providerTransferId: expect.stringMatching(/^sim-payout-/),
          requestedBy: 'system',
        }),
      ]);

      // The simulator's callback settles it like any refund transfer, audited on the payment.
      const settled = await t.call({
        method: 'POST',
        url: `/dev/payments/refunds/${transfers[0]?.id}/settle`,
        headers: staff,
        payload: { outcome: 'succeeded' },
      });
      expect(settled.body.data).toEqual({ status: 'succeeded' });
      const audits = await t.handle.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.subject, `payment:${row.id}`));
      expect(audits.map((audit) => audit.action)).toEqual(
        expect.arrayContaining(['refund.transfer_succeeded', 'refund.simulate_settle']),
      );
    });

    it('refunds the excess of an extra charge paid by QR to its source', async () => {
      const { customer, headers } = await signedIn();
      const adjustmentId = await addAdjustment(t, staff, customer, 45_000);
      const row = await opened(adjustmentId, '?method=qr', headers);
      expect(await capture(row, 50_000)).toBe('settled');
      const [adjustment] = await t.handle.db
        .select()
        .from(orderAdjustments)
        .where(eq(orderAdjustments.id, adjustmentId));
      expect(adjustment?.paidAt).not.toBeNull();
      expect(await transfersOf(row.id)).toEqual([
        expect.objectContaining({
          cause: 'excess',
          kind: 'refund',
          amount: 5_000,
          bankName: null,
          providerTransferId: expect.stringMatching(/^sim-refund-/),
        }),
      ]);
    });

    it('holds an excess with no saved bank account, and a shortfall, for staff, keeping what arrived', async () => {
      const { customer, headers } = await signedIn();
      const over = await placeOrderGroup(t, customer);
      const under = await placeOrderGroup(t, customer);
      const overRow = await opened(over.groupNumber, '?channel=BRI', headers);
      const underRow = await opened(under.groupNumber, '?channel=BRI', headers);

      expect(await capture(overRow, 600_000)).toBe('amount_mismatch');
      expect(await capture(underRow, 500_000)).toBe('amount_mismatch');
      for (const [row, received] of [
        [overRow, 600_000],
        [underRow, 500_000],
      ] as const) {
        const [held] = await t.handle.db.select().from(payments).where(eq(payments.id, row.id));
        expect(held).toMatchObject({
          status: 'pending',
          reviewReason: 'amount_mismatch',
          amount: 525_000,
          receivedAmount: received,
          receivedCurrency: 'IDR',
        });
        expect(await transfersOf(row.id)).toEqual([]);
      }
      expect(await groupPaid(over.groupNumber)).toBe('unpaid');
      expect(await groupPaid(under.groupNumber)).toBe('unpaid');
    });
  });
});

describe.each(TEST_DATABASE_KINDS)('an extra charge in Thailand on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { MARKET: 'th' } });
  });
  afterAll(() => t.close());

  it('is paid only by a method the market offers', async () => {
    const customer = await createCustomer(t);
    const headers = await customerAuth(t, customer);
    // Written as staff's call leaves it (that call's own suite runs in Indonesia's market).
    const { orderNumber } = await orderIn(t, customer, 'in_process');
    const [order] = await t.handle.db
      .update(orders)
      .set({ status: 'adjustment', paymentStatus: 'unpaid' })
      .where(eq(orders.orderNumber, orderNumber))
      .returning();
    const [adjustment] = await t.handle.db
      .insert(orderAdjustments)
      .values({
        orderId: order?.id ?? '',
        amount: 900,
        currency: 'THB',
        reason: 'Extra shipping',
        createdBy: 'staff',
        createdAt: new Date(t.clock.now),
      })
      .returning();
    const adjustmentId = adjustment?.id ?? '';
    const refused = await t.call({
      method: 'GET',
      url: `/oci/pembayaran/${adjustmentId}?method=virtual_account`,
      headers,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.fields).toEqual({ method: 'field.invalid' });
    const offered = await t.call({
      method: 'GET',
      url: `/oci/pembayaran/${adjustmentId}?method=qr`,
      headers,
    });
    expect(offered.status).toBe(200);
    expect(offered.body.data).toMatchObject({
      method: 'qr',
      methods: [...getMarket('th').paymentMethods],
      qr_string: expect.any(String),
    });
  });
});
