/**
 * The headers of SPEC §7 every storefront call sends (names shared with libs/api, see
 * docs/decisions). Fastify lower-cases header names.
 */
export const REQUEST_HEADERS = {
  sessionId: 'x-session-id',
  sourceName: 'x-source-name',
  languageCode: 'x-language-code',
} as const;
