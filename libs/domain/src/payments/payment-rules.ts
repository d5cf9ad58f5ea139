import type { MarketConfig } from '../markets/market-config';
import type { CardInstallmentMonths, PaymentMethod } from './payment-method';

export function isPaymentMethodEnabled(
  method: PaymentMethod,
  market: Pick<MarketConfig, 'paymentMethods'>,
): boolean {
  return market.paymentMethods.includes(method);
}

/** The installment plans a market offers: none where installment is not one of its methods. */
export function installmentPlansOf(
  market: Pick<MarketConfig, 'paymentMethods' | 'cardInstallmentMonths'>,
): readonly CardInstallmentMonths[] {
  return isPaymentMethodEnabled('installment', market) ? market.cardInstallmentMonths : [];
}

/**
 * How long an open card payment waiting for 3-D Secure is resumed (a reload, a second tab, a
 * second press of Pay) instead of charging again: about as long as an issuer's authentication
 * page stays usable. After it, a new attempt may start; should the old one still be captured,
 * the second payment is held for a refund (decision 182).
 */
export const CARD_AUTHENTICATION_WINDOW_MINUTES = 15;

/** How the payment screen groups methods: one heading each, in this order. */
export const PAYMENT_METHOD_GROUPS = ['bank', 'card', 'ewallet', 'qr'] as const;
export type PaymentMethodGroup = (typeof PAYMENT_METHOD_GROUPS)[number];

/**
 * Installments are a card feature with the card provider (interest-free plans on a credit
 * card), so they sit with cards; a virtual account is a bank transfer to a per-order number.
 */
export const PAYMENT_METHOD_GROUP: Readonly<Record<PaymentMethod, PaymentMethodGroup>> = {
  virtual_account: 'bank',
  bank_transfer: 'bank',
  credit_card: 'card',
  installment: 'card',
  ewallet: 'ewallet',
  qr: 'qr',
};

export interface PaymentMethodSection {
  readonly group: PaymentMethodGroup;
  readonly methods: readonly PaymentMethod[];
}

/**
 * The market's methods by group, in group order, then in the market's own order; groups
 * without a method are left out.
 */
export function groupPaymentMethods(
  market: Pick<MarketConfig, 'paymentMethods'>,
): readonly PaymentMethodSection[] {
  return PAYMENT_METHOD_GROUPS.map((group) => ({
    group,
    methods: market.paymentMethods.filter((method) => PAYMENT_METHOD_GROUP[method] === group),
  })).filter((section) => section.methods.length > 0);
}
