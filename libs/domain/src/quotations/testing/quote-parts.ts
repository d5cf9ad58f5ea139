import type { CurrencyCode, Money } from '../../money/currency';
import type { QuoteParts } from '../all-in-price';

/** Money in minor units, rupiah unless told. */
export const m = (amount: number, currency: CurrencyCode = 'IDR'): Money => ({ amount, currency });

/** One unit's quote of 156,000 rupiah in all, any part overridden. */
export const quoteParts = (over: Partial<QuoteParts> = {}): QuoteParts => ({
  goods: m(120_000),
  serviceFee: m(6_000),
  domesticShipping: m(2_000),
  freight: m(13_500),
  taxAndCustoms: m(13_200),
  paperwork: m(1_300),
  ...over,
});
