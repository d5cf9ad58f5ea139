import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from './currency';
import { applyBasisPoints } from './basis-points';
import { MoneyError } from './money';

describe('applyBasisPoints', () => {
  it.each<[string, number, CurrencyCode, number, number]>([
    ['5% of Rp 1,000,000', 1_000_000, 'IDR', 500, 50_000],
    ['3% of 2,100.00 THB', 210_000, 'THB', 300, 6_300],
    ['0% is zero', 123_456, 'THB', 0, 0],
    ['100% is the amount', 123_456, 'THB', 10_000, 123_456],
    ['150% is allowed (surcharges)', 100, 'IDR', 15_000, 150],
    // 5% of Rp 10 = 0.5 rupiah: exactly half rounds up
    ['half a minor unit rounds up', 10, 'IDR', 500, 1],
    ['just under half rounds down', 9, 'IDR', 500, 0],
    // 4% of 0.37 THB = 1.48 satang
    ['under half of a satang rounds down', 37, 'THB', 400, 1],
    // 4% of 0.38 THB = 1.52 satang
    ['over half of a satang rounds up', 38, 'THB', 400, 2],
    ['a refund rounds away from zero', -10, 'IDR', 500, -1],
    ['large amounts stay exact', 9_007_199_254_740_991, 'IDR', 9_999, 9_006_298_534_815_517],
  ])('%s', (_name, amount, currency, bps, expected) => {
    expect(applyBasisPoints({ amount, currency }, bps)).toEqual({ amount: expected, currency });
  });

  it.each([-1, 2.5, Number.NaN])('refuses %d basis points', (bps) => {
    expect(() => applyBasisPoints({ amount: 100, currency: 'THB' }, bps)).toThrow(MoneyError);
  });

  it('refuses a share beyond 2^53', () => {
    expect(() =>
      applyBasisPoints({ amount: Number.MAX_SAFE_INTEGER, currency: 'IDR' }, 20_000),
    ).toThrow(MoneyError);
    expect(() =>
      applyBasisPoints({ amount: Number.MIN_SAFE_INTEGER, currency: 'IDR' }, 20_000),
    ).toThrow(MoneyError);
  });
});
