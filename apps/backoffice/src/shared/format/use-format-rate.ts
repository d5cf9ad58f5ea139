import { useCallback } from 'react';
import { useBackofficeLocale } from '../locale';

/**
 * A rate as staff read it, grouped in their language. The decimal string goes to Intl as is
 * (an exact decimal), never through a float that could change its last digit.
 */
export function useFormatRate(): (rate: string) => string {
  const { locale } = useBackofficeLocale();
  return useCallback(
    (rate: string) =>
      new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(
        rate as Intl.StringNumericLiteral,
      ),
    [locale],
  );
}
