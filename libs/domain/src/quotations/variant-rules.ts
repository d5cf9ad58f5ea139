import type { ErrorCode } from '../errors/error-codes';
import type { VariantQuotationState } from './product-quotation-state';
import type { SubmissionState } from './quotation-state';

/** A catalogue product as the supplier last reported it. */
export interface SupplierListing {
  /** When the supplier took the product down; null while it is listed. */
  readonly removedBySupplierAt: Date | null;
}

/** A product the supplier removed is shown as deleted and can no longer be bought or edited. */
export function isRemovedBySupplier(product: SupplierListing): boolean {
  return product.removedBySupplierAt !== null;
}

export interface CartCandidate extends SupplierListing {
  readonly quotationState: VariantQuotationState;
}

export type AddToCartCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly code: Extract<ErrorCode, 'variant_not_quoted' | 'product_removed_by_supplier'>;
    };

/**
 * Only a quoted variant of a listed product goes to the cart. Removal is checked first: a quote
 * for a product the supplier no longer sells is worthless, and "contact sales" is the useful hint.
 */
export function canAddToCart(variant: CartCandidate): AddToCartCheck {
  if (isRemovedBySupplier(variant)) return { ok: false, code: 'product_removed_by_supplier' };
  if (variant.quotationState !== 'quoted') return { ok: false, code: 'variant_not_quoted' };
  return { ok: true };
}

/**
 * A submission whose quotes are no longer on offer: a rejected one waits for a resubmission and
 * a canceled one is over. Every other state offers its quoted variants to the cart at once, so a
 * buyer need not wait for the last variant to be priced (issue 14, partial quotes).
 */
export const SUBMISSION_STATES_WITHOUT_OFFER = [
  'rejected',
  'canceled',
] as const satisfies readonly SubmissionState[];

/** Whether the quoted variants of a submission in `state` may go to the cart. */
export function offersQuotedVariants(state: SubmissionState): boolean {
  return !(SUBMISSION_STATES_WITHOUT_OFFER as readonly SubmissionState[]).includes(state);
}

export interface VariantEstimate {
  /** When the customer asked for the all-in price; null before. */
  readonly estimateRequestedAt: Date | null;
}

/**
 * Once an estimate was requested the team prices exactly what was asked; changing the variant
 * afterwards would make the quote describe something else. Whoever restarts the estimate (e.g.
 * a resubmission after rejection) clears `estimateRequestedAt`.
 */
export function isVariantFrozen(variant: VariantEstimate): boolean {
  return variant.estimateRequestedAt !== null;
}

export type VariantChangeCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly code: Extract<ErrorCode, 'variant_frozen' | 'product_removed_by_supplier'>;
    };

/** Whether the customer may change a variant (options, sub-variant, quantity asked for). */
export function checkVariantChange(
  variant: VariantEstimate & Partial<SupplierListing>,
): VariantChangeCheck {
  if (variant.removedBySupplierAt) return { ok: false, code: 'product_removed_by_supplier' };
  if (isVariantFrozen(variant)) return { ok: false, code: 'variant_frozen' };
  return { ok: true };
}
