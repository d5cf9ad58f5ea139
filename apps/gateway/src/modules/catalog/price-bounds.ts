import type { ExchangeRate } from '@storefront/domain';
import { MoneyError, convertCny, money } from '@storefront/domain';
import type { CnyRange } from '../../adapters/catalog/catalog-adapter';

/**
 * Whether `fen` converts to at least `target` minor units of the market. A conversion beyond
 * the exact integer range certainly does.
 */
function reaches(fen: number, target: number, rate: ExchangeRate): boolean {
  try {
    return convertCny(money(fen, 'CNY'), rate).amount >= target;
  } catch (error) {
    if (error instanceof MoneyError && error.reason === 'unsafe_integer') return true;
    throw error;
  }
}

/**
 * The smallest yuan amount (fen) whose price in the market currency is at least `target`.
 * convertCny never decreases as the yuan amount grows, so a binary search over it finds the
 * exact edge with the domain's own rounding, never a re-derivation of it.
 */
export function smallestFenReaching(target: number, rate: ExchangeRate): number {
  if (target <= 0) return 0;
  let high = 1;
  while (!reaches(high, target, rate)) high *= 2;
  let low = 0;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (reaches(middle, target, rate)) high = middle;
    else low = middle;
  }
  return high;
}

/**
 * The search's price range (minor units of the market currency, both ends included) as the
 * yuan range the catalogue is stored in: a product matches exactly when its price shown in the
 * market currency, converted at `rate`, is within the asked range. Null when no yuan amount
 * can match (the range falls between two neighbouring converted prices).
 */
export function cnyRangeFor(
  min: number | undefined,
  max: number | undefined,
  rate: ExchangeRate,
): CnyRange | null {
  const cnyMin = min === undefined ? null : smallestFenReaching(min, rate);
  const cnyMax = max === undefined ? null : smallestFenReaching(max + 1, rate) - 1;
  if (cnyMin !== null && cnyMax !== null && cnyMin > cnyMax) return null;
  return { min: cnyMin, max: cnyMax };
}
