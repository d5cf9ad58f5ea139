import type { CurrencyCode } from './currency';

/**
 * How many decimal digits each currency's amounts really use, which fixes what one minor unit
 * is. IDR is 0 although ISO 4217 lists 2: the sen has not circulated for decades, prices and
 * bank transfers are whole rupiah, so a stored "sen" could never be paid.
 */
export const CURRENCY_MINOR_DIGITS: Readonly<Record<CurrencyCode, number>> = {
  IDR: 0,
  THB: 2,
  KZT: 2,
  CNY: 2,
};

/** Minor units in one major unit (100 for THB, 1 for IDR), as a bigint for exact arithmetic. */
export function minorUnitFactor(currency: CurrencyCode): bigint {
  return 10n ** BigInt(CURRENCY_MINOR_DIGITS[currency]);
}
