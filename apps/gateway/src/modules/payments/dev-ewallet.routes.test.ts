import { ID_MARKET } from '@storefront/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, payments } from '../../db/schema';
import type { CustomerRow } from '../identity';
import { createCustomer, customerAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { FakeOrderGroups, withFakeOrderGroups } from './testing/fake-subjects';

const PUBLIC_URL = 'https://shop.example';

describe.each(TEST_DATABASE_KINDS)('e-wallets and banks through the simulator on %s', (kind) => {
  let t: TestApp;
  const groups = new FakeOrderGroups();
  let budi: CustomerRow;
  let auth: { authorization: string };
  let sitiAuth: { authorization: string };
  let n = 0;

  function group(method: 'ewallet' | 'virtual_account' | 'bank_transfer', amount = 750_000) {
    n += 1;
    return groups.addUnpaid(`IDL-E-${n}`, budi.id, method, amount, t.clock.now);
  }

  function read(number: string, query = '', headers: Record<string, string> = auth) {
    return t.call({ method: 'GET', url: `/oci/pembayaran/${number}${query}`, headers });
  }

  function finish(chargeId: string, result: string) {
    return t.call({
      method: 'POST',
      url: `/dev/payments/${chargeId}/ewallet`,
      payload: { result },
    });
  }

  /** Opens the group's e-wallet payment through `channel` and returns its simulated charge id. */
  async function openEwallet(number: string, channel = 'OVO') {
    const answer = await read(number, `?channel=${channel}`, {
      ...auth,
      'x-language-code': 'en',
    });
    expect(answer.status).toBe(200);
    const url = new URL(answer.body.data.checkout_url as string);
    const chargeId = /^\/dev\/payments\/(sim-[0-9a-f-]+)\/checkout$/.exec(url.pathname)?.[1];
    if (!chargeId) throw new Error(`no simulator checkout in ${url.toString()}`);
    return { answer, url, chargeId };
  }

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { PUBLIC_URL },
      deps: { modules: withFakeOrderGroups(groups) },
    });
    budi = await createCustomer(t);
    auth = await customerAuth(t, budi);
    sitiAuth = await customerAuth(t, await createCustomer(t));
  });
  afterAll(() => t.close());

  it('asks for an e-wallet first, refusing one the market does not offer for the method', async () => {
    const number = group('ewallet');
    const choosing = await read(number);
    expect(choosing.status).toBe(200);
    expect(choosing.body.data).toMatchObject({
      method: 'ewallet',
      channels: ID_MARKET.paymentChannels.ewallet,
      channel: null,
      checkout_url: null,
      test_mode: true,
      last_attempt_failed: false,
    });
    for (const wrong of ['BCA', 'TRUEMONEY']) {
      const refused = await read(number, `?channel=${wrong}`);
      expect(refused.status).toBe(400);
      expect(refused.body.data.fields).toEqual({ channel: 'field.invalid' });
    }
    const unknown = await read(number, '?channel=GOPAY');
    expect(unknown.status).toBe(400);
    expect(await t.handle.db.select().from(payments).where(eq(payments.subjectId, number))).toEqual(
      [],
    );
  });

  it("sends the buyer to the wallet's page and back to the order's page in their language", async () => {
    const number = group('ewallet');
    const { answer, url, chargeId } = await openEwallet(number, 'DANA');
    expect(answer.body.data).toMatchObject({ channel: 'DANA', mobile_checkout_url: null });
    expect(url.origin).toBe(PUBLIC_URL);
    expect(url.searchParams.get('return')).toBe(`${PUBLIC_URL}/en-US/checkout/${number}/payment`);

    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toMatch(/Pay IDR.750,000/);
    expect(page.body).toContain('with DANA');
    expect(page.body).toMatch(/<button[^>]*id="pay"[^>]*>Pay<\/button>/);
    expect(page.body).toMatch(/<button[^>]*id="fail"[^>]*>Fail<\/button>/);
    expect(page.body).toContain(`"${PUBLIC_URL}/en-US/checkout/${number}/payment"`);
    expect(page.body).toContain(`/dev/payments/${chargeId}/ewallet`);

    // Another site, or another order's page, is never where the wallet sends the buyer.
    for (const elsewhere of [
      'https://evil.example/id-ID/checkout/x/payment',
      `${PUBLIC_URL}/en-US/checkout/IDL-E-999/payment`,
      'not a url',
    ]) {
      const other = await t.app.inject({
        method: 'GET',
        url: `${url.pathname}?return=${encodeURIComponent(elsewhere)}`,
      });
      expect(other.body).not.toContain('evil.example');
      expect(other.body).not.toContain('IDL-E-999');
      expect(other.body).toContain(`"${PUBLIC_URL}/id-ID/checkout/${number}/payment"`);
    }
  });

  it('pays once through the provider-event path when Pay is pressed, however often', async () => {
    const number = group('ewallet');
    const { chargeId } = await openEwallet(number);
    const paid = await finish(chargeId, 'paid');
    expect(paid.status).toBe(200);
    expect(paid.body.data).toEqual({ payment_status: 'paid' });
    expect((await finish(chargeId, 'paid')).body.data).toEqual({ payment_status: 'paid' });
    // A late Fail (a second tab) cannot undo the payment.
    expect((await finish(chargeId, 'failed')).body.data).toEqual({ payment_status: 'paid' });

    const after = await read(number);
    expect(after.body.data).toMatchObject({ payment_status: 'paid', last_attempt_failed: false });
    expect(groups.settled.filter((entry) => entry.subject.id === number)).toHaveLength(1);
    const [row] = await t.handle.db.select().from(payments).where(eq(payments.subjectId, number));
    const events = await t.handle.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, row?.id ?? ''));
    expect(events.map((event) => event.eventId)).toEqual([`ewallet:${chargeId}`]);
  });

  it('fails the payment when Fail is pressed; the page says so and the buyer picks again', async () => {
    const number = group('ewallet');
    const { chargeId } = await openEwallet(number, 'SHOPEEPAY');
    const failed = await finish(chargeId, 'failed');
    expect(failed.body.data).toEqual({ payment_status: 'unpaid' });
    expect((await finish(chargeId, 'paid')).status).toBe(200);

    const back = await read(number);
    expect(back.body.data).toMatchObject({
      payment_status: 'unpaid',
      last_attempt_failed: true,
      channel: null,
      checkout_url: null,
    });
    const [row] = await t.handle.db.select().from(payments).where(eq(payments.subjectId, number));
    expect(row?.status).toBe('failed');
    expect(groups.settled.filter((entry) => entry.subject.id === number)).toHaveLength(0);

    const again = await openEwallet(number, 'OVO');
    expect(again.chargeId).not.toBe(chargeId);
    expect((await read(number)).body.data.last_attempt_failed).toBe(false);
  });

  it('knows only its own e-wallet charges: 404 for others and for a virtual account', async () => {
    const number = group('virtual_account');
    await read(number, '?channel=BCA');
    const [row] = await t.handle.db.select().from(payments).where(eq(payments.subjectId, number));
    const vaCharge = row?.providerRequestId ?? '';
    expect(vaCharge).toMatch(/^sim-/);
    for (const chargeId of [vaCharge, 'sim-00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await finish(chargeId, 'paid')).status).toBe(404);
      const page = await t.app.inject({ method: 'GET', url: `/dev/payments/${chargeId}/checkout` });
      expect(page.statusCode).toBe(404);
    }
    const bad = await finish(vaCharge, 'maybe');
    expect(bad.status).toBe(400);
  });

  it.each(ID_MARKET.paymentChannels.virtual_account ?? [])(
    'issues the virtual account at %s when the buyer picks it',
    async (bank) => {
      const number = group('virtual_account');
      const answer = await read(number, `?channel=${bank}`);
      expect(answer.body.data).toMatchObject({
        channel: bank,
        virtual_account: { bank, number: expect.stringMatching(/^8808\d{12}$/) },
      });
    },
  );

  it('opens a new account when the buyer picks another bank; a reload shows the newest', async () => {
    const number = group('bank_transfer');
    const bca = await read(number, '?channel=BCA');
    const again = await read(number, '?channel=BCA');
    expect(again.body.data.virtual_account).toEqual(bca.body.data.virtual_account);
    t.clock.now = new Date(t.clock.now.getTime() + 1000);
    const bni = await read(number, '?channel=BNI');
    expect(bni.body.data.virtual_account.bank).toBe('BNI');
    expect(bni.body.data.virtual_account.number).not.toBe(bca.body.data.virtual_account.number);
    const reload = await read(number);
    expect(reload.body.data).toMatchObject({
      channel: 'BNI',
      virtual_account: bni.body.data.virtual_account,
    });
    // Another customer cannot read or choose for it.
    expect((await read(number, '?channel=BRI', sitiAuth)).status).toBe(404);
  });
});
