import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from './currency';
import { MoneyError } from './money';
import { moneyFromDecimal, parseMoney, toDecimalString } from './parse-money';

describe('parseMoney', () => {
  it.each<[string, CurrencyCode, number]>([
    ['1062702.00', 'THB', 106_270_200],
    ['212540.4', 'THB', 21_254_040],
    ['0.29', 'THB', 29],
    ['0.1', 'CNY', 10],
    ['2100', 'THB', 210_000],
    ['1000000', 'IDR', 1_000_000],
    ['1000000.00', 'IDR', 1_000_000],
    ['  42.50 ', 'KZT', 4250],
    ['-0.50', 'THB', -50],
    ['-0', 'IDR', 0],
    ['007', 'IDR', 7],
    ['90071992547409.91', 'THB', Number.MAX_SAFE_INTEGER],
    ['9007199254740991', 'IDR', Number.MAX_SAFE_INTEGER],
  ])('reads %s %s as %d minor units', (text, currency, expected) => {
    const result = parseMoney(text, currency);
    expect(result).toEqual({ ok: true, money: { amount: expected, currency } });
    if (result.ok) expect(Object.is(result.money.amount, -0)).toBe(false);
  });

  it.each<[string, CurrencyCode]>([
    ['', 'THB'],
    ['abc', 'THB'],
    ['1,000', 'IDR'],
    ['1e6', 'IDR'],
    ['.5', 'THB'],
    ['1000000.', 'IDR'],
    ['+5', 'THB'],
    ['1.005', 'THB'],
    ['1000000.5', 'IDR'],
    ['90071992547409.92', 'THB'],
    ['9007199254740992', 'IDR'],
    ['99999999999999999999', 'KZT'],
  ])('refuses %s as %s', (text, currency) => {
    expect(parseMoney(text, currency)).toEqual({ ok: false, code: 'validation_failed' });
  });
});

describe('moneyFromDecimal', () => {
  it('returns the money for a well-formed figure', () => {
    expect(moneyFromDecimal('2100', 'THB')).toEqual({ amount: 210_000, currency: 'THB' });
  });

  it('throws for a malformed figure, which can only be a mistake in code', () => {
    expect(() => moneyFromDecimal('2,100', 'THB')).toThrow(MoneyError);
  });
});

describe('toDecimalString', () => {
  it.each<[number, CurrencyCode, string]>([
    [106_270_200, 'THB', '1062702.00'],
    [21_254_040, 'THB', '212540.40'],
    [5, 'THB', '0.05'],
    [0, 'THB', '0.00'],
    [-50, 'KZT', '-0.50'],
    [-12_345, 'CNY', '-123.45'],
    [1_000_000, 'IDR', '1000000'],
    [0, 'IDR', '0'],
    [-7, 'IDR', '-7'],
    [Number.MAX_SAFE_INTEGER, 'THB', '90071992547409.91'],
  ])('writes %d %s as %s', (amount, currency, expected) => {
    expect(toDecimalString({ amount, currency })).toBe(expected);
  });

  it.each<[string, CurrencyCode]>([
    ['0.01', 'THB'],
    ['123456789.99', 'KZT'],
    ['-4.20', 'CNY'],
    ['15000', 'IDR'],
  ])('round-trips %s %s', (text, currency) => {
    const parsed = parseMoney(text, currency);
    expect(parsed.ok && toDecimalString(parsed.money)).toBe(text);
  });
});
