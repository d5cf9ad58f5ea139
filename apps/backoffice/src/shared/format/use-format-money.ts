import { formatMoney } from '@storefront/domain';
import type { Money } from '@storefront/domain';
import { useCallback } from 'react';
import { useBackofficeLocale } from '../locale';

/** Money as the staff member reads it in their language ('Rp 1,000,000' / 'Rp 1.000.000'). */
export function useFormatMoney(): (value: Money) => string {
  const { locale } = useBackofficeLocale();
  return useCallback((value: Money) => formatMoney(value, locale), [locale]);
}
