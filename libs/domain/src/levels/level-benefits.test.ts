import { describe, expect, it } from 'vitest';
import type { Level } from './level';
import { LEVELS } from './level';
import type { LevelBenefits } from './level-benefits';
import { LEVEL_BENEFITS, remainingSubmissions } from './level-benefits';

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
