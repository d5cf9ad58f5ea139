import type { JWTVerifyGetKey } from 'jose';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { GoogleIdTokenVerifier, GoogleIdentity } from '../adapters';

/** Google's published signing keys for ID tokens (rotated by Google; jose caches and refetches). */
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

/** Both spellings Google writes into `iss` (its OpenID Connect documentation names the two). */
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export interface GoogleVerifierOptions {
  /** The OAuth client id the tokens must be issued for (`aud`). */
  readonly clientId: string;
  /** Where the signing keys come from: Google's JWKS in production, a local key set in tests. */
  readonly keySet: JWTVerifyGetKey;
  /** The clock `exp` is checked against; the real one unless a test moves it. */
  readonly now?: () => Date;
}

/**
 * Verifies a Google ID token: RS256 signature by one of Google's keys, issuer, audience = our
 * client id, not expired (jose's default leeway of none). What the token says about the e-mail is
 * passed on (`emailVerified`); whether an unverified address may sign in is the caller's rule.
 */
export function createGoogleIdTokenVerifier(options: GoogleVerifierOptions): GoogleIdTokenVerifier {
  return {
    async verify(idToken: string): Promise<GoogleIdentity | null> {
      try {
        const { payload } = await jwtVerify(idToken, options.keySet, {
          algorithms: ['RS256'],
          issuer: GOOGLE_ISSUERS,
          audience: options.clientId,
          requiredClaims: ['sub', 'exp', 'iat'],
          ...(options.now ? { currentDate: options.now() } : {}),
        });
        const claims = payload as Record<string, unknown>;
        const { sub, email } = claims;
        if (typeof sub !== 'string' || typeof email !== 'string' || email.length === 0) return null;
        return {
          subject: sub,
          email,
          // Google writes a boolean; very old tokens wrote the string "true".
          emailVerified: claims['email_verified'] === true || claims['email_verified'] === 'true',
          givenName: typeof claims['given_name'] === 'string' ? claims['given_name'] : '',
          familyName: typeof claims['family_name'] === 'string' ? claims['family_name'] : '',
          picture: typeof claims['picture'] === 'string' ? claims['picture'] : null,
        };
      } catch {
        return null;
      }
    },
  };
}

/** The production verifier: Google's remote key set. */
export function createGoogleVerifierForClient(clientId: string): GoogleIdTokenVerifier {
  return createGoogleIdTokenVerifier({
    clientId,
    keySet: createRemoteJWKSet(new URL(GOOGLE_JWKS_URL)),
  });
}
