import { describe, expect, it } from 'vitest';
import {
  nearestValidQuantity,
  stepQuantity,
  validQuantityBounds,
  validateQuantity,
  type QuantityRules,
  type StepDirection,
} from './quantity-rules';

const rules = (minQuantity: number, multiple: number, stock: number): QuantityRules => ({
  minQuantity,
  multiple,
  stock,
});

describe('validateQuantity', () => {
  // [label, quantity, min, multiple, stock, expected code or null for ok]
  it.each<[string, number, number, number, number, string | null]>([
    // valid purchases and exact edges
    ['exactly the minimum', 10, 10, 1, 100, null],
    ['exactly the stock', 100, 10, 1, 100, null],
    ['a multiple in range', 30, 10, 5, 100, null],
    ['one unit with no rules', 1, 0, 0, 1, null],
    ['the only valid value', 6, 5, 3, 6, null],
    // minimum
    ['one below the minimum', 9, 10, 1, 100, 'quantity_below_minimum'],
    ['zero', 0, 1, 1, 100, 'quantity_below_minimum'],
    ['zero with no minimum configured', 0, 0, 1, 100, 'quantity_below_minimum'],
    ['negative', -5, 1, 5, 100, 'quantity_below_minimum'],
    // stock
    ['one above the stock', 101, 10, 1, 100, 'purchase_exceeds_stock'],
    ['above the stock and not a multiple', 103, 10, 5, 100, 'purchase_exceeds_stock'],
    // multiple
    ['not a multiple', 12, 10, 5, 100, 'quantity_not_multiple'],
    ['a fraction', 10.5, 10, 1, 100, 'quantity_not_multiple'],
    ['not a number', Number.NaN, 1, 1, 100, 'quantity_not_multiple'],
    ['below the minimum and not a multiple', 7, 10, 5, 100, 'quantity_below_minimum'],
    // minimum not a multiple: 5 passes the minimum but is no multiple of 3; 6 is the first valid
    ['the minimum itself when it is no multiple', 5, 5, 3, 100, 'quantity_not_multiple'],
    ['the first multiple above the minimum', 6, 5, 3, 100, null],
    // rule conflicts: nothing can be bought, whatever the quantity
    ['multiple above stock', 5, 1, 6, 5, 'multiple_exceeds_stock'],
    ['multiple one above stock, quantity valid-looking', 6, 1, 6, 5, 'multiple_exceeds_stock'],
    ['multiple exactly the stock', 6, 1, 6, 6, null],
    ['minimum above stock', 20, 20, 1, 10, 'purchase_exceeds_stock'],
    ['minimum above stock, quantity below it', 5, 20, 1, 10, 'purchase_exceeds_stock'],
    ['minimum rounded up to a step is above stock', 6, 5, 3, 5, 'purchase_exceeds_stock'],
    ['minimum and multiple both above stock', 30, 20, 15, 10, 'multiple_exceeds_stock'],
    ['out of stock', 1, 1, 1, 0, 'purchase_exceeds_stock'],
    ['out of stock with a multiple', 5, 1, 5, 0, 'purchase_exceeds_stock'],
    ['oversold stock', 1, 1, 1, -3, 'purchase_exceeds_stock'],
  ])(
    '%s (q=%s, min=%s, multiple=%s, stock=%s) -> %s',
    (_l, quantity, minQuantity, multiple, stock, code) => {
      const check = validateQuantity({ quantity, minQuantity, multiple, stock });
      expect(check.ok ? null : check.code).toBe(code);
    },
  );

  // The value a failure's text shows: the rule as it applies, never the raw "no rule" 0.
  it.each<[string, number, number, number, Record<string, number> | undefined]>([
    ['below a minimum of 10', 9, 10, 1, { minimum: 10 }],
    ['below no configured minimum (one unit)', 0, 0, 1, { minimum: 1 }],
    ['below a negative minimum (one unit)', 0, -4, 1, { minimum: 1 }],
    ['not a multiple of 5', 12, 10, 5, { multiple: 5 }],
    ['a fraction with no configured step', 1.5, 1, 0, { multiple: 1 }],
    ['above the stock (names no value)', 101, 1, 1, undefined],
  ])('%s names %j', (_l, quantity, minQuantity, multiple, params) => {
    const check = validateQuantity({ quantity, minQuantity, multiple, stock: 100 });
    expect(check.ok ? 'ok' : check.params).toEqual(params);
  });

  it('ignores extra fields of a variant object', () => {
    const variant = { name: 'Red / XL', quantity: 4, minQuantity: 2, multiple: 2, stock: 10 };
    expect(validateQuantity(variant)).toEqual({ ok: true });
  });

  it.each([
    ['a fractional minimum', { minQuantity: 1.5, multiple: 1, stock: 10 }],
    ['a fractional multiple', { minQuantity: 1, multiple: 0.5, stock: 10 }],
    ['a NaN stock', { minQuantity: 1, multiple: 1, stock: Number.NaN }],
  ])('throws on corrupt rules: %s', (_label, r) => {
    expect(() => validateQuantity({ quantity: 1, ...r })).toThrow(RangeError);
  });
});

