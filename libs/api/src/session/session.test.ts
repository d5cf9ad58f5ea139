import { FALLBACK_IDENTITY } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { makeSessionIdentity, makeSessionToken } from '../testing/factories/account.factory';
import { COOKIE_NAMES } from './cookie-jar';
import type { CookieJar, CookieWriteOptions } from './cookie-jar';
import { endSession, ensureSessionId, readSession, startSession } from './session';
import { decodeJwtPayload, decodeTokenCookie, encodeTokenCookie } from './session-token';

/** A cookie jar in memory that remembers the options of each write. */
function memoryJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const writes: { name: string; value: string; options?: CookieWriteOptions }[] = [];
  const jar: CookieJar = {
    get: (name) => values.get(name),
    set: (name, value, options) => {
      values.set(name, value);
      writes.push({ name, value, options });
    },
    remove: (name) => {
      values.delete(name);
    },
  };
  return { jar, values, writes };
}

const identity = makeSessionIdentity();
const jwt = makeSessionToken(identity);

describe('the token cookie: base64 of a JWT', () => {
  it('round-trips a token', () => {
    expect(decodeTokenCookie(encodeTokenCookie(jwt))).toBe(jwt);
  });

  it.each<[string, string | undefined]>([
    ['no cookie', undefined],
    ['an empty cookie', ''],
    ['not base64', '%%%'],
    ['base64 of something that is not a JWT', btoa('hello world')],
    ['the raw JWT, not base64 of it', jwt],
    ['base64 of a JWT with four parts', btoa(`${jwt}.x`)],
  ])('reads %s as no token', (_case, value) => {
    expect(decodeTokenCookie(value)).toBeUndefined();
  });

  it('reads a UTF-8 payload (a Thai name) exactly', () => {
    const thai = makeSessionIdentity({ userName: 'สมชาย ใจดี' });
    expect(decodeJwtPayload(makeSessionToken(thai))).toMatchObject({ userName: 'สมชาย ใจดี' });
  });

  it.each<[string, string]>([
    ['a payload that is not JSON', `e30.${btoa('not json').replace(/=+$/, '')}.sig`],
    ['a payload that is not UTF-8', `e30.${btoa('\xff\xfe').replace(/=+$/, '')}.sig`],
    ['not a JWT at all', 'abc'],
    ['a payload that is not base64url', 'e30.a.sig'],
  ])('reads %s as no claims', (_case, token) => {
    expect(decodeJwtPayload(token)).toBeUndefined();
  });
});

describe('readSession (SPEC §3, §4)', () => {
  it('a decodable token signs the customer in with its identity', () => {
    const { jar } = memoryJar({ [COOKIE_NAMES.token]: encodeTokenCookie(jwt) });
    expect(readSession(jar)).toEqual({
      loggedIn: true,
      via: 'token',
      identity,
      localTestEmail: null,
      bearerToken: jwt,
    });
  });

  it.each<[string, Record<string, string>]>([
    ['no cookie', {}],
    ['a token that does not decode', { [COOKIE_NAMES.token]: 'garbage' }],
    [
      'a token whose identity is incomplete',
      {
        [COOKIE_NAMES.token]: encodeTokenCookie(
          makeSessionToken(makeSessionIdentity({ level: 'platinum' as 'gold' })),
        ),
      },
    ],
  ])('%s: a silver guest, not signed in', (_case, cookies) => {
    const session = readSession(memoryJar(cookies).jar);
    expect(session.loggedIn).toBe(false);
    expect(session.via).toBeNull();
    expect(session.identity).toBe(FALLBACK_IDENTITY);
    expect(session.identity.level).toBe('silver');
  });

  it('still sends a token whose identity does not parse: the gateway decides', () => {
    const odd = makeSessionToken(makeSessionIdentity({ userName: '' }));
    const session = readSession(memoryJar({ [COOKIE_NAMES.token]: encodeTokenCookie(odd) }).jar);
    expect(session).toMatchObject({ loggedIn: false, bearerToken: odd });
  });

  it.each<[string, Record<string, string>, boolean, string | null]>([
    [
      'the local-test email without a token',
      { [COOKIE_NAMES.localTestEmail]: 'dev@example.co.id' },
      true,
      'local_test_email',
    ],
    ['an empty local-test email', { [COOKIE_NAMES.localTestEmail]: '  ' }, false, null],
    [
      'the local-test email beside a bad token',
      { [COOKIE_NAMES.localTestEmail]: 'dev@example.co.id', [COOKIE_NAMES.token]: 'garbage' },
      true,
      'local_test_email',
    ],
    [
      'the local-test email beside a good token (the token wins)',
      {
        [COOKIE_NAMES.localTestEmail]: 'dev@example.co.id',
        [COOKIE_NAMES.token]: encodeTokenCookie(jwt),
      },
      true,
      'token',
    ],
  ])('%s → signed in %s via %s', (_case, cookies, loggedIn, via) => {
    expect(readSession(memoryJar(cookies).jar)).toMatchObject({ loggedIn, via });
  });

  it('the local-test email signs in for the UI only: silver guest identity, no bearer', () => {
    const session = readSession(
      memoryJar({ [COOKIE_NAMES.localTestEmail]: 'dev@example.co.id' }).jar,
    );
    expect(session).toEqual({
      loggedIn: true,
      via: 'local_test_email',
      identity: FALLBACK_IDENTITY,
      localTestEmail: 'dev@example.co.id',
      bearerToken: undefined,
    });
  });
});

