/** States of a customer's submission (a request for an all-in price). */
export const SUBMISSION_STATES = [
  'submitted',
  'under_review',
  'accepted',
  'rejected',
  'canceled',
] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

/** Quotation state of one variant, and (derived) of a product from its variants. */
export const QUOTATION_STATES = [
  'quoted',
  'partially_quoted',
  'not_quoted',
  'rejected',
  'in_progress',
  'must_calculate',
] as const;
export type QuotationState = (typeof QUOTATION_STATES)[number];
