/** The sign-in screen's path that returns to `next` afterwards. */
export function loginPath(next: string): string {
  return next === '/' || next === '' ? '/login' : `/login?next=${encodeURIComponent(next)}`;
}

/**
 * Where to go after signing in: the `next` the sign-in screen was given when it is a screen of
 * this app ('/orders?page=2'), else the home screen. A full URL or a protocol-relative '//host'
 * is refused, so a crafted link cannot send a staff member off-site.
 */
export function safeNext(next: string | null, home: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/login')) {
    return home;
  }
  return next;
}
