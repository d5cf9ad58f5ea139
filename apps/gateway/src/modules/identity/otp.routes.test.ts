import { httpStatusForErrorCode } from '@storefront/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers, otpCodes } from '../../db/schema';
import { createCustomer, customerAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import {
  codeFromLatestWhatsapp,
  otherCode,
  outboxFor,
  requestSignInCode,
} from './identity-testing';
import { OTP_POLICY } from './otp-policy';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(TEST_DATABASE_KINDS)('one-time codes on %s', (kind) => {
  let t: TestApp;
  let failWhatsapp = false;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      // High limits: here the database's own OTP counters must be what cuts guessing off.
      env: { RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
      adapters: (defaults) => ({
        ...defaults,
        whatsapp: {
          send: async (message) => {
            if (failWhatsapp) throw new Error('provider down');
            await defaults.whatsapp.send(message);
          },
        },
      }),
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    failWhatsapp = false;
    t.clock.now = new Date(Math.floor(Date.now() / 1000) * 1000);
  });

  const later = (ms: number) => {
    t.clock.now = new Date(t.clock.now.getTime() + ms);
  };
  let phoneCounter = 0;
  /** A fresh valid Indonesian mobile number per test, so phone counters never mix. */
  const freshPhone = () => `+62812${String(3_000_000 + (phoneCounter += 1)).padStart(7, '0')}`;

  async function signedIn(overrides: Parameters<typeof createCustomer>[1] = {}) {
    const customer = await createCustomer(t, { telepon: freshPhone(), ...overrides });
    return { customer, auth: await customerAuth(t, customer) };
  }
  const sendCode = (auth: Record<string, string>, telepon: string, lang = 'en') =>
    t.call({
      method: 'POST',
      url: `/oci/customer/sendwhatsapp?langcode=${lang}`,
      headers: auth,
      payload: { telepon },
    });
  const verifyPhone = (auth: Record<string, string>, telepon: string, otp: string, lang = 'en') =>
    t.call({
      method: 'POST',
      url: `/oci/customer/phonevalidation?langcode=${lang}`,
      headers: auth,
      payload: { telepon, otp },
    });
  const requestOtp = (email: string, remoteAddress = '127.0.0.1') =>
    t.call({ method: 'POST', url: '/auth/otp', payload: { email }, remoteAddress });
  const validateOtp = (email: string, otp: string, remoteAddress = '127.0.0.1') =>
    t.call({
      method: 'POST',
      url: '/auth/validation-otp?langcode=en',
      payload: { email, otp },
      remoteAddress,
    });

  describe('phone verification of a signed-in customer', () => {
    it('sends a code over WhatsApp in the customer language and verifies the phone with it', async () => {
      const { customer, auth } = await signedIn({ language: 'id', phoneVerifiedAt: null });
      const phone = freshPhone();
      const sent = await sendCode(auth, phone);
      expect(sent.status).toBe(200);
      expect(sent.body.data).toEqual({
        sent_to: `${phone.slice(0, 3)}${'•'.repeat(phone.length - 7)}${phone.slice(-4)}`,
        expires_at: new Date(t.clock.now.getTime() + 10 * MINUTE).toISOString(),
        resend_at: new Date(t.clock.now.getTime() + MINUTE).toISOString(),
      });
      const [message] = await outboxFor(t, phone, 'whatsapp');
      expect(message?.body).toMatch(/^Kode verifikasi Anda \d{6}\. Berlaku 10 menit\./);
      const [stored] = await t.handle.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
      const code = await codeFromLatestWhatsapp(t, phone);
      expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored?.codeHash).not.toContain(code);

      const verified = await verifyPhone(auth, phone, code);
      expect(verified.status).toBe(200);
      expect(verified.body.data.identity.telepon).toBe(phone);
      const [row] = await t.handle.db.select().from(customers).where(eq(customers.id, customer.id));
      expect(row?.telepon).toBe(phone);
      expect(row?.phoneVerifiedAt?.getTime()).toBe(t.clock.now.getTime());

      const reused = await verifyPhone(auth, phone, code);
      expect(reused.status).toBe(422);
      expect(reused.body.data).toEqual({ code: 'otp_invalid' });
    });

    it.each([
      ['one millisecond before ten minutes', 10 * MINUTE - 1, 200, undefined],
      ['exactly at ten minutes', 10 * MINUTE, 422, 'otp_expired'],
    ])('a right code %s answers %i', async (_label, elapsed, status, code) => {
      const { auth } = await signedIn();
      const phone = freshPhone();
      await sendCode(auth, phone);
      const otp = await codeFromLatestWhatsapp(t, phone);
      later(elapsed);
      const answer = await verifyPhone(auth, phone, otp);
      expect(answer.status).toBe(status);
      if (code) expect(answer.body.data.code).toBe(code);
    });

    it('kills a code after five wrong guesses: the right code then answers otp_expired', async () => {
      const { auth } = await signedIn();
      const phone = freshPhone();
      await sendCode(auth, phone);
      const otp = await codeFromLatestWhatsapp(t, phone);
      for (let i = 1; i <= OTP_POLICY.wrongGuessesPerCode; i += 1) {
        const wrong = await verifyPhone(auth, phone, otherCode(otp, i), 'id');
        expect(wrong.status).toBe(422);
        expect(wrong.body.message).toBe('Kode verifikasi salah');
      }
      const right = await verifyPhone(auth, phone, otp, 'id');
      expect(right.status).toBe(422);
      expect(right.body).toMatchObject({
        message: 'Kode verifikasi sudah kedaluwarsa. Minta kode baru',
        data: { code: 'otp_expired' },
      });
    });

    it('limits sends: one a minute, five an hour, per account', async () => {
      const { auth } = await signedIn();
      const phone = freshPhone();
      expect((await sendCode(auth, phone)).status).toBe(200);
      later(MINUTE - 1);
      const tooSoon = await sendCode(auth, phone);
      expect(tooSoon.status).toBe(429);
      // One millisecond before the minute is over: a second to wait, said in header and data.
      expect(tooSoon.body.data).toEqual({ code: 'too_many_requests', retry_after: 1 });
      expect(tooSoon.response.headers['retry-after']).toBe('1');
      later(1);
      expect((await sendCode(auth, phone)).status).toBe(200);
      later(MINUTE);
      await sendCode(auth, phone);
      later(MINUTE);
      await sendCode(auth, phone);
      later(MINUTE);
      const fifth = await sendCode(auth, phone);
      expect(fifth.status).toBe(200);
      // The fifth fills the hour: the next send waits for the first to leave the window.
      const firstSentAt = t.clock.now.getTime() - 4 * MINUTE;
      expect(fifth.body.data.resend_at).toBe(new Date(firstSentAt + HOUR).toISOString());
      later(10 * MINUTE);
      const full = await sendCode(auth, phone);
      expect(full.status).toBe(429);
      // The wait agrees with the resend_at the fifth send announced.
      expect(full.body.data.retry_after).toBe((firstSentAt + HOUR - t.clock.now.getTime()) / 1000);
      t.clock.now = new Date(firstSentAt + HOUR);
      expect((await sendCode(auth, phone)).status).toBe(200);
    });

    it('limits sends per phone too, whichever account asks', async () => {
      const phone = freshPhone();
      const first = await signedIn();
      const second = await signedIn();
      expect((await sendCode(first.auth, phone)).status).toBe(200);
      expect((await sendCode(second.auth, phone)).status).toBe(429);
    });

    it('does not let one customer use a code sent for another customer, and leaks nothing', async () => {
      const owner = await signedIn();
      const intruder = await signedIn();
      const phone = freshPhone();
      await sendCode(owner.auth, phone);
      const otp = await codeFromLatestWhatsapp(t, phone);
      const answer = await verifyPhone(intruder.auth, phone, otp);
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        status: 422,
        message: 'The verification code is incorrect',
        data: { code: 'otp_invalid' },
      });
      const [row] = await t.handle.db
        .select()
        .from(customers)
        .where(eq(customers.id, intruder.customer.id));
      expect(row?.telepon).not.toBe(phone);
      // The owner's code still works.
      expect((await verifyPhone(owner.auth, phone, otp)).status).toBe(200);
    });

    it('says whether a number is free and refuses to send to one another account verified', async () => {
      const phone = freshPhone();
      await signedIn({ telepon: phone, phoneVerifiedAt: new Date('2026-01-01T00:00:00Z') });
      const { auth } = await signedIn();
      const check = (telepon: string) =>
        t.call({
          method: 'POST',
          url: '/oci/customer/validate',
          headers: auth,
          payload: { telepon },
        });
      expect((await check(phone)).body.data).toEqual({ telepon: phone, available: false });
      const free = freshPhone();
      expect((await check(free)).body.data).toEqual({ telepon: free, available: true });

      const refused = await sendCode(auth, phone);
      expect(refused.status).toBe(httpStatusForErrorCode('validation_failed'));
      expect(refused.body.data).toEqual({
        code: 'validation_failed',
        fields: { telepon: 'field.invalid' },
      });
      expect(await outboxFor(t, phone, 'whatsapp')).toHaveLength(0);
    });

    it('tells the customer to retry when WhatsApp fails, and the failed send does not count', async () => {
      const { auth } = await signedIn();
      const phone = freshPhone();
      failWhatsapp = true;
      const failed = await sendCode(auth, phone);
      expect(failed.status).toBe(httpStatusForErrorCode('generic_retry'));
      expect(failed.body.data).toEqual({ code: 'generic_retry' });
      failWhatsapp = false;
      expect((await sendCode(auth, phone)).status).toBe(200);
    });

    it('answers 400 with field-error ids for a bad phone and a code that is not six digits', async () => {
      const { auth } = await signedIn();
      const bad = await verifyPhone(auth, '0812', '12345');
      expect(bad.status).toBe(400);
      expect(bad.body.data.fields).toEqual({ telepon: 'field.phone', otp: 'field.otp' });
      const badSend = await sendCode(auth, '12');
      expect(badSend.body.data.fields).toEqual({ telepon: 'field.phone' });
    });

    it.each([
      ['POST', '/oci/customer/sendwhatsapp', { telepon: '+6281234567890' }],
      ['POST', '/oci/customer/phonevalidation', { telepon: '+6281234567890', otp: '123456' }],
      ['POST', '/oci/customer/validate', { telepon: '+6281234567890' }],
    ] as const)('%s %s asks for a login without a token', async (method, url, payload) => {
      const answer = await t.call({ method, url: `${url}?langcode=id`, payload });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Silahkan login');
    });
  });

  describe('sign-in with a code sent to the account phone', () => {
    it('sends to the account phone (hidden in the answer) and signs in with the code', async () => {
      const { customer } = await signedIn({ phoneVerifiedAt: null });
      const phone = String(customer.telepon);
      const sent = await requestSignInCode(t, customer.email.toUpperCase(), phone);
      expect(sent.status).toBe(200);
      expect(sent.body.data.sent_to).not.toMatch(/\d/);
      const otp = await codeFromLatestWhatsapp(t, phone);
      const session = await validateOtp(customer.email, otp);
      expect(session.status).toBe(200);
      expect(session.body.data.identity.email).toBe(customer.email);
      const [row] = await t.handle.db.select().from(customers).where(eq(customers.id, customer.id));
      expect(row?.phoneVerifiedAt).not.toBeNull();
    });

    it('answers an unknown e-mail exactly like a registered one, and otp_invalid for a guess at it', async () => {
      const { customer } = await signedIn();
      const known = await requestSignInCode(
        t,
        customer.email,
        String(customer.telepon),
        '10.5.0.1',
      );
      const unknown = await requestOtp('ghost.otp@example.co.id', '10.5.0.2');
      const noPhone = await requestOtp(
        (await signedIn({ telepon: null })).customer.email,
        '10.5.0.3',
      );
      // A send the account's own limits refuse answers the same too.
      const refused = await requestOtp(customer.email, '10.5.0.4');
      for (const answer of [unknown, noPhone, refused]) {
        expect(answer.status).toBe(known.status);
        expect(answer.body).toEqual(known.body);
      }
      expect(known.body.data).toEqual({
        sent_to: expect.not.stringMatching(/\d/),
        expires_at: new Date(t.clock.now.getTime() + OTP_POLICY.lifetimeMs).toISOString(),
        resend_at: new Date(t.clock.now.getTime() + OTP_POLICY.resendIntervalMs).toISOString(),
      });
      const guess = await validateOtp('ghost.otp@example.co.id', '123456');
      expect(guess.status).toBe(422);
      expect(guess.body.data).toEqual({ code: 'otp_invalid' });
    });

    it('answers 400 for a malformed e-mail or code', async () => {
      const answer = await validateOtp('nope', 'abcdef');
      expect(answer.status).toBe(400);
      expect(answer.body.data.fields).toEqual({ email: 'field.email', otp: 'field.otp' });
    });

    // Three hundred requests: seconds on a quiet machine, far more on a shared, loaded one.
    it('lets 300 wrong guesses from many addresses judge one code five times, none succeeds', async () => {
      const { customer } = await signedIn();
      const phone = String(customer.telepon);
      expect((await requestSignInCode(t, customer.email, phone)).status).toBe(200);
      const otp = await codeFromLatestWhatsapp(t, phone);

      const statuses: number[] = [];
      const codes: string[] = [];
      const guesses = 300;
      const batch = 25;
      for (let start = 0; start < guesses; start += batch) {
        const answers = await Promise.all(
          Array.from({ length: batch }, (_, i) => {
            const n = start + i;
            // Every wrong 6-digit value but the right one, from 250 different addresses.
            return validateOtp(
              customer.email,
              otherCode(otp, n + 1),
              `10.${(n >> 8) & 255}.${n & 255}.${n % 250}`,
            );
          }),
        );
        for (const answer of answers) {
          statuses.push(answer.status);
          codes.push(answer.body.data?.code);
        }
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(0);
      // The code dies after five wrong guesses, whatever addresses they come from.
      expect(codes.filter((code) => code === 'otp_invalid')).toHaveLength(
        OTP_POLICY.wrongGuessesPerCode,
      );
      expect(codes.filter((code) => code !== 'otp_invalid').every((c) => c === 'otp_expired')).toBe(
        true,
      );
      expect((await validateOtp(customer.email, otp)).body.data.code).toBe('otp_expired');
    }, 180_000);

    it('cuts a source off after ten wrong guesses an hour, without locking the owner out', async () => {
      const { customer } = await signedIn();
      const phone = String(customer.telepon);
      const stranger = '203.0.113.66';
      const owner = '198.51.100.7';
      await requestSignInCode(t, customer.email, phone, stranger);
      const first = await codeFromLatestWhatsapp(t, phone);
      const codes: string[] = [];
      for (let i = 1; i <= 12; i += 1) {
        if (i === 6) {
          // The stranger asks for a new code once the first has died, and guesses on.
          later(MINUTE);
          await requestSignInCode(t, customer.email, phone, stranger);
        }
        codes.push(
          (await validateOtp(customer.email, otherCode(first, i * 7919), stranger)).body.data.code,
        );
      }
      expect(codes.filter((code) => code !== 'otp_attempts_exceeded')).toHaveLength(
        OTP_POLICY.wrongGuessesPerWindow,
      );
      expect(codes.slice(-2)).toEqual(['otp_attempts_exceeded', 'otp_attempts_exceeded']);

      // The owner, from their own address, asks for a code and signs in within the hour.
      later(MINUTE);
      await requestSignInCode(t, customer.email, phone, owner);
      const fresh = await codeFromLatestWhatsapp(t, phone);
      // ...while the stranger's source stays cut off, even with the right code.
      const refused = await validateOtp(customer.email, fresh, stranger);
      expect(refused.status).toBe(429);
      // The answer says how long the cut-off lasts: the hour from the source's first wrong
      // guess (counted on the limiter's clock), in the header, the data and the text (issue 14).
      const retryAfter = Number(refused.response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(HOUR / 1000 - 120);
      expect(retryAfter).toBeLessThanOrEqual(HOUR / 1000);
      expect(refused.body).toEqual({
        status: 429,
        message: `Too many attempts. Please try again in ${Math.ceil(retryAfter / 60)} min`,
        data: { code: 'otp_attempts_exceeded', retry_after: retryAfter },
      });
      const inIndonesian = await t.call({
        method: 'POST',
        url: '/auth/validation-otp?langcode=id',
        payload: { email: customer.email, otp: fresh },
        remoteAddress: stranger,
      });
      expect(inIndonesian.body.message).toMatch(
        /^Terlalu banyak percobaan\. Silakan coba lagi dalam (59|60) menit$/,
      );
      const session = await validateOtp(customer.email, fresh, owner);
      expect(session.status).toBe(200);
      expect(session.body.data.identity.email).toBe(customer.email);
    }, 60_000);

    it('cuts a signed-in account off the same way on phone verification', async () => {
      const { auth } = await signedIn();
      const phone = freshPhone();
      await sendCode(auth, phone);
      const otp = await codeFromLatestWhatsapp(t, phone);
      const codes: string[] = [];
      for (let i = 1; i <= 30; i += 1) {
        const answer = await verifyPhone(auth, phone, otherCode(otp, i));
        codes.push(answer.body.data.code);
      }
      expect(codes.filter((code) => code !== 'otp_attempts_exceeded')).toHaveLength(
        OTP_POLICY.wrongGuessesPerWindow,
      );
      later(MINUTE);
      await sendCode(auth, phone);
      const fresh = await codeFromLatestWhatsapp(t, phone);
      const locked = await verifyPhone(auth, phone, fresh, 'th');
      expect(locked.body.data).toEqual({
        code: 'otp_attempts_exceeded',
        retry_after: Number(locked.response.headers['retry-after']),
      });
      expect(locked.body.message).toMatch(/^ลองหลายครั้งเกินไป กรุณาลองใหม่ในอีก (59|60) นาที$/);
    }, 180_000);
  });
});

