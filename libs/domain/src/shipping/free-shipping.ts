import { LEVEL_BENEFITS } from '../levels/level-benefits';
import type { Level } from '../levels/level';
import type { MarketConfig } from '../markets/market-config';

/**
 * Free shipping needs both halves: a level that grants it and a delivery area the market lists.
 * The level alone would promise free delivery to remote islands the business cannot absorb;
 * the area alone would ignore the level benefit.
 */
export function qualifiesForFreeShipping(
  level: Level,
  areaId: string,
  market: Pick<MarketConfig, 'freeShippingAreas'>,
): boolean {
  return LEVEL_BENEFITS[level].freeShipping && market.freeShippingAreas.includes(areaId);
}
