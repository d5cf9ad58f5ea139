import { textDirection } from '@storefront/domain';
import type { Locale } from '@storefront/domain';
import { useLayoutEffect } from 'react';

/**
 * `lang` and `dir` on <html>: screen readers pick their voice by `lang`, and `dir="rtl"` turns
 * every logical margin, padding and alignment around for Arabic (domain isRtl).
 */
export function useDocumentLocale(locale: Locale): void {
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = textDirection(locale);
  }, [locale]);
}
