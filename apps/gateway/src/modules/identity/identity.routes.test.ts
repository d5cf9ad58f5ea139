import { getMarket, httpStatusForErrorCode } from '@storefront/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, customers, emailTokens, seminarRegistrations } from '../../db/schema';
import { TokenService } from '../../security/tokens';
import {
  createCustomer,
  createStaff,
  customerAuth,
  DEFAULT_PASSWORD,
} from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { solvedCaptcha } from '../captcha/testing';
import { outboxFor, tokenFromLatestMail } from './identity-testing';

const HOUR = 3_600_000;

function registration(email: string, extra: Record<string, unknown> = {}) {
  return {
    namaDepan: 'Siti',
    namaBelakang: 'Rahayu',
    email,
    telepon: '+6281298765432',
    password: 'Rahasia123',
    ...extra,
  };
}

describe.each(TEST_DATABASE_KINDS)('identity routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    // Sessions are checked against the real clock by the auth guard; start each test there, on a
    // whole second as token times are.
    t.clock.now = new Date(Math.floor(Date.now() / 1000) * 1000);
  });

  // Each form a stranger sends carries a freshly solved captcha (decision 286).
  const register = async (body: object, lang = 'en') =>
    t.call({
      method: 'POST',
      url: `/v1/auth/registration?langcode=${lang}`,
      payload: { captcha: await solvedCaptcha(t), ...body },
    });
  const login = (email: string, password: string, lang = 'en') =>
    t.call({
      method: 'POST',
      url: `/v1/auth/login?langcode=${lang}`,
      payload: { email, password },
    });
  const verify = (token: string, lang = 'en') =>
    t.call({
      method: 'POST',
      url: `/v1/auth/verify-email?langcode=${lang}&token=${encodeURIComponent(token)}`,
    });

  describe('registration', () => {
    it('creates an unverified account with an argon2id hash and mails a single-use link in the customer language', async () => {
      const answer = await register(registration('Siti.Rahayu@Example.co.id'), 'en');
      expect(answer.status).toBe(201);
      expect(answer.body.data).toMatchObject({
        customer_id: expect.any(String),
        email: 'siti.rahayu@example.co.id',
      });
      const [row] = await t.handle.db
        .select()
        .from(customers)
        .where(eq(customers.id, answer.body.data.customer_id));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row?.emailVerifiedAt).toBeNull();
      expect(row?.language).toBe('en');
      expect(row?.referralCode).toMatch(/^[A-Z2-9]{8}$/);

      const [mail] = await outboxFor(t, 'siti.rahayu@example.co.id');
      expect(mail?.subject).toBe('Verify your email address');
      expect(mail?.body).toMatch(
        /^Hello Siti Rahayu,[\s\S]*http:\/\/localhost:3000\/en-US\/verify-email\?token=[\w-]{43}[\s\S]*24 hours/,
      );
      const token = await tokenFromLatestMail(t, 'siti.rahayu@example.co.id', 'verify-email');
      const [stored] = await t.handle.db
        .select()
        .from(emailTokens)
        .where(eq(emailTokens.customerId, answer.body.data.customer_id));
      expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored?.tokenHash).not.toContain(token);
      expect(stored?.expiresAt.getTime()).toBe(t.clock.now.getTime() + 24 * HOUR);
    });

    it('signs the new customer in: a session like a sign-in, first-time and unverified (issue 14)', async () => {
      const answer = await register(registration('new.buyer@example.co.id'), 'id');
      expect(answer.status).toBe(201);
      const { token, expires_at, identity, customer_id } = answer.body.data;
      expect(expires_at).toBe(
        new Date(t.clock.now.getTime() + t.config.jwtTtlHours * HOUR).toISOString(),
      );
      expect(identity).toMatchObject({
        email: 'new.buyer@example.co.id',
        userName: 'Siti Rahayu',
        is_verified: false,
        is_first_time: true,
        level: 'silver',
      });
      const claims = await new TokenService(t.config.jwtSecret, 1, 'id').verify(token);
      expect(claims).toMatchObject({ sub: customer_id, typ: 'customer', ver: 0 });
      // The token opens the customer's own calls at once.
      const profile = await t.call({
        method: 'GET',
        url: '/oci/profile?langcode=id',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(profile.status).toBe(200);
      expect(profile.body.data.email).toBe('new.buyer@example.co.id');
      // The same session shape as a password sign-in's.
      const signedIn = await login('new.buyer@example.co.id', registration('x').password);
      expect(Object.keys(answer.body.data)).toEqual(
        expect.arrayContaining(Object.keys(signedIn.body.data)),
      );
    });

    it('writes the e-mail in Indonesian for an Indonesian sign-up', async () => {
      await register(registration('ani@example.co.id'), 'id');
      const [mail] = await outboxFor(t, 'ani@example.co.id');
      expect(mail?.subject).toBe('Verifikasi alamat email Anda');
      expect(mail?.body).toContain('Halo Siti Rahayu');
    });

    it('refuses a registered e-mail in any letter case: 409 Email sudah terdaftar', async () => {
      const customer = await createCustomer(t);
      const answer = await register(registration(customer.email.toUpperCase()), 'id');
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        status: 409,
        message: 'Email sudah terdaftar',
        data: { code: 'email_registered' },
      });
    });

    it('lets exactly one of simultaneous registrations of one e-mail through (the unique index)', async () => {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => register(registration('race@example.co.id'), 'id')),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      const rows = await t.handle.db
        .select()
        .from(customers)
        .where(eq(customers.email, 'race@example.co.id'));
      expect(rows).toHaveLength(1);
    });

    it('records the referrer of a valid referral code and refuses an unknown one', async () => {
      const referrer = await createCustomer(t);
      const ok = await register(
        registration('invited@example.co.id', {
          referral_code: referrer.referralCode.toLowerCase(),
        }),
      );
      expect(ok.status).toBe(201);
      const [row] = await t.handle.db
        .select()
        .from(customers)
        .where(eq(customers.id, ok.body.data.customer_id));
      expect(row?.referredBy).toBe(referrer.id);

      const unknown = await register(
        registration('invited2@example.co.id', { referral_code: 'NOSUCHCODE' }),
        'en',
      );
      expect(unknown.status).toBe(404);
      expect(unknown.body.data).toEqual({ code: 'not_found' });
    });

    it('answers 400 with field-error ids for a weak password, a bad phone and a bad e-mail', async () => {
      const answer = await register(
        {
          namaDepan: 'S',
          namaBelakang: 'Rahayu',
          email: 'nope',
          telepon: '0812',
          password: 'short',
        },
        'en',
      );
      expect(answer.status).toBe(400);
      expect(answer.body.data.code).toBe('validation_failed');
      expect(answer.body.data.fields).toEqual({
        namaDepan: 'field.too_short',
        email: 'field.email',
        telepon: 'field.phone',
        password: 'field.too_short',
      });
    });
  });

  describe('e-mail verification', () => {
    it('verifies once with the mailed link; the same link a second time fails', async () => {
      await register(registration('verify.me@example.co.id'));
      const token = await tokenFromLatestMail(t, 'verify.me@example.co.id', 'verify-email');
      const first = await verify(token);
      expect(first.status).toBe(200);
      expect(first.body.data).toEqual({ email: 'verify.me@example.co.id', is_verified: true });
      const [row] = await t.handle.db
        .select()
        .from(customers)
        .where(eq(customers.email, 'verify.me@example.co.id'));
      expect(row?.emailVerifiedAt?.getTime()).toBe(t.clock.now.getTime());

      const again = await verify(token, 'id');
      expect(again.status).toBe(422);
      expect(again.body.message).toBe('Gagal memverifikasi akun');
    });

    it.each([
      ['one millisecond before the 24 hours end', 24 * HOUR - 1, 200],
      ['exactly at the end of the 24 hours', 24 * HOUR, 422],
    ])('link %s answers %i', async (_label, elapsed, status) => {
      const email = `edge.${elapsed}@example.co.id`;
      await register(registration(email));
      const token = await tokenFromLatestMail(t, email, 'verify-email');
      t.clock.now = new Date(t.clock.now.getTime() + elapsed);
      expect((await verify(token)).status).toBe(status);
    });

    it('refuses a made-up token and 400s a missing one', async () => {
      expect((await verify('not-a-real-token')).status).toBe(422);
      const missing = await t.call({ method: 'POST', url: '/v1/auth/verify-email' });
      expect(missing.status).toBe(400);
      expect(missing.body.data.fields).toEqual({ token: 'field.required' });
    });

    it('sends the link again only to an unverified account, once a minute, and answers alike for unknown addresses', async () => {
      await register(registration('resend@example.co.id'));
      const firstToken = await tokenFromLatestMail(t, 'resend@example.co.id', 'verify-email');
      const send = (email: string) =>
        t.call({ method: 'POST', url: `/v1/auth/send/${encodeURIComponent(email)}/verification` });

      const tooSoon = await send('resend@example.co.id');
      expect(tooSoon.status).toBe(200);
      expect(await outboxFor(t, 'resend@example.co.id')).toHaveLength(1);

      t.clock.now = new Date(t.clock.now.getTime() + 60_000);
      const again = await send('RESEND@example.co.id');
      expect(again.body).toEqual({ status: 200, message: 'OK', data: null });
      expect(await outboxFor(t, 'resend@example.co.id')).toHaveLength(2);
      // Only the newest link works.
      expect((await verify(firstToken)).status).toBe(422);
      const secondToken = await tokenFromLatestMail(t, 'resend@example.co.id', 'verify-email');
      expect((await verify(secondToken)).status).toBe(200);

      t.clock.now = new Date(t.clock.now.getTime() + 60_000);
      await send('resend@example.co.id');
      expect(await outboxFor(t, 'resend@example.co.id')).toHaveLength(2);

      const unknown = await send('nobody@example.co.id');
      expect(unknown.body).toEqual(again.body);
      expect(await outboxFor(t, 'nobody@example.co.id')).toHaveLength(0);

      const invalid = await send('not-an-email');
      expect(invalid.status).toBe(400);
      expect(invalid.body.data.fields).toEqual({ email: 'field.email' });
    });
  });

  describe('sign-in', () => {
    it('answers a session whose token opens customer routes', async () => {
      const customer = await createCustomer(t, { namaDepan: 'Budi', namaBelakang: 'Santoso' });
      const answer = await login(customer.email.toUpperCase(), DEFAULT_PASSWORD);
      expect(answer.status).toBe(200);
      const { token, expires_at, identity } = answer.body.data;
      expect(expires_at).toBe(
        new Date(t.clock.now.getTime() + t.config.jwtTtlHours * HOUR).toISOString(),
      );
      expect(identity).toMatchObject({
        email: customer.email,
        userName: 'Budi Santoso',
        is_verified: true,
        level: 'silver',
        is_first_time: true,
      });
      const claims = await new TokenService(t.config.jwtSecret, 1, 'id').verify(token);
      expect(claims).toMatchObject({ sub: customer.id, typ: 'customer', ver: 0 });
      const first = await t.call({
        method: 'PUT',
        url: '/oci/first-time-customer',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(first.status).toBe(200);
    });

    it('answers a wrong password and an unknown e-mail with the same message', async () => {
      const customer = await createCustomer(t);
      const wrong = await login(customer.email, 'Salah12345', 'id');
      const unknown = await login('ghost@example.co.id', DEFAULT_PASSWORD, 'id');
      expect(wrong.status).toBe(422);
      expect(wrong.body).toEqual({
        status: 422,
        message: 'Email atau kata sandi salah',
        data: { code: 'invalid_credentials' },
      });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('refuses a password sign-in to an account made with Google only', async () => {
      const customer = await createCustomer(t, { passwordHash: null, googleSubject: 'g-123' });
      expect((await login(customer.email, DEFAULT_PASSWORD)).status).toBe(422);
    });

    it('400s an empty password', async () => {
      const answer = await login('budi@example.co.id', '');
      expect(answer.status).toBe(400);
      expect(answer.body.data.fields).toEqual({ password: 'field.required' });
    });
  });

  describe('password reset', () => {
    const sendReset = async (email: string) =>
      t.call({
        method: 'POST',
        url: `/v1/auth/send/${encodeURIComponent(email)}/reset-password`,
        payload: { captcha: await solvedCaptcha(t) },
      });
    const reset = (token: string, password: string, confirm = password, lang = 'en') =>
      t.call({
        method: 'PUT',
        url: `/v1/auth/reset-password?langcode=${lang}`,
        payload: { token, password_new: password, password_confirm: confirm },
      });

    it('links the page in the language of the mail', async () => {
      const english = await createCustomer(t, { language: 'en' });
      await sendReset(english.email);
      const [mail] = await outboxFor(t, english.email);
      expect(mail?.subject).toBe('Reset your password');
      expect(mail?.body).toContain('/en-US/reset-password?token=');
    });

    it('sets the new password with the mailed link, ends old sessions and works only once', async () => {
      const customer = await createCustomer(t, { language: 'id' });
      const oldSession = await customerAuth(t, customer);
      expect((await sendReset(customer.email)).body.data).toBeNull();
      const [mail] = await outboxFor(t, customer.email);
      expect(mail?.subject).toBe('Atur ulang kata sandi Anda');
      expect(mail?.body).toContain('/id-ID/reset-password?token=');
      expect(mail?.body).toContain('60 menit');
      const token = await tokenFromLatestMail(t, customer.email, 'reset-password');

      const answer = await reset(token, 'BaruSekali99');
      expect(answer.status).toBe(200);
      const stale = await t.call({
        method: 'PUT',
        url: '/oci/first-time-customer',
        headers: oldSession,
      });
      expect(stale.status).toBe(401);
      expect((await login(customer.email, DEFAULT_PASSWORD)).status).toBe(422);
      expect((await login(customer.email, 'BaruSekali99')).status).toBe(200);
      expect((await reset(token, 'LagiLagi123')).status).toBe(422);
    });

    it.each([
      ['one millisecond before the hour ends', HOUR - 1, 200],
      ['exactly at the end of the hour', HOUR, 422],
    ])('link %s answers %i', async (_label, elapsed, status) => {
      const customer = await createCustomer(t);
      await sendReset(customer.email);
      const token = await tokenFromLatestMail(t, customer.email, 'reset-password');
      t.clock.now = new Date(t.clock.now.getTime() + elapsed);
      expect((await reset(token, 'BaruSekali99')).status).toBe(status);
    });

    it('mails nothing for an unknown address, with the same answer', async () => {
      const answer = await sendReset('nobody.reset@example.co.id');
      expect(answer.body).toEqual({ status: 200, message: 'OK', data: null });
      expect(await outboxFor(t, 'nobody.reset@example.co.id')).toHaveLength(0);
    });

    it('400s a confirmation that differs and a weak password', async () => {
      const differs = await reset('x', 'BaruSekali99', 'BaruSekali98');
      expect(differs.status).toBe(400);
      expect(differs.body.data.fields).toEqual({ password_confirm: 'field.passwords_differ' });
      const weak = await reset('x', 'abcdefgh');
      expect(weak.body.data.fields).toEqual({ password_new: 'field.password_weak' });
    });
  });

  describe('account deletion', () => {
    it('ends the session, removes personal data and frees the e-mail', async () => {
      const customer = await createCustomer(t);
      const auth = await customerAuth(t, customer);
      const answer = await t.call({ method: 'DELETE', url: '/oci/auth/delete', headers: auth });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toBeNull();

      expect(
        (await t.call({ method: 'DELETE', url: '/oci/auth/delete', headers: auth })).status,
      ).toBe(401);
      expect((await login(customer.email, DEFAULT_PASSWORD)).status).toBe(422);
      const [row] = await t.handle.db.select().from(customers).where(eq(customers.id, customer.id));
      expect(row).toMatchObject({
        passwordHash: null,
        telepon: null,
        namaDepan: '',
        tokenVersion: 1,
        deletedAt: t.clock.now,
      });
      expect(row?.email).not.toContain(customer.email);
      const audit = await t.handle.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subject, customer.id));
      expect(audit.map((entry) => entry.action)).toEqual(['account.deleted']);

      expect((await register(registration(customer.email))).status).toBe(201);
    });

    it('asks for a login without a token', async () => {
      const answer = await t.call({ method: 'DELETE', url: '/oci/auth/delete?langcode=id' });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Silahkan login');
    });
  });

  describe('staff sign-in', () => {
    const staffLogin = (email: string, password: string) =>
      t.call({ method: 'POST', url: '/admin/auth/login', payload: { email, password } });

    it('answers a staff token for the right password', async () => {
      const staff = await createStaff(t, { email: 'Siti.Staff@Example.com' });
      const answer = await staffLogin('siti.staff@example.com', DEFAULT_PASSWORD);
      expect(answer.status).toBe(200);
      expect(answer.body.data.staff).toEqual({
        id: staff.id,
        email: 'Siti.Staff@Example.com',
        name: 'Siti Staff',
      });
      const claims = await new TokenService(t.config.jwtSecret, 1, 'id').verify(
        answer.body.data.token,
      );
      expect(claims).toMatchObject({ sub: staff.id, typ: 'staff' });
    });

    it('refuses a wrong password, an unknown staff member and customer credentials alike', async () => {
      const staff = await createStaff(t);
      const customer = await createCustomer(t);
      const answers = await Promise.all([
        staffLogin(staff.email, 'Salah12345'),
        staffLogin('ghost@example.com', DEFAULT_PASSWORD),
        staffLogin(customer.email, DEFAULT_PASSWORD),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBe(422);
        expect(answer.body.data).toEqual({ code: 'invalid_credentials' });
      }
    });
  });

  describe('seminar, referral, first-time customer', () => {
    const seminar = {
      seminar_id: 'import-2026-03',
      nama_lengkap: 'Dewi Lestari',
      email: 'Dewi@Example.co.id',
      telepon: '+6281311112222',
      company: 'CV Maju',
    };

    it('signs a visitor up for a seminar once', async () => {
      const first = await t.call({
        method: 'POST',
        url: '/v1/auth/register/seminar',
        payload: { ...seminar, captcha: await solvedCaptcha(t) },
      });
      expect(first.status).toBe(201);
      const again = await t.call({
        method: 'POST',
        url: '/v1/auth/register/seminar',
        payload: { ...seminar, captcha: await solvedCaptcha(t) },
      });
      expect(again.body.data.registration_id).toBe(first.body.data.registration_id);
      const rows = await t.handle.db
        .select()
        .from(seminarRegistrations)
        .where(eq(seminarRegistrations.email, 'dewi@example.co.id'));
      expect(rows).toMatchObject([
        { nama: 'Dewi Lestari', company: 'CV Maju', seminar: 'import-2026-03' },
      ]);

      const invalid = await t.call({
        method: 'POST',
        url: '/v1/auth/register/seminar',
        payload: { ...seminar, telepon: 'abc', captcha: await solvedCaptcha(t) },
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body.data.fields).toEqual({ telepon: 'field.phone' });
    });

    it('applies another customer’s referral code once, never the caller’s own', async () => {
      const referrer = await createCustomer(t);
      const customer = await createCustomer(t);
      const auth = await customerAuth(t, customer);
      const apply = (code: string) =>
        t.call({
          method: 'POST',
          url: '/oci/referal',
          headers: auth,
          payload: { referral_code: code },
        });

      expect((await apply(customer.referralCode)).body.data).toEqual({
        code: 'validation_failed',
        fields: { referral_code: 'field.invalid' },
      });
      expect((await apply('UNKNOWN1')).status).toBe(404);
      const ok = await apply(referrer.referralCode.toLowerCase());
      expect(ok.status).toBe(200);
      const [row] = await t.handle.db.select().from(customers).where(eq(customers.id, customer.id));
      expect(row?.referredBy).toBe(referrer.id);

      const other = await createCustomer(t);
      const twice = await apply(other.referralCode);
      expect(twice.status).toBe(httpStatusForErrorCode('validation_failed'));
      expect(twice.body.data.fields).toEqual({ referral_code: 'field.invalid' });
      const [still] = await t.handle.db
        .select()
        .from(customers)
        .where(eq(customers.id, customer.id));
      expect(still?.referredBy).toBe(referrer.id);

      const empty = await apply('');
      expect(empty.status).toBe(400);
      expect(empty.body.data.fields).toEqual({ referral_code: 'field.required' });
    });

    it('ends the first-time-customer flow; the next session says so', async () => {
      const customer = await createCustomer(t);
      const answer = await t.call({
        method: 'PUT',
        url: '/oci/first-time-customer',
        headers: await customerAuth(t, customer),
      });
      expect(answer.body.data).toEqual({ is_first_time: false });
      const session = await login(customer.email, DEFAULT_PASSWORD);
      expect(session.body.data.identity.is_first_time).toBe(false);
    });
  });
});

describe.each(TEST_DATABASE_KINDS)(
  'identity routes of a market without registration on %s',
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { env: { MARKET: 'th' } });
    });
    afterAll(() => t.close());

    it('refuses registration with registration_disabled in the language asked', async () => {
      expect(getMarket('th').showRegisterButton).toBe(false);
      const answer = await t.call({
        method: 'POST',
        url: '/v1/auth/registration?langcode=th',
        payload: registration('somchai@example.co.th', { telepon: '+66812345678' }),
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        status: 403,
        message: 'ขณะนี้ยังไม่เปิดให้ลงทะเบียน',
        data: { code: 'registration_disabled' },
      });
      expect(await t.handle.db.select().from(customers)).toHaveLength(0);
    });
  },
);

