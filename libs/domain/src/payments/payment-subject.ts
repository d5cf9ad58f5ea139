/**
 * What a payment pays for: an order group placed at checkout, or a charge staff added to an order
 * afterwards (an adjustment), which the customer pays through the same flow.
 */
export const PAYMENT_SUBJECT_KINDS = ['order_group', 'adjustment'] as const;
export type PaymentSubjectKind = (typeof PAYMENT_SUBJECT_KINDS)[number];
