import type { ExchangeRate } from '@storefront/domain';
import { convertCny, money } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { cnyRangeFor, smallestFenReaching } from './price-bounds';

const IDR: ExchangeRate = { from: 'CNY', to: 'IDR', rate: '2290' };
const THB: ExchangeRate = { from: 'CNY', to: 'THB', rate: '4.55' };
const KZT: ExchangeRate = { from: 'CNY', to: 'KZT', rate: '72.5' };
/** A currency worth more than the yuan: many fen convert to the same minor unit. */
const STRONG: ExchangeRate = { from: 'CNY', to: 'THB', rate: '0.003' };
const converted = (fen: number, rate: ExchangeRate) => convertCny(money(fen, 'CNY'), rate).amount;

describe('smallestFenReaching', () => {
  // 1 fen = 22.9 rupiah, rounded half up: 0 → 0, 1 → 23, 2 → 46, 3 → 69.
  it.each([
    [0, 0],
    [-5, 0],
    [1, 1],
    [23, 1],
    [24, 2],
    [46, 2],
    [47, 3],
    [2290, 100],
    [2291, 101],
  ])('IDR: %i rupiah needs %i fen', (target, fen) => {
    expect(smallestFenReaching(target, IDR)).toBe(fen);
  });

  // 1 fen = 4.55 satang: 1 → 5 (half up), 2 → 9 (9.1), 3 → 14 (13.65).
  it.each([
    [5, 1],
    [6, 2],
    [9, 2],
    [10, 3],
    [14, 3],
    [15, 4],
  ])('THB: %i satang needs %i fen', (target, fen) => {
    expect(smallestFenReaching(target, THB)).toBe(fen);
  });

  it('finds the edge when a fen is worth less than a minor unit of the market', () => {
    // 0.003 satang a fen: 1 satang needs 167 fen (0.501 rounds up), 166 fen is 0.498.
    expect(smallestFenReaching(1, STRONG)).toBe(167);
    expect(converted(166, STRONG)).toBe(0);
    expect(converted(167, STRONG)).toBe(1);
  });

  it('stays exact at the largest safe amount', () => {
    const target = Number.MAX_SAFE_INTEGER;
    const fen = smallestFenReaching(target, KZT);
    expect(converted(fen - 1, KZT)).toBeLessThan(target);
  });

  it('does not hide a malformed rate', () => {
    expect(() => smallestFenReaching(10, { from: 'CNY', to: 'IDR', rate: 'abc' })).toThrow();
  });
});

describe('cnyRangeFor', () => {
  it('leaves open ends open', () => {
    expect(cnyRangeFor(undefined, undefined, IDR)).toEqual({ min: null, max: null });
  });

  it.each([
    [23, undefined, { min: 1, max: null }],
    [24, undefined, { min: 2, max: null }],
    [undefined, 23, { min: null, max: 1 }],
    [undefined, 22, { min: null, max: 0 }],
    [undefined, 0, { min: null, max: 0 }],
    [0, 46, { min: 0, max: 2 }],
    [23, 46, { min: 1, max: 2 }],
  ])('IDR %s..%s → fen %j', (min, max, range) => {
    expect(cnyRangeFor(min, max, IDR)).toEqual(range);
  });

  it('is null when the range falls between two converted prices', () => {
    // 24..45 rupiah: 1 fen is 23, 2 fen is 46, nothing in between.
    expect(cnyRangeFor(24, 45, IDR)).toBeNull();
  });

  it.each([IDR, THB, KZT, STRONG])(
    'matches exactly the amounts whose converted price is inside (%j)',
    (rate) => {
      for (const [min, max] of [
        [0, 10],
        [7, 8],
        [100, 5_000],
        [1, 1_000_000],
      ] as const) {
        const range = cnyRangeFor(min, max, rate);
        for (let fen = 0; fen <= 2_000; fen += 1) {
          const price = converted(fen, rate);
          const inside = price >= min && price <= max;
          const matched =
            range !== null &&
            (range.min === null || fen >= range.min) &&
            (range.max === null || fen <= range.max);
          expect(matched, `${fen} fen = ${price} for ${min}..${max}`).toBe(inside);
        }
      }
    },
  );
});
