import { LEVEL_BENEFITS } from '../levels/level-benefits';
import { LEVELS } from '../levels/level';
import type { Money } from '../money/currency';
import { applyBasisPoints } from '../money/basis-points';

/**
 * The level rate a quote's service fee was charged at, in basis points, read back from the quote
 * itself (the gateway stores exactly `applyBasisPoints(goods, serviceFeeBps)`, decision 297), or
 * null when no single level's rate gives that fee: no goods, a fee no level gives, or an amount
 * so small that two rates round to the same fee. Reading it from the quote rather than from the
 * buyer's level today keeps it right after the buyer moves up a level.
 */
export function serviceFeeShareBps(parts: {
  readonly goods: Money;
  readonly serviceFee: Money;
}): number | null {
  if (parts.goods.amount <= 0 || parts.goods.currency !== parts.serviceFee.currency) return null;
  const rates = new Set(
    LEVELS.map((level) => LEVEL_BENEFITS[level].serviceFeeBps).filter(
      (bps) => applyBasisPoints(parts.goods, bps).amount === parts.serviceFee.amount,
    ),
  );
  const [rate] = rates;
  return rates.size === 1 && rate !== undefined ? rate : null;
}
