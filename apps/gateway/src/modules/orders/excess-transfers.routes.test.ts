import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../app-context';
import { auditLog, bankAccounts, payments, refundTransfers } from '../../db/schema';
import {
  createCustomer,
  createStaff,
  customerAuth,
  insertBankAccount,
  staffAuth,
} from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { insertRate } from '../catalog/testing';
import { applyProviderEvent } from '../payments/testing';
import { registerModules } from '../register-modules';
import { placeOrderGroup } from './testing/order-fixtures';

type Headers = Record<string, string>;

describe.each(TEST_DATABASE_KINDS)('excess sent back, retried by staff, on %s', (kind) => {
  let t: TestApp;
  let staff: Headers;
  let otherStaff: Headers;
  // The app's own context: a test plays the provider's capture through applyProviderEvent.
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
    staff = await staffAuth(t, await createStaff(t));
    otherStaff = await staffAuth(t, await createStaff(t, { name: 'Agus Staff' }));
  });
  afterAll(() => t.close());

  const list = (headers: Headers = staff, query = '') =>
    t.call({ method: 'GET', url: `/admin/excess-transfers${query}`, headers });
  const retry = (transferId: string, headers: Headers = staff) =>
    t.call({ method: 'POST', url: `/admin/excess-transfers/${transferId}/retry`, headers });
  const settle = (transferId: string, outcome: 'succeeded' | 'failed') =>
    t.call({
      method: 'POST',
      url: `/dev/payments/refunds/${transferId}/settle`,
      headers: staff,
      payload: { outcome },
    });
  const transfersOf = (paymentId: string) =>
    t.handle.db.select().from(refundTransfers).where(eq(refundTransfers.paymentId, paymentId));

  /**
   * A group paid by transfer with 10,000 too much: the excess is paid out to the saved account
   * by itself (decision 304), and the simulated bank then refuses it.
   */
  async function failedExcess() {
    const customer = await createCustomer(t);
    const headers = await customerAuth(t, customer);
    await insertBankAccount(t, customer.id, { bankName: 'BCA', accountNumber: '5550001111' });
    const group = await placeOrderGroup(t, customer);
    const page = await t.call({
      method: 'GET',
      url: `/oci/pembayaran/${group.groupNumber}?channel=BCA`,
      headers,
    });
    expect(page.status).toBe(200);
    const [row] = await t.handle.db
      .select()
      .from(payments)
      .where(eq(payments.subjectId, group.groupNumber));
    if (!row?.providerRequestId) throw new Error('no open payment');
    const outcome = await applyProviderEvent(context, {
      provider: 'simulator',
      eventId: `capture:${row.id}`,
      outcome: 'succeeded',
      providerRequestId: row.providerRequestId,
      reference: row.id,
      providerPaymentId: `py-${row.id}`,
      amount: { amount: group.total.amount + 10_000, currency: 'IDR' },
    });
    expect(outcome).toBe('settled');
    const [sent] = await transfersOf(row.id);
    if (!sent) throw new Error('no excess transfer');
    expect((await settle(sent.id, 'failed')).body.data).toEqual({ status: 'failed' });
    return { customer, headers, group, payment: row, transferId: sent.id };
  }

  it('lists a failed excess with its payment and orders, and a retry sends it once, to the account saved last', async () => {
    const { customer, group, payment, transferId } = await failedExcess();

    const listed = await list();
    expect(listed.status).toBe(200);
    expect(listed.body.data.items[0]).toEqual({
      id: transferId,
      cause: 'excess',
      kind: 'payout',
      status: 'failed',
      amount: { amount: 10_000, currency: 'IDR' },
      method: payment.method,
      bank_name: 'BCA',
      account_last4: '1111',
      failure_code: expect.any(String),
      created_at: expect.any(String),
      settled_at: expect.any(String),
      payment: {
        id: payment.id,
        subject_kind: 'order_group',
        subject_id: group.groupNumber,
        order_numbers: [...group.orderNumbers].sort(),
        method: payment.method,
        amount: group.total,
        received: { amount: group.total.amount + 10_000, currency: 'IDR' },
        paid_at: expect.any(String),
      },
      customer: expect.objectContaining({ id: customer.id, email: customer.email }),
    });

    // The buyer corrects the account before staff press Send again.
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await t.handle.db
      .update(bankAccounts)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(bankAccounts.customerId, customer.id));
    await insertBankAccount(t, customer.id, { bankName: 'BRI', accountNumber: '7770002222' });

    const retried = await retry(transferId);
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({
      cause: 'excess',
      status: 'pending',
      kind: 'payout',
      bank_name: 'BRI',
      account_last4: '2222',
      failure_code: null,
      payment: { id: payment.id },
    });
    const attempt = retried.body.data.id as string;
    expect(attempt).not.toBe(transferId);

    // A pending attempt, or the old failed one while it lives, is not retried.
    expect((await retry(attempt)).status).toBe(409);
    const again = await retry(transferId);
    expect(again.status).toBe(409);
    expect(again.body.data.code).toBe('transition_not_allowed');

    expect((await settle(attempt, 'succeeded')).body.data).toEqual({ status: 'succeeded' });
    expect((await retry(attempt)).status).toBe(409);
    const rows = await transfersOf(payment.id);
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'succeeded']);
    expect(rows.find((row) => row.id === attempt)).toMatchObject({
      cause: 'excess',
      refundId: null,
      amount: 10_000,
      accountNumber: '7770002222',
    });
    const shown = await list();
    expect(shown.body.data.items[0]).toMatchObject({ id: attempt, status: 'succeeded' });

    const audits = await t.handle.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.subject, `payment:${payment.id}`),
          eq(auditLog.action, 'refund.transfer_retry'),
        ),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorType: 'staff' });
  });

  it('makes one attempt when two staff press Send again at once', async () => {
    const { payment, transferId } = await failedExcess();
    const answers = await Promise.all([retry(transferId, staff), retry(transferId, otherStaff)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const rows = await transfersOf(payment.id);
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(1);
  });

  it('answers 404 for an unknown or malformed transfer, and is for staff only', async () => {
    const { headers, transferId } = await failedExcess();
    expect((await retry(randomUUID())).status).toBe(404);
    expect((await retry('not-a-uuid')).status).toBe(404);
    expect((await retry(transferId, headers)).status).toBe(404);
    expect((await retry(transferId, {})).status).toBe(401);
    expect((await list(headers)).status).toBe(404);
    expect((await list({})).status).toBe(401);
    const [row] = await t.handle.db
      .select()
      .from(refundTransfers)
      .where(eq(refundTransfers.id, transferId));
    expect(row?.status).toBe('failed');
  });

  it('pages the list newest first, one line per payment', async () => {
    // Later than every excess of the tests before, which ran on the same test clock.
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const older = await failedExcess();
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const newer = await failedExcess();
    const first = await list(staff, '?limit=1');
    expect(first.body.data.items.map((item: { id: string }) => item.id)).toEqual([
      newer.transferId,
    ]);
    const second = await list(staff, '?limit=1&page=2');
    expect(second.body.data.items.map((item: { id: string }) => item.id)).toEqual([
      older.transferId,
    ]);
    expect(second.body.data.total).toBe(first.body.data.total);
  });

  it('shows staff what a payment of the order received when it differs from what was asked', async () => {
    const { group, payment } = await failedExcess();
    const detail = await t.call({
      method: 'GET',
      url: `/admin/orders/${group.orderNumbers[0]}`,
      headers: staff,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data.payments).toEqual([
      {
        id: payment.id,
        subject_kind: 'order_group',
        method: payment.method,
        amount: group.total,
        received: { amount: group.total.amount + 10_000, currency: 'IDR' },
        paid_at: expect.any(String),
        review_reason: null,
      },
    ]);
  });
});
