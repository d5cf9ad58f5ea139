/**
 * What a payment pays for: an order group placed at checkout, or a charge staff added to an order
 * afterwards (an adjustment), which the customer pays through the same flow.
 */
export const PAYMENT_SUBJECT_KINDS = ['order_group', 'adjustment'] as const;
export type PaymentSubjectKind = (typeof PAYMENT_SUBJECT_KINDS)[number];

/**
 * How staff settle a payment held for review (money for a subject that could not take it,
 * docs/decisions/183): given back to the customer at the provider, or booked by hand. Recording
 * the answer moves no money.
 */
export const PAYMENT_RESOLUTIONS = ['refunded', 'booked'] as const;
export type PaymentResolution = (typeof PAYMENT_RESOLUTIONS)[number];
