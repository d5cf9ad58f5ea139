/** Payment methods the product can offer; a market enables a subset. */
export const PAYMENT_METHODS = [
  'virtual_account',
  'bank_transfer',
  'credit_card',
  'ewallet',
  'qr',
  'installment',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Card installment plans the product can offer, in months: the tenors Xendit's card installments
 * serve in Indonesia (decision 280). A market offers a subset; the card's issuer decides which of
 * those a given card supports.
 */
export const CARD_INSTALLMENT_MONTHS = [3, 6, 12] as const;
export type CardInstallmentMonths = (typeof CARD_INSTALLMENT_MONTHS)[number];
