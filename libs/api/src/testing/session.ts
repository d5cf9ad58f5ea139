import type { SessionIdentity } from '@storefront/domain';
import { browserCookieJar, COOKIE_NAMES } from '../session/cookie-jar';
import type { CookieJar } from '../session/cookie-jar';
import { encodeTokenCookie } from '../session/session-token';
import { makeSessionIdentity, makeSessionToken } from './factories/account.factory';

/**
 * Signs a test in the way a real sign-in would: the token cookie holds base64 of a JWT carrying
 * `identity`. Returns the JWT (what the bearer header will carry).
 */
export function signInForTests(
  identity: SessionIdentity = makeSessionIdentity(),
  cookies: CookieJar = browserCookieJar(),
): string {
  const jwt = makeSessionToken(identity);
  cookies.set(COOKIE_NAMES.token, encodeTokenCookie(jwt));
  return jwt;
}

/** Removes every cookie the client uses, so each test starts as a first-time guest. */
export function clearClientCookies(cookies: CookieJar = browserCookieJar()): void {
  for (const name of Object.values(COOKIE_NAMES)) cookies.remove(name);
}
