import { addHours } from 'date-fns/addHours';
import type { ErrorCode } from '../errors/error-codes';
import type { OrderStatus } from './order-status';
import { canTransition } from './order-transitions';

/** Complaints are accepted up to 2x24 hours after receipt (SPEC §1, §9). */
export const REFUND_WINDOW_HOURS = 48;

export interface OrderReceiptState {
  readonly status: OrderStatus;
  /** When the order was delivered (set on shipping -> delivered); null before that. */
  readonly receivedAt: Date | null;
}

export type ReceiptCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: Extract<ErrorCode, 'transition_not_allowed'> };

export type RefundCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly code: Extract<ErrorCode, 'transition_not_allowed' | 'refund_window_closed'>;
    };

export function refundWindowClosesAt(receivedAt: Date): Date {
  return addHours(receivedAt, REFUND_WINDOW_HOURS);
}

/**
 * "Up to 2x24 hours" includes its last instant: a request at exactly 48 h is accepted
 * (decision 021). The window is open before it closes, even if clocks put `now` before receipt.
 */
export function isRefundWindowOpen(receivedAt: Date, now: Date): boolean {
  return now.getTime() <= refundWindowClosesAt(receivedAt).getTime();
}

/** The customer's "order received" button: only a delivered order can be confirmed. */
export function canConfirmReceipt(order: Pick<OrderReceiptState, 'status'>): ReceiptCheck {
  const move = canTransition(order.status, 'completed', 'customer');
  return move.ok ? { ok: true } : move;
}

/**
 * A delivered order asks its first refund (it moves to returning); a partially refunded one may
 * ask for the units it still has, inside the same window and without moving (decision 289). The
 * gateway also refuses a second request while one is undecided.
 */
export function canRequestRefund(order: OrderReceiptState, now: Date): RefundCheck {
  if (order.status !== 'partially_refunded') {
    const move = canTransition(order.status, 'returning', 'customer');
    if (!move.ok) return move;
  }
  // A delivered order without a receipt time is corrupt data; refusing is the safe side.
  if (order.receivedAt === null) return { ok: false, code: 'transition_not_allowed' };
  if (!isRefundWindowOpen(order.receivedAt, now))
    return { ok: false, code: 'refund_window_closed' };
  return { ok: true };
}

/** The status a refund request moves the order to, or null when it stays (a second request). */
export function refundRequestMove(status: OrderStatus): OrderStatus | null {
  return status === 'partially_refunded' ? null : 'returning';
}

/** Whether the sweep completes a delivered order: only once the refund window has closed. */
export function shouldAutoComplete(order: OrderReceiptState, now: Date): boolean {
  return (
    order.status === 'delivered' &&
    order.receivedAt !== null &&
    !isRefundWindowOpen(order.receivedAt, now)
  );
}
