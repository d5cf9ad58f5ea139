import type { PaymentMethod } from '@storefront/domain';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { XenditStub } from '../../adapters/payment/testing/xendit-stub';
import { startXenditStub } from '../../adapters/payment/testing/xendit-stub';
import { auditLog, banks, orderGroups, payments, refundTransfers } from '../../db/schema';
import type { CustomerRow } from '../identity';
import { createCustomer, customerAuth, insertBankAccount } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { insertRate } from '../catalog/testing';
import { orderIn, requestRefund, staffHeaders } from './testing/order-fixtures';

const SECRET = 'xnd_development_refund_tests';
const TOKEN = 'callback-token-of-the-refund-tests';
const BCA = 'Bank Central Asia (BCA)';

type Headers = Record<string, string>;

/** A delivered order of a group paid by `method` through `provider`, as settlement leaves it. */
async function paidOrder(
  t: TestApp,
  customer: CustomerRow,
  method: PaymentMethod,
  provider: 'xendit' | 'simulator',
) {
  const { groupNumber, orderNumber } = await orderIn(t, customer, 'delivered');
  const [group] = await t.handle.db
    .select()
    .from(orderGroups)
    .where(eq(orderGroups.groupNumber, groupNumber));
  if (!group) throw new Error('no group');
  const now = new Date(t.clock.now);
  const [payment] = await t.handle.db
    .insert(payments)
    .values({
      customerId: customer.id,
      subjectKind: 'order_group',
      subjectId: groupNumber,
      amount: group.total,
      currency: group.currency,
      method,
      provider,
      providerRequestId: `pr-${randomUUID()}`,
      providerPaymentId: `py-${randomUUID()}`,
      status: 'paid',
      idempotencyKey: randomUUID(),
      requestFingerprint: 'test',
      description: groupNumber,
      settledEventId: `payment.capture:${groupNumber}`,
      paidAt: now,
    })
    .returning();
  if (!payment) throw new Error('no payment');
  return { groupNumber, orderNumber, payment, total: group.total };
}

/** A customer's approved refund of an order paid by `method`, with the refund as staff read it. */
async function approvedRefund(
  t: TestApp,
  staff: Headers,
  method: PaymentMethod,
  provider: 'xendit' | 'simulator',
  bankName = BCA,
) {
  const customer = await createCustomer(t);
  const headers = await customerAuth(t, customer);
  const paid = await paidOrder(t, customer, method, provider);
  const account = await insertBankAccount(t, customer.id, {
    bankName,
    accountNumber: '8001231234',
    accountHolder: 'Budi Santoso',
  });
  const asked = await requestRefund(t, headers, {
    order_number: paid.orderNumber,
    reason: 'Jahitan lepas',
    bank_account_id: account.id,
  });
  expect(asked.status).toBe(201);
  const refundId = asked.body.data.id as string;
  const approved = await t.call({
    method: 'POST',
    url: `/admin/refunds/${refundId}/decision`,
    headers: staff,
    payload: { decision: 'approve' },
  });
  expect(approved.status).toBe(200);
  return { ...paid, customer, headers, refundId, refund: approved.body.data };
}

async function detailOf(t: TestApp, headers: Headers, groupNumber: string, orderNumber: string) {
  return t.call({
    method: 'GET',
    url: `/oci/orders/transaction-detail/${groupNumber}/${orderNumber}`,
    headers,
  });
}

async function seedBca(t: TestApp) {
  await t.handle.db.insert(banks).values({ id: '014', name: BCA }).onConflictDoNothing();
}

