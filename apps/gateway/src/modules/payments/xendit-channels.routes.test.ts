import { ID_MARKET } from '@storefront/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { XenditStub } from '../../adapters/payment/testing/xendit-stub';
import { auditLog, paymentEvents, payments } from '../../db/schema';
import type { CustomerRow } from '../identity';
import { createCustomer, customerAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { FakeOrderGroups } from './testing/fake-subjects';
import type { XenditTestApp } from './testing/xendit-test-app';
import { startXenditTestApp } from './testing/xendit-test-app';
import { XENDIT_WEBHOOK_PATH } from './xendit-webhook.routes';

const SECRET = 'xnd_development_secret_for_channels';
const TOKEN = 'callback-token-of-the-channel-tests';
const PUBLIC_URL = 'https://shop.example';

describe.each(TEST_DATABASE_KINDS)('Xendit e-wallets, banks and QR on %s', (kind) => {
  let t: TestApp;
  let stub: XenditStub;
  const groups = new FakeOrderGroups();
  let budi: CustomerRow;
  let auth: Record<string, string>;
  let n = 0;

  function group(method: 'ewallet' | 'virtual_account' | 'bank_transfer' | 'qr', amount = 900_000) {
    n += 1;
    return groups.addUnpaid(`IDL-C-${n}`, budi.id, method, amount, t.clock.now);
  }

  /** Opens the group's payment (through `channel`) and returns the answer, row and Xendit call. */
  async function open(number: string, channel?: string) {
    const answer = await t.call({
      method: 'GET',
      url: `/oci/pembayaran/${number}${channel ? `?channel=${channel}` : ''}`,
      headers: auth,
    });
    expect(answer.status).toBe(200);
    const [row] = await t.handle.db.select().from(payments).where(eq(payments.subjectId, number));
    if (!row?.providerRequestId) throw new Error('no Xendit payment');
    const call = stub.calls.find((c) => c.body?.['reference_id'] === row.id);
    return { answer, row, requestId: row.providerRequestId, call };
  }

  function deliver(body: unknown) {
    return t.call({
      method: 'POST',
      url: XENDIT_WEBHOOK_PATH,
      headers: { 'x-callback-token': TOKEN },
      payload: body as Record<string, unknown>,
    });
  }

  /** A Payments API v3 callback as Xendit documents it ("Payment webhook notification"). */
  function callback(
    event: string,
    row: { id: string; amount: number },
    requestId: string,
    status: string,
    channel: string,
  ) {
    const payment = event.startsWith('payment.');
    return {
      event,
      business_id: '6094fa76c2fd53701b8e079c',
      created: '2026-03-02T03:00:00.000Z',
      data: {
        ...(payment ? { payment_id: `py-${requestId}` } : {}),
        payment_request_id: requestId,
        reference_id: row.id,
        status,
        request_amount: row.amount,
        currency: 'IDR',
        channel_code: channel,
        country: 'ID',
      },
    };
  }

  async function statusOf(id: string) {
    const [row] = await t.handle.db.select().from(payments).where(eq(payments.id, id));
    return row?.status;
  }

  let app: XenditTestApp;

  beforeAll(async () => {
    app = await startXenditTestApp(
      kind,
      groups,
      { secret: SECRET, callbackToken: TOKEN },
      { PUBLIC_URL },
    );
    ({ t, stub } = app);
    budi = await createCustomer(t);
    auth = { ...(await customerAuth(t, budi)), 'x-language-code': 'en' };
  });
  afterAll(() => app.close());

  it.each(ID_MARKET.paymentChannels.virtual_account ?? [])(
    'issues a virtual account at %s on its own Xendit channel',
    async (bank) => {
      const number = group('virtual_account');
      const { answer, row, call } = await open(number, bank);
      expect(call?.body).toMatchObject({
        reference_id: row.id,
        channel_code: `${bank}_VIRTUAL_ACCOUNT`,
        channel_properties: { display_name: expect.any(String) },
      });
      expect(answer.body.data).toMatchObject({
        channel: bank,
        virtual_account: { bank, number: '381659999123456' },
        test_mode: false,
      });
    },
  );

  it('asks Xendit for nothing until the buyer has picked a bank', async () => {
    const number = group('bank_transfer');
    const before = stub.calls.length;
    const answer = await t.call({ method: 'GET', url: `/oci/pembayaran/${number}`, headers: auth });
    expect(answer.body.data).toMatchObject({ virtual_account: null, channel: null });
    expect(stub.calls.length).toBe(before);
  });

  it('redirects to the e-wallet with return addresses to the payment page in the buyer language', async () => {
    const number = group('ewallet');
    const { answer, row, call } = await open(number, 'OVO');
    const back = `${PUBLIC_URL}/en-US/checkout/${number}/payment?payment=${row.id}`;
    expect(call?.body).toMatchObject({
      channel_code: 'OVO',
      channel_properties: {
        success_return_url: `${back}&result=success`,
        failure_return_url: `${back}&result=failure`,
        cancel_return_url: `${back}&result=failure`,
      },
    });
    expect(answer.body.data).toMatchObject({
      channel: 'OVO',
      checkout_url: `https://redirect.xendit.test/${row.providerRequestId}`,
      mobile_checkout_url: null,
    });
  });

  it("answers the wallet's app link beside its web page when Xendit gives one", async () => {
    const { answer, requestId } = await open(group('ewallet'), 'SHOPEEPAY');
    expect(answer.body.data).toMatchObject({
      checkout_url: `https://redirect.xendit.test/${requestId}`,
      mobile_checkout_url: `shopeeid://pay/${requestId}`,
    });
  });

  it('pays an e-wallet once by its capture callback, however often it is delivered', async () => {
    const number = group('ewallet');
    const { row, requestId } = await open(number, 'DANA');
    const capture = callback('payment.capture', row, requestId, 'SUCCEEDED', 'DANA');
    const results = [];
    for (let i = 0; i < 3; i += 1) results.push((await deliver(capture)).body.data.result);
    expect(results).toEqual(['settled', 'duplicate', 'duplicate']);
    expect(await statusOf(row.id)).toBe('paid');
    expect(groups.settled.filter((s) => s.subject.id === number)).toHaveLength(1);
    // A failure that arrives late changes nothing.
    const late = await deliver(callback('payment.failure', row, requestId, 'FAILED', 'DANA'));
    expect(late.status).toBe(200);
    expect(await statusOf(row.id)).toBe('paid');
  });

  it('fails an e-wallet the buyer refused; the page then says so and offers the wallets again', async () => {
    const number = group('ewallet');
    const { row, requestId } = await open(number, 'LINKAJA');
    const failure = callback('payment.failure', row, requestId, 'FAILED', 'LINKAJA');
    expect((await deliver(failure)).body.data.result).toBe('failed');
    expect((await deliver(failure)).body.data.result).toBe('duplicate');
    expect(await statusOf(row.id)).toBe('failed');
    const page = await t.call({ method: 'GET', url: `/oci/pembayaran/${number}`, headers: auth });
    expect(page.body.data).toMatchObject({
      payment_status: 'unpaid',
      last_attempt_failed: true,
      checkout_url: null,
      channels: ['OVO', 'DANA', 'SHOPEEPAY', 'LINKAJA'],
    });
  });

  it.each([
    ['virtual_account', 'BRI', 'BRI_VIRTUAL_ACCOUNT'],
    ['qr', undefined, 'QRIS'],
    ['ewallet', 'OVO', 'OVO'],
  ] as const)(
    'ends a %s payment request that expired unpaid, once',
    async (method, channel, code) => {
      const number = group(method);
      const { row, requestId } = await open(number, channel);
      const expiry = callback('payment_request.expiry', row, requestId, 'EXPIRED', code);
      expect((await deliver(expiry)).body.data.result).toBe('failed');
      expect((await deliver(expiry)).body.data.result).toBe('duplicate');
      expect(await statusOf(row.id)).toBe('failed');
      // Money that still arrives afterwards (a race Xendit warns of) is booked, never lost.
      const capture = callback('payment.capture', row, requestId, 'SUCCEEDED', code);
      expect((await deliver(capture)).body.data.result).toBe('settled');
      expect(await statusOf(row.id)).toBe('paid');
    },
  );

  it('shows a QRIS code from the QR string Xendit answers', async () => {
    const { answer, call } = await open(group('qr'));
    expect(call?.body).toMatchObject({ channel_code: 'QRIS' });
    expect(answer.body.data).toMatchObject({
      qr_string: '00020101021226660014ID.CO.QRIS',
      channel: null,
      channels: [],
    });
  });

  it('records and acknowledges an event it does not know, once per event', async () => {
    const body = {
      event: 'payment_method.activated',
      data: { id: 'pm-12345', status: 'ACTIVE', reference_id: 'whatever' },
    };
    const first = await deliver(body);
    expect(first.status).toBe(200);
    expect(first.body.data.result).toBe('ignored');
    const again = await deliver(body);
    expect(again.status).toBe(200);
    expect(again.body.data.result).toBe('duplicate');
    const lines = await t.handle.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'payment.callback_ignored'),
          eq(auditLog.subject, 'payment:pm-12345'),
        ),
      );
    expect(lines).toHaveLength(1);
    expect(lines[0]?.data).toMatchObject({
      after: { provider: 'xendit', event: 'payment_method.activated', status: 'ACTIVE' },
    });
    const recorded = await t.handle.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.kind, 'ignored'));
    expect(recorded.map((event) => event.eventId)).toContain(
      'payment_method.activated:pm-12345:ACTIVE',
    );
  });
});
