import type { ErrorCode } from '../errors/error-codes';
import type { Money } from '../money/currency';
import type { Actor, OrderStatus, PaymentStatus } from './order-status';
import { isPaymentDeadlinePassed } from './order-payment';
import { isRefundWindowOpen } from './order-receipt';
import { canTransition, type TransitionRequirement } from './order-transitions';

/**
 * The facts a move may need, gathered by the gateway. Every field is optional: a fact that was not
 * supplied fails the requirement that needs it, so forgetting to load it can never let a move through.
 */
export interface OrderMoveFacts {
  /** Status of the charge the order waits for: the order total, or in adjustment the extra charge. */
  readonly paymentStatus?: PaymentStatus;
  readonly paymentDeadline?: Date | null;
  readonly receivedAt?: Date | null;
  /** Every line of the order has its all-in price. */
  readonly quoteComplete?: boolean;
  readonly adjustmentCharge?: Money | null;
  readonly trackingNumber?: string | null;
  /** Why staff reject a refund; shown to the customer. */
  readonly reason?: string | null;
}

export type OrderMoveErrorCode = Extract<
  ErrorCode,
  'transition_not_allowed' | 'validation_failed' | 'refund_window_closed'
>;

export type OrderMoveCheck =
  { readonly ok: true } | { readonly ok: false; readonly code: OrderMoveErrorCode };

function hasText(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

/**
 * Why each code: a missing input the actor can type (tracking number, reason, charge) is a
 * validation failure; a state of the world that does not hold yet (unpaid, deadline ahead) means
 * the move is not allowed now; a closed refund window has its own message.
 */
export function checkRequirement(
  requirement: TransitionRequirement,
  facts: OrderMoveFacts,
  now: Date,
): OrderMoveCheck {
  const fail = (code: OrderMoveErrorCode): OrderMoveCheck => ({ ok: false, code });
  switch (requirement) {
    case 'quote_complete':
      return facts.quoteComplete === true ? { ok: true } : fail('transition_not_allowed');
    case 'paid':
      return facts.paymentStatus === 'paid' ? { ok: true } : fail('transition_not_allowed');
    case 'payment_deadline_passed':
      return facts.paymentStatus === 'unpaid' &&
        isPaymentDeadlinePassed(facts.paymentDeadline ?? null, now)
        ? { ok: true }
        : fail('transition_not_allowed');
    case 'adjustment_charge': {
      const charge = facts.adjustmentCharge;
      return charge && Number.isSafeInteger(charge.amount) && charge.amount > 0
        ? { ok: true }
        : fail('validation_failed');
    }
    case 'tracking_number':
      return hasText(facts.trackingNumber) ? { ok: true } : fail('validation_failed');
    case 'reason':
      return hasText(facts.reason) ? { ok: true } : fail('validation_failed');
    case 'refund_window_open':
      if (!facts.receivedAt) return fail('transition_not_allowed');
      return isRefundWindowOpen(facts.receivedAt, now)
        ? { ok: true }
        : fail('refund_window_closed');
    case 'refund_window_closed':
      return facts.receivedAt && !isRefundWindowOpen(facts.receivedAt, now)
        ? { ok: true }
        : fail('transition_not_allowed');
  }
}

/**
 * The gateway's single judgement for any status change: the table allows the actor, and the
 * requirement of that entry holds. The sweeps and the staff console call the same function.
 */
export function checkOrderMove(
  from: OrderStatus,
  to: OrderStatus,
  actor: Actor,
  facts: OrderMoveFacts,
  now: Date,
): OrderMoveCheck {
  const move = canTransition(from, to, actor);
  if (!move.ok) return move;
  return move.requires === null ? { ok: true } : checkRequirement(move.requires, facts, now);
}
