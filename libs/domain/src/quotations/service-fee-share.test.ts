import { describe, expect, it } from 'vitest';
import { serviceFeeShareBps } from './service-fee-share';
import { m } from './testing/quote-parts';

describe('serviceFeeShareBps', () => {
  it.each<[string, number, number, number | null]>([
    ['silver 5%', 120_000, 6_000, 500],
    ['gold 4%', 120_000, 4_800, 400],
    ['diamond 3%', 120_000, 3_600, 300],
    // 5% of 12,345 is 617.25: the gateway rounds half up to 617
    ['a rounded fee', 12_345, 617, 500],
    ['a fee no level charges', 120_000, 6_001, null],
    ['no goods', 0, 0, null],
    // 5% of Rp 10 rounds half up to 1, 4% and 3% down to 0: a fee of 0 fits two rates
    ['too small to tell two rates apart', 10, 0, null],
    ['too small, one rate left', 10, 1, 500],
  ])('%s', (_label, goods, fee, expected) => {
    expect(serviceFeeShareBps({ goods: m(goods), serviceFee: m(fee) })).toBe(expected);
  });

  it('reads nothing from parts in two currencies', () => {
    expect(serviceFeeShareBps({ goods: m(120_000), serviceFee: m(6_000, 'THB') })).toBeNull();
  });
});
