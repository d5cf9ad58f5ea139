import { addHours } from 'date-fns/addHours';
import type { VariantQuotationState } from './product-quotation-state';
import type { SubmissionState } from './quotation-state';

/**
 * How long a quoted all-in price stands, in clock hours from the moment staff priced the
 * variant (decision 288). Freight and the exchange rate move, so an old quote is history; the
 * buyer asks again. SPEC §4 names no period: 7 x 24 h is the product's choice.
 */
export const QUOTE_VALIDITY_HOURS = 7 * 24;

/** The last instant a quote given at `quotedAt` stands (inclusive). */
export function quoteValidUntil(quotedAt: Date): Date {
  return addHours(quotedAt, QUOTE_VALIDITY_HOURS);
}

/** A quote stands up to and including its last instant; it has expired one instant later. */
export function isQuoteValid(quotedAt: Date, now: Date): boolean {
  return now.getTime() <= quoteValidUntil(quotedAt).getTime();
}

/**
 * Where the buyer stands with one variant of a product, as the product page shows it: never
 * asked (or the request was canceled), asked and waiting, asked and being reviewed, quoted (with
 * a price that stands), rejected (with the team's reason), quoted too long ago, or quoted and
 * ordered since.
 */
export const BUYER_VARIANT_STATES = [
  'not_submitted',
  'submitted',
  'under_review',
  'quoted',
  'rejected',
  'expired',
  'ordered',
] as const;
export type BuyerVariantState = (typeof BUYER_VARIANT_STATES)[number];

/** What the gateway knows of one variant in one of the buyer's submissions. */
export interface BuyerVariantFacts {
  readonly submissionState: SubmissionState;
  readonly variantState: VariantQuotationState;
  /** When staff priced the variant; null while it is not priced. */
  readonly quotedAt: Date | null;
  /** The buyer placed an order with this variant after it was quoted. */
  readonly orderedAfterQuote: boolean;
}

/**
 * The buyer's state of a variant in one submission. A canceled submission is as if never sent;
 * a rejected one (or a variant rejected on its own) is rejected whatever was priced before; a
 * priced variant is quoted while its quote stands, then expired, and ordered once bought; a
 * variant being priced (`in_progress`) follows its submission (submitted, under review). A
 * variant the team no longer owes a price for in any other way (a declined quote is stored
 * `not_quoted`) says nothing: as if never asked.
 */
export function buyerVariantState(facts: BuyerVariantFacts, now: Date): BuyerVariantState {
  if (facts.submissionState === 'canceled') return 'not_submitted';
  if (facts.submissionState === 'rejected' || facts.variantState === 'rejected') return 'rejected';
  if (facts.variantState === 'quoted' && facts.quotedAt !== null) {
    if (facts.orderedAfterQuote) return 'ordered';
    return isQuoteValid(facts.quotedAt, now) ? 'quoted' : 'expired';
  }
  // A quote without its instant is a broken row: it follows its submission, like one in progress.
  if (facts.variantState !== 'in_progress' && facts.variantState !== 'quoted')
    return 'not_submitted';
  if (facts.submissionState === 'submitted') return 'submitted';
  if (facts.submissionState === 'under_review') return 'under_review';
  // Accepted means every variant was priced; an unpriced one there is nothing the buyer waits for.
  return 'not_submitted';
}

/**
 * The states in which asking again for the same variant would be a duplicate: the team is
 * still pricing it, or its price stands (issue 14). Rejected, canceled, expired and ordered
 * variants may be asked about again.
 */
export const BUYER_STATES_BLOCKING_NEW_REQUEST = [
  'submitted',
  'under_review',
  'quoted',
] as const satisfies readonly BuyerVariantState[];

export function blocksNewRequest(state: BuyerVariantState): boolean {
  return (BUYER_STATES_BLOCKING_NEW_REQUEST as readonly BuyerVariantState[]).includes(state);
}

/**
 * Of the buyer's submissions that hold a variant, the one the product page shows: one that
 * blocks a new request if any (there is at most one since duplicates are refused), else the
 * newest one that says anything (a canceled one says nothing).
 */
export function currentBuyerState<T extends { readonly state: BuyerVariantState }>(
  newestFirst: readonly T[],
): T | null {
  return (
    newestFirst.find((entry) => blocksNewRequest(entry.state)) ??
    newestFirst.find((entry) => entry.state !== 'not_submitted') ??
    null
  );
}
