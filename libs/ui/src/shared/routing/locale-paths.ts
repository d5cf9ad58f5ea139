import { localizedPath, STOREFRONT_PATH_PATTERN } from '@storefront/contract';
import {
  isSupportedLocale,
  LANGUAGE_CODES,
  localeForLanguageCode,
  SUPPORTED_LOCALES,
} from '@storefront/domain';
import type { Locale, MarketLocales } from '@storefront/domain';
import { RETURN_PATH_PARAM, ROUTE_PATHS } from './route-paths';

// One definition with the gateway's sitemap (libs/contract, decision 245).
export { localizedPath };

/** The first segment of a path and what follows it: '/id-ID/cart' → ['id-ID', '/cart']. */
export function splitFirstSegment(pathname: string): readonly [string, string] {
  const match = /^\/([^/]*)(.*)$/.exec(pathname);
  return match ? [decodeURIComponent(match[1] ?? ''), match[2] ?? ''] : ['', pathname];
}

/**
 * Whether a first segment was meant as a locale: a locale or language the shell knows ('ru',
 * 'en-US', any case, '_' too) or the shape of one ('fr-FR'). 'faq' or 'cart' are not: such a
 * path lacks its locale and keeps its segments.
 */
export function looksLikeLocale(segment: string): boolean {
  const normalised = segment.toLowerCase().replace(/_/g, '-');
  if ((LANGUAGE_CODES as readonly string[]).includes(normalised)) return true;
  if (SUPPORTED_LOCALES.some((locale) => locale.toLowerCase() === normalised)) return true;
  return /^[a-z]{2}-[a-z]{2}$/.test(normalised);
}

/**
 * The market's locale for what a visitor asked for, or undefined when the market does not offer
 * it: the exact locale (any case) first, then the same language ('ru-KZ' → 'ru-RU').
 */
export function matchMarketLocale(
  candidate: string | undefined,
  market: MarketLocales,
): Locale | undefined {
  if (!candidate) return undefined;
  const normalised = candidate.trim().replace(/_/g, '-').toLowerCase();
  const exact = market.locales.find((locale) => locale.toLowerCase() === normalised);
  return exact ?? localeForLanguageCode(normalised.split('-')[0] ?? '', market);
}

/** The locale a path is in, when its first segment is exactly one the market enables. */
export function localeOfPath(pathname: string, market: MarketLocales): Locale | undefined {
  const [segment] = splitFirstSegment(pathname);
  return isSupportedLocale(segment) && market.locales.includes(segment) ? segment : undefined;
}

/**
 * The same page in another locale: the first segment swapped, path, query and hash kept (the
 * language switcher).
 */
export function switchLocaleOfPath(pathname: string, locale: Locale): string {
  const [, rest] = splitFirstSegment(pathname);
  return `/${locale}${rest}`;
}

/** The login screen, remembering where to come back to. */
export function loginPathFor(locale: Locale, returnTo?: string): string {
  const login = localizedPath(locale, ROUTE_PATHS.login);
  if (returnTo === undefined) return login;
  return `${login}?${RETURN_PATH_PARAM}=${encodeURIComponent(returnTo)}`;
}

/**
 * Where a `?next=` may send the user: only a path of this site (one leading slash, never
 * '//host' or '/\\host', so it cannot become an open redirect), moved into the current locale
 * when it names another one (the user may switch language on the login screen). Anything else
 * is the locale's home.
 */
export function safeReturnPath(
  next: string | null | undefined,
  locale: Locale,
  market: MarketLocales,
): string {
  if (!next || !STOREFRONT_PATH_PATTERN.test(next)) return localizedPath(locale);
  if (localeOfPath(next, market) !== undefined) return switchLocaleOfPath(next, locale);
  return localizedPath(locale, next);
}