describe.each(TEST_DATABASE_KINDS)('refunds through Xendit on %s', (kind) => {
  let t: TestApp;
  let stub: XenditStub;
  let staff: Headers;

  beforeAll(async () => {
    stub = await startXenditStub(SECRET);
    t = await createTestApp(kind, {
      env: { XENDIT_SECRET_KEY: SECRET, XENDIT_CALLBACK_TOKEN: TOKEN, XENDIT_API_URL: stub.url },
    });
    await insertRate(t);
    await seedBca(t);
    staff = await staffHeaders(t);
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });
  beforeEach(() => {
    stub.calls.length = 0;
  });

  const deliver = (body: object) =>
    t.call({
      method: 'POST',
      url: '/webhooks/xendit',
      headers: { 'x-callback-token': TOKEN },
      payload: body as Record<string, unknown>,
    });
  const refundEvent = (event: string, id: string, reference: string, status: string) => ({
    event,
    business_id: '6094fa76c2fd53701b8e079c',
    created: '2026-03-02T03:00:00.000Z',
    data: {
      id,
      reference_id: reference,
      status,
      failure_code: status === 'FAILED' ? 'INSUFFICIENT_BALANCE' : null,
    },
  });
  const retry = (refundId: string, transferId: string, headers = staff) =>
    t.call({
      method: 'POST',
      url: `/admin/refunds/${refundId}/transfers/${transferId}/retry`,
      headers,
    });
  const auditLines = (refundId: string, action: string) =>
    t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, `refund:${refundId}`), eq(auditLog.action, action)));
  async function storedTransfer(id: string) {
    const [row] = await t.handle.db
      .select()
      .from(refundTransfers)
      .where(eq(refundTransfers.id, id));
    if (!row) throw new Error('no transfer');
    return row;
  }

  it.each(['credit_card', 'ewallet'] as const)(
    'refunds a %s payment to its source through POST /v3/refunds, keyed by our transfer id',
    async (method) => {
      const { refund, payment, total } = await approvedRefund(t, staff, method, 'xendit');
      expect(refund.transfers).toEqual([
        expect.objectContaining({
          kind: 'refund',
          status: 'pending',
          method,
          amount: { amount: total, currency: 'IDR' },
          bank_name: null,
          account_last4: null,
        }),
      ]);
      const transferId = refund.transfers[0].id as string;
      const call = stub.calls.find((c) => c.path === '/v3/refunds');
      expect(call?.headers['idempotency-key']).toBe(transferId);
      expect(call?.headers['api-version']).toBe('2024-11-11');
      expect(call?.body).toMatchObject({
        reference_id: transferId,
        payment_id: payment.providerPaymentId,
        amount: total,
        currency: 'IDR',
        reason: 'REQUESTED_BY_CUSTOMER',
      });
      expect((await storedTransfer(transferId)).providerTransferId).toMatch(/^rfd-/);
    },
  );

  it.each(['bank_transfer', 'virtual_account'] as const)(
    'pays a %s payment back as a payout to the bank account of the request',
    async (method) => {
      const { refund, total } = await approvedRefund(t, staff, method, 'xendit');
      expect(refund.transfers).toEqual([
        expect.objectContaining({
          kind: 'payout',
          status: 'pending',
          bank_name: BCA,
          account_last4: '1234',
          amount: { amount: total, currency: 'IDR' },
        }),
      ]);
      const call = stub.calls.find((c) => c.path === '/v2/payouts');
      expect(call?.headers['idempotency-key']).toBe(refund.transfers[0].id);
      expect(call?.body).toMatchObject({
        reference_id: refund.transfers[0].id,
        channel_code: 'ID_BCA',
        channel_properties: { account_number: '8001231234', account_holder_name: 'Budi Santoso' },
        amount: total,
        currency: 'IDR',
      });
    },
  );

  it('fails a payout to a bank Xendit has no channel for without calling it', async () => {
    const { refund } = await approvedRefund(t, staff, 'bank_transfer', 'xendit', 'Bank Lokal');
    expect(refund.transfers).toEqual([
      expect.objectContaining({ status: 'failed', failure_code: 'NO_PAYOUT_CHANNEL' }),
    ]);
    expect(stub.calls.filter((c) => c.path === '/v2/payouts')).toEqual([]);
  });

  it('sends nothing for an order paid outside the system', async () => {
    const customer = await createCustomer(t);
    const headers = await customerAuth(t, customer);
    const { orderNumber } = await orderIn(t, customer, 'delivered');
    const account = await insertBankAccount(t, customer.id, { bankName: BCA });
    const asked = await requestRefund(t, headers, {
      order_number: orderNumber,
      reason: 'Rusak',
      bank_account_id: account.id,
    });
    const approved = await t.call({
      method: 'POST',
      url: `/admin/refunds/${asked.body.data.id}/decision`,
      headers: staff,
      payload: { decision: 'approve' },
    });
    expect(approved.body.data.transfers).toEqual([]);
    expect(stub.calls).toEqual([]);
  });

  it('settles from the callback once: a replay and a late failure change nothing', async () => {
    const { refund, headers, groupNumber, orderNumber, refundId } = await approvedRefund(
      t,
      staff,
      'credit_card',
      'xendit',
    );
    const transferId = refund.transfers[0].id as string;
    const providerId = (await storedTransfer(transferId)).providerTransferId ?? '';
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const success = refundEvent('refund.succeeded', providerId, transferId, 'SUCCEEDED');
    const first = await deliver(success);
    expect(first.status).toBe(200);
    expect(first.body.data.result).toBe('succeeded');
    const replay = await deliver(success);
    expect(replay.body.data.result).toBe('duplicate');
    const late = await deliver(refundEvent('refund.failed', providerId, transferId, 'FAILED'));
    expect(late.body.data.result).toBe('already_final');

    const detail = await detailOf(t, headers, groupNumber, orderNumber);
    expect(detail.status).toBe(200);
    expect(detail.body.data.refund.transfers).toEqual([
      expect.objectContaining({
        id: transferId,
        status: 'succeeded',
        settled_at: t.clock.now.toISOString(),
        failure_code: null,
      }),
    ]);
    expect(await auditLines(refundId, 'refund.transfer_succeeded')).toHaveLength(1);
  });

  it('keeps a failure final against a success delivered after it, and answers an unknown transfer 404', async () => {
    const { refund } = await approvedRefund(t, staff, 'bank_transfer', 'xendit');
    const transferId = refund.transfers[0].id as string;
    const providerId = (await storedTransfer(transferId)).providerTransferId ?? '';
    const failed = await deliver(refundEvent('payout.failed', providerId, transferId, 'FAILED'));
    expect(failed.body.data.result).toBe('failed');
    const later = await deliver(
      refundEvent('payout.succeeded', providerId, transferId, 'SUCCEEDED'),
    );
    expect(later.body.data.result).toBe('already_final');
    const stored = await storedTransfer(transferId);
    expect(stored).toMatchObject({ status: 'failed', failureCode: 'INSUFFICIENT_BALANCE' });

    const unknown = await deliver(
      refundEvent('refund.succeeded', `rfd-${randomUUID()}`, randomUUID(), 'SUCCEEDED'),
    );
    expect(unknown.status).toBe(404);
    const unreadable = await deliver({ event: 'refund.succeeded', data: { status: 'SUCCEEDED' } });
    expect(unreadable.body.data.result).toBe('refused');
  });

  it('takes a payout reversal after success as a failure staff can retry', async () => {
    const { refund, refundId } = await approvedRefund(t, staff, 'bank_transfer', 'xendit');
    const transferId = refund.transfers[0].id as string;
    const providerId = (await storedTransfer(transferId)).providerTransferId ?? '';
    await deliver(refundEvent('payout.succeeded', providerId, transferId, 'SUCCEEDED'));
    const reversed = await deliver(
      refundEvent('payout.reversed', providerId, transferId, 'REVERSED'),
    );
    expect(reversed.body.data.result).toBe('failed');
    expect((await storedTransfer(transferId)).status).toBe('failed');
    expect((await retry(refundId, transferId)).status).toBe(200);
  });

  it('lets staff retry a refused transfer as a new attempt, once, audited', async () => {
    stub.failNextTransfer(400, { error_code: 'INSUFFICIENT_BALANCE', message: 'balance' });
    const { refund, refundId, customer } = await approvedRefund(t, staff, 'ewallet', 'xendit');
    const failed = refund.transfers[0];
    expect(failed).toMatchObject({ status: 'failed', failure_code: 'INSUFFICIENT_BALANCE' });

    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const retried = await retry(refundId, failed.id);
    expect(retried.status).toBe(200);
    expect(retried.body.data.transfers).toEqual([
      expect.objectContaining({ status: 'pending', kind: 'refund' }),
    ]);
    const attempt = retried.body.data.transfers[0].id as string;
    expect(attempt).not.toBe(failed.id);
    const keys = stub.calls
      .filter((c) => c.path === '/v3/refunds')
      .map((c) => c.headers['idempotency-key']);
    expect(keys).toEqual([failed.id, attempt]);

    // A pending transfer, or an old failed one while a newer attempt lives, is not retried.
    expect((await retry(refundId, attempt)).status).toBe(409);
    expect((await retry(refundId, failed.id)).status).toBe(409);
    // Customers never reach it; another refund's transfer is as absent as an unknown one.
    expect((await retry(refundId, attempt, await customerAuth(t, customer))).status).toBe(404);
    expect((await retry(randomUUID(), failed.id)).status).toBe(404);

    expect(await auditLines(refundId, 'refund.transfer_retry')).toHaveLength(1);
  });

  it('re-sends an unanswered transfer under the same idempotency key', async () => {
    stub.failNextTransfer(503, {});
    const { refund, refundId } = await approvedRefund(t, staff, 'credit_card', 'xendit');
    expect(refund.transfers[0]).toMatchObject({
      status: 'failed',
      failure_code: 'provider_unreachable',
    });
    const retried = await retry(refundId, refund.transfers[0].id);
    expect(retried.body.data.transfers).toEqual([
      expect.objectContaining({
        id: refund.transfers[0].id,
        status: 'pending',
        failure_code: null,
      }),
    ]);
    const keys = stub.calls
      .filter((c) => c.path === '/v3/refunds')
      .map((c) => c.headers['idempotency-key']);
    expect(keys).toEqual([refund.transfers[0].id, refund.transfers[0].id]);
  });

  it("shows a refund only to its owner: another customer's order is 404", async () => {
    const { groupNumber, orderNumber } = await approvedRefund(t, staff, 'credit_card', 'xendit');
    const stranger = await customerAuth(t, await createCustomer(t));
    expect((await detailOf(t, stranger, groupNumber, orderNumber)).status).toBe(404);
  });
});

