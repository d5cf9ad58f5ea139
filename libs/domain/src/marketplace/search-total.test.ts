import { describe, expect, it } from 'vitest';
import { SEARCH_TOTAL_CAP, searchTotal } from './search-total';

describe('searchTotal', () => {
  it('caps at 1,000: fifty pages of twenty', () => {
    expect(SEARCH_TOTAL_CAP).toBe(1_000);
  });

  it.each([
    [0, 0, false],
    [1, 1, false],
    [999, 999, false],
    [1_000, 1_000, false],
    [1_001, 1_000, true],
    [2_001, 1_000, true],
    [60_187, 1_000, true],
  ])('%i matches counted answer a total of %i (lower bound: %s)', (counted, total, lower) => {
    expect(searchTotal(counted)).toEqual({ total, isLowerBound: lower });
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses a count of %s', (counted) => {
    expect(() => searchTotal(counted)).toThrow(RangeError);
  });
});
