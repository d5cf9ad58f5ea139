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
