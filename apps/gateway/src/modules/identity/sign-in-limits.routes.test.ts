import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCustomer, createStaff, DEFAULT_PASSWORD } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { codeFromLatestWhatsapp, requestSignInCode } from './identity-testing';
import { delayAfterFailures, SIGN_IN_POLICY } from './sign-in-guard';

const HOUR = 3_600_000;

describe('the delay schedule of wrong passwords', () => {
  it('lets a few mistakes through, then doubles the wait up to a quarter of an hour', () => {
    expect([1, 2, 3, 4].map((n) => delayAfterFailures(n))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 14, 15, 40].map((n) => delayAfterFailures(n))).toEqual([
      1, 2, 4, 8, 512, 900, 900,
    ]);
  });

  it('lets a guesser who waits exactly as told far fewer than 100 failures in an hour', () => {
    let elapsed = 0;
    let failures = 0;
    for (;;) {
      failures += 1;
      elapsed += delayAfterFailures(failures) * 1000;
      if (elapsed >= HOUR) break;
    }
    expect(failures).toBeLessThanOrEqual(20);
    expect(failures).toBeLessThan(SIGN_IN_POLICY.failuresPerHour);
  });
});

describe.each(TEST_DATABASE_KINDS)('wrong passwords per account on %s', (kind) => {
  let t: TestApp;
  let addressCounter = 0;
  /** A new address for every call, as a botnet (or a forged header before the fix) would give. */
  const freshAddress = () => {
    addressCounter += 1;
    return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
  };
  beforeAll(async () => {
    t = await createTestApp(kind, {
      // High per-minute limits: here the per-account counters must be what refuses.
      env: { RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
    });
  });
  afterAll(() => t.close());
  // The limiters count in real time (Redis keeps it too); only Date is faked, to skip the waits.
  beforeEach(() => {
    const now = new Date();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => vi.useRealTimers());
  const wait = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

  const signIns = {
    customer: { url: '/v1/auth/login?langcode=en', create: (x: TestApp) => createCustomer(x) },
    staff: { url: '/admin/auth/login?langcode=en', create: (x: TestApp) => createStaff(x) },
  } as const;

  const signIn = (who: keyof typeof signIns, email: string, password: string, address?: string) =>
    t.call({
      method: 'POST',
      url: signIns[who].url,
      payload: { email, password },
      remoteAddress: address ?? freshAddress(),
      // A forged header on every call: with TRUST_PROXY unset it must change nothing.
      headers: { 'x-forwarded-for': freshAddress() },
    });

  it.each(['customer', 'staff'] as const)(
    'makes a %s account wait longer after each wrong password, from any address, the right one too',
    async (who) => {
      const { email } = await signIns[who].create(t);
      for (let i = 0; i < 5; i += 1) {
        const answer = await signIn(who, email, 'Wrong12345');
        expect(answer.body.data.code).toBe('invalid_credentials');
      }
      const waits: string[] = [];
      for (const delay of [1, 2, 4]) {
        const refused = await signIn(who, email, DEFAULT_PASSWORD);
        expect(refused.status).toBe(429);
        const retryAfter = String(refused.response.headers['retry-after']);
        expect(refused.body.data).toEqual({
          code: 'too_many_requests',
          retry_after: Number(retryAfter),
        });
        waits.push(retryAfter);
        wait(delay);
        expect((await signIn(who, email, 'Wrong12345')).body.data.code).toBe('invalid_credentials');
      }
      expect(waits).toEqual(['1', '2', '4']);
      expect((await signIn(who, email, DEFAULT_PASSWORD)).status).toBe(429);
      wait(8);
      // The owner's right password once the wait is over: in, and the count starts again.
      expect((await signIn(who, email, DEFAULT_PASSWORD)).status).toBe(200);
      for (let i = 0; i < 5; i += 1) {
        expect((await signIn(who, email, 'Wrong12345')).body.data.code).toBe('invalid_credentials');
      }
    },
    60_000,
  );

  it('lets a guesser who waits as told fewer than 100 failures an hour on one account', async () => {
    const { email } = await createCustomer(t);
    const start = Date.now();
    let failures = 0;
    while (Date.now() - start < HOUR) {
      const answer = await signIn('customer', email, 'Wrong12345');
      if (answer.status === 429) wait(Number(answer.response.headers['retry-after']));
      else {
        expect(answer.body.data.code).toBe('invalid_credentials');
        failures += 1;
      }
    }
    expect(failures).toBeGreaterThanOrEqual(SIGN_IN_POLICY.freeFailures);
    expect(failures).toBeLessThanOrEqual(20);
  }, 60_000);

  it('holds the hourly cap of 100 for guesses that arrive at once', async () => {
    const { email } = await createStaff(t);
    const answers = await Promise.all(
      Array.from({ length: 110 }, () => signIn('staff', email, 'Wrong12345')),
    );
    const judged = answers.filter((answer) => answer.body.data.code === 'invalid_credentials');
    expect(judged.length).toBeLessThanOrEqual(SIGN_IN_POLICY.failuresPerHour);
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(10);
  }, 120_000);

  it('counts failures per address too, whatever the accounts', async () => {
    const address = freshAddress();
    const codes: string[] = [];
    for (let i = 0; i <= SIGN_IN_POLICY.failuresPerHourPerAddress; i += 1) {
      const answer = await signIn('customer', `nobody.${i}@example.co.id`, 'Wrong12345', address);
      codes.push(answer.body.data.code);
    }
    expect(codes.filter((code) => code === 'invalid_credentials')).toHaveLength(
      SIGN_IN_POLICY.failuresPerHourPerAddress,
    );
    expect(codes.at(-1)).toBe('too_many_requests');
    // Another address is not affected.
    const customer = await createCustomer(t);
    expect((await signIn('customer', customer.email, DEFAULT_PASSWORD)).status).toBe(200);
  }, 120_000);

  it('limits an e-mail without an account exactly like one with an account', async () => {
    const unknown = 'nobody.here@example.co.id';
    const known = (await createCustomer(t)).email;
    const statuses = async (email: string) => {
      const seen: number[] = [];
      for (let i = 0; i < 7; i += 1)
        seen.push((await signIn('customer', email, 'Wrong12345')).status);
      return seen;
    };
    expect(await statuses(unknown)).toEqual(await statuses(known));
  }, 60_000);

  it('keeps the one-time-code sign-in open to the owner while the password waits', async () => {
    const customer = await createCustomer(t, { telepon: '+6281298765432' });
    for (let i = 0; i < 15; i += 1) await signIn('customer', customer.email, 'Wrong12345');
    expect((await signIn('customer', customer.email, DEFAULT_PASSWORD)).status).toBe(429);
    const owner = '192.0.2.10';
    const sent = await requestSignInCode(t, customer.email, '+6281298765432', owner);
    expect(sent.status).toBe(200);
    const otp = await codeFromLatestWhatsapp(t, '+6281298765432');
    const session = await t.call({
      method: 'POST',
      url: '/auth/validation-otp?langcode=en',
      payload: { email: customer.email, otp },
      remoteAddress: owner,
    });
    expect(session.status).toBe(200);
    expect(session.body.data.identity.email).toBe(customer.email);
  }, 60_000);
});