describe('validQuantityBounds', () => {
  it.each<[QuantityRules, unknown]>([
    [rules(5, 3, 100), { smallest: 6, largest: 99, step: 3 }],
    [rules(0, 0, 7), { smallest: 1, largest: 7, step: 1 }],
    [rules(1, 6, 5), null],
    [rules(10, 1, 9), null],
  ])('%o -> %o', (r, bounds) => {
    expect(validQuantityBounds(r)).toEqual(bounds);
  });
});

describe('nearestValidQuantity', () => {
  it.each<[number, QuantityRules, number | null]>([
    [12, rules(10, 5, 100), 10], // 2 from 10, 3 from 15
    [13, rules(10, 5, 100), 15],
    [12.5, rules(10, 5, 100), 10], // a tie goes down
    [14, rules(10, 4, 100), 12], // tie between 12 and 16 -> 12
    [15, rules(10, 5, 100), 15],
    [0, rules(10, 5, 100), 10],
    [-4, rules(5, 3, 100), 6],
    [5, rules(5, 3, 100), 6], // the minimum itself is no multiple
    [500, rules(10, 5, 102), 100],
    [Number.POSITIVE_INFINITY, rules(1, 1, 8), 8],
    [Number.NaN, rules(2, 2, 8), 2],
    [3, rules(1, 6, 5), null],
    [3, rules(1, 1, 0), null],
  ])('%s with %o -> %s', (q, r, expected) => {
    expect(nearestValidQuantity(q, r)).toBe(expected);
  });

  it('always lands on a value validateQuantity accepts', () => {
    const r = rules(7, 4, 50);
    for (let q = -3; q <= 60; q += 0.5) {
      const n = nearestValidQuantity(q, r);
      expect(n).not.toBeNull();
      expect(validateQuantity({ quantity: n as number, ...r })).toEqual({ ok: true });
    }
  });
});

describe('stepQuantity', () => {
  it.each<[number, StepDirection, QuantityRules, number | null]>([
    [10, 'up', rules(10, 5, 100), 15],
    [12, 'up', rules(10, 5, 100), 15], // from an invalid typed value
    [95, 'up', rules(10, 5, 100), 100],
    [100, 'up', rules(10, 5, 100), null], // at the stock: nowhere to go
    [98, 'up', rules(10, 5, 99), null], // the last step (95) is already behind
    [0, 'up', rules(10, 5, 100), 10],
    [Number.NaN, 'up', rules(10, 5, 100), 10],
    [15, 'down', rules(10, 5, 100), 10],
    [12, 'down', rules(10, 5, 100), 10],
    [10, 'down', rules(10, 5, 100), null], // at the minimum
    [11, 'down', rules(10, 5, 100), 10],
    [250, 'down', rules(10, 5, 100), 100],
    [Number.NaN, 'down', rules(10, 5, 100), 10],
    [6, 'down', rules(5, 3, 100), null], // 3 is below the minimum 5
    [5, 'up', rules(5, 3, 100), 6],
    [1, 'up', rules(1, 6, 5), null], // nothing can be bought at all
    [1, 'down', rules(10, 1, 5), null],
  ])('%s %s with %o -> %s', (current, direction, r, expected) => {
    expect(stepQuantity(current, direction, r)).toBe(expected);
  });

  it('walks every valid value up and back down, and only those', () => {
    const r = rules(5, 3, 20);
    const up: number[] = [];
    for (let q = stepQuantity(0, 'up', r); q !== null; q = stepQuantity(q, 'up', r)) up.push(q);
    expect(up).toEqual([6, 9, 12, 15, 18]);
    const down: number[] = [];
    for (let q = stepQuantity(99, 'down', r); q !== null; q = stepQuantity(q, 'down', r))
      down.push(q);
    expect(down).toEqual([18, 15, 12, 9, 6]);
  });
});
