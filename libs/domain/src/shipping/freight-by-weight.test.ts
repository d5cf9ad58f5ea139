import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '../money/currency';
import { MoneyError } from '../money/money';
import { freightByWeight } from './freight-by-weight';
import type { ShippingType } from './shipping-type';
import { SHIPPING_TYPES } from './shipping-type';

const rate = (amount: number, currency: CurrencyCode = 'IDR') => ({ amount, currency });

describe('freightByWeight', () => {
  it.each<[string, ShippingType, number, number, number, number, number, number]>([
    // type, unit grams, quantity, rate per kg -> billable grams, line, per unit
    ['air under 5 kg bills 5 kg', 'air', 200, 10, 80_000, 5_000, 400_000, 40_000],
    ['air at exactly 5 kg', 'air', 500, 10, 80_000, 5_000, 400_000, 40_000],
    ['air just over 5 kg bills the weight', 'air', 501, 10, 80_000, 5_010, 400_800, 40_080],
    ['sea under 5 kg bills the weight', 'sea', 200, 10, 12_000, 2_000, 24_000, 2_400],
    ['land bills the weight', 'land', 1_250, 4, 30_000, 5_000, 150_000, 37_500],
    ['a weightless variant by sea is free', 'sea', 0, 3, 12_000, 0, 0, 0],
    ['a weightless variant by air still bills 5 kg', 'air', 0, 1, 80_000, 5_000, 400_000, 400_000],
    // 7 kg x 1.01 THB/kg... in satang: 101 x 7_003 g / 1000 = 707.303 -> 708
    ['a fraction of a minor unit rounds up', 'sea', 7_003, 1, 101, 7_003, 708, 708],
    // 400_000 over 3 units is 133_333.33 each: rounded up so the freight is never short
    ['per unit rounds up', 'air', 100, 3, 80_000, 5_000, 400_000, 133_334],
  ])('%s', (_label, type, grams, quantity, perKg, billable, line, perUnit) => {
    expect(freightByWeight(type, grams, quantity, rate(perKg))).toEqual({
      billableGrams: billable,
      line: rate(line),
      perUnit: rate(perUnit),
    });
  });

  it('keeps the rate currency', () => {
    expect(freightByWeight('sea', 1_000, 1, rate(4_500, 'KZT')).perUnit).toEqual(
      rate(4_500, 'KZT'),
    );
  });

  it.each<[string, number, number, number]>([
    ['no units', 100, 0, 1_000],
    ['a fractional quantity', 100, 1.5, 1_000],
    ['a negative weight', -1, 1, 1_000],
    ['a fractional weight', 0.5, 1, 1_000],
    ['a negative rate', 100, 1, -1],
  ])('refuses %s', (_label, grams, quantity, perKg) => {
    expect(() => freightByWeight('air', grams, quantity, rate(perKg))).toThrow(RangeError);
  });

  it('refuses a freight past the exact range', () => {
    expect(() =>
      freightByWeight('sea', 1_000_000_000, 1_000, rate(Number.MAX_SAFE_INTEGER)),
    ).toThrow(MoneyError);
  });

  it('never bills less than the line, nor a whole unit more per unit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SHIPPING_TYPES),
        // bounds that keep rate x grams exact in a double, so the check itself is exact
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 1_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (type, grams, quantity, perKg) => {
          const freight = freightByWeight(type, grams, quantity, rate(perKg));
          const charged = freight.perUnit.amount * quantity;
          expect(freight.billableGrams).toBeGreaterThanOrEqual(grams * quantity);
          if (type === 'air') expect(freight.billableGrams).toBeGreaterThanOrEqual(5_000);
          expect(freight.line.amount * 1_000).toBeGreaterThanOrEqual(perKg * freight.billableGrams);
          expect(charged).toBeGreaterThanOrEqual(freight.line.amount);
          expect(charged - freight.line.amount).toBeLessThan(quantity);
        },
      ),
    );
  });
});
