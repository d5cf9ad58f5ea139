import { generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { createAdapters } from '../create-adapters';
import { createGoogleIdTokenVerifier } from './google-id-token.verifier';
import { FAKE_GOOGLE_CLIENT_ID as CLIENT_ID, createFakeGoogle } from './google-testing';

const NOW = new Date('2026-03-02T03:00:00.000Z');

describe('Google ID token verifier', () => {
  let google: Awaited<ReturnType<typeof createFakeGoogle>>;
  let verifier: ReturnType<typeof createGoogleIdTokenVerifier>;
  let clock = NOW;
  beforeAll(async () => {
    google = await createFakeGoogle(() => NOW);
    verifier = createGoogleIdTokenVerifier({
      clientId: CLIENT_ID,
      keySet: google.keySet,
      now: () => clock,
    });
  });

  it('reads the identity of a valid token', async () => {
    clock = NOW;
    expect(await verifier.verify(await google.idToken())).toEqual({
      subject: '109876543210',
      email: 'dewi.google@gmail.com',
      emailVerified: true,
      givenName: 'Dewi',
      familyName: 'Lestari',
      picture: 'https://lh3.googleusercontent.com/a/photo',
    });
  });

  it.each(['accounts.google.com', 'https://accounts.google.com'])(
    'accepts the issuer %s',
    async (iss) => {
      clock = NOW;
      expect(await verifier.verify(await google.idToken({ iss }))).not.toBeNull();
    },
  );

  it('passes an unverified address on as unverified', async () => {
    clock = NOW;
    const identity = await verifier.verify(await google.idToken({ email_verified: false }));
    expect(identity?.emailVerified).toBe(false);
  });

  it.each([
    ['another issuer', { iss: 'https://evil.example.com' }],
    ['another audience', { aud: 'someone-else.apps.googleusercontent.com' }],
    ['no e-mail', { email: undefined }],
    ['no subject', { sub: undefined }],
  ])('refuses a token with %s', async (_label, claims) => {
    clock = NOW;
    expect(await verifier.verify(await google.idToken(claims))).toBeNull();
  });

  it('refuses a token signed by a key Google does not publish, and garbage', async () => {
    clock = NOW;
    const { privateKey } = await generateKeyPair('RS256');
    expect(await verifier.verify(await google.idToken({}, NOW, privateKey))).toBeNull();
    expect(await verifier.verify('not.a.token')).toBeNull();
  });

  it.each([
    ['one second before expiry', 3599, true],
    ['at expiry', 3600, false],
  ])('%s the token is %s', async (_label, elapsed, valid) => {
    const token = await google.idToken();
    clock = new Date(NOW.getTime() + elapsed * 1000);
    expect((await verifier.verify(token)) !== null).toBe(valid);
  });
});

describe('Google sign-in selection', () => {
  const db = {} as Database;
  it.each([
    ['no client id', { MARKET: 'id' }, false],
    [
      'a client id in a market with Google sign-in',
      { MARKET: 'id', GOOGLE_CLIENT_ID: CLIENT_ID },
      true,
    ],
    ['a client id in a market without it', { MARKET: 'kz', GOOGLE_CLIENT_ID: CLIENT_ID }, false],
  ])('%s: verifier %s', (_label, env, present) => {
    const adapters = createAdapters(loadConfig({ NODE_ENV: 'test', ...env }), db);
    expect(adapters.google !== null).toBe(present);
  });
});
