import type { Money } from '@storefront/domain';

/** The parts of one variant's all-in unit price, in the market's currency (minor units). */
export interface QuotePrices {
  readonly goods: Money;
  readonly serviceFee: Money;
  readonly domesticShipping: Money;
  readonly freight: Money;
  readonly taxAndCustoms: Money;
  readonly paperwork: Money;
}

export interface VoucherTerms {
  readonly title: string;
  readonly discount: Money;
}

/**
 * What a staff member does during a journey. Two implementations: the back-office UI (the one
 * the journeys are meant to prove) and the staff API (`E2E_STAFF=api`, to tell a back-office
 * fault from a storefront one). Journeys only ever talk to this interface, so switching between
 * them touches no journey.
 */
export type StaffStep =
  | 'quoteInquiry'
  | 'createVoucher'
  | 'shipOrder'
  | 'markDelivered'
  | 'approveRefund'
  | 'addAdjustment';

export interface StaffDesk {
  /** Which implementation serves a step, named in the journeys' step titles. */
  servedBy(step: StaffStep): 'backoffice' | 'api';
  /** Quotes every variant of the customer's submission with the same unit price parts. */
  quoteInquiry(submissionNumber: string, prices: QuotePrices): Promise<void>;
  /** A stackable voucher valid from an hour ago for a month; answers its id. */
  createVoucher(terms: VoucherTerms): Promise<string>;
  /** In Process -> Shipping with the courier's tracking number. */
  shipOrder(orderNumber: string, trackingNumber: string): Promise<void>;
  /** Shipping -> Delivered (the courier's proof of delivery arrived). */
  markDelivered(orderNumber: string): Promise<void>;
  approveRefund(orderNumber: string): Promise<void>;
  addAdjustment(orderNumber: string, amount: Money, reason: string): Promise<void>;
}
