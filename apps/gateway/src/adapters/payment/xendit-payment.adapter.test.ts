import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePaymentRequest, PaymentAdapter } from './payment-adapter';
import { PaymentProviderError } from './payment-adapter';
import type { XenditStub } from './testing/xendit-stub';
import { startXenditStub } from './testing/xendit-stub';
import { createTipTopPayPaymentAdapter } from './tiptoppay-payment.adapter';
import { XENDIT_API_VERSION, createXenditPaymentAdapter } from './xendit-payment.adapter';

const SECRET = 'xnd_development_secret_for_closing';

describe('closing an unpaid Xendit payment request (decision 308)', () => {
  let stub: XenditStub;
  let adapter: PaymentAdapter;

  beforeAll(async () => {
    stub = await startXenditStub(SECRET);
    adapter = createXenditPaymentAdapter({
      apiUrl: stub.url,
      secretKey: SECRET,
      returnUrl: 'https://shop.example/id-ID/checkout/IDL-1/payment',
      cardTokenization: null,
    });
  });
  afterAll(async () => {
    await stub.close();
  });

  /** A payment request opened through the adapter, as the payments module opens one. */
  async function opened(
    method: CreatePaymentRequest['method'],
    channel?: CreatePaymentRequest['channel'],
  ) {
    const reference = crypto.randomUUID();
    const created = await adapter.createPayment({
      reference,
      idempotencyKey: reference,
      amount: { amount: 250_000, currency: 'IDR' },
      country: 'ID',
      method,
      payer: { customerId: 'c-1', name: 'Budi', email: 'budi@example.id', phone: null },
      description: 'IDL-1',
      expiresAt: new Date('2030-01-01T00:00:00Z'),
      ...(channel ? { channel } : {}),
      returnUrl: 'https://shop.example/id-ID/checkout/IDL-1/payment',
    });
    return {
      reference,
      providerRequestId: created.providerRequestId,
      method,
      channel: channel ?? null,
    };
  }

  it.each([
    ['a virtual account', 'virtual_account', 'BNI'],
    ['a QRIS code', 'qr', undefined],
    ['an e-wallet checkout', 'ewallet', 'OVO'],
  ] as const)('cancels %s with one authenticated call and no body', async (_, method, channel) => {
    const request = await opened(method, channel);
    const before = stub.calls.length;
    await expect(adapter.closePayment(request)).resolves.toEqual({ outcome: 'closed' });
    const sent = stub.calls.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: `/v3/payment_requests/${request.providerRequestId}/cancel`,
      body: null,
    });
    expect(sent[0]?.headers['authorization']).toBe(
      `Basic ${Buffer.from(`${SECRET}:`).toString('base64')}`,
    );
    expect(sent[0]?.headers['api-version']).toBe(XENDIT_API_VERSION);
  });

  it('leaves nothing to pay: the bank refuses the cancelled account and no capture is sent', async () => {
    const request = await opened('virtual_account', 'BCA');
    await adapter.closePayment(request);
    expect(stub.pay(request.providerRequestId)).toBeNull();
  });

  it('reads a request no longer open as not_open: cancelled twice, or already paid', async () => {
    const cancelled = await opened('virtual_account', 'BRI');
    await adapter.closePayment(cancelled);
    await expect(adapter.closePayment(cancelled)).resolves.toEqual({ outcome: 'not_open' });

    const paid = await opened('qr');
    expect(stub.pay(paid.providerRequestId)).toMatchObject({ event: 'payment.capture' });
    await expect(adapter.closePayment(paid)).resolves.toEqual({ outcome: 'not_open' });
  });

  it('throws what Xendit refused or failed with, by status and code', async () => {
    const unknown = {
      reference: crypto.randomUUID(),
      providerRequestId: 'pr-00000000-0000-4000-8000-000000000000',
      method: 'virtual_account' as const,
      channel: 'BNI' as const,
    };
    await expect(adapter.closePayment(unknown)).rejects.toMatchObject({
      name: 'PaymentProviderError',
      providerStatus: 404,
      providerCode: 'DATA_NOT_FOUND',
    });

    const open = await opened('ewallet', 'DANA');
    stub.failNextCancel(503, { error_code: 'CHANNEL_UNAVAILABLE', message: 'try later' });
    const unavailable = await adapter.closePayment(open).catch((error: unknown) => error);
    expect(unavailable).toBeInstanceOf(PaymentProviderError);
    expect(unavailable).toMatchObject({ providerStatus: 503, providerCode: 'CHANNEL_UNAVAILABLE' });
    // Nothing was closed by the refusal: the request is still open, and a later call closes it.
    await expect(adapter.closePayment(open)).resolves.toEqual({ outcome: 'closed' });

    stub.failNextCancel(400, { error_code: 'API_VALIDATION_ERROR', message: 'bad id' });
    await expect(adapter.closePayment(await opened('qr'))).rejects.toMatchObject({
      providerStatus: 400,
      providerCode: 'API_VALIDATION_ERROR',
    });
  });

  it('refuses a wrong secret key as Xendit does', async () => {
    const request = await opened('virtual_account', 'MANDIRI');
    const wrong = createXenditPaymentAdapter({
      apiUrl: stub.url,
      secretKey: 'xnd_another_key',
      returnUrl: 'https://shop.example/',
      cardTokenization: null,
    });
    await expect(wrong.closePayment(request)).rejects.toMatchObject({
      providerStatus: 401,
      providerCode: 'INVALID_API_KEY',
    });
    // Still open at Xendit: the buyer could still pay it.
    expect(stub.pay(request.providerRequestId)).toMatchObject({ event: 'payment.capture' });
  });
});

describe('closing a TipTop Pay card charge (decision 308)', () => {
  it('calls nothing: only our post3ds could complete a charge waiting for 3-D Secure', async () => {
    const calls: string[] = [];
    const adapter = createTipTopPayPaymentAdapter({
      apiUrl: 'http://127.0.0.1:9',
      publicId: 'pk_test',
      apiSecret: 'secret',
      publicUrl: 'https://shop.example.kz',
      cardTokenization: null,
      fetch: async (input) => {
        calls.push(String(input));
        throw new Error('no call expected');
      },
    });
    await expect(
      adapter.closePayment({
        reference: crypto.randomUUID(),
        providerRequestId: '123456',
        method: 'credit_card',
        channel: null,
      }),
    ).resolves.toEqual({ outcome: 'not_needed' });
    expect(calls).toEqual([]);
  });
});
