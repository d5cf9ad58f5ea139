import { ERROR_MESSAGES } from '@storefront/domain';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers, seminarRegistrations, spentCaptchas } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { CAPTCHA_RULES } from './captcha.service';
import { captchaPayload, fetchCaptchaChallenge, solveCaptcha, solvedCaptcha } from './testing';

const MINUTE = 60_000;

/** The three forms a stranger sends, each with its body around a `captcha` value. */
const PROTECTED = [
  {
    form: 'registration',
    method: 'POST',
    url: '/v1/auth/registration',
    body: (n: number) => ({
      namaDepan: 'Siti',
      namaBelakang: 'Rahayu',
      email: `siti.${n}@example.co.id`,
      telepon: '+6281298765432',
      password: 'Rahasia123',
    }),
    successStatus: 201,
  },
  {
    form: 'seminar registration',
    method: 'POST',
    url: '/v1/auth/register/seminar',
    body: (n: number) => ({
      seminar_id: 'import-2026-03',
      nama_lengkap: 'Dewi Lestari',
      email: `dewi.${n}@example.co.id`,
      telepon: '+6281311112222',
    }),
    successStatus: 201,
  },
  {
    form: 'forgotten password',
    method: 'POST',
    url: '/v1/auth/send/budi%40example.co.id/reset-password',
    body: () => ({}),
    successStatus: 200,
  },
] as const;

