import type { Money } from './currency';
import { MoneyError, money } from './money';
import { divideRoundingHalfUp } from './rounding';

/** 100% in basis points: 1 bps = 0.01%. */
export const BASIS_POINTS_PER_WHOLE = 10_000;

/**
 * The share of an amount given in basis points (500 = 5%), rounded half-up to a minor unit.
 * Percentages are basis points so that 2.5% is the integer 250 and never a float.
 */
export function applyBasisPoints(amount: Money, basisPoints: number): Money {
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) {
    throw new MoneyError(
      'not_integer',
      `Basis points must be a non-negative integer, got ${basisPoints}`,
    );
  }
  const share = divideRoundingHalfUp(
    BigInt(amount.amount) * BigInt(basisPoints),
    BigInt(BASIS_POINTS_PER_WHOLE),
  );
  if (share > BigInt(Number.MAX_SAFE_INTEGER) || share < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new MoneyError('unsafe_integer', 'The share is beyond the exact integer range');
  }
  return money(Number(share), amount.currency);
}
