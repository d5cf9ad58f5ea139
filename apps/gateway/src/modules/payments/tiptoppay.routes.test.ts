import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTipTopPayPaymentAdapter } from '../../adapters/payment/tiptoppay-payment.adapter';
import { PaymentProviderError } from '../../adapters/payment/payment-adapter';
import type { TipTopPayStub } from '../../adapters/payment/testing/tiptoppay-stub';
import {
  DECLINE_PARES,
  tipTopPayNotification,
  startTipTopPayStub,
  stubPaRes,
} from '../../adapters/payment/testing/tiptoppay-stub';
import { auditLog, paymentEvents, payments } from '../../db/schema';
import type { CustomerRow } from '../identity';
import { createCustomer, customerAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { FakeOrderGroups, withFakeOrderGroups } from './testing/fake-subjects';
import { TIPTOPPAY_WEBHOOK_PATH } from './tiptoppay-webhook.routes';

const PUBLIC_ID = 'pk_0a1b2c3d4e5f60718293a4b5c6d7e';
const API_SECRET = 'tiptoppay-api-secret-of-tests';
const HOUR = 3_600_000;
/** What a card number or security code would look like anywhere in a request or a row. */
const CARD_DATA = /CardNumber|cvv|cvn|4111111111111111/i;

describe.each(TEST_DATABASE_KINDS)('card payments through TipTop Pay (KZ) on %s', (kind) => {
  let t: TestApp;
  let stub: TipTopPayStub;
  const groups = new FakeOrderGroups();
  let aigerim: CustomerRow;
  let auth: { authorization: string };
  let n = 0;

  /** An unpaid group of 31 000 ₸ by card, due in a day. */
  function group(amount = 3_100_000): string {
    n += 1;
    const number = `KZL-C-${n}`;
    groups.add(number, {
      owner: aigerim.id,
      amount: { amount, currency: 'KZT' },
      method: 'credit_card',
      deadline: new Date(t.clock.now.getTime() + 24 * HOUR),
      paid: false,
    });
    return number;
  }

  /** A cryptogram as checkout.js would make it in the browser (opaque to us). */
  function cryptogram(): string {
    n += 1;
    return `014242424242250102${String(n).padStart(6, '0')}Ahq4ZMb0rA==`;
  }

  function pay(number: string, key: string, tokenId: string) {
    return t.call({
      method: 'POST',
      url: '/oci/pembayaran/creditcard/xendit?langcode=ru',
      headers: auth,
      payload: { group_number: number, idempotency_key: key, token_id: tokenId },
    });
  }

  async function rowsOf(number: string) {
    return t.handle.db.select().from(payments).where(eq(payments.subjectId, number));
  }

  function notify(path: string, fields: Record<string, string | number>, secret = API_SECRET) {
    const { body, headers } = tipTopPayNotification(secret, fields);
    return t.call({
      method: 'POST',
      url: `${TIPTOPPAY_WEBHOOK_PATH}/${path}`,
      headers,
      payload: body,
    });
  }

  /** The issuer posting the cardholder back to our TermUrl, as a browser form. */
  function termUrl(transactionId: string, paRes: string) {
    return t.call({
      method: 'POST',
      url: '/payments/tiptoppay/3ds-return',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ MD: transactionId, PaRes: paRes }).toString(),
    });
  }

  beforeAll(async () => {
    stub = await startTipTopPayStub(PUBLIC_ID, API_SECRET);
    t = await createTestApp(kind, {
      env: {
        MARKET: 'kz',
        TIPTOPPAY_PUBLIC_ID: PUBLIC_ID,
        TIPTOPPAY_API_SECRET: API_SECRET,
        TIPTOPPAY_API_URL: stub.url,
      },
      deps: { modules: withFakeOrderGroups(groups) },
    });
    aigerim = await createCustomer(t);
    auth = await customerAuth(t, aigerim);
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  it('tells the card form to load checkout.js with the Public ID, and is not in test mode', async () => {
    const number = group();
    const page = await t.call({ method: 'GET', url: `/oci/pembayaran/${number}`, headers: auth });
    expect(page.status).toBe(200);
    expect(page.body.data.card_tokenization).toEqual({
      script_url: 'https://checkout.tiptoppay.kz/checkout.js',
      publishable_key: PUBLIC_ID,
    });
    expect(page.body.data.test_mode).toBe(false);
    expect(await rowsOf(number)).toHaveLength(0);
  });

  it('charges the cryptogram, walks 3-D Secure through our page and TermUrl, and pays once', async () => {
    const number = group();
    const packet = cryptogram();
    const answer = await pay(number, `card-${number}`, packet);
    expect(answer.status).toBe(200);
    expect(answer.body.data.payment_status).toBe('unpaid');
    const url = String(answer.body.data.authentication_url);
    expect(url).toMatch(/\/payments\/tiptoppay\/\d+\/3ds\?s=[\w-]+$/);

    const [row] = await rowsOf(number);
    expect(row?.status).toBe('requires_action');
    const charge = stub.calls.find(
      (call) => call.path === '/payments/cards/charge' && call.body?.['InvoiceId'] === row?.id,
    );
    expect(charge?.headers['x-request-id']).toBe(row?.id);
    expect(charge?.body).toMatchObject({
      Amount: 31_000,
      Currency: 'KZT',
      CardCryptogramPacket: packet,
      InvoiceId: row?.id,
      AccountId: aigerim.id,
      IpAddress: expect.any(String),
    });
    expect(JSON.stringify(charge?.body)).not.toMatch(CARD_DATA);
    expect(JSON.stringify(row)).not.toMatch(CARD_DATA);

    // A reload, or a second tab, gets the same step back: never a second charge.
    const again = await pay(number, `card-${number}-reload`, cryptogram());
    expect(again.body.data.authentication_url).toBe(url);
    expect(await rowsOf(number)).toHaveLength(1);

    // Our page in the dialog posts the issuer's form: AcsUrl with PaReq, MD and our TermUrl.
    const step = await t.call({ method: 'GET', url: new URL(url).pathname + new URL(url).search });
    expect(step.status).toBe(200);
    const html = String(step.body);
    const transactionId = row?.providerRequestId ?? '';
    expect(html).toContain('action="https://acs.issuer.test/3ds/challenge"');
    expect(html).toContain(`name="MD" value="${transactionId}"`);
    expect(html).toContain(`name="PaReq" value="eJxVUdtugkAQ-${transactionId}"`);
    expect(html).toContain('/payments/tiptoppay/3ds-return');
    expect(step.response.headers['content-security-policy']).toMatch(/form-action https:/);
    // The same page under a guessed signature shows nothing.
    const guessed = await t.call({
      method: 'GET',
      url: `/payments/tiptoppay/${transactionId}/3ds?s=AAAA`,
    });
    expect(guessed.status).toBe(404);

    // A PaRes TipTop Pay cannot read ends nothing; the right one pays.
    const unreadable = await termUrl(transactionId, 'not-a-pares');
    expect(unreadable.status).toBe(200);
    expect((await rowsOf(number))[0]?.status).toBe('requires_action');
    const back = await termUrl(transactionId, stubPaRes(transactionId));
    expect(back.status).toBe(200);
    expect(String(back.body)).toContain('Payment confirmed');
    const post3ds = stub.calls.filter((call) => call.path === '/payments/cards/post3ds');
    expect(post3ds.at(-1)?.body).toEqual({
      TransactionId: Number(transactionId),
      PaRes: stubPaRes(transactionId),
    });
    const page = await t.call({ method: 'GET', url: `/oci/pembayaran/${number}`, headers: auth });
    expect(page.body.data.payment_status).toBe('paid');

    // TipTop Pay's Pay notification follows, and again on redelivery: paid once.
    const fields = {
      TransactionId: transactionId,
      Amount: '31000.00',
      Currency: 'KZT',
      InvoiceId: row?.id ?? '',
      AccountId: aigerim.id,
      OperationType: 'Payment',
      Status: 'Completed',
      DateTime: '2026-03-02 03:01:00',
      CardFirstSix: '411111',
      CardLastFour: '1111',
      TestMode: 0,
    };
    const first = await notify('pay', fields);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: 0 });
    const replay = await notify('pay', fields);
    expect(replay.body).toEqual({ code: 0, result: 'duplicate' });
    expect(groups.settled.filter((s) => s.subject.id === number)).toHaveLength(1);
    expect((await rowsOf(number))[0]).toMatchObject({
      status: 'paid',
      providerPaymentId: transactionId,
    });
  });

  it('pays at once when the issuer asks no 3-D Secure', async () => {
    const number = group();
    const packet = cryptogram();
    stub.payWithoutAuthentication(packet);
    const answer = await pay(number, `card-${number}`, packet);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ payment_status: 'paid', authentication_url: null });
    expect(groups.settled.filter((s) => s.subject.id === number)).toHaveLength(1);
  });

  it('reads a declined card as card_authentication_mismatch, and a decline after 3-D Secure fails the payment', async () => {
    const number = group();
    const packet = cryptogram();
    stub.declineCryptogram(packet);
    const declined = await pay(number, `card-${number}-1`, packet);
    expect(declined.status).toBe(402);
    expect(declined.body.data.code).toBe('card_authentication_mismatch');
    expect((await rowsOf(number)).map((row) => row.status)).toEqual(['failed']);

    const next = await pay(number, `card-${number}-2`, cryptogram());
    expect(next.status).toBe(200);
    const open = (await rowsOf(number)).find((row) => row.status === 'requires_action');
    const back = await termUrl(open?.providerRequestId ?? '', DECLINE_PARES);
    expect(String(back.body)).toContain('did not confirm');
    expect((await rowsOf(number)).map((row) => row.status).sort()).toEqual(['failed', 'failed']);

    // The Fail notification of the same transaction changes nothing more.
    const fail = await notify('fail', {
      TransactionId: open?.providerRequestId ?? '',
      Amount: '31000.00',
      Currency: 'KZT',
      InvoiceId: open?.id ?? '',
      Reason: 'InsufficientFunds',
      ReasonCode: 5051,
    });
    expect(fail.status).toBe(200);
    expect(fail.body.code).toBe(0);
    expect(groups.settled.filter((s) => s.subject.id === number)).toHaveLength(0);
  });

  it('refuses a notification without the right Content-HMAC, and changes nothing', async () => {
    const number = group();
    await pay(number, `card-${number}`, cryptogram());
    const [row] = await rowsOf(number);
    const fields = {
      TransactionId: row?.providerRequestId ?? '',
      Amount: '31000.00',
      Currency: 'KZT',
      InvoiceId: row?.id ?? '',
      Status: 'Completed',
    };
    const forged = await notify('pay', fields, 'another-secret-of-sixteen');
    expect(forged.status).toBe(401);
    const { body } = tipTopPayNotification(API_SECRET, fields);
    const unsigned = await t.call({
      method: 'POST',
      url: `${TIPTOPPAY_WEBHOOK_PATH}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });
    expect(unsigned.status).toBe(401);
    // A signed body changed on the way (the amount) no longer matches its signature.
    const { headers } = tipTopPayNotification(API_SECRET, fields);
    const tampered = await t.call({
      method: 'POST',
      url: `${TIPTOPPAY_WEBHOOK_PATH}/pay`,
      headers,
      payload: body.replace('31000.00', '1.00'),
    });
    expect(tampered.status).toBe(401);
    expect((await rowsOf(number))[0]?.status).toBe('requires_action');
    expect(groups.settled.filter((s) => s.subject.id === number)).toHaveLength(0);
  });

  it('holds a payment whose Pay notification names an amount we cannot hold', async () => {
    const number = group();
    await pay(number, `card-${number}`, cryptogram());
    const [row] = await rowsOf(number);
    const answer = await notify('pay', {
      TransactionId: row?.providerRequestId ?? '',
      Amount: '31000.005',
      Currency: 'KZT',
      InvoiceId: row?.id ?? '',
      Status: 'Completed',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 0, result: 'refused' });
    expect((await rowsOf(number))[0]).toMatchObject({
      status: 'requires_action',
      reviewReason: 'callback_refused',
    });
  });

  it('answers 404 for a payment it does not know yet, so TipTop Pay delivers it again', async () => {
    const answer = await notify('pay', {
      TransactionId: '999999991',
      Amount: '10.00',
      Currency: 'KZT',
      InvoiceId: '0b4a3c2e-2f0d-4b8e-9c39-0c1d2e3f4a5b',
      Status: 'Completed',
    });
    expect(answer.status).toBe(404);
  });

  it('records a notification it does not act on once and acknowledges it', async () => {
    const fields = {
      TransactionId: '504999001',
      Amount: '10.00',
      Currency: 'KZT',
      Status: 'Authorized',
    };
    const first = await notify('check', fields);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ code: 0, result: 'ignored' });
    const replay = await notify('check', fields);
    expect(replay.body).toEqual({ code: 0, result: 'duplicate' });
    const recorded = await t.handle.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, 'tiptoppay'), eq(paymentEvents.kind, 'ignored')));
    expect(recorded.map((event) => event.eventId)).toEqual(['check:504999001:Authorized']);
    const audits = await t.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payment.callback_ignored'));
    expect(audits).toHaveLength(1);
  });

  it('answers a Refund notification of a refund it does not know with 404 (delivered again later)', async () => {
    const answer = await notify('refund', {
      TransactionId: '504999777',
      PaymentTransactionId: '504000001',
      Amount: '100.00',
      Currency: 'KZT',
      OperationType: 'Refund',
    });
    expect(answer.status).toBe(404);
  });
});

describe('the TipTop Pay adapter against the stub', () => {
  let stub: TipTopPayStub;
  beforeAll(async () => {
    stub = await startTipTopPayStub(PUBLIC_ID, API_SECRET);
  });
  afterAll(async () => {
    await stub.close();
  });

  const adapter = () =>
    createTipTopPayPaymentAdapter({
      apiUrl: stub.url,
      publicId: PUBLIC_ID,
      apiSecret: API_SECRET,
      publicUrl: 'https://shop.example.kz',
      cardTokenization: null,
    });

  async function paidTransaction(): Promise<string> {
    stub.payWithoutAuthentication('paid-at-once');
    const created = await adapter().createPayment({
      reference: crypto.randomUUID(),
      idempotencyKey: crypto.randomUUID(),
      amount: { amount: 5_000_000, currency: 'KZT' },
      country: 'KZ',
      method: 'credit_card',
      payer: { customerId: 'c-1', name: 'Айгерім', email: 'a@example.kz', phone: null },
      description: 'KZL-1',
      expiresAt: null,
      card: { tokenId: 'paid-at-once', installmentMonths: null, payerIp: '203.0.113.7' },
      returnUrl: 'https://shop.example.kz/ru/checkout/KZL-1/payment',
    });
    expect(created.status).toBe('succeeded');
    return created.providerPaymentId ?? '';
  }

  it('refunds part of a payment by its transaction, once per reference', async () => {
    const transactionId = await paidTransaction();
    const reference = crypto.randomUUID();
    const request = {
      reference,
      amount: { amount: 2_000_000, currency: 'KZT' as const },
      providerPaymentId: transactionId,
    };
    const first = await adapter().refundPayment(request);
    expect(first).toMatchObject({ status: 'pending', failureCode: null });
    expect(first.providerTransferId).toMatch(/^\d+$/);
    // A retry of a lost answer (same reference) is answered as the first: no second refund.
    const retry = await adapter().refundPayment(request);
    expect(retry.providerTransferId).toBe(first.providerTransferId);
    const sent = stub.calls.filter((call) => call.path === '/payments/refund');
    expect(sent.at(-1)?.headers['x-request-id']).toBe(reference);
    expect(sent.at(-1)?.body).toMatchObject({
      TransactionId: Number(transactionId),
      Amount: 20_000,
    });
    // More than is left is refused by TipTop Pay, as a refusal staff see.
    await expect(
      adapter().refundPayment({
        ...request,
        reference: crypto.randomUUID(),
        amount: { amount: 4_000_000, currency: 'KZT' },
      }),
    ).rejects.toMatchObject({ providerCode: 'REFUSED' });
  });

  it('reports a refused refund, and refuses payouts and methods TipTop Pay has no channel for', async () => {
    const transactionId = await paidTransaction();
    stub.refuseNextRefund('Refund is not allowed');
    await expect(
      adapter().refundPayment({
        reference: crypto.randomUUID(),
        amount: { amount: 100, currency: 'KZT' },
        providerPaymentId: transactionId,
      }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(
      adapter().sendPayout({
        reference: crypto.randomUUID(),
        amount: { amount: 100, currency: 'KZT' },
        country: 'KZ',
        bank: { code: 'HSBKKZKX', name: 'Halyk Bank', accountNumber: 'KZ123', accountHolder: 'A' },
        description: 'Refund',
      }),
    ).rejects.toMatchObject({ providerCode: 'NO_PAYOUT_CHANNEL' });
    await expect(
      adapter().createPayment({
        reference: crypto.randomUUID(),
        idempotencyKey: crypto.randomUUID(),
        amount: { amount: 100, currency: 'KZT' },
        country: 'KZ',
        method: 'qr',
        payer: { customerId: 'c-1', name: 'A', email: 'a@example.kz', phone: null },
        description: 'KZL-2',
        expiresAt: null,
        returnUrl: 'https://shop.example.kz/ru/checkout/KZL-2/payment',
      }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
