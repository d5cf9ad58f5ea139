/**
 * Paths under the locale this feature links to. The payment screen and the bank accounts belong
 * to other features (checkout, account): features link by path, never by import.
 */
export const ORDER_PATHS = {
  detail: (groupNumber: string, orderNumber: string) =>
    `orders/${encodeURIComponent(groupNumber)}/${encodeURIComponent(orderNumber)}`,
  tracking: (groupNumber: string, orderNumber: string) =>
    `${ORDER_PATHS.detail(groupNumber, orderNumber)}/tracking`,
  refund: (groupNumber: string, orderNumber: string) =>
    `${ORDER_PATHS.detail(groupNumber, orderNumber)}/refund`,
  /** The payment page of an order group (its number) or of a staff adjustment (its id). */
  payment: (groupNumberOrAdjustmentId: string) =>
    `checkout/${encodeURIComponent(groupNumberOrAdjustmentId)}/payment`,
  bankAccounts: 'account/bank-accounts',
} as const;
