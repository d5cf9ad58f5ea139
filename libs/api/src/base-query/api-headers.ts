/**
 * The headers every call carries (SPEC §7), by name. The gateway reads the same names; it imports
 * nothing from this package, so docs/decisions/052 repeats them for its author. Lower case, as
 * HTTP/2 sends them and as Fetch's Headers reports them.
 */
export const API_HEADERS = {
  /** The browser's session id cookie (SPEC: the browser fingerprint). */
  sessionId: 'x-session-id',
  /** Which client is calling: the product's source name (`storefront-th`, `backoffice`, ...). */
  sourceName: 'x-source-name',
  /** The part of the UI locale before the dash ('th-TH' → 'th'); also sent as `langcode`. */
  languageCode: 'x-language-code',
  contentType: 'content-type',
  /** `no-cache` for HTTP/1.1 caches ... */
  cacheControl: 'cache-control',
  /** ... and for HTTP/1.0 proxies, which only know Pragma. */
  pragma: 'pragma',
  /** `Bearer <jwt>` on every call whose contract entry is not public. */
  authorization: 'authorization',
} as const;

/** The query parameter that repeats the language code on every call (SPEC §7). */
export const LANGCODE_PARAM = 'langcode';

export const JSON_CONTENT_TYPE = 'application/json';
export const NO_CACHE = 'no-cache';