describe.each(TEST_DATABASE_KINDS)('refunds through the simulator on %s', (kind) => {
  let t: TestApp;
  let staff: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertRate(t);
    await seedBca(t);
    staff = await staffHeaders(t);
  });
  afterAll(() => t.close());

  const settle = (transferId: string, outcome: string, headers = staff) =>
    t.call({
      method: 'POST',
      url: `/dev/payments/refunds/${transferId}/settle`,
      headers,
      payload: { outcome },
    });

  it('books a payout pending and settles it from the development endpoint, once', async () => {
    const { refund, headers, groupNumber, orderNumber } = await approvedRefund(
      t,
      staff,
      'bank_transfer',
      'simulator',
    );
    const transferId = refund.transfers[0].id as string;
    expect(refund.transfers[0]).toMatchObject({ kind: 'payout', status: 'pending' });
    expect((await settle(transferId, 'succeeded', headers)).status).toBe(404);
    const settled = await settle(transferId, 'succeeded');
    expect(settled.status).toBe(200);
    expect(settled.body.data).toEqual({ status: 'succeeded' });
    expect((await settle(transferId, 'failed')).body.data).toEqual({ status: 'succeeded' });
    const detail = await detailOf(t, headers, groupNumber, orderNumber);
    expect(detail.body.data.refund.transfers[0]).toMatchObject({ status: 'succeeded' });
    expect((await settle(randomUUID(), 'succeeded')).status).toBe(404);
  });

  it('fails a simulated card refund, which staff then send again', async () => {
    const { refund, refundId } = await approvedRefund(t, staff, 'credit_card', 'simulator');
    const transferId = refund.transfers[0].id as string;
    expect((await settle(transferId, 'failed')).body.data).toEqual({ status: 'failed' });
    const retried = await t.call({
      method: 'POST',
      url: `/admin/refunds/${refundId}/transfers/${transferId}/retry`,
      headers: staff,
    });
    expect(retried.status).toBe(200);
    expect(retried.body.data.transfers[0]).toMatchObject({ status: 'pending', kind: 'refund' });
    expect(retried.body.data.transfers[0].id).not.toBe(transferId);
  });
});
