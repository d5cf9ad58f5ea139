/**
 * The token cookie holds base64 of a signed JWT (SPEC §3, §9). The client only reads the
 * identity out of the payload to render; it never verifies the signature, the gateway does on
 * every call (docs/decisions/050).
 */

/** A compact JWS: header.payload.signature, each part base64url. */
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/** The token cookie's value for a signed token (a JWT is ASCII, so btoa is exact). */
export function encodeTokenCookie(jwt: string): string {
  return btoa(jwt);
}

/** The JWT inside a token cookie, or undefined when the cookie is missing or not base64 of one. */
export function decodeTokenCookie(cookieValue: string | undefined): string | undefined {
  if (!cookieValue) return undefined;
  try {
    const jwt = atob(cookieValue.trim());
    return JWT_SHAPE.test(jwt) ? jwt : undefined;
  } catch {
    return undefined;
  }
}

/** Bytes of a base64url string (no padding needed), or undefined when it is not base64url. */
function base64UrlBytes(part: string): Uint8Array | undefined {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/**
 * The claims of a JWT, unverified. The payload is UTF-8 JSON (names may be Thai or Cyrillic),
 * so it is decoded as bytes rather than read as Latin-1 from atob. Undefined when unreadable.
 */
export function decodeJwtPayload(jwt: string): unknown {
  if (!JWT_SHAPE.test(jwt)) return undefined;
  const bytes = base64UrlBytes(jwt.split('.')[1] ?? '');
  if (!bytes) return undefined;
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}
