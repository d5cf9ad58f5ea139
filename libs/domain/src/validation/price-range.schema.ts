import { z } from 'zod';
import { FIELD_ERRORS } from '../errors/field-error-ids';
import { checkPriceRange } from './price-range';

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
