import { describe, expect, it } from 'vitest';
import type { Money } from './currency';
import {
  MoneyError,
  addMoney,
  compareMoney,
  isSameMoney,
  money,
  multiplyMoney,
  subtractMoney,
  sumMoney,
  zeroMoney,
} from './money';

const idr = (amount: number): Money => money(amount, 'IDR');
const thb = (amount: number): Money => money(amount, 'THB');

function reasonOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof MoneyError ? error.reason : 'other';
  }
  return undefined;
}

describe('money', () => {
  it.each([
    [0, 0],
    [1, 1],
    [-250, -250],
    [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    [Number.MIN_SAFE_INTEGER, Number.MIN_SAFE_INTEGER],
  ])('accepts the integer %d', (amount, expected) => {
    expect(money(amount, 'THB')).toEqual({ amount: expected, currency: 'THB' });
  });

  it('normalises negative zero', () => {
    expect(Object.is(money(-0, 'IDR').amount, 0)).toBe(true);
  });

  it.each([
    [0.5, 'not_integer'],
    [1000.01, 'not_integer'],
    [Number.NaN, 'not_integer'],
    [Number.POSITIVE_INFINITY, 'not_integer'],
    [Number.MAX_SAFE_INTEGER + 1, 'unsafe_integer'],
    [2 ** 60, 'unsafe_integer'],
    [-(2 ** 53), 'unsafe_integer'],
  ])('refuses %d (%s)', (amount, reason) => {
    expect(reasonOf(() => money(amount, 'IDR'))).toBe(reason);
  });

  it('has a zero of each currency', () => {
    expect(zeroMoney('KZT')).toEqual({ amount: 0, currency: 'KZT' });
  });
});

describe('arithmetic', () => {
  it.each([
    [idr(1_000_000), idr(1), idr(1_000_001)],
    [thb(199), thb(-200), thb(-1)],
    [thb(0), thb(0), thb(0)],
  ])('adds %o and %o', (a, b, expected) => {
    expect(addMoney(a, b)).toEqual(expected);
  });

  it.each([
    [idr(1_000_000), idr(1), idr(999_999)],
    [thb(100), thb(250), thb(-150)],
  ])('subtracts %o minus %o', (a, b, expected) => {
    expect(subtractMoney(a, b)).toEqual(expected);
  });

  it.each([
    [thb(1999), 3, thb(5997)],
    [idr(12_500), 0, idr(0)],
    [idr(12_500), -2, idr(-25_000)],
  ])('multiplies %o by %d', (unit, quantity, expected) => {
    expect(multiplyMoney(unit, quantity)).toEqual(expected);
  });

  it('sums a list, and an empty list to zero of the given currency', () => {
    expect(sumMoney([thb(100), thb(250), thb(1)], 'THB')).toEqual(thb(351));
    expect(sumMoney([], 'KZT')).toEqual(zeroMoney('KZT'));
  });

  it.each([
    ['add', () => addMoney(idr(1), thb(1))],
    ['subtract', () => subtractMoney(thb(1), idr(1))],
    ['sum', () => sumMoney([thb(1), idr(1)], 'THB')],
    ['sum into another currency', () => sumMoney([thb(1)], 'IDR')],
    ['compare', () => compareMoney(idr(1), thb(1))],
  ])('refuses mixed currencies (%s)', (_name, run) => {
    expect(reasonOf(run)).toBe('currency_mismatch');
  });

  it.each([
    ['a fractional quantity', () => multiplyMoney(thb(100), 1.5), 'not_integer'],
    ['a product past 2^53', () => multiplyMoney(idr(2 ** 40), 2 ** 14), 'unsafe_integer'],
    ['a sum past 2^53', () => addMoney(idr(Number.MAX_SAFE_INTEGER), idr(1)), 'unsafe_integer'],
    [
      'a difference past -2^53',
      () => subtractMoney(idr(Number.MIN_SAFE_INTEGER), idr(1)),
      'unsafe_integer',
    ],
  ])('refuses %s', (_name, run, reason) => {
    expect(reasonOf(run)).toBe(reason);
  });

  it.each([
    [thb(100), thb(99), 1],
    [thb(100), thb(100), 0],
    [thb(100), thb(101), -1],
  ])('compares %o with %o', (a, b, expected) => {
    expect(compareMoney(a, b)).toBe(expected);
  });

  it('tells equal money apart from equal numbers', () => {
    expect(isSameMoney(thb(100), thb(100))).toBe(true);
    expect(isSameMoney(thb(100), idr(100))).toBe(false);
    expect(isSameMoney(thb(100), thb(101))).toBe(false);
  });
});
