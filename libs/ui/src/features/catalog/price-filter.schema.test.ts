import { describe, expect, it } from 'vitest';
import { createPriceFilterSchema, inputStep, minorUnitsToInput } from './price-filter.schema';

type Outcome = { min?: number; max?: number } | { issue: string; path: string };

function outcome(currency: 'IDR' | 'THB', min: string, max: string): Outcome {
  const result = createPriceFilterSchema(currency).safeParse({ min, max });
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  return { issue: issue?.message ?? '', path: issue?.path.join('.') ?? '' };
}

describe('createPriceFilterSchema', () => {
  it.each<['IDR' | 'THB', string, string, Outcome]>([
    ['IDR', '', '', { min: undefined, max: undefined }],
    ['IDR', ' 150000 ', '', { min: 150000, max: undefined }],
    ['IDR', '', '0', { min: undefined, max: 0 }],
    ['IDR', '100000', '100001', { min: 100000, max: 100001 }],
    // Exactly equal is refused: a single price is not a range (domain checkPriceRange).
    ['IDR', '100000', '100000', { issue: 'field.price_range', path: 'max' }],
    ['IDR', '100001', '100000', { issue: 'field.price_range', path: 'max' }],
    ['IDR', '-1', '', { issue: 'field.not_negative', path: 'min' }],
    // Rupiah has no minor unit: half a rupiah is not an amount.
    ['IDR', '1.5', '', { issue: 'field.number', path: 'min' }],
    ['IDR', '1.00', '', { min: 1, max: undefined }],
    ['IDR', 'abc', '', { issue: 'field.number', path: 'min' }],
    ['THB', '12.50', '12.51', { min: 1250, max: 1251 }],
    ['THB', '0.001', '', { issue: 'field.number', path: 'min' }],
  ])('%s min %j max %j', (currency, min, max, expected) => {
    expect(outcome(currency, min, max)).toEqual(expected);
  });

  it('reports the range only once both bounds parsed', () => {
    const result = createPriceFilterSchema('IDR').safeParse({ min: 'x', max: '1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['field.number']);
  });
});

describe('minorUnitsToInput', () => {
  it.each<[number | undefined, 'IDR' | 'THB', string]>([
    [undefined, 'IDR', ''],
    [150000, 'IDR', '150000'],
    [1250, 'THB', '12.50'],
    [5, 'THB', '0.05'],
  ])('%s %s → %j', (amount, currency, expected) => {
    expect(minorUnitsToInput(amount, currency)).toBe(expected);
  });
});

describe('inputStep', () => {
  it.each([
    ['IDR', '1'],
    ['THB', '0.01'],
  ] as const)('%s → %s', (currency, expected) => {
    expect(inputStep(currency)).toBe(expected);
  });
});
