import { describe, expect, it } from 'vitest';
import { splitAmount } from './split-amount';

describe('splitAmount', () => {
  it('shares in proportion and always adds up to the amount', () => {
    expect(splitAmount(25_000, [3_000, 1_000])).toEqual([18_750, 6_250]);
    expect(splitAmount(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitAmount(10, [0, 5])).toEqual([0, 10]);
    expect(splitAmount(7, [0, 0])).toEqual([4, 3]);
    const shares = splitAmount(999_999, [7, 13, 29, 51]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(999_999);
  });

  it('refuses fractions, negatives and an empty split', () => {
    expect(() => splitAmount(1.5, [1])).toThrow(RangeError);
    expect(() => splitAmount(-1, [1])).toThrow(RangeError);
    expect(() => splitAmount(1, [])).toThrow(RangeError);
    expect(() => splitAmount(1, [-1, 2])).toThrow(RangeError);
  });
});
