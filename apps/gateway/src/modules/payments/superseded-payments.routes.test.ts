import type { PaymentMethod } from '@storefront/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { XenditStub } from '../../adapters/payment/testing/xendit-stub';
import { simulatorCardToken } from '../../adapters/payment/testing/simulator-card-token';
import { settleSimulatedCharge } from '../../adapters/payment/simulator-payment.adapter';
import { auditLog, outboxMessages, payments, simulatedCharges } from '../../db/schema';
import type { CustomerRow } from '../identity';
import { createCustomer, customerAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { FakeOrderGroups, withFakeOrderGroups } from './testing/fake-subjects';
import type { XenditTestApp } from './testing/xendit-test-app';
import { startXenditTestApp } from './testing/xendit-test-app';
import { XENDIT_WEBHOOK_PATH } from './xendit-webhook.routes';

const SECRET = 'xnd_development_secret_for_switches';
const TOKEN = 'callback-token-of-the-switch-tests';
const PUBLIC_URL = 'https://shop.example';
const MINUTE = 60_000;
/** An extra charge's methods (decision 304): the buyer may switch between them. */
const EVERY_METHOD: readonly PaymentMethod[] = ['virtual_account', 'ewallet', 'qr', 'credit_card'];

/** The test app's pieces the two suites share: a subject with every method, and reads of it. */
function switching(t: () => TestApp, groups: FakeOrderGroups, prefix: string) {
  let n = 0;
  return {
    subject(owner: CustomerRow, amount = 480_000): string {
      n += 1;
      const number = `${prefix}-${n}`;
      groups.addUnpaid(number, owner.id, 'virtual_account', amount, t().clock.now);
      const group = groups.groups.get(number);
      if (group) group.methods = EVERY_METHOD;
      return number;
    },
    /** Opens (or shows) the subject's payment by `query`, a minute after the last one. */
    async open(number: string, query: string, headers: Record<string, string>) {
      t().clock.now = new Date(t().clock.now.getTime() + MINUTE);
      const answer = await t().call({
        method: 'GET',
        url: `/oci/pembayaran/${number}${query}`,
        headers,
      });
      expect(answer.status).toBe(200);
      return answer;
    },
    attempts(number: string) {
      return t()
        .handle.db.select()
        .from(payments)
        .where(eq(payments.subjectId, number))
        .orderBy(asc(payments.createdAt));
    },
    closings(paymentId: string) {
      return t()
        .handle.db.select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'payment.close_superseded'),
            eq(auditLog.subject, `payment:${paymentId}`),
          ),
        );
    },
  };
}

