import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Money } from '../money/currency';
import { MoneyError } from '../money/money';
import type { QuoteParts } from './all-in-price';
import { QUOTE_PART_NAMES } from './all-in-price';
import { lineBreakdown, quoteBreakdown } from './quote-breakdown';
import { m, quoteParts } from './testing/quote-parts';

const parts = quoteParts;

describe('lineBreakdown', () => {
  it('multiplies every part by the quantity and keeps the unit amounts', () => {
    const line = lineBreakdown(12, parts());
    expect(line.unit).toEqual({ ...parts(), allIn: m(156_000) });
    expect(line.line).toEqual({
      goods: m(1_440_000),
      serviceFee: m(72_000),
      domesticShipping: m(24_000),
      freight: m(162_000),
      taxAndCustoms: m(158_400),
      paperwork: m(15_600),
      allIn: m(1_872_000),
    });
  });

  it.each([
    ['zero items', 0, 0],
    ['one item', 1, 156_000],
  ])('%s cost %i', (_label, quantity, allIn) => {
    expect(lineBreakdown(quantity, parts()).line.allIn).toEqual(m(allIn));
  });

  it.each<[string, number, QuoteParts, new (...args: never[]) => Error]>([
    ['a fractional quantity', 1.5, parts(), MoneyError],
    ['a negative quantity', -1, parts(), RangeError],
    ['a part in another currency', 2, parts({ freight: m(1, 'THB') }), MoneyError],
    ['an overflowing line', 2, parts({ goods: m(Number.MAX_SAFE_INTEGER - 30_000) }), MoneyError],
  ])('refuses %s', (_label, quantity, unit, error) => {
    expect(() => lineBreakdown(quantity, unit)).toThrow(error);
  });
});

describe('quoteBreakdown', () => {
  it('totals each part over the variants', () => {
    const breakdown = quoteBreakdown(
      [
        { quantity: 10, parts: parts() },
        { quantity: 5, parts: parts({ goods: m(200_000), serviceFee: m(10_000) }) },
      ],
      'IDR',
    );
    expect(breakdown.lines.map((line) => line.line.allIn)).toEqual([m(1_560_000), m(1_200_000)]);
    expect(breakdown.total).toEqual({
      goods: m(2_200_000),
      serviceFee: m(110_000),
      domesticShipping: m(30_000),
      freight: m(202_500),
      taxAndCustoms: m(198_000),
      paperwork: m(19_500),
      allIn: m(2_760_000),
    });
  });

  it('is all zeros in the market currency before any variant is quoted', () => {
    const { lines, total } = quoteBreakdown([], 'THB');
    expect(lines).toEqual([]);
    for (const name of [...QUOTE_PART_NAMES, 'allIn'] as const)
      expect(total[name]).toEqual(m(0, 'THB'));
  });

  it('refuses a variant quoted in another currency than the market', () => {
    expect(() => quoteBreakdown([{ quantity: 1, parts: parts() }], 'THB')).toThrow(MoneyError);
  });

  const amount = fc.integer({ min: 0, max: 10_000_000 });
  const quoted = fc.record({
    quantity: fc.integer({ min: 0, max: 10_000 }),
    parts: fc.record({
      goods: amount.map((value) => m(value)),
      serviceFee: amount.map((value) => m(value)),
      domesticShipping: amount.map((value) => m(value)),
      freight: amount.map((value) => m(value)),
      taxAndCustoms: amount.map((value) => m(value)),
      paperwork: amount.map((value) => m(value)),
    }),
  });

  it('adds up: the all-in total is the sum of the lines and the sum of the parts', () => {
    fc.assert(
      fc.property(fc.array(quoted, { maxLength: 12 }), (lines) => {
        const { lines: broken, total } = quoteBreakdown(lines, 'IDR');
        const sum = (values: readonly Money[]) => values.reduce((a, b) => a + b.amount, 0);
        expect(total.allIn.amount).toBe(sum(broken.map((line) => line.line.allIn)));
        expect(total.allIn.amount).toBe(sum(QUOTE_PART_NAMES.map((name) => total[name])));
        for (const line of broken) {
          expect(line.line.allIn.amount).toBe(line.unit.allIn.amount * line.quantity);
        }
      }),
    );
  });
});
