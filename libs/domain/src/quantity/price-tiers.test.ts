import { describe, expect, it } from 'vitest';
import {
  checkPriceLadder,
  normalisePriceTiers,
  unitPriceAtQuantity,
  type PriceLadderCheck,
  type PriceTier,
} from './price-tiers';

const tier = (minQuantity: number, priceCny: number): PriceTier => ({ minQuantity, priceCny });
const LADDER = [tier(3, 1250), tier(50, 1180), tier(500, 1050)];

describe('unitPriceAtQuantity', () => {
  // [label, quantity, expected fen]
  it.each<[string, number, number]>([
    ['below the first tier', 1, 1250],
    ['zero', 0, 1250],
    ['exactly the first tier', 3, 1250],
    ['inside the first tier', 49, 1250],
    ['exactly at a boundary', 50, 1180],
    ['one below the last boundary', 499, 1180],
    ['exactly the last tier', 500, 1050],
    ['above the last tier', 1_000_000, 1050],
  ])('%s (%i units) → %i fen', (_label, quantity, fen) => {
    expect(unitPriceAtQuantity(LADDER, quantity, 9999)).toBe(fen);
  });

  it('reads a ladder given out of order', () => {
    expect(unitPriceAtQuantity([tier(500, 1050), tier(3, 1250), tier(50, 1180)], 60, 9999)).toBe(
      1180,
    );
  });

  it.each<[string, PriceTier[]]>([
    ['no ladder', []],
    ['a single tier (a minimum, not a ladder)', [tier(2, 800)]],
    ['tiers that are all invalid', [tier(0, 800), tier(2.5, 700), tier(5, -1)]],
  ])('falls back to the variant price with %s', (_label, tiers) => {
    expect(unitPriceAtQuantity(tiers, 10, 1299)).toBe(1299);
  });
});

describe('normalisePriceTiers', () => {
  it('sorts, keeps the first tier of a minimum and drops invalid ones', () => {
    expect(
      normalisePriceTiers([
        tier(10, 900),
        tier(1, 1000),
        tier(10, 850),
        tier(0, 1),
        tier(20, Number.NaN),
        tier(100, 700),
      ]),
    ).toEqual([tier(1, 1000), tier(10, 900), tier(100, 700)]);
  });

  it('leaves no ladder when fewer than two tiers remain', () => {
    expect(normalisePriceTiers([tier(1, 1000), tier(-3, 900)])).toEqual([]);
  });
});

describe('checkPriceLadder', () => {
  const minimums = (...values: number[]) => values.map((minQuantity) => ({ minQuantity }));
  it.each<[string, { minQuantity: number }[], PriceLadderCheck]>([
    ['no ladder', [], { ok: true }],
    ['two ascending tiers', minimums(1, 2), { ok: true }],
    ['three ascending tiers', minimums(3, 50, 500), { ok: true }],
    ['one tier alone', minimums(3), { ok: false, problem: 'too_few_tiers' }],
    ['a repeated minimum', minimums(3, 3), { ok: false, problem: 'not_ascending', index: 1 }],
    ['a descending pair', minimums(50, 3), { ok: false, problem: 'not_ascending', index: 1 }],
    [
      'the first fault of several',
      minimums(3, 50, 40, 10),
      { ok: false, problem: 'not_ascending', index: 2 },
    ],
  ])('%s', (_label, tiers, expected) => {
    expect(checkPriceLadder(tiers)).toEqual(expected);
  });
});
