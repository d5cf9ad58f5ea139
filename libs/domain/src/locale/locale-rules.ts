import type { MarketConfig } from '../markets/market-config';
import type { LanguageCode, Locale } from './locales';
import { LANGUAGE_CODES, SUPPORTED_LOCALES } from './locales';

/** What locale resolution needs of a market; a full MarketConfig fits. */
export type MarketLocales = Pick<MarketConfig, 'locales' | 'defaultLocale'>;

/**
 * Languages written right to left. Kept as data rather than read from
 * Intl.Locale#getTextInfo, which not every browser the storefront serves implements yet.
 */
export const RTL_LANGUAGE_CODES: readonly LanguageCode[] = ['ar'];

export type TextDirection = 'ltr' | 'rtl';

export function isSupportedLocale(value: string): value is Locale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The part before the dash, which the server receives as `langcode` ('th-TH' -> 'th'). */
export function languageCode(locale: Locale): LanguageCode {
  return locale.slice(0, locale.indexOf('-')) as LanguageCode;
}

export function isRtl(locale: Locale): boolean {
  return RTL_LANGUAGE_CODES.includes(languageCode(locale));
}

/** For the document's dir attribute; layouts use logical properties so both directions work. */
export function textDirection(locale: Locale): TextDirection {
  return isRtl(locale) ? 'rtl' : 'ltr';
}

/** The market's locale for a language code, or undefined when the market does not enable it. */
export function localeForLanguageCode(code: string, market: MarketLocales): Locale | undefined {
  const wanted = code.trim().toLowerCase();
  return market.locales.find((locale) => languageCode(locale) === wanted);
}

/**
 * A locale the market enables for whatever the user, a cookie or a URL segment asked for:
 * the exact locale first ('ru-RU'), then the same language in the market's own form ('ru',
 * 'ru-KZ' -> 'ru-RU'), else the market default. Case and '_' are forgiven because cookies and
 * browsers write 'en_us' or 'EN-us'; anything else falls back rather than fails, since a
 * wrong language must never block a page.
 */
export function resolveLocale(candidate: string | undefined, market: MarketLocales): Locale {
  if (candidate === undefined) return market.defaultLocale;
  const normalised = candidate.trim().replace(/_/g, '-').toLowerCase();
  const exact = market.locales.find((locale) => locale.toLowerCase() === normalised);
  if (exact) return exact;
  const [language = ''] = normalised.split('-');
  return localeForLanguageCode(language, market) ?? market.defaultLocale;
}
