import Cookies from 'js-cookie';

/**
 * The cookies of SPEC §9 the client reads or writes. The spec names the cookies but not their
 * keys; these are ours (docs/decisions/050). The locale cookie belongs to the app shell.
 */
export const COOKIE_NAMES = {
  /** The browser's id, sent as the session-id header and as a push token's device_id. */
  sessionId: 'session_id',
  /** Base64 of the signed session token (SPEC §3). */
  token: 'token',
  /** Set by hand on a developer's machine to look signed in without a token (SPEC §4). */
  localTestEmail: 'local_test_email',
} as const;

export interface CookieWriteOptions {
  /** When the browser drops the cookie; a session cookie when left out. */
  readonly expires?: Date;
}

/** The three cookie operations the client needs, so tests and other hosts can bring their own. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieWriteOptions): void;
  remove(name: string): void;
}

/**
 * document.cookie through js-cookie. Every cookie lives on path '/' (one session for every
 * route and locale), SameSite=Lax, and Secure whenever the page itself is served over https.
 */
export function browserCookieJar(): CookieJar {
  const attributes = (): Cookies.CookieAttributes => ({
    path: '/',
    sameSite: 'lax',
    secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
  });
  return {
    get: (name) => Cookies.get(name),
    set: (name, value, options) => {
      Cookies.set(name, value, { ...attributes(), expires: options?.expires });
    },
    remove: (name) => {
      Cookies.remove(name, attributes());
    },
  };
}

/**
 * The cookies of one request, for a page rendered on the server (the gateway hands over the
 * request's `Cookie` header): read-only, since a render answers with HTML, not with cookies. A
 * value that is not valid percent-encoding is kept as sent, as js-cookie does.
 */
export function requestCookieJar(cookieHeader: string | undefined): CookieJar {
  const values = new Map<string, string>();
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    const raw = part.slice(at + 1).trim();
    if (values.has(name)) continue;
    try {
      values.set(name, decodeURIComponent(raw));
    } catch {
      values.set(name, raw);
    }
  }
  return {
    get: (name) => values.get(name),
    set: () => undefined,
    remove: () => undefined,
  };
}
