import { describe, expect, it } from 'vitest';
import type { Money } from '../money/currency';
import { MoneyError } from '../money/money';
import { allInUnitPrice, lineTotal, type QuoteParts } from './all-in-price';
import { m, quoteParts } from './testing/quote-parts';

const parts = quoteParts;

describe('allInUnitPrice', () => {
  it('sums every part', () => {
    expect(allInUnitPrice(parts())).toEqual(m(156_000));
  });

  it('keeps the market currency', () => {
    const thb = allInUnitPrice({
      goods: m(25_000, 'THB'),
      serviceFee: m(1_250, 'THB'),
      domesticShipping: m(300, 'THB'),
      freight: m(0, 'THB'),
      taxAndCustoms: m(2_000, 'THB'),
      paperwork: m(100, 'THB'),
    });
    expect(thb).toEqual(m(28_650, 'THB'));
  });

  it('ignores properties that are not quote parts', () => {
    const withExtra = { ...parts(), discount: m(999_999) } as QuoteParts;
    expect(allInUnitPrice(withExtra)).toEqual(m(156_000));
  });

  it.each<[string, Partial<QuoteParts>, new (...args: never[]) => Error]>([
    ['a part in another currency', { freight: m(15_500, 'THB') }, MoneyError],
    ['a domestic shipping in another currency', { domesticShipping: m(1, 'THB') }, MoneyError],
    ['a negative domestic shipping', { domesticShipping: m(-1) }, RangeError],
    ['a negative part', { serviceFee: m(-1) }, RangeError],
    ['a fractional part', { paperwork: m(0.5) }, MoneyError],
    ['a sum beyond safe integers', { goods: m(Number.MAX_SAFE_INTEGER) }, MoneyError],
  ])('refuses %s', (_label, over, error) => {
    expect(() => allInUnitPrice(parts(over))).toThrow(error);
  });
});

describe('lineTotal', () => {
  it.each([
    [156_000, 0, 0],
    [156_000, 1, 156_000],
    [156_000, 12, 1_872_000],
  ])('%i x %i = %i', (unit, qty, total) => {
    expect(lineTotal(m(unit), qty)).toEqual(m(total));
  });

  it.each<[string, Money, number, new (...args: never[]) => Error]>([
    ['a fractional quantity', m(100), 1.5, MoneyError],
    ['a negative quantity', m(100), -1, RangeError],
    ['a negative price', m(-100), 2, RangeError],
    ['an overflowing total', m(Number.MAX_SAFE_INTEGER), 2, MoneyError],
  ])('refuses %s', (_label, unit, qty, error) => {
    expect(() => lineTotal(unit, qty)).toThrow(error);
  });
});
