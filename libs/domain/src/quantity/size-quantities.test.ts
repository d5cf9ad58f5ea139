import { describe, expect, it } from 'vitest';
import { formatSizes, sizesTotal, validateSizedQuantity } from './size-quantities';

const rules = (minQuantity: number, multiple: number, stock: number) => ({
  minQuantity,
  multiple,
  stock,
});
/** Sizes as [quantity, stock] pairs. */
const sizes = (...pairs: [number, number][]) =>
  pairs.map(([quantity, stock]) => ({ quantity, stock }));

describe('validateSizedQuantity', () => {
  // [label, min, multiple, variant stock, sizes, expected code or null, size at fault]
  it.each<[string, number, number, number, [number, number][], string | null, number | null]>([
    // the minimum and the multiple hold for the total, not each size
    [
      '20 M and 30 L against a minimum of 50',
      50,
      10,
      300,
      [
        [20, 100],
        [30, 200],
      ],
      null,
      null,
    ],
    [
      'sizes below the minimum alone, total at it',
      10,
      1,
      60,
      [
        [4, 30],
        [6, 30],
      ],
      null,
      null,
    ],
    [
      'sizes no multiples alone, total one',
      1,
      5,
      60,
      [
        [3, 30],
        [7, 30],
      ],
      null,
      null,
    ],
    ['one size only', 10, 5, 60, [[10, 30]], null, null],
    [
      'a size at exactly its stock',
      1,
      1,
      60,
      [
        [30, 30],
        [1, 30],
      ],
      null,
      null,
    ],
    [
      'a size left at 0 is not taken',
      1,
      1,
      60,
      [
        [0, 30],
        [5, 30],
      ],
      null,
      null,
    ],
    [
      'total one below the minimum',
      50,
      1,
      300,
      [
        [20, 100],
        [29, 200],
      ],
      'quantity_below_minimum',
      null,
    ],
    [
      'every size at 0',
      1,
      1,
      60,
      [
        [0, 30],
        [0, 30],
      ],
      'quantity_below_minimum',
      null,
    ],
    ['no sizes at all', 1, 1, 60, [], 'quantity_below_minimum', null],
    [
      'total not a multiple',
      10,
      10,
      300,
      [
        [20, 100],
        [25, 200],
      ],
      'quantity_not_multiple',
      null,
    ],
    // stock where it is kept: each size against its own
    [
      'a size one above its stock',
      1,
      1,
      300,
      [
        [20, 100],
        [201, 200],
      ],
      'purchase_exceeds_stock',
      1,
    ],
    [
      'a size above its stock, total within the variant',
      1,
      1,
      300,
      [
        [5, 4],
        [1, 296],
      ],
      'purchase_exceeds_stock',
      0,
    ],
    [
      'a size out of stock',
      1,
      1,
      30,
      [
        [1, 0],
        [1, 30],
      ],
      'purchase_exceeds_stock',
      0,
    ],
    ['a size with oversold stock', 1, 1, 30, [[1, -2]], 'purchase_exceeds_stock', 0],
    ['the size beats the total minimum', 50, 1, 300, [[5, 4]], 'purchase_exceeds_stock', 0],
    [
      'sizes fit, total above the variant stock',
      1,
      1,
      30,
      [
        [20, 20],
        [20, 20],
      ],
      'purchase_exceeds_stock',
      null,
    ],
    // a size that is no whole number
    [
      'a negative size',
      1,
      1,
      60,
      [
        [-5, 30],
        [10, 30],
      ],
      'quantity_not_multiple',
      0,
    ],
    [
      'a fractional size',
      1,
      1,
      60,
      [
        [1, 30],
        [2.5, 30],
      ],
      'quantity_not_multiple',
      1,
    ],
    ['an empty size field', 1, 1, 60, [[Number.NaN, 30]], 'quantity_not_multiple', 0],
    // the variant's rules leave nothing to buy: said first, on the total
    ['multiple above the variant stock', 1, 40, 30, [[50, 100]], 'multiple_exceeds_stock', null],
    ['minimum above the variant stock', 100, 1, 30, [[10, 20]], 'purchase_exceeds_stock', null],
    ['variant out of stock', 1, 1, 0, [[1, 0]], 'purchase_exceeds_stock', null],
  ])('%s -> %s', (_label, min, multiple, stock, pairs, code, size) => {
    const check = validateSizedQuantity(rules(min, multiple, stock), sizes(...pairs));
    expect(check.ok ? null : check.code).toBe(code);
    expect(check.ok ? null : check.size).toBe(size);
  });

  it('answers the total when the split is valid', () => {
    expect(validateSizedQuantity(rules(50, 10, 300), sizes([20, 100], [30, 200]))).toEqual({
      ok: true,
      total: 50,
    });
  });

  it.each<[string, [number, number][], Record<string, number> | undefined]>([
    [
      'the minimum the total missed',
      [
        [3, 30],
        [4, 30],
      ],
      { minimum: 10 },
    ],
    [
      'the multiple the total missed',
      [
        [6, 30],
        [7, 30],
      ],
      { multiple: 5 },
    ],
    ['one unit steps for a broken size', [[1.5, 30]], { multiple: 1 }],
    ['nothing for a size above its stock', [[31, 30]], undefined],
  ])('names %s', (_label, pairs, params) => {
    const check = validateSizedQuantity(rules(10, 5, 60), sizes(...pairs));
    expect(check.ok ? 'ok' : check.params).toEqual(params);
  });
});

describe('sizesTotal', () => {
  it.each<[number[], number]>([
    [[], 0],
    [[20], 20],
    [[20, 30, 0], 50],
  ])('%j adds up to %s', (quantities, total) => {
    expect(sizesTotal(quantities.map((quantity) => ({ quantity })))).toBe(total);
  });
});

describe('formatSizes', () => {
  it.each<[string, [string, number][], string]>([
    [
      'en-US',
      [
        ['M', 20],
        ['L', 30],
      ],
      'M × 20, L × 30',
    ],
    [
      'id-ID',
      [
        ['M', 1200],
        ['XL', 5],
      ],
      'M × 1.200, XL × 5',
    ],
    ['en-US', [['One size', 5]], 'One size × 5'],
    ['en-US', [], ''],
  ])('%s %j -> %s', (locale, pairs, text) => {
    const sizes = pairs.map(([name, quantity]) => ({ name, quantity }));
    expect(formatSizes(sizes, locale)).toBe(text);
  });
});
