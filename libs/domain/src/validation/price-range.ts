import type { ErrorCode } from '../errors/error-codes';

// Apart from price-range.schema.ts: the storefront's home screen reads the rule from the URL, and
// a module that builds a zod schema would bring zod into its first render (docs/decisions/117).

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
