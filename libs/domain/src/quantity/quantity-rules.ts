import type { ErrorCode } from '../errors/error-codes';
import type { RuleFailure } from '../errors/error-params';

/** A variant's purchase rules as the catalogue gives them. */
export interface QuantityRules {
  /** Smallest purchase; 0 or less means "no minimum", which is one unit. */
  readonly minQuantity: number;
  /** Purchases come in steps of this (kelipatan); 0 or less means "any step", which is 1. */
  readonly multiple: number;
  /** Units available; a negative (oversold) stock counts as none. */
  readonly stock: number;
}

export interface QuantityInput extends QuantityRules {
  readonly quantity: number;
}

export type QuantityErrorCode = Extract<
  ErrorCode,
  | 'multiple_exceeds_stock'
  | 'purchase_exceeds_stock'
  | 'quantity_below_minimum'
  | 'quantity_not_multiple'
>;

/** A failure names the rule's value its text shows (`{minimum}`, `{multiple}`). */
export type QuantityCheck = { readonly ok: true } | RuleFailure<QuantityErrorCode>;

/** The smallest and largest quantity that satisfy every rule. */
export interface QuantityBounds {
  readonly smallest: number;
  readonly largest: number;
  readonly step: number;
}

interface NormalizedRules {
  readonly min: number;
  readonly step: number;
  readonly stock: number;
}

function normalize({ minQuantity, multiple, stock }: QuantityRules): NormalizedRules {
  for (const [name, value] of [
    ['minQuantity', minQuantity],
    ['multiple', multiple],
    ['stock', stock],
  ] as const) {
    // Fractional rules are corrupt catalogue data, not something a customer can fix.
    if (!Number.isSafeInteger(value))
      throw new RangeError(`${name} must be an integer, got ${value}`);
  }
  return { min: Math.max(1, minQuantity), step: Math.max(1, multiple), stock: Math.max(0, stock) };
}

function boundsOf({ min, step, stock }: NormalizedRules): QuantityBounds | null {
  const smallest = Math.ceil(min / step) * step;
  const largest = Math.floor(stock / step) * step;
  return smallest <= largest ? { smallest, largest, step } : null;
}

/**
 * The valid purchases are the multiples of `multiple` from the first one at or above the minimum
 * up to the last one within stock; null when that range is empty (nothing can be bought).
 */
export function validQuantityBounds(rules: QuantityRules): QuantityBounds | null {
  return boundsOf(normalize(rules));
}

/**
 * Checks in this order, first failure wins (decision 023):
 * 1. the rules themselves leave nothing to buy: 'multiple_exceeds_stock' when one step is more
 *    than the stock, otherwise 'purchase_exceeds_stock' (the minimum, rounded up to a step, is
 *    more than the stock, or the stock is 0). No quantity fixes this, so it comes first;
 * 2. 'purchase_exceeds_stock' when the quantity is above the stock (the hard ceiling);
 * 3. 'quantity_below_minimum' (0 and negatives land here);
 * 4. 'quantity_not_multiple' (fractions and NaN land here: never a whole number of steps).
 */
export function validateQuantity(input: QuantityInput): QuantityCheck {
  const { quantity } = input;
  const rules = normalize(input);
  const { min, step, stock } = rules;
  if (!boundsOf(rules)) {
    return {
      ok: false,
      code: stock > 0 && step > stock ? 'multiple_exceeds_stock' : 'purchase_exceeds_stock',
    };
  }
  if (quantity > stock) return { ok: false, code: 'purchase_exceeds_stock' };
  if (quantity < min)
    return { ok: false, code: 'quantity_below_minimum', params: { minimum: min } };
  if (!Number.isInteger(quantity) || quantity % step !== 0) {
    return { ok: false, code: 'quantity_not_multiple', params: { multiple: step } };
  }
  return { ok: true };
}

/**
 * The valid quantity closest to what was typed, or null when nothing can be bought. Out of range
 * values go to the nearest end; a tie between two steps goes down, so a correction never adds
 * more than the customer asked for unless the minimum demands it.
 */
export function nearestValidQuantity(quantity: number, rules: QuantityRules): number | null {
  const bounds = validQuantityBounds(rules);
  if (!bounds) return null;
  const { smallest, largest, step } = bounds;
  if (Number.isNaN(quantity) || quantity <= smallest) return smallest;
  if (quantity >= largest) return largest;
  const lower = Math.floor(quantity / step) * step;
  const upper = lower + step;
  return quantity - lower <= upper - quantity ? lower : upper;
}

export const STEP_DIRECTIONS = ['up', 'down'] as const;
export type StepDirection = (typeof STEP_DIRECTIONS)[number];

/**
 * The next valid value of a +/- stepper from `current` (which may itself be invalid, e.g. typed
 * by hand). Null means the button has nowhere to go and should be disabled. An empty field (NaN)
 * steps to the smallest valid value either way.
 */
export function stepQuantity(
  current: number,
  direction: StepDirection,
  rules: QuantityRules,
): number | null {
  const bounds = validQuantityBounds(rules);
  if (!bounds) return null;
  const { smallest, largest, step } = bounds;
  if (Number.isNaN(current)) return smallest;
  if (direction === 'up') {
    if (current < smallest) return smallest;
    const next = (Math.floor(current / step) + 1) * step;
    return next <= largest ? next : null;
  }
  if (current > largest) return largest;
  const previous = (Math.ceil(current / step) - 1) * step;
  return previous >= smallest ? previous : null;
}
