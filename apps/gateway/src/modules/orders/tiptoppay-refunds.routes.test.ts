import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTipTopPayPaymentAdapter } from '../../adapters/payment/tiptoppay-payment.adapter';
import type { TipTopPayStub } from '../../adapters/payment/testing/tiptoppay-stub';
import {
  tipTopPayNotification,
  startTipTopPayStub,
} from '../../adapters/payment/testing/tiptoppay-stub';
import { orderGroups, orders, payments, refundTransfers } from '../../db/schema';
import { createCustomer, customerAuth, insertBankAccount } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { orderIn, requestRefund, staffHeaders } from './testing/order-fixtures';

const PUBLIC_ID = 'pk_kz_refund_tests_public_id';
const API_SECRET = 'tiptoppay-secret-of-refund-tests';

describe.each(TEST_DATABASE_KINDS)('card refunds through TipTop Pay (KZ) on %s', (kind) => {
  let t: TestApp;
  let stub: TipTopPayStub;
  let staff: Record<string, string>;

  beforeAll(async () => {
    stub = await startTipTopPayStub(PUBLIC_ID, API_SECRET);
    t = await createTestApp(kind, {
      env: {
        MARKET: 'kz',
        TIPTOPPAY_PUBLIC_ID: PUBLIC_ID,
        TIPTOPPAY_API_SECRET: API_SECRET,
        TIPTOPPAY_API_URL: stub.url,
      },
    });
    staff = await staffHeaders(t);
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });
  beforeEach(() => {
    stub.calls.length = 0;
  });

  /** A delivered order whose group TipTop Pay collected (a transaction the stub knows). */
  async function approvedCardRefund() {
    const customer = await createCustomer(t);
    const headers = await customerAuth(t, customer);
    const { groupNumber, orderNumber } = await orderIn(t, customer, 'in_process');
    // Delivered, as the staff moves leave it (their answer is not what this suite is about).
    await t.handle.db
      .update(orders)
      .set({
        status: 'delivered',
        trackingNumber: 'KZ1234567890',
        receivedAt: new Date(t.clock.now),
      })
      .where(eq(orders.orderNumber, orderNumber));
    const [group] = await t.handle.db
      .select()
      .from(orderGroups)
      .where(eq(orderGroups.groupNumber, groupNumber));
    if (!group) throw new Error('no group');
    const packet = `cryptogram-${randomUUID()}`;
    stub.payWithoutAuthentication(packet);
    const charged = await createTipTopPayPaymentAdapter({
      apiUrl: stub.url,
      publicId: PUBLIC_ID,
      apiSecret: API_SECRET,
      publicUrl: 'http://localhost',
      cardTokenization: null,
    }).createPayment({
      reference: randomUUID(),
      idempotencyKey: randomUUID(),
      amount: { amount: group.total, currency: group.currency },
      country: 'KZ',
      method: 'credit_card',
      payer: { customerId: customer.id, name: 'Айгерім', email: customer.email, phone: null },
      description: groupNumber,
      expiresAt: null,
      card: { tokenId: packet, installmentMonths: null, payerIp: '203.0.113.9' },
      returnUrl: 'http://localhost/ru/checkout/x/payment',
    });
    const transactionId = charged.providerPaymentId ?? '';
    await t.handle.db.insert(payments).values({
      customerId: customer.id,
      subjectKind: 'order_group',
      subjectId: groupNumber,
      amount: group.total,
      currency: group.currency,
      method: 'credit_card',
      provider: 'tiptoppay',
      providerRequestId: transactionId,
      providerPaymentId: transactionId,
      status: 'paid',
      idempotencyKey: randomUUID(),
      requestFingerprint: 'test',
      description: groupNumber,
      settledEventId: `pay:${transactionId}`,
      paidAt: new Date(t.clock.now),
    });
    const account = await insertBankAccount(t, customer.id, {
      bankName: 'Halyk Bank',
      accountNumber: 'KZ916010004000104567',
      accountHolder: 'Айгерім Серікова',
    });
    const asked = await requestRefund(t, headers, {
      order_number: orderNumber,
      reason: 'Тігісі сөгілген',
      bank_account_id: account.id,
    });
    expect(asked.status).toBe(201);
    const approved = await t.call({
      method: 'POST',
      url: `/admin/refunds/${asked.body.data.id}/decision`,
      headers: staff,
      payload: { decision: 'approve' },
    });
    expect(approved.status).toBe(200);
    return { transactionId, total: group.total, refund: approved.body.data };
  }

  it('refunds the card through POST /payments/refund and settles on the signed Refund notification once', async () => {
    const { transactionId, total, refund } = await approvedCardRefund();
    expect(refund.transfers).toEqual([
      expect.objectContaining({
        kind: 'refund',
        status: 'pending',
        amount: { amount: total, currency: 'KZT' },
      }),
    ]);
    const transferId = refund.transfers[0].id as string;
    const call = stub.calls.find((c) => c.path === '/payments/refund');
    expect(call?.headers['x-request-id']).toBe(transferId);
    expect(call?.body).toMatchObject({ TransactionId: Number(transactionId), Amount: total / 100 });
    const [stored] = await t.handle.db
      .select()
      .from(refundTransfers)
      .where(eq(refundTransfers.id, transferId));
    const refundTransaction = stored?.providerTransferId ?? '';
    expect(refundTransaction).toMatch(/^\d+$/);

    const { body, headers } = tipTopPayNotification(API_SECRET, {
      TransactionId: refundTransaction,
      PaymentTransactionId: transactionId,
      Amount: (total / 100).toFixed(2),
      Currency: 'KZT',
      OperationType: 'Refund',
      DateTime: '2026-03-02 04:00:00',
    });
    const deliver = (payload: string, with_ = headers) =>
      t.call({ method: 'POST', url: '/webhooks/tiptoppay/refund', headers: with_, payload });
    const forged = await deliver(body, {
      ...headers,
      'content-hmac': tipTopPayNotification('another-secret', {}).headers['content-hmac'] ?? '',
    });
    expect(forged.status).toBe(401);
    const first = await deliver(body);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ code: 0, result: 'succeeded' });
    const replay = await deliver(body);
    expect(replay.body).toEqual({ code: 0, result: 'duplicate' });
    const [settled] = await t.handle.db
      .select()
      .from(refundTransfers)
      .where(eq(refundTransfers.id, transferId));
    expect(settled).toMatchObject({ status: 'succeeded', failureCode: null });
  });

  it('marks a refund TipTop Pay refuses as failed, for staff to retry', async () => {
    stub.refuseNextRefund('Refund is not allowed for this transaction');
    const { refund } = await approvedCardRefund();
    expect(refund.transfers).toEqual([
      expect.objectContaining({ kind: 'refund', status: 'failed', failure_code: 'REFUSED' }),
    ]);
  });
});
