import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from './currency';
import { convertCny } from './exchange-rate';
import { MoneyError } from './money';

const cny = (amount: number) => ({ amount, currency: 'CNY' as const });

describe('convertCny', () => {
  it.each<[string, number, CurrencyCode, string, number]>([
    // 1 yuan at 2250.5 IDR/yuan is 2250.5 rupiah: exactly half a minor unit rounds up
    ['half an IDR rounds up', 100, 'IDR', '2250.5', 2251],
    ['just under half rounds down', 100, 'IDR', '2250.49', 2250],
    ['just over half rounds up', 100, 'IDR', '2250.51', 2251],
    ['a whole result is kept', 200, 'IDR', '2250.5', 4501],
    ['0.01 yuan at 2250.5 IDR', 1, 'IDR', '2250.5', 23],
    ['0.01 yuan at 2250.4 IDR', 1, 'IDR', '2250.4', 23],
    ['0.01 yuan at 2249 IDR', 1, 'IDR', '2249', 22],
    ['0.01 yuan at 2250 IDR is exactly 22.5', 1, 'IDR', '2250', 23],
    ['THB keeps satang', 12_345, 'THB', '4.78', 59_009],
    // 123.45 CNY * 4.785 = 590.70825 THB
    ['THB rounds the third decimal', 12_345, 'THB', '4.785', 59_071],
    // 0.10 CNY * 4.85 = 0.485 THB: exactly half a satang
    ['half a satang rounds up', 10, 'THB', '4.85', 49],
    ['KZT with a long rate', 100, 'KZT', '71.123456789', 7112],
    ['a negative amount rounds away from zero', -100, 'IDR', '2250.5', -2251],
    ['zero stays zero', 0, 'KZT', '71.5', 0],
    ['a unit rate to CNY is the identity', 987, 'CNY', '1', 987],
  ])('%s', (_name, amount, to, rate, expected) => {
    expect(convertCny(cny(amount), { from: 'CNY', to, rate })).toEqual({
      amount: expected,
      currency: to,
    });
  });

  it('stays exact where floats would not: 10^12 yuan at 2250.37', () => {
    // 100000000000000 fen * 2250.37 = 2.25037e15 rupiah; as floats 1e14 * 2250.37 / 100 drifts
    expect(
      convertCny(cny(100_000_000_000_000), { from: 'CNY', to: 'IDR', rate: '2250.37' }),
    ).toEqual({
      amount: 2_250_370_000_000_000,
      currency: 'IDR',
    });
  });

  it('refuses a result beyond 2^53', () => {
    expect(() =>
      convertCny(cny(Number.MAX_SAFE_INTEGER), { from: 'CNY', to: 'IDR', rate: '2250' }),
    ).toThrow(MoneyError);
    expect(() =>
      convertCny(cny(Number.MIN_SAFE_INTEGER), { from: 'CNY', to: 'IDR', rate: '2250' }),
    ).toThrow(MoneyError);
  });

  it.each(['', '0', '0.000', '-1', '1,5', '1e3', '.5', 'abc'])('refuses the rate %j', (rate) => {
    expect(() => convertCny(cny(100), { from: 'CNY', to: 'THB', rate })).toThrow(MoneyError);
  });

  it('refuses an amount that is not in yuan', () => {
    expect(() =>
      convertCny({ amount: 100, currency: 'THB' }, { from: 'CNY', to: 'IDR', rate: '2250' }),
    ).toThrow(/converts CNY/);
  });
});
