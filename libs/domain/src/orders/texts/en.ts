import type { OrderStatusTexts } from './order-status-texts';

/** The English name of every order status: the storefront, the back-office and the gateway's notifications. */
export const ORDER_STATUS_TEXTS_EN = {
  calculating: 'Calculating',
  waiting_payment: 'Waiting for payment',
  adjustment: 'Adjustment',
  in_process: 'In process',
  shipping: 'Shipping',
  delivered: 'Delivered',
  completed: 'Completed',
  returning: 'Returning/Refund',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
  canceled: 'Cancelled',
} as const satisfies OrderStatusTexts;
