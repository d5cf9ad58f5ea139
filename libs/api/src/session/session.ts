import { FALLBACK_IDENTITY, isGuest, parseSessionIdentity } from '@storefront/domain';
import type { GuestIdentity, SessionIdentity } from '@storefront/domain';
import type { CookieJar } from './cookie-jar';
import { COOKIE_NAMES } from './cookie-jar';
import { decodeJwtPayload, decodeTokenCookie, encodeTokenCookie } from './session-token';

/** Who the visitor is, as the client knows it from its cookies. */
export interface SessionState {
  /**
   * Signed in for the UI (SPEC §4): a token cookie whose identity decodes, or else a local-test
   * email cookie. Only the token makes the gateway accept a call.
   */
  readonly loggedIn: boolean;
  /** How the visitor counts as signed in; null for a guest. */
  readonly via: 'token' | 'local_test_email' | null;
  /** The token's identity, or the silver guest when there is no valid token (SPEC §3). */
  readonly identity: SessionIdentity | GuestIdentity;
  /** The local-test email, when that cookie is what signs the visitor in. */
  readonly localTestEmail: string | null;
  /** The JWT to send as bearer token: whenever the cookie decodes to one. */
  readonly bearerToken: string | undefined;
}

/**
 * Reads the session from the cookies (SPEC §3, §4): the token cookie decodes to a JWT whose
 * payload is a complete identity → signed in with that identity. Otherwise the silver guest,
 * signed in for the UI only when the local-test email cookie is set.
 */
export function readSession(cookies: CookieJar): SessionState {
  const bearerToken = decodeTokenCookie(cookies.get(COOKIE_NAMES.token));
  const identity = bearerToken
    ? parseSessionIdentity(decodeJwtPayload(bearerToken))
    : FALLBACK_IDENTITY;
  if (!isGuest(identity)) {
    return { loggedIn: true, via: 'token', identity, localTestEmail: null, bearerToken };
  }
  const localTestEmail = cookies.get(COOKIE_NAMES.localTestEmail)?.trim() || null;
  return {
    loggedIn: localTestEmail !== null,
    via: localTestEmail !== null ? 'local_test_email' : null,
    identity,
    localTestEmail,
    bearerToken,
  };
}

/** What every sign-in answers (the contract's sessionSchema): the JWT and when it expires. */
export interface IssuedSession {
  readonly token: string;
  readonly expires_at: string;
}

/** Stores a new session: the token cookie, base64 of the JWT, dropped when the token expires. */
export function startSession(cookies: CookieJar, session: IssuedSession): void {
  cookies.set(COOKIE_NAMES.token, encodeTokenCookie(session.token), {
    expires: new Date(session.expires_at),
  });
}

/** Forgets the token (after a 401, on deleting the account); the session id stays. */
export function endSession(cookies: CookieJar): void {
  cookies.remove(COOKIE_NAMES.token);
}

/**
 * A session id the gateway accepts as a header value: what we mint (a UUID) and what an older
 * client may have stored, but nothing that could break a header or smuggle another one.
 */
const SESSION_ID_SHAPE = /^[A-Za-z0-9._-]{8,128}$/;

/** How long the browser keeps its id: it identifies the browser, not one visit. */
export const SESSION_ID_LIFETIME_DAYS = 365;
const DAY_MS = 86_400_000;

/**
 * The browser's session id (SPEC §7, §9 call it a browser fingerprint): the cookie's value, or a
 * new random id stored for a year when it is missing or malformed (docs/decisions/051).
 */
export function ensureSessionId(cookies: CookieJar, randomId: () => string, now: Date): string {
  const current = cookies.get(COOKIE_NAMES.sessionId);
  if (current !== undefined && SESSION_ID_SHAPE.test(current)) return current;
  const created = randomId();
  cookies.set(COOKIE_NAMES.sessionId, created, {
    expires: new Date(now.getTime() + SESSION_ID_LIFETIME_DAYS * DAY_MS),
  });
  return created;
}
