import { isSupportedLocale, languageCode } from '@storefront/domain';
import type { LanguageCode, Locale } from '@storefront/domain';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { localizedPath } from './locale-paths';

/**
 * The locale the user sees: the route's `:locale` segment (the shell only renders screens under
 * a locale the market enables), else the one the texts are in.
 */
export function useLocale(): Locale {
  const { locale: fromRoute } = useParams();
  const { locale: fromIntl } = useIntl();
  if (fromRoute !== undefined && isSupportedLocale(fromRoute)) return fromRoute;
  return isSupportedLocale(fromIntl) ? fromIntl : 'en-US';
}

/** The language code of the user's locale ('id'): field-error and catalogue texts are keyed by it. */
export function useLanguage(): LanguageCode {
  return languageCode(useLocale());
}

/** Builds paths in the current locale: `localePath('cart')` → '/id-ID/cart'. */
export function useLocalePath(): (path?: string) => string {
  const locale = useLocale();
  return useCallback((path?: string) => localizedPath(locale, path), [locale]);
}
