import type { Money } from '../money/currency';
import { compareMoney, money, subtractMoney, zeroMoney } from '../money/money';
import type { MarketConfig } from '../markets/market-config';
import type { Level } from './level';
import { LEVELS } from './level';

/** What a level rule needs of a market; a full MarketConfig fits. */
export type MarketLevels = Pick<MarketConfig, 'currency' | 'levelThresholds'>;

/** The total order at which a level starts; silver starts at nothing. */
export function levelThreshold(level: Level, market: MarketLevels): Money {
  return level === 'silver' ? zeroMoney(market.currency) : market.levelThresholds[level];
}

/**
 * The level a customer's total order earns. Reaching a threshold exactly earns the level
 * ("at least", like every minimum in the product). A total in another currency throws: it can
 * only come from reading one market's figure in another market's deployment.
 */
export function levelForTotal(total: Money, market: MarketLevels): Level {
  let earned: Level = 'silver';
  for (const level of LEVELS) {
    if (compareMoney(total, levelThreshold(level, market)) >= 0) earned = level;
  }
  return earned;
}

export interface LevelProgress {
  readonly current: Level;
  /** The next level up, or null at the top. */
  readonly next: Level | null;
  /** How much more total order reaches `next`; null at the top. */
  readonly remaining: Money | null;
  /**
   * total / next threshold, 0..1: how far along the road from zero to the next level the
   * customer is (what a progress bar shows beside "Rp 150.000.000 / Rp 500.000.000").
   * 1 at the top.
   */
  readonly ratio: number;
}

export function progressToNextLevel(total: Money, market: MarketLevels): LevelProgress {
  const current = levelForTotal(total, market);
  const next = LEVELS[LEVELS.indexOf(current) + 1] ?? null;
  if (next === null) return { current, next, remaining: null, ratio: 1 };
  const target = levelThreshold(next, market);
  const clampedTotal = money(Math.max(total.amount, 0), total.currency);
  return {
    current,
    next,
    remaining: subtractMoney(target, clampedTotal),
    ratio: clampedTotal.amount / target.amount,
  };
}
