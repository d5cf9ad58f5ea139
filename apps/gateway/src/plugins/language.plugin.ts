import type { LanguageCode, MarketConfig } from '@storefront/domain';
import { LANGUAGE_CODES, languageCode } from '@storefront/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_HEADERS } from '../http/request-headers';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of every text this request gets back. */
    languageCode: LanguageCode;
  }
}

function asLanguage(value: unknown): LanguageCode | undefined {
  if (typeof value !== 'string' || value.length === 0) return undefined;
  const code = value.split(/[-_]/)[0]?.toLowerCase();
  return LANGUAGE_CODES.find((candidate) => candidate === code);
}

/**
 * SPEC §7: the client sends the language twice, as the `langcode` query parameter and as a header;
 * the query wins, then the header, then Accept-Language, then the market's default.
 */
export function requestLanguage(request: FastifyRequest, market: MarketConfig): LanguageCode {
  const query = request.query as Record<string, unknown> | undefined;
  const fromAccept = request.headers['accept-language']?.split(',')[0];
  return (
    asLanguage(query?.['langcode']) ??
    asLanguage(request.headers[REQUEST_HEADERS.languageCode]) ??
    asLanguage(fromAccept) ??
    languageCode(market.defaultLocale)
  );
}

export const languagePlugin = fp(
  async (app: FastifyInstance, options: { market: MarketConfig }) => {
    app.decorateRequest('languageCode', 'en');
    app.addHook('onRequest', async (request) => {
      request.languageCode = requestLanguage(request, options.market);
    });
  },
);
