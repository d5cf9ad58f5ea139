import { z } from 'zod';
import type { ErrorCode } from '../errors/error-codes';
import { FIELD_ERRORS } from '../errors/field-error-ids';

export type PriceRangeCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: Extract<ErrorCode, 'price_range_invalid'> };

/**
 * The catalogue's price filter. Both bounds are optional (an open range); each is a
 * non-negative amount in integer minor units of the market currency; when both are given the
 * minimum must be strictly below the maximum (SPEC §5 "minimum must be below maximum": equal
 * bounds are refused, a one-price filter is not a range).
 */
export function checkPriceRange(min?: number | null, max?: number | null): PriceRangeCheck {
  const invalid = { ok: false, code: 'price_range_invalid' } as const;
  for (const bound of [min, max]) {
    if (bound === undefined || bound === null) continue;
    if (!Number.isSafeInteger(bound) || bound < 0) return invalid;
  }
  if (min !== undefined && min !== null && max !== undefined && max !== null && min >= max) {
    return invalid;
  }
  return { ok: true };
}

const boundSchema = z
  .number({ error: FIELD_ERRORS.number })
  .int({ error: FIELD_ERRORS.number })
  .nonnegative({ error: FIELD_ERRORS.notNegative })
  .optional();

/** The same rule as a form schema; the range issue sits under `max`, beside the second input. */
export const priceRangeSchema = z
  .object({ min: boundSchema, max: boundSchema })
  .refine((range) => checkPriceRange(range.min, range.max).ok, {
    path: ['max'],
    error: FIELD_ERRORS.priceRange,
    when: (payload) => payload.issues.length === 0,
  });
export type PriceRange = z.infer<typeof priceRangeSchema>;