describe.each(TEST_DATABASE_KINDS)('identity routes under a low rate limit on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { RATE_LIMIT_PER_MINUTE: '2', AUTH_RATE_LIMIT_PER_MINUTE: '2' },
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.now = new Date(Math.floor(Date.now() / 1000) * 1000);
  });

  // Valid requests (a 400 is answered before the limiter counts), each from its own address or
  // account so that the tables' rows do not share a budget.
  it.each([
    ['POST', '/v1/auth/registration', registration('rl@example.co.id'), false],
    [
      'POST',
      '/v1/auth/register/seminar',
      {
        seminar_id: 's1',
        nama_lengkap: 'Dewi Lestari',
        email: 'dewi@example.co.id',
        telepon: '+6281311112222',
      },
      false,
    ],
    ['POST', '/v1/auth/verify-email?token=abc', undefined, false],
    ['POST', '/v1/auth/send/budi%40example.co.id/verification', undefined, false],
    ['POST', '/v1/auth/send/budi%40example.co.id/reset-password', undefined, false],
    [
      'PUT',
      '/v1/auth/reset-password',
      { token: 'abc', password_new: 'BaruSekali99', password_confirm: 'BaruSekali99' },
      false,
    ],
    ['POST', '/v1/auth/login', { email: 'budi@example.co.id', password: 'x' }, false],
    ['POST', '/v1/auth/google', { id_token: 'abc' }, false],
    ['POST', '/admin/auth/login', { email: 'staff@example.com', password: 'x' }, false],
    ['POST', '/oci/referal', { referral_code: 'NOSUCH' }, true],
    ['PUT', '/oci/first-time-customer', undefined, true],
  ] as const)('%s %s answers 429 past the limit', async (method, url, payload, signedIn) => {
    const headers = signedIn ? await customerAuth(t, await createCustomer(t)) : {};
    const remoteAddress = `10.88.${url.length}.${method.length}`;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await t.call({
        method,
        url,
        headers,
        remoteAddress,
        ...(payload ? { payload } : {}),
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(statuses[2]).toBe(429);
  });

  it('limits account deletion like any customer call', async () => {
    const customer = await createCustomer(t);
    const headers = await customerAuth(t, customer);
    // Two calls of the ordinary budget first, then the deletion is the third.
    await t.call({ method: 'PUT', url: '/oci/first-time-customer', headers });
    await t.call({ method: 'PUT', url: '/oci/first-time-customer', headers });
    const answer = await t.call({ method: 'DELETE', url: '/oci/auth/delete?langcode=en', headers });
    expect(answer.status).toBe(429);
    expect(answer.body.data).toEqual({ code: 'too_many_requests' });
  });

  it.each([
    ['POST', '/v1/auth/send/not-an-email/reset-password', undefined, { email: 'field.email' }],
    [
      'POST',
      '/admin/auth/login',
      { email: 'staff', password: '' },
      { email: 'field.email', password: 'field.required' },
    ],
    ['POST', '/v1/auth/google', { id_token: '   ' }, { id_token: 'field.required' }],
  ] as const)('%s %s answers 400 with field-error ids', async (method, url, payload, fields) => {
    const remoteAddress = `10.99.${url.length}.1`;
    const answer = await t.call({ method, url, remoteAddress, ...(payload ? { payload } : {}) });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual({ code: 'validation_failed', fields });
  });

  it.each([
    ['POST', '/oci/referal', { referral_code: 'X' }],
    ['PUT', '/oci/first-time-customer', undefined],
  ] as const)('%s %s asks for a login without a token', async (method, url, payload) => {
    const answer = await t.call({
      method,
      url: `${url}?langcode=id`,
      remoteAddress: `10.98.${url.length}.1`,
      ...(payload ? { payload } : {}),
    });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Silahkan login');
  });
});
