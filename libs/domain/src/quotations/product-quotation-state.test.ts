import { describe, expect, it } from 'vitest';
import type { QuotationState } from './quotation-state';
import { productQuotationState, type VariantQuotationState } from './product-quotation-state';

const VARIANT_STATES: readonly VariantQuotationState[] = [
  'quoted',
  'not_quoted',
  'rejected',
  'in_progress',
  'must_calculate',
];

describe('productQuotationState', () => {
  it.each<[string, VariantQuotationState[], QuotationState]>([
    ['no variants', [], 'not_quoted'],
    ['one quoted', ['quoted'], 'quoted'],
    ['all quoted', ['quoted', 'quoted', 'quoted'], 'quoted'],
    ['quoted + not quoted', ['quoted', 'not_quoted'], 'partially_quoted'],
    ['quoted + rejected', ['rejected', 'quoted'], 'partially_quoted'],
    ['quoted + in progress', ['quoted', 'in_progress'], 'partially_quoted'],
    ['quoted + must calculate', ['must_calculate', 'quoted'], 'partially_quoted'],
    ['one quoted among every other state', [...VARIANT_STATES], 'partially_quoted'],
    ['in progress alone', ['in_progress'], 'in_progress'],
    ['in progress beats must calculate', ['must_calculate', 'in_progress'], 'in_progress'],
    ['in progress beats rejected', ['rejected', 'in_progress'], 'in_progress'],
    ['in progress beats not quoted', ['not_quoted', 'in_progress'], 'in_progress'],
    ['must calculate alone', ['must_calculate'], 'must_calculate'],
    ['must calculate beats rejected', ['rejected', 'must_calculate'], 'must_calculate'],
    ['must calculate beats not quoted', ['not_quoted', 'must_calculate'], 'must_calculate'],
    ['all rejected', ['rejected', 'rejected'], 'rejected'],
    ['rejected + not quoted', ['rejected', 'not_quoted'], 'not_quoted'],
    ['not quoted alone', ['not_quoted'], 'not_quoted'],
  ])('%s -> %s', (_label, states, expected) => {
    expect(productQuotationState(states)).toBe(expected);
  });

  // Every non-empty set of distinct variant states (31 classes) against the stated precedence.
  const subsets = Array.from({ length: 2 ** VARIANT_STATES.length - 1 }, (_, i) =>
    VARIANT_STATES.filter((_, bit) => ((i + 1) >> bit) & 1),
  );
  it.each(subsets.map((s) => [s.join('+'), s] as const))('class %s', (_label, states) => {
    const has = (s: VariantQuotationState) => states.includes(s);
    const result = productQuotationState(states);
    if (has('quoted')) {
      expect(result).toBe(states.length === 1 ? 'quoted' : 'partially_quoted');
    } else if (has('in_progress')) {
      expect(result).toBe('in_progress');
    } else if (has('must_calculate')) {
      expect(result).toBe('must_calculate');
    } else {
      expect(result).toBe(has('not_quoted') ? 'not_quoted' : 'rejected');
    }
    // Order and repetition of variants never change the product's state.
    expect(productQuotationState([...states].reverse().concat(states))).toBe(result);
  });
});
