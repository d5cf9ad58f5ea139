import { describe, expect, it } from 'vitest';
import type { Level } from '../levels/level';
import type { MarketId } from '../markets/market-id';
import { MARKETS } from '../markets/markets';
import { qualifiesForFreeShipping } from './free-shipping';

describe('qualifiesForFreeShipping', () => {
  it.each<[Level, string, MarketId, boolean]>([
    ['gold', '31', 'id', true],
    ['diamond', '36', 'id', true],
    ['silver', '31', 'id', false],
    ['gold', '51', 'id', false], // Bali: outside the area
    ['gold', 'TH-10', 'th', true],
    ['diamond', 'TH-50', 'th', false], // Chiang Mai
    ['gold', '31', 'th', false], // another market's area id
    ['diamond', 'KZ-75', 'kz', true],
    ['silver', 'KZ-71', 'kz', false],
    ['gold', '', 'kz', false],
  ])('%s delivering to %j in %s -> %s', (level, area, marketId, expected) => {
    const market = MARKETS[marketId];
    expect(qualifiesForFreeShipping(level, area, market)).toBe(expected);
  });
});
