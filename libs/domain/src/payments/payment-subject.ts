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

/** A UUID in its canonical text form, as PostgreSQL writes the ids of staff adjustments. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a payment page's id names (`/oci/pembayaran/{id}`, the storefront's
 * `checkout/{id}/payment`): a staff adjustment by its id, a UUID, which no order group number
 * is; anything else is an order group number (docs/decisions/190).
 */
export function paymentSubjectKindOf(id: string): PaymentSubjectKind {
  return UUID.test(id) ? 'adjustment' : 'order_group';
}