describe.each(TEST_DATABASE_KINDS)(
  'a switch of method closes the old attempt at Xendit on %s',
  (kind) => {
    let t: TestApp;
    let stub: XenditStub;
    const groups = new FakeOrderGroups();
    let budi: CustomerRow;
    let auth: Record<string, string>;
    const s = switching(() => t, groups, 'IDL-X');

    function deliver(body: unknown) {
      return t.call({
        method: 'POST',
        url: XENDIT_WEBHOOK_PATH,
        headers: { 'x-callback-token': TOKEN },
        payload: body as Record<string, unknown>,
      });
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

    it('cancels the virtual account when the buyer switches to an e-wallet, so it takes no money', async () => {
      const number = s.subject(budi);
      await s.open(number, '?method=virtual_account&channel=BNI', auth);
      const wallet = await s.open(number, '?method=ewallet&channel=OVO', auth);
      expect(wallet.body.data).toMatchObject({ method: 'ewallet', channel: 'OVO' });

      const [account, ewallet] = await s.attempts(number);
      expect(account).toMatchObject({ status: 'failed', failureCode: 'superseded' });
      expect(ewallet).toMatchObject({ method: 'ewallet', status: 'pending' });
      const cancels = stub.calls.filter((call) => call.path.endsWith('/cancel'));
      expect(cancels.map((call) => call.path)).toContain(
        `/v3/payment_requests/${account?.providerRequestId}/cancel`,
      );
      // The buyer who still transfers to the old number is refused by the bank: nothing arrives.
      expect(stub.pay(account?.providerRequestId ?? '')).toBeNull();
      const [audited] = await s.closings(account?.id ?? '');
      expect(audited).toMatchObject({ actorType: 'system' });
      expect(audited?.data).toMatchObject({
        after: { provider: 'xendit', result: 'closed', provider_status: null },
      });
      // The e-wallet stands, and only the ended attempt was cancelled.
      expect(cancels.map((call) => call.path)).not.toContain(
        `/v3/payment_requests/${ewallet?.providerRequestId}/cancel`,
      );
    });

    it('switches even when Xendit fails the cancel: audited, and a late capture still counts', async () => {
      const number = s.subject(budi);
      await s.open(number, '?method=qr', auth);
      stub.failNextCancel(503, { error_code: 'CHANNEL_UNAVAILABLE', message: 'try later' });
      const account = await s.open(number, '?method=virtual_account&channel=BCA', auth);
      expect(account.body.data).toMatchObject({
        method: 'virtual_account',
        virtual_account: { bank: 'BCA', number: expect.any(String) },
        payment_status: 'unpaid',
      });

      const [qr, transfer] = await s.attempts(number);
      expect(qr).toMatchObject({ status: 'failed', failureCode: 'superseded' });
      expect(transfer).toMatchObject({ method: 'virtual_account', status: 'pending' });
      const [audited] = await s.closings(qr?.id ?? '');
      expect(audited?.data).toMatchObject({
        after: { result: 'failed', provider_status: 503, provider_code: 'CHANNEL_UNAVAILABLE' },
      });

      // The QR stayed open at Xendit and the buyer paid it: the unpaid subject is paid by it once
      // (decision 182), and the account is not paid twice.
      const capture = stub.pay(qr?.providerRequestId ?? '');
      expect(capture).not.toBeNull();
      expect((await deliver(capture)).status).toBe(200);
      expect(groups.settled.filter((entry) => entry.subject.id === number)).toHaveLength(1);
      expect((await s.attempts(number)).map((row) => [row.method, row.status])).toEqual([
        ['qr', 'paid'],
        ['virtual_account', 'pending'],
      ]);
    });

    it('asks nothing of Xendit when nothing was ended: the same method again, or a first attempt', async () => {
      const number = s.subject(budi);
      const before = stub.calls.filter((call) => call.path.endsWith('/cancel')).length;
      await s.open(number, '?method=qr', auth);
      await s.open(number, '?method=qr', auth);
      expect(stub.calls.filter((call) => call.path.endsWith('/cancel'))).toHaveLength(before);
    });
  },
);

describe.each(TEST_DATABASE_KINDS)(
  'a switch of method closes the simulated attempt on %s',
  (kind) => {
    let t: TestApp;
    const groups = new FakeOrderGroups();
    let budi: CustomerRow;
    let auth: Record<string, string>;
    const s = switching(() => t, groups, 'IDL-S');

    /** While set, an e-wallet's creation at the simulator waits for it: a slow provider. */
    let walletGate: Promise<void> | null = null;

    beforeAll(async () => {
      t = await createTestApp(kind, {
        env: { PUBLIC_URL },
        deps: { modules: withFakeOrderGroups(groups) },
        adapters: (defaults) => ({
          ...defaults,
          payment: {
            ...defaults.payment,
            async createPayment(request) {
              if (request.method === 'ewallet' && walletGate) await walletGate;
              return defaults.payment.createPayment(request);
            },
          },
        }),
      });
      budi = await createCustomer(t, { telepon: '+6281200000031' });
      auth = { ...(await customerAuth(t, budi)), 'x-language-code': 'en' };
    });
    afterAll(() => t.close());

    async function chargeStatus(id: string | null | undefined) {
      const [charge] = await t.handle.db
        .select({ status: simulatedCharges.status })
        .from(simulatedCharges)
        .where(eq(simulatedCharges.id, id ?? ''));
      return charge?.status;
    }

    it("closes the wallet's checkout: its page has no Pay button and Pay is refused", async () => {
      const number = s.subject(budi);
      const wallet = await s.open(number, '?method=ewallet&channel=DANA', auth);
      const checkout = new URL(wallet.body.data.checkout_url as string);
      await s.open(number, '?method=qr', auth);

      const [ewallet, qr] = await s.attempts(number);
      expect(ewallet).toMatchObject({ status: 'failed', failureCode: 'superseded' });
      expect(await chargeStatus(ewallet?.providerRequestId)).toBe('failed');
      expect(await chargeStatus(qr?.providerRequestId)).toBe('pending');

      const page = await t.app.inject({
        method: 'GET',
        url: `${checkout.pathname}${checkout.search}`,
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('This checkout was closed');
      expect(page.body).not.toContain('id="pay"');
      for (const result of ['paid', 'failed']) {
        const refused = await t.call({
          method: 'POST',
          url: `/dev/payments/${ewallet?.providerRequestId}/ewallet`,
          payload: { result },
        });
        expect(refused.status).toBe(409);
        expect(refused.body.data.code).toBe('transition_not_allowed');
      }
      expect(groups.settled.filter((entry) => entry.subject.id === number)).toHaveLength(0);
      const [audited] = await s.closings(ewallet?.id ?? '');
      expect(audited?.data).toMatchObject({ after: { provider: 'simulator', result: 'closed' } });
    });

    it('closes a card waiting for its one-time password: the right code no longer pays it', async () => {
      const number = s.subject(budi);
      const charged = await t.call({
        method: 'POST',
        url: '/oci/pembayaran/creditcard/xendit',
        headers: auth,
        payload: {
          group_number: number,
          token_id: simulatorCardToken(),
          idempotency_key: `card-${number}`,
          method: 'credit_card',
        },
      });
      expect(charged.status).toBe(200);
      const chargeId = /\/dev\/payments\/([^/]+)\/authenticate$/.exec(
        new URL(charged.body.data.authentication_url as string).pathname,
      )?.[1];
      const [message] = await t.handle.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, '+6281200000031'));
      const otp = /OTP (\d{6})/.exec(message?.body ?? '')?.[1];
      if (!chargeId || !otp) throw new Error('no simulated card charge');

      await s.open(number, '?method=virtual_account&channel=MANDIRI', auth);
      const confirmed = await t.call({
        method: 'POST',
        url: `/dev/payments/${chargeId}/otp`,
        payload: { otp },
      });
      expect(confirmed.status).toBe(409);
      expect(confirmed.body.data.code).toBe('transition_not_allowed');
      expect(await chargeStatus(chargeId)).toBe('failed');
      expect(groups.settled.filter((entry) => entry.subject.id === number)).toHaveLength(0);
      expect((await s.attempts(number)).map((row) => [row.method, row.status])).toEqual([
        ['credit_card', 'failed'],
        ['virtual_account', 'pending'],
      ]);
    });

    it('closes the account: the simulator settles only the attempt that stands', async () => {
      const number = s.subject(budi);
      await s.open(number, '?method=virtual_account&channel=BRI', auth);
      await s.open(number, '?method=qr', auth);
      const [account, qr] = await s.attempts(number);
      expect(await settleSimulatedCharge(t.handle.db, account?.providerRequestId ?? '')).toBeNull();
      expect(await chargeStatus(account?.providerRequestId)).toBe('failed');
      expect(await settleSimulatedCharge(t.handle.db, qr?.providerRequestId ?? '')).not.toBeNull();
    });

    it('closes an attempt ended while the provider was still opening it, once its id arrives', async () => {
      const number = s.subject(budi);
      let release: (() => void) | undefined;
      walletGate = new Promise<void>((resolve) => (release = resolve));
      t.clock.now = new Date(t.clock.now.getTime() + MINUTE);
      const slow = t.call({
        method: 'GET',
        url: `/oci/pembayaran/${number}?method=ewallet&channel=OVO`,
        headers: auth,
      });
      // The wallet's row is written before the provider is asked.
      for (let i = 0; i < 200 && (await s.attempts(number)).length === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await s.open(number, '?method=qr', auth);
      release?.();
      walletGate = null;
      const answer = await slow;
      expect(answer.status).toBe(200);
      // The losing request shows no checkout of an ended attempt.
      expect(answer.body.data).toMatchObject({ checkout_url: null, payment_status: 'unpaid' });

      const [ewallet, qr] = await s.attempts(number);
      expect(ewallet).toMatchObject({ status: 'failed', failureCode: 'superseded' });
      expect(ewallet?.providerRequestId).toMatch(/^sim-/);
      expect(await chargeStatus(ewallet?.providerRequestId)).toBe('failed');
      expect(qr).toMatchObject({ method: 'qr', status: 'pending' });
      const [audited] = await s.closings(ewallet?.id ?? '');
      expect(audited?.data).toMatchObject({ after: { result: 'closed' } });
    });
  },
);
