import { describe, expect, it } from 'vitest';
import { divideRoundingHalfUp } from './rounding';

describe('divideRoundingHalfUp', () => {
  it.each<[bigint, bigint, bigint]>([
    [10n, 4n, 3n], // 2.5
    [9n, 4n, 2n], // 2.25
    [11n, 4n, 3n], // 2.75
    [-10n, 4n, -3n], // -2.5 away from zero
    [-9n, 4n, -2n],
    [10n, -4n, -3n],
    [-10n, -4n, 3n],
    [0n, 7n, 0n],
    [8n, 4n, 2n],
  ])('%d / %d = %d', (numerator, denominator, expected) => {
    expect(divideRoundingHalfUp(numerator, denominator)).toBe(expected);
  });

  it('refuses division by zero', () => {
    expect(() => divideRoundingHalfUp(1n, 0n)).toThrow(RangeError);
  });
});