describe.each(TEST_DATABASE_KINDS)('strict rate limit on one-time-code calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { AUTH_RATE_LIMIT_PER_MINUTE: '2' } });
  });
  afterAll(() => t.close());

  it.each([
    ['POST', '/auth/otp', { email: 'rl@example.co.id' }, false],
    ['POST', '/auth/validation-otp', { email: 'rl@example.co.id', otp: '123456' }, false],
    ['POST', '/oci/customer/validate', { telepon: '+6281234567890' }, true],
    ['POST', '/oci/customer/sendwhatsapp', { telepon: '+6281234567891' }, true],
    ['POST', '/oci/customer/phonevalidation', { telepon: '+6281234567890', otp: '123456' }, true],
  ] as const)('%s %s answers 429 past the limit', async (method, url, payload, signedIn) => {
    const headers = signedIn ? await customerAuth(t, await createCustomer(t)) : {};
    const remoteAddress = `10.77.${url.length}.1`;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      // Past the database's one-send-a-minute rule, so only the per-minute limiter can refuse.
      t.clock.now = new Date(t.clock.now.getTime() + 61_000);
      const answer = await t.call({
        method,
        url: `${url}?langcode=en`,
        payload,
        headers,
        remoteAddress,
      });
      statuses.push(answer.status);
      if (answer.status === 429) expect(answer.body.data).toEqual({ code: 'too_many_requests' });
    }
    expect(statuses[2]).toBe(429);
    expect(statuses.slice(0, 2)).not.toContain(429);
  });
});