describe.each(TEST_DATABASE_KINDS)('captcha on %s', (kind) => {
  let t: TestApp;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.now = new Date('2026-03-02T03:00:00.000Z');
  });

  describe('the challenge', () => {
    it('is a signed proof of work of the chosen difficulty, never cached', async () => {
      const { status, body, response } = await t.call({ method: 'GET', url: '/v1/auth/captcha' });
      expect(status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { parameters, signature } = body.data;
      expect(signature).toMatch(/^[0-9a-f]{64}$/);
      expect(parameters).toMatchObject({
        algorithm: 'SHA-256',
        cost: 1,
        keySignature: expect.stringMatching(/^[0-9a-f]{64}$/),
        data: { valid_until: Date.parse('2026-03-02T03:05:00.000Z') / 1000 },
      });
      // The widget's own expiry is on the wall clock, which its browser shares.
      expect(parameters.expiresAt * 1000).toBeGreaterThan(Date.now());
      expect(parameters.expiresAt * 1000).toBeLessThanOrEqual(Date.now() + 5 * MINUTE);
    });

    it('is solved at a counter within the difficulty range', async () => {
      for (let i = 0; i < 5; i += 1) {
        const solution = await solveCaptcha(await fetchCaptchaChallenge(t));
        expect(solution.counter).toBeGreaterThanOrEqual(CAPTCHA_RULES.counterMin);
        expect(solution.counter).toBeLessThanOrEqual(CAPTCHA_RULES.counterMax);
      }
    });
  });

  describe.each(PROTECTED)('$form', ({ method, url, body, successStatus }) => {
    const send = (captcha: string | undefined, lang = 'en') => {
      serial += 1;
      const payload = { ...body(serial), ...(captcha === undefined ? {} : { captcha }) };
      return t.call({ method, url: `${url}?langcode=${lang}`, payload });
    };
    const expectRefused = (
      answer: Awaited<ReturnType<typeof send>>,
      language: 'en' | 'id' = 'en',
    ) => {
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        status: 422,
        message: ERROR_MESSAGES.captcha_invalid[language],
        data: { code: 'captcha_invalid' },
      });
    };

    it('accepts a solved challenge', async () => {
      const answer = await send(await solvedCaptcha(t));
      expect(answer.status).toBe(successStatus);
    });

    it('refuses a form without a captcha, in the language asked', async () => {
      expectRefused(await send(undefined, 'id'), 'id');
      expectRefused(await send(''));
    });

    it('refuses a payload that is not a solved challenge', async () => {
      expectRefused(await send('not base64 json'));
      expectRefused(await send(Buffer.from('{"challenge":{}}').toString('base64')));
    });

    it('refuses a wrong solution', async () => {
      const challenge = await fetchCaptchaChallenge(t);
      const solution = await solveCaptcha(challenge);
      // The derived key is the proof (its HMAC is signed into the challenge): any other is refused.
      const flipped = solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
      expectRefused(await send(captchaPayload(challenge, { ...solution, derivedKey: flipped })));
      const guessed = '0'.repeat(solution.derivedKey.length);
      expectRefused(await send(captchaPayload(challenge, { ...solution, derivedKey: guessed })));
      expectRefused(await send(captchaPayload(challenge, { ...solution, derivedKey: 'xyz' })));
      // Still unspent: the right key is then accepted.
      expect((await send(captchaPayload(challenge, solution))).status).toBe(successStatus);
    });

    it('refuses a challenge this gateway did not sign, or one whose terms were changed', async () => {
      const forged = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: 3,
        deriveKey,
        data: { valid_until: Date.parse('2026-03-02T04:00:00.000Z') / 1000 },
        hmacSignatureSecret: 'someone-else-s-key-of-32-characters!!',
      });
      expectRefused(await send(captchaPayload(forged, await solveCaptcha(forged))));

      const challenge = await fetchCaptchaChallenge(t);
      const longer = {
        ...challenge,
        parameters: { ...challenge.parameters, data: { valid_until: 4_102_444_800 } },
      };
      expectRefused(await send(captchaPayload(longer, await solveCaptcha(challenge))));
    });

    it('accepts a challenge until its lifetime ends, then refuses it', async () => {
      const challenge = await fetchCaptchaChallenge(t);
      const solution = await solveCaptcha(challenge);
      const again = await fetchCaptchaChallenge(t);
      const solutionAgain = await solveCaptcha(again);

      t.clock.now = new Date(t.clock.now.getTime() + 5 * MINUTE - 1000);
      expect((await send(captchaPayload(challenge, solution))).status).toBe(successStatus);
      t.clock.now = new Date(t.clock.now.getTime() + 1000);
      expectRefused(await send(captchaPayload(again, solutionAgain)));
    });

    it('accepts each challenge once', async () => {
      const captcha = await solvedCaptcha(t);
      expect((await send(captcha)).status).toBe(successStatus);
      expectRefused(await send(captcha));
    });
  });

  it('lets only one of simultaneous uses of a challenge through', async () => {
    const captcha = await solvedCaptcha(t);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.call({
          method: 'POST',
          url: '/v1/auth/register/seminar?langcode=en',
          payload: {
            seminar_id: 'race',
            nama_lengkap: 'Dewi Lestari',
            email: `race.${i}@example.co.id`,
            telepon: '+6281311112222',
            captcha,
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422, 422, 422]);
    const rows = await t.handle.db.select().from(seminarRegistrations);
    expect(rows.filter((row) => row.seminar === 'race')).toHaveLength(1);
  });

  it('forgets spent challenges once they have expired', async () => {
    await t.handle.db.delete(spentCaptchas);
    const send = async () =>
      t.call({
        method: 'POST',
        url: '/v1/auth/send/budi%40example.co.id/reset-password',
        payload: { captcha: await solvedCaptcha(t) },
      });
    expect((await send()).status).toBe(200);
    expect(await t.handle.db.select().from(spentCaptchas)).toHaveLength(1);
    t.clock.now = new Date(t.clock.now.getTime() + 5 * MINUTE);
    expect((await send()).status).toBe(200);
    // The first row's challenge expired at this instant: only the second remains.
    const rows = await t.handle.db.select().from(spentCaptchas);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.expiresAt).toEqual(new Date(t.clock.now.getTime() + 5 * MINUTE));
  });

  it('asks no captcha where registration is closed: it says so instead', async () => {
    const closed = await createTestApp(kind, { env: { MARKET: 'th' } });
    try {
      const answer = await closed.call({
        method: 'POST',
        url: '/v1/auth/registration?langcode=en',
        payload: PROTECTED[0].body(0),
      });
      expect(answer.body.data).toEqual({ code: 'registration_disabled' });
      expect(await closed.handle.db.select().from(customers)).toHaveLength(0);
    } finally {
      await closed.close();
    }
  });
});
