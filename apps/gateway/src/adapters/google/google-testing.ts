import type { JWTPayload } from 'jose';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';

export const FAKE_GOOGLE_CLIENT_ID = '1234567890-abc.apps.googleusercontent.com';
const CLIENT_ID = FAKE_GOOGLE_CLIENT_ID;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A local stand-in for Google: a key pair whose public half is the key set the verifier trusts. */
export async function createFakeGoogle(clock: () => Date = () => new Date()) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const keySet = createLocalJWKSet({ keys: [jwk] });
  async function idToken(
    claims: JWTPayload = {},
    now = clock(),
    key: typeof privateKey = privateKey,
  ): Promise<string> {
    return new SignJWT({
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      sub: '109876543210',
      email: 'dewi.google@gmail.com',
      email_verified: true,
      given_name: 'Dewi',
      family_name: 'Lestari',
      picture: 'https://lh3.googleusercontent.com/a/photo',
      iat: seconds(now),
      exp: seconds(now) + 3600,
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .sign(key);
  }
  return { keySet, idToken };
}
