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
  payment: (groupNumber: string) => `checkout/${encodeURIComponent(groupNumber)}/payment`,
  bankAccounts: 'account/bank-accounts',
} as const;
