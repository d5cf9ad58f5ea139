import type { ShippingType } from './shipping-type';

/** Air freight is billed for at least 5 kg (SPEC §9), whatever the parcel weighs. */
export const AIR_MINIMUM_BILLABLE_GRAMS = 5_000;

/**
 * The weight the freight price is computed on, in integer grams. Fractions of a gram or a
 * negative weight can only come from a bug upstream, so they throw instead of being billed.
 */
export function billableWeightGrams(type: ShippingType, grams: number): number {
  if (!Number.isSafeInteger(grams) || grams < 0) {
    throw new RangeError(`Weights are non-negative integer grams, got ${grams}`);
  }
  return type === 'air' ? Math.max(grams, AIR_MINIMUM_BILLABLE_GRAMS) : grams;
}
