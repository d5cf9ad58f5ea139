export const CURRENCIES = ['IDR', 'THB', 'KZT', 'CNY'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

/**
 * An amount in integer minor units of its currency, never a float.
 * Why a pair rather than a bare number: an amount without its currency is how IDR ends up
 * added to THB.
 */
export interface Money {
  readonly amount: number;
  readonly currency: CurrencyCode;
}
