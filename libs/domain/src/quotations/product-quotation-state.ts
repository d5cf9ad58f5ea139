import type { QuotationState } from './quotation-state';

/** A single variant is never "partially" quoted: that state only exists for a product. */
export type VariantQuotationState = Exclude<QuotationState, 'partially_quoted'>;

/**
 * The product's state from its variants' states. Precedence (decision 022):
 * 1. every variant quoted -> quoted;
 * 2. at least one quoted -> partially_quoted (the quoted ones can go to the cart now);
 * 3. none quoted: in_progress if our team is working on any, else must_calculate if any needs
 *    the customer to request a calculation, else rejected if every variant was rejected,
 *    else not_quoted (something is still open for a first submission).
 * A product without variants has nothing quoted: not_quoted.
 */
export function productQuotationState(
  variantStates: readonly VariantQuotationState[],
): QuotationState {
  if (variantStates.length === 0) return 'not_quoted';
  const quoted = variantStates.filter((s) => s === 'quoted').length;
  if (quoted === variantStates.length) return 'quoted';
  if (quoted > 0) return 'partially_quoted';
  if (variantStates.includes('in_progress')) return 'in_progress';
  if (variantStates.includes('must_calculate')) return 'must_calculate';
  if (variantStates.every((s) => s === 'rejected')) return 'rejected';
  return 'not_quoted';
}
