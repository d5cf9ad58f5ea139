import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { XenditStub } from '../../adapters/payment/testing/xendit-stub';
import { loadConfig } from '../../config';
import { payments } from '../../db/schema';
import type { CustomerRow } from '../identity';
import { createCustomer, customerAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { PRODUCTION_TEST_ENV } from '../../testing/production-env';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { FakeOrderGroups } from './testing/fake-subjects';
import type { XenditTestApp } from './testing/xendit-test-app';
import { startXenditTestApp } from './testing/xendit-test-app';
import { XENDIT_WEBHOOK_PATH } from './xendit-webhook.routes';

const SECRET = 'xnd_development_secret_for_tests';
const TOKEN = 'callback-token-of-the-test-webhook';
const PUBLIC_KEY = 'xnd_public_development_key_for_tests';
const HOUR = 3_600_000;
/** What a card number or security code would look like anywhere in a request or a row. */
const CARD_DATA = /card_number|cvn|cvv|4111111111111111/i;

describe.each(TEST_DATABASE_KINDS)('card payments through Xendit on %s', (kind) => {
  let t: TestApp;
  let stub: XenditStub;
  const groups = new FakeOrderGroups();
  let budi: CustomerRow;
  let auth: { authorization: string };
  let n = 0;

  function group(method: 'credit_card' | 'installment', amount = 3_000_000): string {
    n += 1;
    const number = `IDL-C-${n}`;
    groups.add(number, {
      owner: budi.id,
      amount: { amount, currency: 'IDR' },
      method,
      deadline: new Date(t.clock.now.getTime() + 24 * HOUR),
      paid: false,
    });
    return number;
  }

  /** A single-use token as Xendit.js would answer it in the browser. */
  function token(): string {
    n += 1;
    return `pt-5f2a9c7e-0000-4000-8000-${String(n).padStart(12, '0')}`;
  }

  function pay(number: string, key: string, tokenId: string, months: number | null = null) {
    return t.call({
      method: 'POST',
      url: '/oci/pembayaran/creditcard/xendit?langcode=en',
      headers: auth,
      payload: {
        group_number: number,
        idempotency_key: key,
        token_id: tokenId,
        ...(months === null ? {} : { installment_months: months }),
      },
    });
  }

  async function rowsOf(number: string) {
    return t.handle.db.select().from(payments).where(eq(payments.subjectId, number));
  }

  function creates(reference: string | undefined) {
    return stub.calls.filter(
      (call) => call.path === '/v3/payment_requests' && call.body?.['reference_id'] === reference,
    );
  }

  let app: XenditTestApp;

  beforeAll(async () => {
    app = await startXenditTestApp(
      kind,
      groups,
      { secret: SECRET, callbackToken: TOKEN },
      { XENDIT_PUBLIC_KEY: PUBLIC_KEY },
    );
    ({ t, stub } = app);
    budi = await createCustomer(t);
    auth = await customerAuth(t, budi);
  });
  afterAll(() => app.close());

  it('tells the card form to load Xendit.js v3 with the publishable key', async () => {
    const number = group('credit_card');
    const page = await t.call({ method: 'GET', url: `/oci/pembayaran/${number}`, headers: auth });
    expect(page.status).toBe(200);
    expect(page.body.data.card_tokenization).toEqual({
      script_url: 'https://js.xendit.co/v3/xendit.min.js',
      publishable_key: PUBLIC_KEY,
    });
    expect(page.body.data.authentication_url).toBeNull();
    // Nothing is created before the buyer presses Pay with a token.
    expect(await rowsOf(number)).toHaveLength(0);
  });

  it('charges the token with 3-D Secure, answers the issuer page, and is paid by the capture', async () => {
    const number = group('credit_card');
    const tokenId = token();
    const answer = await pay(number, `card-${number}`, tokenId);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      payment_status: 'unpaid',
      authentication_url: expect.stringMatching(/^https:\/\/redirect\.xendit\.test\/pr-/),
    });
    const [row] = await rowsOf(number);
    const [call] = creates(row?.id);
    expect(call?.headers['idempotency-key']).toBe(row?.id);
    expect(call?.body).toMatchObject({
      reference_id: row?.id,
      type: 'PAY',
      country: 'ID',
      currency: 'IDR',
      request_amount: 3_000_000,
      payment_token_id: tokenId,
      channel_properties: { skip_three_ds: false },
    });
    expect(call?.body?.['channel_properties']).not.toHaveProperty('installment_configuration');
    expect(JSON.stringify(call?.body)).not.toMatch(CARD_DATA);
    expect(row?.status).toBe('requires_action');

    const captured = await t.call({
      method: 'POST',
      url: XENDIT_WEBHOOK_PATH,
      headers: { 'x-callback-token': TOKEN },
      payload: {
        event: 'payment.capture',
        business_id: '6094fa76c2fd53701b8e079c',
        created: '2026-03-02T03:00:00.000Z',
        data: {
          payment_id: `py-${number}`,
          payment_request_id: row?.providerRequestId,
          reference_id: row?.id,
          status: 'SUCCEEDED',
          request_amount: 3_000_000,
          currency: 'IDR',
          channel_code: 'CARDS',
          country: 'ID',
        },
      },
    });
    expect(captured.status).toBe(200);
    const page = await t.call({ method: 'GET', url: `/oci/pembayaran/${number}`, headers: auth });
    expect(page.body.data.payment_status).toBe('paid');
    expect(page.body.data.authentication_url).toBeNull();
  });

  it('reads a declined card as card_authentication_mismatch and lets a new card try', async () => {
    const number = group('credit_card');
    const declined = token();
    stub.declineToken(declined);
    const answer = await pay(number, `card-${number}-1`, declined);
    expect(answer.status).toBe(402);
    expect(answer.body.data.code).toBe('card_authentication_mismatch');
    expect(answer.body.message).toMatch(/card/i);
    expect((await rowsOf(number)).map((row) => row.status)).toEqual(['failed']);

    const next = await pay(number, `card-${number}-2`, token());
    expect(next.status).toBe(200);
    expect(next.body.data.authentication_url).toMatch(/^https:\/\/redirect\.xendit\.test\//);
    expect(await rowsOf(number)).toHaveLength(2);
  });

  it('sends an installment as a card plan the card supports, and refuses one it does not', async () => {
    const number = group('installment');
    const page = await t.call({ method: 'GET', url: `/oci/pembayaran/${number}`, headers: auth });
    expect(page.body.data.installment_months).toEqual([3, 6, 12]);

    const limited = token();
    stub.setInstallmentPlans(limited, [3, 6]);
    const refused = await pay(number, `inst-${number}-12`, limited, 12);
    expect(refused.status).toBe(400);
    expect(refused.body.data.fields).toEqual({ installment_months: 'field.installment_plan' });
    expect(refused.body.data.code).toBe('validation_failed');
    expect(await rowsOf(number)).toHaveLength(0);
    const options = stub.calls.filter((call) => call.path === '/v3/payment_options');
    expect(options.at(-1)?.body).toMatchObject({
      payment_token_id: limited,
      channel_code: 'CARDS',
      country: 'ID',
      currency: 'IDR',
      request_amount: 3_000_000,
    });

    const answer = await pay(number, `inst-${number}-6`, limited, 6);
    expect(answer.status).toBe(200);
    const [row] = await rowsOf(number);
    expect(row?.method).toBe('installment');
    expect(creates(row?.id)[0]?.body).toMatchObject({
      payment_token_id: limited,
      channel_properties: {
        skip_three_ds: false,
        installment_configuration: { terms: 6, interval: 'MONTH' },
      },
    });
  });

  it('resumes the open payment on a reload, a second tab or a repeated key: one charge at Xendit', async () => {
    const number = group('credit_card');
    const first = await pay(number, `card-${number}-tab-1`, token());
    const url = first.body.data.authentication_url as string;
    const [row] = await rowsOf(number);

    const reload = await t.call({ method: 'GET', url: `/oci/pembayaran/${number}`, headers: auth });
    expect(reload.body.data.authentication_url).toBe(url);
    const secondTab = await pay(number, `card-${number}-tab-2`, token());
    expect(secondTab.status).toBe(200);
    expect(secondTab.body.data.authentication_url).toBe(url);
    const repeated = await pay(number, `card-${number}-tab-1`, token());
    expect(repeated.status).toBe(409);
    expect(repeated.body.data.code).toBe('idempotency_key_reused');

    expect(await rowsOf(number)).toHaveLength(1);
    expect(creates(row?.id)).toHaveLength(1);
  });

  it('shows the card form again once the 3-D Secure window has passed, never the stale bank page', async () => {
    const number = group('credit_card');
    const first = await pay(number, `card-${number}-late-1`, token());
    const url = first.body.data.authentication_url as string;
    const started = t.clock.now;
    try {
      t.clock.now = new Date(started.getTime() + 14 * 60_000);
      const inside = await t.call({
        method: 'GET',
        url: `/oci/pembayaran/${number}`,
        headers: auth,
      });
      expect(inside.body.data.authentication_url).toBe(url);

      t.clock.now = new Date(started.getTime() + 15 * 60_000 + 1_000);
      const after = await t.call({
        method: 'GET',
        url: `/oci/pembayaran/${number}`,
        headers: auth,
      });
      expect(after.status).toBe(200);
      expect(after.body.data.authentication_url ?? null).toBeNull();
      const again = await pay(number, `card-${number}-late-2`, token());
      expect(again.status).toBe(200);
      expect(again.body.data.authentication_url).not.toBe(url);
      expect(await rowsOf(number)).toHaveLength(2);
    } finally {
      t.clock.now = started;
    }
  });

  it('keeps every card fact but the token out of the database', async () => {
    const rows = await t.handle.db.select().from(payments);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toMatch(CARD_DATA);
  });
});

describe('a production start with Xendit', () => {
  const env = {
    ...PRODUCTION_TEST_ENV,
    PAYMENT_PROVIDER: 'xendit',
    XENDIT_SECRET_KEY: SECRET,
    XENDIT_CALLBACK_TOKEN: TOKEN,
    STOREFRONT_DIR: '',
    BACKOFFICE_DIR: '',
  };

  it('refuses without the publishable key cards are tokenized with, naming it', () => {
    expect(() => loadConfig(env)).toThrow(/XENDIT_PUBLIC_KEY/);
  });

  it('starts with it, and the storefront loads Xendit.js from Xendit', () => {
    const config = loadConfig({ ...env, XENDIT_PUBLIC_KEY: PUBLIC_KEY });
    expect(config.xendit).toMatchObject({
      publicKey: PUBLIC_KEY,
      jsUrl: 'https://js.xendit.co/v3/xendit.min.js',
    });
  });
});
