import {
  checkPriceRange,
  CURRENCY_MINOR_DIGITS,
  FIELD_ERRORS,
  parseMoney,
  toDecimalString,
} from '@storefront/domain';
import type { CurrencyCode } from '@storefront/domain';
import { z } from 'zod';

/**
 * The price filter as typed: two optional amounts in the market currency's major units ("150000",
 * "12.50"). They become minor units through the domain's parseMoney (never a float), and the pair
 * must pass the domain's checkPriceRange, the same rule the contract applies to the query. As in
 * the domain's priceRangeSchema, the range issue sits under the second box.
 */
export function createPriceFilterSchema(currency: CurrencyCode) {
  const bound = z.string().transform((text, context) => {
    const trimmed = text.trim();
    if (trimmed === '') return undefined;
    if (trimmed.startsWith('-')) {
      context.addIssue({ code: 'custom', message: FIELD_ERRORS.notNegative });
      return z.NEVER;
    }
    const parsed = parseMoney(trimmed, currency);
    if (!parsed.ok) {
      context.addIssue({ code: 'custom', message: FIELD_ERRORS.number });
      return z.NEVER;
    }
    return parsed.money.amount;
  });
  return z
    .object({ min: bound, max: bound })
    .refine((range) => checkPriceRange(range.min, range.max).ok, {
      path: ['max'],
      error: FIELD_ERRORS.priceRange,
      when: (payload) => payload.issues.length === 0,
    });
}

export type PriceFilterInput = z.input<ReturnType<typeof createPriceFilterSchema>>;
export type PriceFilter = z.output<ReturnType<typeof createPriceFilterSchema>>;

/** Minor units back to what the box shows ("12.50" for 1250 THB satang, "150000" for IDR). */
export function minorUnitsToInput(amount: number | undefined, currency: CurrencyCode): string {
  return amount === undefined ? '' : toDecimalString({ amount, currency });
}

/** The `step` of a number input for the currency: 1 for rupiah, 0.01 for baht. */
export function inputStep(currency: CurrencyCode): string {
  const digits = CURRENCY_MINOR_DIGITS[currency];
  return digits === 0 ? '1' : `0.${'1'.padStart(digits, '0')}`;
}
