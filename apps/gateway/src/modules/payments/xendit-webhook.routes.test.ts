import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { XenditStub } from '../../adapters/payment/testing/xendit-stub';
import { startXenditStub } from '../../adapters/payment/testing/xendit-stub';
import { XENDIT_API_VERSION } from '../../adapters/payment/xendit-payment.adapter';
import { auditLog, paymentEvents, payments } from '../../db/schema';
import type { CustomerRow } from '../identity';
import { createCustomer, createStaff, customerAuth, staffAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { FakeOrderGroups, withFakeOrderGroups } from './testing/fake-subjects';
import { XENDIT_WEBHOOK_PATH } from './xendit-webhook.routes';

const SECRET = 'xnd_development_secret_for_tests';
const TOKEN = 'callback-token-of-the-test-webhook';
const HOUR = 3_600_000;

describe.each(TEST_DATABASE_KINDS)('Xendit payments and webhook on %s', (kind) => {
  let t: TestApp;
  let stub: XenditStub;
  const groups = new FakeOrderGroups();
  let budi: CustomerRow;
  let auth: { authorization: string };
  let n = 0;

  function group(method: 'virtual_account' | 'qr' | 'credit_card', amount = 1_250_000): string {
    n += 1;
    const number = `IDL-X-${n}`;
    groups.add(number, {
      owner: budi.id,
      amount: { amount, currency: 'IDR' },
      method,
      deadline: new Date(t.clock.now.getTime() + 24 * HOUR),
      paid: false,
    });
    return number;
  }

  /** Reads the group's payment page (which creates the Xendit payment) and returns its row. */
  async function openPayment(number: string, channel = 'BCA') {
    const answer = await t.call({
      method: 'GET',
      url: `/oci/pembayaran/${number}?channel=${channel}`,
      headers: auth,
    });
    expect(answer.status).toBe(200);
    const [row] = await t.handle.db.select().from(payments).where(eq(payments.subjectId, number));
    if (!row?.providerRequestId) throw new Error('no Xendit payment');
    return { answer, row, requestId: row.providerRequestId };
  }

  function capture(requestId: string, reference: string, paymentId: string, amount = 1_250_000) {
    return {
      event: 'payment.capture',
      business_id: '6094fa76c2fd53701b8e079c',
      created: '2026-03-02T03:00:00.000Z',
      data: {
        payment_id: paymentId,
        payment_request_id: requestId,
        reference_id: reference,
        status: 'SUCCEEDED',
        request_amount: amount,
        currency: 'IDR',
        channel_code: 'BCA_VIRTUAL_ACCOUNT',
        country: 'ID',
      },
    };
  }

  function deliver(body: unknown, token: string | null = TOKEN) {
    return t.call({
      method: 'POST',
      url: XENDIT_WEBHOOK_PATH,
      headers: token === null ? {} : { 'x-callback-token': token },
      payload: body as Record<string, unknown>,
    });
  }

  beforeAll(async () => {
    stub = await startXenditStub(SECRET);
    t = await createTestApp(kind, {
      env: { XENDIT_SECRET_KEY: SECRET, XENDIT_CALLBACK_TOKEN: TOKEN, XENDIT_API_URL: stub.url },
      deps: { modules: withFakeOrderGroups(groups) },
    });
    budi = await createCustomer(t);
    auth = await customerAuth(t, budi);
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  it('creates a virtual account at Xendit with its documented request shape', async () => {
    const number = group('virtual_account');
    const { answer, row } = await openPayment(number);
    expect(answer.body.data.virtual_account).toEqual({ bank: 'BCA', number: '381659999123456' });
    const call = stub.calls.find((c) => c.body?.['reference_id'] === row.id);
    expect(call?.headers['api-version']).toBe(XENDIT_API_VERSION);
    expect(call?.headers['idempotency-key']).toBe(row.id);
    expect(call?.body).toMatchObject({
      reference_id: row.id,
      type: 'PAY',
      country: 'ID',
      currency: 'IDR',
      request_amount: 1_250_000,
      capture_method: 'AUTOMATIC',
      channel_code: 'BCA_VIRTUAL_ACCOUNT',
      channel_properties: { display_name: 'Budi Santoso' },
    });
  });

  // Cards (tokens, 3-D Secure, installments, resuming) are tested in card-payments.routes.test.ts.

  it('reports a provider failure as a retry and retries with the same key', async () => {
    const number = group('qr', 300_000);
    stub.failNext(503, { error_code: 'SERVER_ERROR' });
    const failed = await t.call({
      method: 'GET',
      url: `/oci/pembayaran/${number}?langcode=en`,
      headers: auth,
    });
    expect(failed.status).toBe(500);
    expect(failed.body.data.code).toBe('generic_retry');
    const retried = await t.call({
      method: 'GET',
      url: `/oci/pembayaran/${number}`,
      headers: auth,
    });
    expect(retried.status).toBe(200);
    expect(retried.body.data.qr_string).toBe('00020101021226660014ID.CO.QRIS');
    const rows = await t.handle.db.select().from(payments).where(eq(payments.subjectId, number));
    expect(rows).toHaveLength(1);
    const keys = stub.calls.filter((c) => c.body?.['reference_id'] === rows[0]?.id);
    expect(new Set(keys.map((c) => c.headers['idempotency-key']))).toEqual(new Set([rows[0]?.id]));
  });

  it('refuses a callback without the token or with a wrong one, changing nothing', async () => {
    const number = group('virtual_account');
    const { row, requestId } = await openPayment(number);
    for (const token of [null, 'wrong-token', `${TOKEN}x`, TOKEN.slice(0, -1)]) {
      const answer = await deliver(capture(requestId, row.id, `py-${number}`), token);
      expect(answer.status).toBe(401);
    }
    const [after] = await t.handle.db.select().from(payments).where(eq(payments.id, row.id));
    expect(after?.status).toBe('pending');
    expect(groups.settled.filter((s) => s.subject.id === number)).toHaveLength(0);
  });

  it('pays once when one callback is delivered 10 times, shuffled among others', async () => {
    const numbers = [group('virtual_account'), group('virtual_account'), group('virtual_account')];
    const opened = [];
    for (const number of numbers) opened.push(await openPayment(number));
    const [target, ...others] = opened;
    if (!target) throw new Error('no target');
    const deliveries = [
      ...Array.from({ length: 10 }, () =>
        capture(target.requestId, target.row.id, `py-${target.row.id}`),
      ),
      ...others.map((o) => capture(o.requestId, o.row.id, `py-${o.row.id}`)),
      // An unrelated failure event for another payment, delivered twice.
      ...Array.from({ length: 2 }, () => ({
        event: 'payment.failure',
        data: {
          payment_request_id: 'pr-unknown',
          status: 'FAILED',
        },
      })),
    ];
    for (let i = deliveries.length - 1; i > 0; i -= 1) {
      const j = Math.floor(Math.random() * (i + 1));
      [deliveries[i], deliveries[j]] = [deliveries[j], deliveries[i]] as [never, never];
    }
    const answers = await Promise.all(deliveries.map((body) => deliver(body)));
    // Unknown payments answer 404 so that Xendit redelivers later; all others are acknowledged.
    expect(answers.filter((a) => a.status === 200)).toHaveLength(12);
    expect(answers.filter((a) => a.status === 404)).toHaveLength(2);
    for (const number of numbers) {
      expect(groups.settled.filter((s) => s.subject.id === number)).toHaveLength(1);
    }
    const events = await t.handle.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, target.row.id));
    expect(events).toHaveLength(1);
    const read = await t.call({
      method: 'GET',
      url: `/oci/pembayaran/${numbers[0]}`,
      headers: auth,
    });
    expect(read.body.data.payment_status).toBe('paid');
  });

  it('keeps a payment paid when a failure arrives after the capture', async () => {
    const number = group('virtual_account');
    const { row, requestId } = await openPayment(number);
    expect((await deliver(capture(requestId, row.id, `py-${row.id}`))).status).toBe(200);
    const late = await deliver({
      event: 'payment.failure',
      data: { payment_id: `py-late-${row.id}`, payment_request_id: requestId, status: 'FAILED' },
    });
    expect(late.status).toBe(200);
    expect(late.body.data.result).toBe('already_final');
    const [after] = await t.handle.db.select().from(payments).where(eq(payments.id, row.id));
    expect(after?.status).toBe('paid');
    expect(groups.settled.filter((s) => s.subject.id === number)).toHaveLength(1);
  });

  it('does not settle a capture of another amount; staff review it', async () => {
    const number = group('virtual_account');
    const { row, requestId } = await openPayment(number);
    const answer = await deliver(capture(requestId, row.id, `py-${row.id}`, 1_000));
    expect(answer.body.data.result).toBe('amount_mismatch');
    const [after] = await t.handle.db.select().from(payments).where(eq(payments.id, row.id));
    expect(after).toMatchObject({ status: 'pending', reviewReason: 'amount_mismatch' });
    expect(groups.settled.filter((s) => s.subject.id === number)).toHaveLength(0);
  });

  it('finds the payment by its reference when the callback beats our own write', async () => {
    const number = group('virtual_account');
    const { row, requestId } = await openPayment(number);
    await t.handle.db
      .update(payments)
      .set({ providerRequestId: null })
      .where(eq(payments.id, row.id));
    const answer = await deliver(capture(requestId, row.id, `py-${row.id}`));
    expect(answer.body.data.result).toBe('settled');
  });

  it('acknowledges events it does not act on, and records a malformed capture it cannot take', async () => {
    // An authorization is followed by its capture (capture_method AUTOMATIC): nothing to do.
    const ignored = await deliver({
      event: 'payment.authorization',
      data: { payment_id: 'py-1', payment_request_id: 'pr-1', status: 'AUTHORIZED' },
    });
    expect(ignored.status).toBe(200);
    expect(ignored.body.data.result).toBe('ignored');
    // A 4xx would only make Xendit redeliver it for days: 200, recorded for staff (decision 227).
    const malformed = await deliver({ event: 'payment.capture' });
    expect(malformed.status).toBe(200);
    expect(malformed.body.data.result).toBe('refused');
  });

  describe('a capture with an amount we cannot hold (decision 227)', () => {
    it.each([
      ['half a rupiah', 0.5],
      ['1e308', 1e308],
      ['2^53', 2 ** 53],
      ['past MAX_MONEY_AMOUNT', 1_000_000_000_001],
    ])(
      '%s: answered 200 so Xendit stops, recorded once, the payment held for staff',
      async (_, amount) => {
        const number = group('virtual_account');
        const { row, requestId } = await openPayment(number);
        const body = capture(requestId, row.id, `py-${row.id}`, amount);
        const answer = await deliver(body);
        expect(answer.status).toBe(200);
        expect(answer.body.data.result).toBe('refused');
        const again = await deliver(body);
        expect(again.status).toBe(200);
        expect(again.body.data.result).toBe('duplicate');

        const [after] = await t.handle.db.select().from(payments).where(eq(payments.id, row.id));
        expect(after).toMatchObject({ status: 'pending', reviewReason: 'callback_refused' });
        expect(groups.settled.filter((s) => s.subject.id === number)).toHaveLength(0);
        const lines = await t.handle.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.subject, `payment:${row.id}`));
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatchObject({
          actorType: 'system',
          action: 'payment.callback_refused',
          data: {
            after: {
              reason: 'amount_unreadable',
              request_amount: String(amount),
              payment_request_id: requestId,
            },
          },
        });

        // Staff see it on the held payments screen.
        const staff = await staffAuth(t, await createStaff(t));
        const held = await t.call({ method: 'GET', url: '/admin/payments/held', headers: staff });
        expect(held.status).toBe(200);
        expect(
          held.body.data.items.find((item: { id: string }) => item.id === row.id),
        ).toMatchObject({ review_reason: 'callback_refused' });
      },
    );

    it('refuses a capture with a control character in its ids the same way, never a 500', async () => {
      const number = group('virtual_account');
      const { row, requestId } = await openPayment(number);
      const answer = await deliver(capture(`${requestId}\u0000`, row.id, `py-\u0000`));
      expect(answer.status).toBe(200);
      expect(answer.body.data.result).toBe('refused');
      const [after] = await t.handle.db.select().from(payments).where(eq(payments.id, row.id));
      expect(after).toMatchObject({ status: 'pending', reviewReason: 'callback_refused' });
    });
  });

  it('has no simulator settle call when Xendit is configured', async () => {
    const answer = await t.call({
      method: 'POST',
      url: '/dev/payments/settle',
      headers: auth,
      payload: { subject_kind: 'order_group', subject_id: 'IDL-X-1' },
    });
    expect(answer.status).toBe(404);
  });
});
