import type { QuantityCheck, QuantityErrorCode, QuantityRules } from './quantity-rules';
import { validQuantityBounds, validateQuantity } from './quantity-rules';
import type { RuleFailure } from '../errors/error-params';

/**
 * One size (sub-variant) of a variant as the buyer asks for it: how many, and the size's own
 * stock as the catalogue gives it.
 */
export interface SizeQuantity {
  readonly quantity: number;
  readonly stock: number;
}

/**
 * A failure of a sized purchase: the rule's code and values, and where it lies: `size` is the
 * index of the size at fault, or null when the variant's total breaks the rule.
 */
export type SizedQuantityCheck =
  | { readonly ok: true; readonly total: number }
  | (RuleFailure<QuantityErrorCode> & { readonly size: number | null });

/** How many units of the variant the sizes add up to. */
export function sizesTotal(sizes: readonly Pick<SizeQuantity, 'quantity'>[]): number {
  return sizes.reduce((sum, size) => sum + size.quantity, 0);
}

/**
 * A variant bought in sizes (decision 296). The supplier ships the variant, so its minimum and
 * multiple (kelipatan) hold for the total over the sizes; stock is counted where it is kept:
 * each size against its own stock, the total against the variant's. Checks in decision 023's
 * order, first failure wins:
 * 1. the variant's rules leave nothing to buy (`multiple_exceeds_stock` / `purchase_exceeds_stock`
 *    on the total: no split into sizes fixes that);
 * 2. a size that is not a whole number of at least 0 (`quantity_not_multiple`, multiple 1), or
 *    above its own stock (`purchase_exceeds_stock`), the first such size;
 * 3. the total against the variant: above its stock, below its minimum (an all-zero split lands
 *    here), not a multiple.
 * A size at 0 is a size not taken; callers send only the sizes taken.
 */
export function validateSizedQuantity(
  rules: QuantityRules,
  sizes: readonly SizeQuantity[],
): SizedQuantityCheck {
  const total = sizesTotal(sizes);
  const onTotal = (check: QuantityCheck): SizedQuantityCheck =>
    check.ok ? { ok: true, total } : { ...check, size: null };
  // validateQuantity names the conflict first, whatever the quantity.
  if (validQuantityBounds(rules) === null)
    return onTotal(validateQuantity({ ...rules, quantity: total }));
  for (const [index, size] of sizes.entries()) {
    if (!Number.isSafeInteger(size.quantity) || size.quantity < 0) {
      return { ok: false, code: 'quantity_not_multiple', params: { multiple: 1 }, size: index };
    }
    if (size.quantity > Math.max(0, size.stock)) {
      return { ok: false, code: 'purchase_exceeds_stock', size: index };
    }
  }
  return onTotal(validateQuantity({ ...rules, quantity: total }));
}

/**
 * A line's sizes as one text, "M × 20, L × 30", the list joined and the numbers written as the
 * language writes them; empty for a line without sizes.
 */
export function formatSizes(
  sizes: readonly { readonly name: string; readonly quantity: number }[],
  locale: string,
): string {
  const number = new Intl.NumberFormat(locale);
  return new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(
    sizes.map((size) => `${size.name} × ${number.format(size.quantity)}`),
  );
}
