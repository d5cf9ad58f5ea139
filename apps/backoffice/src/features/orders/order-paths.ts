/** The order screens' paths inside the back-office's hash router. */
export const ORDER_PATHS = {
  board: '/orders',
  detail: (orderNumber: string) => `/orders/${encodeURIComponent(orderNumber)}`,
} as const;
