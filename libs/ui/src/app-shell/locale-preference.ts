import type { Locale, MarketLocales } from '@storefront/domain';
import { matchMarketLocale } from '../shared/routing/locale-paths';

/** SPEC §9's locale cookie: the language the visitor last chose with the switcher. */
export const LOCALE_COOKIE = 'locale';

/** A choice is remembered for a year: it is a preference, not a session. */
export const LOCALE_COOKIE_DAYS = 365;

/**
 * The locale `/` opens in: the visitor's own choice (the locale cookie), then the browser's
 * languages in the visitor's order, then the market default. Each candidate counts only when the
 * market offers it (exactly or by language: 'ru-KZ' → ru-RU), so a Thai browser on the
 * Indonesian storefront falls through to the next candidate rather than to the default at once.
 */
export function preferredLocale(
  market: MarketLocales,
  cookie: string | undefined,
  browserLanguages: readonly string[],
): Locale {
  for (const candidate of [cookie, ...browserLanguages]) {
    const match = matchMarketLocale(candidate, market);
    if (match) return match;
  }
  return market.defaultLocale;
}
