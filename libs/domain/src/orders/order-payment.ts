import { addHours } from 'date-fns/addHours';
import type { ErrorCode } from '../errors/error-codes';
import type { OrderStatus, PaymentStatus } from './order-status';
import { ORDER_TRANSITIONS } from './order-transitions';

/**
 * The payment facts of an order, as the gateway stores them. The deadline is stored on the order
 * (SPEC §3) so a later change of the market's window never moves the deadline of a placed order.
 */
export interface OrderPaymentState {
  readonly status: OrderStatus;
  readonly paymentStatus: PaymentStatus;
  /** Null when no deadline applies (e.g. an adjustment charge without one). */
  readonly paymentDeadline: Date | null;
}

/**
 * When an unpaid order is cancelled. `payableAt` is the moment the order became payable (entered
 * waiting_payment, i.e. its creation when it was created payable): a customer must not lose
 * payment time while staff are still calculating. `windowHours` is the market's
 * `paymentWindowHours`, passed in.
 */
export function paymentDeadline(payableAt: Date, windowHours: number): Date {
  if (!Number.isFinite(windowHours) || windowHours <= 0) {
    // A configuration error, not a customer's failure: fail loudly at startup or in tests.
    throw new RangeError(`payment window must be a positive number of hours, got ${windowHours}`);
  }
  return addHours(payableAt, windowHours);
}

/**
 * The deadline is a "pay before" instant: at exactly the deadline the order is already late, so a
 * payment arriving at that instant does not race the cancellation sweep. No deadline: never late.
 */
export function isPaymentDeadlinePassed(deadline: Date | null, now: Date): boolean {
  return deadline !== null && now.getTime() >= deadline.getTime();
}

/**
 * Whether the sweep must cancel the order now: waiting for payment, unpaid, and at or past its
 * deadline. A paid order is never cancelled, even if the payment notification arrived late and
 * the status has not moved yet.
 */
export function shouldAutoCancel(order: OrderPaymentState, now: Date): boolean {
  return (
    order.status === 'waiting_payment' &&
    order.paymentStatus === 'unpaid' &&
    isPaymentDeadlinePassed(order.paymentDeadline, now)
  );
}

/** Statuses an incoming payment moves forward: derived from the table, not listed again. */
const PAYABLE_STATUSES: readonly OrderStatus[] = ORDER_TRANSITIONS.filter(
  (t) => t.requires === 'paid',
).map((t) => t.from);

/** The catalogue's codes for an order (or its extra charge) that cannot be paid now. */
export const PAYMENT_REFUSALS = [
  'transition_not_allowed',
  'payment_deadline_passed',
] as const satisfies readonly ErrorCode[];
export type PaymentRefusal = (typeof PAYMENT_REFUSALS)[number];

export type PaymentCheck =
  { readonly ok: true } | { readonly ok: false; readonly code: PaymentRefusal };

/**
 * Whether a payment may be started now (opening the payment page, creating a virtual account).
 * Same edge as the sweep: at the deadline the order can no longer be paid.
 */
export function canPay(order: OrderPaymentState, now: Date): PaymentCheck {
  if (!PAYABLE_STATUSES.includes(order.status) || order.paymentStatus === 'paid') {
    return { ok: false, code: 'transition_not_allowed' };
  }
  if (isPaymentDeadlinePassed(order.paymentDeadline, now)) {
    return { ok: false, code: 'payment_deadline_passed' };
  }
  return { ok: true };
}
