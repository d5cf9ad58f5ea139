import { describe, expect, it } from 'vitest';
import type { Money } from '../money/currency';
import { MoneyError } from '../money/money';
import { ID_MARKET, KZ_MARKET, MARKETS, TH_MARKET } from '../markets/markets';
import type { MarketConfig } from '../markets/market-config';
import type { MarketId } from '../markets/market-id';
import type { Level } from './level';
import { levelForTotal, levelThreshold, progressToNextLevel } from './level-rules';

const at = (market: MarketConfig, amount: number): Money => ({ amount, currency: market.currency });

describe('levelForTotal', () => {
  it.each<[string, MarketId, number, Level]>([
    ['nothing ordered', 'id', 0, 'silver'],
    ['a refund-negative total', 'id', -5_000, 'silver'],
    ['one rupiah below gold', 'id', 99_999_999, 'silver'],
    ['exactly gold', 'id', 100_000_000, 'gold'],
    ['one rupiah above gold', 'id', 100_000_001, 'gold'],
    ['one rupiah below diamond', 'id', 499_999_999, 'gold'],
    ['exactly diamond', 'id', 500_000_000, 'diamond'],
    ['one rupiah above diamond', 'id', 500_000_001, 'diamond'],
    ['one satang below 212,540.40', 'th', 21_254_039, 'silver'],
    ['exactly 212,540.40 THB', 'th', 21_254_040, 'gold'],
    ['one satang above 212,540.40', 'th', 21_254_041, 'gold'],
    ['one satang below 1,062,702', 'th', 106_270_199, 'gold'],
    ['exactly 1,062,702 THB', 'th', 106_270_200, 'diamond'],
    ['one tiyn below the Kazakh gold', 'kz', KZ_MARKET.levelThresholds.gold.amount - 1, 'silver'],
    ['exactly the Kazakh gold', 'kz', KZ_MARKET.levelThresholds.gold.amount, 'gold'],
    ['exactly the Kazakh diamond', 'kz', KZ_MARKET.levelThresholds.diamond.amount, 'diamond'],
    ['far beyond diamond', 'kz', Number.MAX_SAFE_INTEGER, 'diamond'],
  ])('%s (%s, %d) -> %s', (_name, marketId, amount, expected) => {
    const market = MARKETS[marketId];
    expect(levelForTotal(at(market, amount), market)).toBe(expected);
  });

  it.each([
    [{ amount: 600_000_000, currency: 'IDR' } as Money, 'th'],
    [{ amount: 1, currency: 'THB' } as Money, 'kz'],
  ] as const)('refuses a total in another currency (%o in %s)', (total, marketId) => {
    expect(() => levelForTotal(total, MARKETS[marketId])).toThrow(MoneyError);
  });
});

describe('levelThreshold', () => {
  it.each(Object.values(MARKETS))(
    'silver starts at zero; gold and diamond at the market figures ($id)',
    (market) => {
      expect(levelThreshold('silver', market)).toEqual({ amount: 0, currency: market.currency });
      expect(levelThreshold('gold', market)).toBe(market.levelThresholds.gold);
      expect(levelThreshold('diamond', market)).toBe(market.levelThresholds.diamond);
    },
  );
});

describe('progressToNextLevel', () => {
  it.each<[string, number, Level, Level | null, number | null, number]>([
    ['nothing yet', 0, 'silver', 'gold', 100_000_000, 0],
    ['a negative total counts as nothing', -1_000, 'silver', 'gold', 100_000_000, 0],
    ['a quarter of the way to gold', 25_000_000, 'silver', 'gold', 75_000_000, 0.25],
    ['one rupiah short of gold', 99_999_999, 'silver', 'gold', 1, 0.99999999],
    ['exactly gold, on the way to diamond', 100_000_000, 'gold', 'diamond', 400_000_000, 0.2],
    ['one rupiah short of diamond', 499_999_999, 'gold', 'diamond', 1, 0.999999998],
    ['exactly diamond: the top', 500_000_000, 'diamond', null, null, 1],
    ['beyond diamond', 900_000_000, 'diamond', null, null, 1],
  ])('%s', (_name, amount, current, next, remaining, ratio) => {
    const progress = progressToNextLevel(at(ID_MARKET, amount), ID_MARKET);
    expect(progress.current).toBe(current);
    expect(progress.next).toBe(next);
    expect(progress.remaining).toEqual(remaining === null ? null : at(ID_MARKET, remaining));
    expect(progress.ratio).toBeCloseTo(ratio, 12);
    expect(progress.ratio).toBeGreaterThanOrEqual(0);
    expect(progress.ratio).toBeLessThanOrEqual(1);
  });

  it('counts the remainder in satang in Thailand', () => {
    expect(progressToNextLevel(at(TH_MARKET, 21_254_039), TH_MARKET).remaining).toEqual(
      at(TH_MARKET, 1),
    );
  });
});
