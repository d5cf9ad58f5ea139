import { describe, expect, it } from 'vitest';
import { quantitiesMeetRules } from './cart-quantities';

const variant = { quantity: 10, min_quantity: 5, multiple: 5, stock: 100 };

describe('quantitiesMeetRules', () => {
  it('accepts a line whose every variant meets minimum, multiple and stock', () => {
    expect(quantitiesMeetRules({ variants: [variant, { ...variant, quantity: 5 }] })).toBe(true);
  });

  it.each([
    ['below the minimum', { ...variant, quantity: 0 }],
    ['off the multiple', { ...variant, quantity: 12 }],
    ['above the stock a sync lowered', { ...variant, stock: 5 }],
  ])('refuses a line with one variant %s', (_case, broken) => {
    expect(quantitiesMeetRules({ variants: [variant, broken] })).toBe(false);
  });
});
