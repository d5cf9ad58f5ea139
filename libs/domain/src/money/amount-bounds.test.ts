import { describe, expect, it } from 'vitest';
import {
  DATABASE_INTEGER_MAX,
  MAX_MONEY_AMOUNT,
  MAX_QUANTITY,
  isAcceptedAmount,
} from './amount-bounds';

describe('isAcceptedAmount', () => {
  it.each([
    [0, true],
    [1_250_000, true],
    [MAX_MONEY_AMOUNT, true],
    [MAX_MONEY_AMOUNT + 1, false],
    [Number.MAX_SAFE_INTEGER, false],
    [2 ** 53, false],
    [1e308, false],
    [0.5, false],
    [-1, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ['1000', false],
  ])('%s → %s', (amount, expected) => {
    expect(isAcceptedAmount(amount)).toBe(expected);
  });
});

describe('bounds', () => {
  it('keep a sum of many amounts and a full line exact', () => {
    expect(Number.isSafeInteger(MAX_MONEY_AMOUNT * 9000)).toBe(true);
    expect(MAX_QUANTITY).toBeLessThan(DATABASE_INTEGER_MAX);
    expect(DATABASE_INTEGER_MAX).toBe(2 ** 31 - 1);
  });
});
