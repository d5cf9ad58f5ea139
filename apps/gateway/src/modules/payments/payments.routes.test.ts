import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerRow } from '../identity';
import {
  SIMULATOR_DECLINED_CARD,
  SIMULATOR_TOKEN_USED,
} from '../../adapters/payment/simulator-payment.adapter';
import { simulatorCardToken } from '../../adapters/payment/testing/simulator-card-token';
import { auditLog, outboxMessages, payments, simulatedCharges } from '../../db/schema';
import { createCustomer, createStaff, customerAuth, staffAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { FakeOrderGroups, withFakeOrderGroups } from './testing/fake-subjects';
import { PRODUCTION_TEST_ENV } from '../../testing/production-env';

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** The only card fact the gateway receives: a single-use token, made anew for each Pay press. */
const card = () => ({ token_id: simulatorCardToken() });

describe.each(TEST_DATABASE_KINDS)('payments through the simulator on %s', (kind) => {
  let t: TestApp;
  const groups = new FakeOrderGroups();
  let budi: CustomerRow;
  let budiAuth: { authorization: string };
  let siti: CustomerRow;
  let sitiAuth: { authorization: string };
  let staff: { authorization: string };
  let nextGroup = 0;

  /** A fresh unpaid group of `owner`, due in a day. */
  function group(owner: CustomerRow, method: FakeGroupMethod, amount = 1_250_000): string {
    nextGroup += 1;
    const number = `IDL-G-${String(nextGroup).padStart(4, '0')}`;
    groups.add(number, {
      owner: owner.id,
      amount: { amount, currency: 'IDR' },
      method,
      deadline: new Date(t.clock.now.getTime() + 24 * HOUR),
      paid: false,
    });
    return number;
  }
  type FakeGroupMethod = Parameters<FakeOrderGroups['add']>[1]['method'];

  function settledCount(number: string): number {
    return groups.settled.filter((entry) => entry.subject.id === number).length;
  }

  async function latestOtp(to: string): Promise<string> {
    const rows = await t.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, to));
    const last = rows.at(-1);
    const code = /OTP (\d{6})/.exec(last?.body ?? '')?.[1];
    if (!code) throw new Error('no OTP in the outbox');
    return code;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { deps: { modules: withFakeOrderGroups(groups) } });
    budi = await createCustomer(t, { telepon: '+6281200000001' });
    budiAuth = await customerAuth(t, budi);
    siti = await createCustomer(t, { telepon: '+6281200000002' });
    sitiAuth = await customerAuth(t, siti);
    staff = await staffAuth(t, await createStaff(t));
  });
  afterAll(() => t.close());

  describe('GET /oci/pembayaran/:groupNumber', () => {
    it('issues a virtual account at the bank picked and shows the same one on every later read', async () => {
      const number = group(budi, 'virtual_account');
      const choosing = await t.call({
        method: 'GET',
        url: `/oci/pembayaran/${number}`,
        headers: budiAuth,
      });
      // Nothing is issued before the buyer picks a bank (decision 281).
      expect(choosing.body.data).toMatchObject({
        virtual_account: null,
        channel: null,
        channels: ['BCA', 'BNI', 'BRI', 'MANDIRI', 'PERMATA', 'BSI', 'CIMB'],
        test_mode: true,
      });
      const first = await t.call({
        method: 'GET',
        url: `/oci/pembayaran/${number}?channel=BNI`,
        headers: budiAuth,
      });
      expect(first.status).toBe(200);
      expect(first.body.data).toEqual({
        group_number: number,
        method: 'virtual_account',
        methods: ['virtual_account'],
        amount: { amount: 1_250_000, currency: 'IDR' },
        payment_status: 'unpaid',
        deadline: new Date(t.clock.now.getTime() + 24 * HOUR).toISOString(),
        paid_at: null,
        virtual_account: { bank: 'BNI', number: expect.stringMatching(/^\d{16}$/) },
        qr_string: null,
        checkout_url: null,
        mobile_checkout_url: null,
        channel: 'BNI',
        channels: ['BCA', 'BNI', 'BRI', 'MANDIRI', 'PERMATA', 'BSI', 'CIMB'],
        test_mode: true,
        last_attempt_failed: false,
        refusal: null,
        card_tokenization: null,
        authentication_url: null,
        installment_months: [],
      });
      const again = await t.call({
        method: 'GET',
        url: `/oci/pembayaran/${number}`,
        headers: budiAuth,
      });
      expect(again.body.data.virtual_account).toEqual(first.body.data.virtual_account);
      const rows = await t.handle.db.select().from(payments).where(eq(payments.subjectId, number));
      expect(rows).toHaveLength(1);
    });

    it('shows a QR payload for a QR group', async () => {
      const number = group(budi, 'qr', 500_000);
      const answer = await t.call({
        method: 'GET',
        url: `/oci/pembayaran/${number}`,
        headers: budiAuth,
      });
      expect(answer.body.data.qr_string).toContain('IDR|500000');
      expect(answer.body.data.virtual_account).toBeNull();
    });

    it('gives no payment instructions once the deadline has passed', async () => {
      const number = group(budi, 'virtual_account');
      t.clock.now = new Date(t.clock.now.getTime() + 25 * HOUR);
      try {
        const answer = await t.call({
          method: 'GET',
          url: `/oci/pembayaran/${number}?channel=BCA`,
          headers: budiAuth,
        });
        expect(answer.status).toBe(200);
        expect(answer.body.data.payment_status).toBe('unpaid');
        expect(answer.body.data.virtual_account).toBeNull();
        // The page believes the gateway's clock, not the browser's.
        expect(answer.body.data.refusal).toBe('payment_deadline_passed');
      } finally {
        t.clock.now = new Date(t.clock.now.getTime() - 25 * HOUR);
      }
    });

    it('says a cancelled group can no longer be paid, before its deadline too', async () => {
      const number = group(budi, 'virtual_account');
      const fake = groups.groups.get(number);
      if (!fake) throw new Error('no group');
      fake.canceled = true;
      const answer = await t.call({
        method: 'GET',
        url: `/oci/pembayaran/${number}?channel=BCA`,
        headers: budiAuth,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        payment_status: 'unpaid',
        refusal: 'transition_not_allowed',
        virtual_account: null,
      });
      const rows = await t.handle.db.select().from(payments).where(eq(payments.subjectId, number));
      expect(rows).toHaveLength(0);
    });

    it("answers 404 for another customer's group, as for one that does not exist", async () => {
      const number = group(budi, 'virtual_account');
      for (const url of [`/oci/pembayaran/${number}`, '/oci/pembayaran/IDL-G-9999']) {
        const answer = await t.call({
          method: 'GET',
          url: `${url}?langcode=id`,
          headers: sitiAuth,
        });
        expect(answer.status).toBe(404);
        expect(answer.body.data.code).toBe('order_not_found');
        expect(JSON.stringify(answer.body)).not.toContain('SIMULATOR');
      }
    });

    it('asks a guest to log in', async () => {
      const answer = await t.call({ method: 'GET', url: '/oci/pembayaran/IDL-G-0001' });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Silahkan login');
    });
  });

  describe('POST /dev/payments/settle', () => {
    it('pays the group once, however often it is settled', async () => {
      const number = group(budi, 'virtual_account');
      await t.call({
        method: 'GET',
        url: `/oci/pembayaran/${number}?channel=BCA`,
        headers: budiAuth,
      });
      const body = { subject_kind: 'order_group', subject_id: number };
      const first = await t.call({
        method: 'POST',
        url: '/dev/payments/settle',
        headers: staff,
        payload: body,
      });
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({
        subject_id: number,
        payment_status: 'paid',
        paid_at: t.clock.now.toISOString(),
        amount: { amount: 1_250_000, currency: 'IDR' },
      });
      const second = await t.call({
        method: 'POST',
        url: '/dev/payments/settle',
        headers: staff,
        payload: body,
      });
      expect(second.body.data).toEqual(first.body.data);
      expect(settledCount(number)).toBe(1);

      const read = await t.call({
        method: 'GET',
        url: `/oci/pembayaran/${number}`,
        headers: budiAuth,
      });
      expect(read.body.data.payment_status).toBe('paid');
      expect(read.body.data.paid_at).toBe(t.clock.now.toISOString());
      const audit = await t.handle.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'payment.simulate_settle'));
      expect(audit.length).toBeGreaterThanOrEqual(1);
    });

    it('answers 404 when the subject has no payment to settle, and refuses customers', async () => {
      const missing = await t.call({
        method: 'POST',
        url: '/dev/payments/settle',
        headers: staff,
        payload: { subject_kind: 'order_group', subject_id: 'IDL-G-NONE' },
      });
      expect(missing.status).toBe(404);
      const customer = await t.call({
        method: 'POST',
        url: '/dev/payments/settle',
        headers: budiAuth,
        payload: { subject_kind: 'order_group', subject_id: 'IDL-G-NONE' },
      });
      expect(customer.status).toBe(404);
      const invalid = await t.call({
        method: 'POST',
        url: '/dev/payments/settle',
        headers: staff,
        payload: { subject_kind: 'cart', subject_id: '' },
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body.data.fields).toEqual({
        subject_kind: 'field.invalid',
        subject_id: 'field.required',
      });
    });
  });

  describe('POST /oci/pembayaran/creditcard/xendit', () => {
    it('sends an OTP to the outbox, refuses a wrong code, and pays once with the right one', async () => {
      const number = group(budi, 'credit_card');
      const answer = await t.call({
        method: 'POST',
        url: '/oci/pembayaran/creditcard/xendit',
        headers: budiAuth,
        payload: { group_number: number, idempotency_key: `card-${number}-1`, ...card() },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.payment_status).toBe('unpaid');
      const url = new URL(answer.body.data.authentication_url);
      const chargeId = /\/dev\/payments\/([^/]+)\/authenticate$/.exec(url.pathname)?.[1];
      expect(chargeId).toMatch(/^sim-/);
      const page = await t.app.inject({ method: 'GET', url: url.pathname });
      expect(page.headers['content-type']).toContain('text/html');

      const otp = await latestOtp('+6281200000001');
      const wrong = otp === '000000' ? '111111' : '000000';
      const refused = await t.call({
        method: 'POST',
        url: `/dev/payments/${chargeId}/otp?langcode=id`,
        payload: { otp: wrong },
      });
      expect(refused.status).toBe(402);
      expect(refused.body.message).toBe(
        'Autentikasi kartu gagal: data tidak cocok. Periksa kartu Anda lalu coba lagi',
      );
      expect(settledCount(number)).toBe(0);

      const confirmed = await t.call({
        method: 'POST',
        url: `/dev/payments/${chargeId}/otp`,
        payload: { otp },
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data).toEqual({ payment_status: 'paid' });
      const again = await t.call({
        method: 'POST',
        url: `/dev/payments/${chargeId}/otp`,
        payload: { otp },
      });
      expect(again.body.data).toEqual({ payment_status: 'paid' });
      expect(settledCount(number)).toBe(1);
      expect(groups.settled.at(-1)?.payment.method).toBe('credit_card');
    });

    it('returns the first answer for a repeated key and refuses the key with another card', async () => {
      const number = group(budi, 'credit_card');
      const headers = budiAuth;
      const key = `card-${number}-retry`;
      const token = card();
      const first = await t.call({
        method: 'POST',
        url: '/oci/pembayaran/creditcard/xendit',
        headers,
        payload: { group_number: number, idempotency_key: key, ...token },
      });
      const retry = await t.call({
        method: 'POST',
        url: '/oci/pembayaran/creditcard/xendit',
        headers,
        payload: { group_number: number, idempotency_key: key, ...token },
      });
      expect(retry.status).toBe(200);
      expect(retry.body.data).toEqual(first.body.data);
      const otps = await t.handle.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, '+6281200000001'));
      expect(otps.filter((row) => row.body.includes('Simulator card OTP'))).toHaveLength(2);

      const other = await t.call({
        method: 'POST',
        url: '/oci/pembayaran/creditcard/xendit?langcode=en',
        headers,
        payload: {
          group_number: number,
          idempotency_key: key,
          token_id: simulatorCardToken('555555', '4444'),
        },
      });
      expect(other.status).toBe(409);
      expect(other.body.data.code).toBe('idempotency_key_reused');
      expect(other.body.message).toBe(
        'This request was already sent with different details. Reload the page and try again',
      );
      const rows = await t.handle.db.select().from(payments).where(eq(payments.subjectId, number));
      expect(rows).toHaveLength(1);
    });

    it('creates one payment when the same key arrives in parallel', async () => {
      const number = group(budi, 'credit_card');
      const headers = budiAuth;
      const key = `card-${number}-parallel`;
      const token = card();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          t.call({
            method: 'POST',
            url: '/oci/pembayaran/creditcard/xendit',
            headers,
            payload: { group_number: number, idempotency_key: key, ...token },
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      const rows = await t.handle.db.select().from(payments).where(eq(payments.subjectId, number));
      expect(rows).toHaveLength(1);
      expect(new Set(answers.map((a) => a.body.data.authentication_url)).size).toBe(1);
    });

    it('reads a declined card as card_authentication_mismatch', async () => {
      const number = group(budi, 'credit_card');
      const answer = await t.call({
        method: 'POST',
        url: '/oci/pembayaran/creditcard/xendit?langcode=en',
        headers: budiAuth,
        payload: {
          group_number: number,
          idempotency_key: `card-${number}-declined`,
          token_id: simulatorCardToken(SIMULATOR_DECLINED_CARD.bin, SIMULATOR_DECLINED_CARD.last4),
        },
      });
      expect(answer.status).toBe(402);
      expect(answer.body.data.code).toBe('card_authentication_mismatch');
    });

    it('refuses a missing key, a malformed token and a plan on a plain card', async () => {
      const number = group(budi, 'credit_card');
      const noKey = await t.call({
        method: 'POST',
        url: '/oci/pembayaran/creditcard/xendit',
        headers: budiAuth,
        payload: { group_number: number, ...card() },
      });
      expect(noKey.status).toBe(400);
      expect(noKey.body.data.fields).toEqual({ idempotency_key: 'field.required' });

      const bad = await t.call({
        method: 'POST',
        url: '/oci/pembayaran/creditcard/xendit',
        headers: budiAuth,
        payload: { group_number: number, idempotency_key: `card-${number}-bad`, token_id: 'a b' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.data.fields).toEqual({ token_id: 'field.invalid' });

      // A plan is for the installment method only; a card number is no field at all.
      const plan = await t.call({
        method: 'POST',
        url: '/oci/pembayaran/creditcard/xendit',
        headers: budiAuth,
        payload: {
          group_number: number,
          idempotency_key: `card-${number}-plan`,
          ...card(),
          installment_months: 3,
        },
      });
      expect(plan.status).toBe(400);
      expect(plan.body.data.fields).toEqual({ installment_months: 'field.invalid' });
      const rows = await t.handle.db.select().from(payments).where(eq(payments.subjectId, number));
      expect(rows).toHaveLength(0);
    });

    it('resumes the open 3-D Secure payment on a reload or a second press, never a second charge', async () => {
      const number = group(budi, 'credit_card');
      const first = await t.call({
        method: 'POST',
        url: '/oci/pembayaran/creditcard/xendit',
        headers: budiAuth,
        payload: { group_number: number, idempotency_key: `card-${number}-tab-1`, ...card() },
      });
      expect(first.status).toBe(200);
      const authenticationUrl = first.body.data.authentication_url as string;
      expect(authenticationUrl).toMatch(/\/dev\/payments\/sim-[^/]+\/authenticate$/);

      // The reload: the payment page answers the same 3-D Secure page and the script to load.
      const reload = await t.call({
        method: 'GET',
        url: `/oci/pembayaran/${number}`,
        headers: budiAuth,
      });
      expect(reload.body.data.authentication_url).toBe(authenticationUrl);
      expect(reload.body.data.card_tokenization).toEqual({
        script_url: expect.stringMatching(/\/dev\/payments\/xendit\.js$/),
        publishable_key: 'simulator',
      });
      expect(reload.body.data.installment_months).toEqual([]);

      // A second tab presses Pay with a fresh token and key: the same payment comes back.
      const second = await t.call({
        method: 'POST',
        url: '/oci/pembayaran/creditcard/xendit',
        headers: budiAuth,
        payload: {
          group_number: number,
          idempotency_key: `card-${number}-tab-2`,
          token_id: simulatorCardToken('555555', '4444'),
        },
      });
      expect(second.status).toBe(200);
      expect(second.body.data.authentication_url).toBe(authenticationUrl);
      let rows = await t.handle.db.select().from(payments).where(eq(payments.subjectId, number));
      expect(rows).toHaveLength(1);

      // Abandoned past the authentication window: a new attempt may start.
      t.clock.now = new Date(t.clock.now.getTime() + 16 * MINUTE);
      const later = await t.call({
        method: 'POST',
        url: '/oci/pembayaran/creditcard/xendit',
        headers: budiAuth,
        payload: { group_number: number, idempotency_key: `card-${number}-tab-3`, ...card() },
      });
      expect(later.status).toBe(200);
      expect(later.body.data.authentication_url).not.toBe(authenticationUrl);
      rows = await t.handle.db.select().from(payments).where(eq(payments.subjectId, number));
      expect(rows).toHaveLength(2);
    });

    it('charges a card token once: a replay with a new key fails, on this group or another', async () => {
      const pay = (number: string, key: string, token: { token_id: string }) =>
        t.call({
          method: 'POST',
          url: '/oci/pembayaran/creditcard/xendit?langcode=en',
          headers: budiAuth,
          payload: { group_number: number, idempotency_key: key, ...token },
        });
      const token = card();
      const number = group(budi, 'credit_card');
      const first = await pay(number, `card-${number}-once-1`, token);
      expect(first.status).toBe(200);
      const chargeId = /\/dev\/payments\/([^/]+)\/authenticate$/.exec(
        first.body.data.authentication_url,
      )?.[1];
      const confirmed = await t.call({
        method: 'POST',
        url: `/dev/payments/${chargeId}/otp`,
        payload: { otp: await latestOtp('+6281200000001') },
      });
      expect(confirmed.body.data).toEqual({ payment_status: 'paid' });
      const otpsBefore = await t.handle.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, '+6281200000001'));

      // The same token replayed for another group, then twice at once for a third: refused
      // each time as the provider refuses a used token, no code sent, nothing charged.
      const other = group(budi, 'credit_card');
      const replay = await pay(other, `card-${other}-once-2`, token);
      expect(replay.status).toBe(402);
      expect(replay.body.data.code).toBe('card_authentication_mismatch');
      const third = group(budi, 'credit_card');
      const racing = await Promise.all([
        pay(third, `card-${third}-once-3`, token),
        pay(third, `card-${third}-once-4`, token),
      ]);
      expect(racing.map((answer) => answer.status)).toEqual([402, 402]);
      const refused = await t.handle.db
        .select()
        .from(payments)
        .where(eq(payments.subjectId, other));
      expect(refused).toEqual([
        expect.objectContaining({
          status: 'failed',
          failureCode: SIMULATOR_TOKEN_USED,
          providerRequestId: null,
        }),
      ]);
      const attempts = await t.handle.db
        .select({ id: payments.id })
        .from(payments)
        .where(inArray(payments.subjectId, [number, other, third]));
      expect(attempts).toHaveLength(4);
      const charges = await t.handle.db
        .select()
        .from(simulatedCharges)
        .where(
          inArray(
            simulatedCharges.reference,
            attempts.map((row) => row.id),
          ),
        );
      expect(charges).toHaveLength(1);
      const otpsAfter = await t.handle.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, '+6281200000001'));
      expect(otpsAfter).toHaveLength(otpsBefore.length);
      expect(settledCount(number)).toBe(1);
      expect(settledCount(other) + settledCount(third)).toBe(0);

      // The same request again (its key, its token) is still answered as the first time.
      const sameAgain = await pay(number, `card-${number}-once-1`, token);
      expect(sameAgain.status).toBe(200);
      expect(sameAgain.body.data.payment_status).toBe('paid');

      // A fresh token from the card form goes through.
      const fresh = await pay(other, `card-${other}-once-5`, card());
      expect(fresh.status).toBe(200);
      expect(fresh.body.data.authentication_url).toMatch(/\/authenticate$/);
    });

    it('charges an installment plan the market offers, and only with a plan', async () => {
      const number = group(budi, 'installment', 3_000_000);
      const page = await t.call({
        method: 'GET',
        url: `/oci/pembayaran/${number}`,
        headers: budiAuth,
      });
      expect(page.status).toBe(200);
      expect(page.body.data.installment_months).toEqual([3, 6, 12]);
      expect(page.body.data.card_tokenization).not.toBeNull();

      const noPlan = await t.call({
        method: 'POST',
        url: '/oci/pembayaran/creditcard/xendit',
        headers: budiAuth,
        payload: { group_number: number, idempotency_key: `inst-${number}-0`, ...card() },
      });
      expect(noPlan.status).toBe(400);
      expect(noPlan.body.data.fields).toEqual({ installment_months: 'field.invalid' });
      const unknownPlan = await t.call({
        method: 'POST',
        url: '/oci/pembayaran/creditcard/xendit',
        headers: budiAuth,
        payload: {
          group_number: number,
          idempotency_key: `inst-${number}-9`,
          ...card(),
          installment_months: 9,
        },
      });
      expect(unknownPlan.status).toBe(400);

      const answer = await t.call({
        method: 'POST',
        url: '/oci/pembayaran/creditcard/xendit',
        headers: budiAuth,
        payload: {
          group_number: number,
          idempotency_key: `inst-${number}-6`,
          ...card(),
          installment_months: 6,
        },
      });
      expect(answer.status).toBe(200);
      const chargeId = /\/dev\/payments\/([^/]+)\/authenticate$/.exec(
        answer.body.data.authentication_url,
      )?.[1];
      const otp = await latestOtp('+6281200000001');
      const confirmed = await t.call({
        method: 'POST',
        url: `/dev/payments/${chargeId}/otp`,
        payload: { otp },
      });
      expect(confirmed.body.data).toEqual({ payment_status: 'paid' });
      expect(groups.settled.at(-1)?.payment.method).toBe('installment');
      const outbox = await t.handle.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, '+6281200000001'));
      expect(outbox.at(-1)?.body).toContain('6-month installment');
    });

    it("serves the simulator's stand-in for Xendit.js", async () => {
      const script = await t.app.inject({ method: 'GET', url: '/dev/payments/xendit.js' });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toContain('text/javascript');
      expect(script.body).toContain('window.Xendit');
      expect(script.body).toContain('createToken');
    });

    it("answers 404 for another customer's group and 401 for a guest", async () => {
      const number = group(budi, 'credit_card');
      const other = await t.call({
        method: 'POST',
        url: '/oci/pembayaran/creditcard/xendit',
        headers: sitiAuth,
        payload: { group_number: number, idempotency_key: `card-${number}-siti`, ...card() },
      });
      expect(other.status).toBe(404);
      expect(other.body.data.code).toBe('order_not_found');
      const guest = await t.call({
        method: 'POST',
        url: '/oci/pembayaran/creditcard/xendit',
        payload: { group_number: number, ...card() },
      });
      expect(guest.status).toBe(401);
    });
  });

  describe('in production', () => {
    let prod: TestApp;
    beforeAll(async () => {
      prod = await createTestApp(kind, {
        env: PRODUCTION_TEST_ENV,
      });
    });
    afterAll(() => prod.close());

    it('has no settle or OTP call, even for staff', async () => {
      const headers = await staffAuth(prod, await createStaff(prod));
      const settle = await prod.call({
        method: 'POST',
        url: '/dev/payments/settle',
        headers,
        payload: { subject_kind: 'order_group', subject_id: 'IDL-G-0001' },
      });
      expect(settle.status).toBe(404);
      const otp = await prod.call({
        method: 'POST',
        url: '/dev/payments/sim-00000000-0000-0000-0000-000000000000/otp',
        payload: { otp: '123456' },
      });
      expect(otp.status).toBe(404);
      const script = await prod.app.inject({ method: 'GET', url: '/dev/payments/xendit.js' });
      expect(script.statusCode).toBe(404);
    });
  });
});
