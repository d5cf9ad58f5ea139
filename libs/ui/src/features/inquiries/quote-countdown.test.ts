import { SUBMISSION_STATES } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { clockParts, isAwaitingQuote } from './quote-countdown';

describe('isAwaitingQuote', () => {
  it.each(
    SUBMISSION_STATES.map((state) => [state, state === 'submitted' || state === 'under_review']),
  )('%s → %s', (state, expected) => {
    expect(isAwaitingQuote(state)).toBe(expected);
  });
});

describe('clockParts', () => {
  const HOUR = 3_600_000;
  it.each([
    [0, 0, 0, 0],
    [-5_000, 0, 0, 0],
    // The last millisecond still counts as a second left.
    [1, 0, 0, 1],
    [999, 0, 0, 1],
    [1_000, 0, 0, 1],
    [1_001, 0, 0, 2],
    [59_999, 0, 1, 0],
    [HOUR - 1, 1, 0, 0],
    [HOUR, 1, 0, 0],
    [48 * HOUR, 48, 0, 0],
    [48 * HOUR - 1_000, 47, 59, 59],
  ])('%i ms → %i:%i:%i', (remainingMs, hours, minutes, seconds) => {
    expect(clockParts(remainingMs)).toEqual({ hours, minutes, seconds });
  });
});