describe('startSession / endSession', () => {
  it('stores base64 of the token until the token expires', () => {
    const { jar, writes } = memoryJar();
    startSession(jar, { token: jwt, expires_at: '2025-05-02T03:00:00.000Z' });
    expect(writes).toEqual([
      {
        name: COOKIE_NAMES.token,
        value: encodeTokenCookie(jwt),
        options: { expires: new Date('2025-05-02T03:00:00.000Z') },
      },
    ]);
    expect(readSession(jar).bearerToken).toBe(jwt);
  });

  it('ending removes only the token', () => {
    const { jar, values } = memoryJar({
      [COOKIE_NAMES.token]: encodeTokenCookie(jwt),
      [COOKIE_NAMES.sessionId]: 'b3f1c1d2-0000-4000-8000-000000000001',
    });
    endSession(jar);
    expect([...values.keys()]).toEqual([COOKIE_NAMES.sessionId]);
  });
});

describe('ensureSessionId', () => {
  const now = new Date('2025-05-01T03:00:00.000Z');
  const newId = () => '6f1c2b7e-4a1d-4f0e-9a8b-3c2d1e0f9a8b';

  it('creates an id for a year when the browser has none', () => {
    const { jar, writes } = memoryJar();
    expect(ensureSessionId(jar, newId, now)).toBe('6f1c2b7e-4a1d-4f0e-9a8b-3c2d1e0f9a8b');
    expect(writes[0]?.options?.expires).toEqual(new Date('2026-05-01T03:00:00.000Z'));
  });

  it.each<[string, string]>([
    ['an uuid', 'b3f1c1d2-0000-4000-8000-000000000001'],
    ['an older fingerprint hash', 'a94a8fe5ccb19ba61c4c0873d391e987982fbbd3'],
    ['exactly 8 characters', 'abcd1234'],
  ])('keeps %s', (_case, id) => {
    const { jar, writes } = memoryJar({ [COOKIE_NAMES.sessionId]: id });
    expect(ensureSessionId(jar, newId, now)).toBe(id);
    expect(writes).toHaveLength(0);
  });

  it.each<[string, string]>([
    ['an empty value', ''],
    ['7 characters', 'abcd123'],
    ['a value that would break a header', 'abc\r\nx-evil: 1'],
    ['a value with spaces', 'my session id'],
    ['129 characters', 'a'.repeat(129)],
  ])('replaces %s', (_case, id) => {
    const { jar } = memoryJar({ [COOKIE_NAMES.sessionId]: id });
    expect(ensureSessionId(jar, newId, now)).toBe('6f1c2b7e-4a1d-4f0e-9a8b-3c2d1e0f9a8b');
  });
});
