import { ORDER_STATUSES, type OrderStatus, type OrderTab } from './order-status';

/** Every tab except 'all': each order status belongs to exactly one of them. */
export type OrderStatusTab = Exclude<OrderTab, 'all'>;

/**
 * Which statuses each order-history tab lists. 'calculating' sits under Processed: the order
 * waits on our team, like in_process, and To Pay would offer a payment that cannot start yet
 * (decision 021).
 */
export const ORDER_TAB_STATUSES: Readonly<Record<OrderTab, readonly OrderStatus[]>> = {
  all: ORDER_STATUSES,
  to_pay: ['waiting_payment'],
  adjustment: ['adjustment'],
  processed: ['calculating', 'in_process'],
  shipped: ['shipping'],
  delivered: ['delivered'],
  completed: ['completed'],
  // A refunded order stays where its buyer looked for the refund (decision 289).
  return_refund: ['returning', 'partially_refunded', 'refunded'],
  cancelled: ['canceled'],
};

// Inverted once from the table above so the mapping is written a single time.
const TAB_OF_STATUS = Object.fromEntries(
  Object.entries(ORDER_TAB_STATUSES)
    .filter(([tab]) => tab !== 'all')
    .flatMap(([tab, statuses]) => statuses.map((status) => [status, tab])),
) as Record<OrderStatus, OrderStatusTab>;

/** The tab an order shows under besides 'all' (e.g. to highlight it after a status change). */
export function tabForStatus(status: OrderStatus): OrderStatusTab {
  return TAB_OF_STATUS[status];
}
