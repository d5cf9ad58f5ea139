import { describe, expect, it } from 'vitest';
import type { Level } from './level';
import { LEVELS } from './level';
import type { LevelBenefits } from './level-benefits';
import { LEVEL_BENEFITS, remainingSubmissions, submissionMonth } from './level-benefits';

const FLAGS = [
  'freeShipping',
  'logoAddition',
  'catalogueRecommendations',
  'prioritySupport',
  'personalConsultation',
] as const satisfies readonly (keyof LevelBenefits)[];

const limitAsNumber = (level: Level) => {
  const limit = LEVEL_BENEFITS[level].submissionLimit;
  return limit === 'unlimited' ? Number.POSITIVE_INFINITY : limit;
};

describe('LEVEL_BENEFITS', () => {
  it('describes every level', () => {
    expect(Object.keys(LEVEL_BENEFITS).sort()).toEqual([...LEVELS].sort());
  });

  it.each([
    ['silver', 'gold'],
    ['gold', 'diamond'],
  ] as const)('%s never gets more than %s', (lower, higher) => {
    for (const flag of FLAGS) {
      if (LEVEL_BENEFITS[lower][flag]) expect(LEVEL_BENEFITS[higher][flag]).toBe(true);
    }
    expect(limitAsNumber(higher)).toBeGreaterThan(limitAsNumber(lower));
    expect(LEVEL_BENEFITS[higher].serviceFeeBps).toBeLessThan(LEVEL_BENEFITS[lower].serviceFeeBps);
  });

  it.each<[Level, number]>([
    ['silver', 500],
    ['gold', 400],
    ['diamond', 300],
  ])('%s pays a service fee of %d bps', (level, bps) => {
    expect(LEVEL_BENEFITS[level].serviceFeeBps).toBe(bps);
  });

  it('gives diamond every benefit, without a submission limit', () => {
    for (const flag of FLAGS) expect(LEVEL_BENEFITS.diamond[flag]).toBe(true);
    expect(LEVEL_BENEFITS.diamond.submissionLimit).toBe('unlimited');
  });
});

describe('remainingSubmissions', () => {
  it.each<[Level, number, number | 'unlimited']>([
    ['silver', 0, 20],
    ['silver', 19, 1],
    ['silver', 20, 0],
    ['silver', 21, 0],
    ['silver', -3, 20],
    ['gold', 99, 1],
    ['gold', 100, 0],
    ['diamond', 0, 'unlimited'],
    ['diamond', 10_000, 'unlimited'],
  ])('%s after %d submissions -> %s', (level, used, expected) => {
    expect(remainingSubmissions(level, used)).toBe(expected);
  });
});

describe('submissionMonth', () => {
  // The storefront clock is UTC+8: a month starts at 16:00 UTC on the day before the 1st.
  it.each([
    ['2026-11-25T04:00:00Z', '2026-10-31T16:00:00.000Z', '2026-11-30T16:00:00.000Z'],
    ['2026-11-30T15:59:59Z', '2026-10-31T16:00:00.000Z', '2026-11-30T16:00:00.000Z'],
    ['2026-11-30T16:00:00Z', '2026-11-30T16:00:00.000Z', '2026-12-31T16:00:00.000Z'],
    ['2026-12-31T16:00:00Z', '2026-12-31T16:00:00.000Z', '2027-01-31T16:00:00.000Z'],
    ['2028-02-15T00:00:00Z', '2028-01-31T16:00:00.000Z', '2028-02-29T16:00:00.000Z'],
  ])('at %s the month runs from %s to %s', (now, start, next) => {
    const month = submissionMonth(new Date(now));
    expect(month.start.toISOString()).toBe(start);
    expect(month.next.toISOString()).toBe(next);
  });
});
