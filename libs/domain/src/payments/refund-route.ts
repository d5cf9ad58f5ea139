import type { PaymentMethod } from './payment-method';

/**
 * How money goes back to a buyer (decision 282): `refund` reverses the payment at the provider,
 * to the card, e-wallet or QR account it came from (providers send a refund only to its source);
 * `payout` sends a transfer to the buyer's bank account, because a virtual account or a bank
 * transfer has no source account the provider could return it to.
 */
export const REFUND_TRANSFER_KINDS = ['refund', 'payout'] as const;
export type RefundTransferKind = (typeof REFUND_TRANSFER_KINDS)[number];

/** `pending` until the provider's callback says `succeeded` or `failed`; both are final. */
export const REFUND_TRANSFER_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundTransferStatus = (typeof REFUND_TRANSFER_STATUSES)[number];

const BY_METHOD: Readonly<Record<PaymentMethod, RefundTransferKind>> = {
  credit_card: 'refund',
  installment: 'refund',
  ewallet: 'refund',
  qr: 'refund',
  virtual_account: 'payout',
  bank_transfer: 'payout',
};

export function refundTransferKind(method: PaymentMethod): RefundTransferKind {
  return BY_METHOD[method];
}
