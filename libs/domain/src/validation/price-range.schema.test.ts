import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './field-error';
import { checkPriceRange } from './price-range';
import { priceRangeSchema } from './price-range.schema';

const invalid = { ok: false, code: 'price_range_invalid' };

describe('checkPriceRange (amounts in minor units)', () => {
  it.each([
    [undefined, undefined, { ok: true }],
    [null, null, { ok: true }],
    [0, undefined, { ok: true }],
    [undefined, 500_000, { ok: true }],
    [100_000, 500_000, { ok: true }],
    [499_999, 500_000, { ok: true }],
    [500_000, 500_000, invalid],
    [500_001, 500_000, invalid],
    [0, 0, invalid],
    [-1, 500_000, invalid],
    [undefined, -1, invalid],
    [1.5, 10, invalid],
    [Number.NaN, 10, invalid],
    [0, Number.POSITIVE_INFINITY, invalid],
  ])('min %s, max %s -> %j', (min, max, expected) => {
    expect(checkPriceRange(min, max)).toEqual(expected);
  });
});

describe('priceRangeSchema', () => {
  const errorsOf = (input: unknown) => {
    const result = priceRangeSchema.safeParse(input);
    return result.success ? [] : toFieldErrors(result.error).map((e) => `${e.path}: ${e.id}`);
  };

  it.each([
    [{}, []],
    [{ min: 100, max: 200 }, []],
    [{ min: 200, max: 200 }, ['max: field.price_range']],
    [{ min: 300, max: 200 }, ['max: field.price_range']],
    [{ min: -5 }, ['min: field.not_negative']],
    [{ min: 1.5 }, ['min: field.number']],
    [{ max: '100' }, ['max: field.number']],
    // a negative bound is reported as such, not also as a bad range
    [{ min: -5, max: -10 }, ['min: field.not_negative', 'max: field.not_negative']],
  ])('%j -> %j', (input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });
});
