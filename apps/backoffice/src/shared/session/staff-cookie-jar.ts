import type { CookieJar } from '@storefront/api';
import Cookies from 'js-cookie';

/** Every back-office cookie's name starts with this, beside the storefront's own on the origin. */
export const STAFF_COOKIE_PREFIX = 'staff_';

/** The back-office's page and the staff API both live under this path (docs/decisions/217). */
export const STAFF_COOKIE_PATH = '/admin';

/**
 * The cookie jar of the staff client: the same names libs/api uses ('token', 'session_id'), each
 * stored as `staff_<name>` on path /admin. A staff member signing in on a browser a customer
 * uses keeps both sessions: the customer's `token` on '/' is neither read nor replaced, and
 * the staff token never travels to the storefront's pages.
 */
export function staffCookieJar(): CookieJar {
  const attributes = (): Cookies.CookieAttributes => ({
    path: STAFF_COOKIE_PATH,
    sameSite: 'lax',
    secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
  });
  const key = (name: string) => `${STAFF_COOKIE_PREFIX}${name}`;
  return {
    get: (name) => Cookies.get(key(name)),
    set: (name, value, options) => {
      Cookies.set(key(name), value, { ...attributes(), expires: options?.expires });
    },
    remove: (name) => {
      Cookies.remove(key(name), attributes());
    },
  };
}
