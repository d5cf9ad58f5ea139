/** Order statuses in the order a healthy order passes through them. */
export const ORDER_STATUSES = [
  'calculating',
  'waiting_payment',
  'adjustment',
  'in_process',
  'shipping',
  'delivered',
  'completed',
  'returning',
  // A refund approved for part of the order's units, or for all of them (decision 289).
  'partially_refunded',
  'refunded',
  'canceled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['unpaid', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Who triggers a move: the customer in the storefront, staff in the back-office, or a job. */
export const ACTORS = ['customer', 'staff', 'system'] as const;
export type Actor = (typeof ACTORS)[number];

/** The nine tabs of the order history, in the order they are shown. */
export const ORDER_TABS = [
  'all',
  'to_pay',
  'adjustment',
  'processed',
  'shipped',
  'delivered',
  'completed',
  'return_refund',
  'cancelled',
] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** Date filters of the order history: the last 30 or 90 days, or no filter. */
export const ORDER_DATE_FILTERS = ['all', 'last_30_days', 'last_90_days'] as const;
export type OrderDateFilter = (typeof ORDER_DATE_FILTERS)[number];
