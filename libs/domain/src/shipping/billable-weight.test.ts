import { describe, expect, it } from 'vitest';
import type { ShippingType } from './shipping-type';
import { AIR_MINIMUM_BILLABLE_GRAMS, billableWeightGrams } from './billable-weight';

describe('billableWeightGrams', () => {
  it.each<[ShippingType, number, number]>([
    ['air', 0, 5000],
    ['air', 1, 5000],
    ['air', 4999, 5000],
    ['air', 5000, 5000],
    ['air', 5001, 5001],
    ['air', 120_000, 120_000],
    ['sea', 0, 0],
    ['sea', 4999, 4999],
    ['sea', 5001, 5001],
    ['land', 4999, 4999],
    ['local_custom', 4999, 4999],
  ])('%s %d g bills %d g', (type, grams, expected) => {
    expect(billableWeightGrams(type, grams)).toBe(expected);
  });

  it('bills air at 5 kg at least', () => {
    expect(AIR_MINIMUM_BILLABLE_GRAMS).toBe(5000);
  });

  it.each([-1, 0.5, 4999.9, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d g', (grams) => {
    expect(() => billableWeightGrams('air', grams)).toThrow(RangeError);
  });
});
