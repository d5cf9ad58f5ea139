import { STATUSES_NEEDING_TRACKING } from '@storefront/contract';
import type { OrderStatus } from '@storefront/domain';
import { allowedMoves } from '@storefront/domain';

/** A status the move form may offer, and whether the form must ask for a tracking number. */
export interface StaffMoveOption {
  readonly to: OrderStatus;
  readonly needsTracking: boolean;
}

/**
 * The moves the "Move order" form offers: the domain's table for the staff actor, minus the
 * moves that another screen takes with the facts they need (docs/decisions/205):
 * - a move whose requirement the move request cannot carry: an extra charge (the adjustment
 *   form, addOrderAdjustment), a complete quote (reached by quoting, not by a click);
 * - any move out of Returning, which only the refund decision ends (decideRefund).
 * The tracking number is the one requirement the move request carries (moveOrder's body).
 * The gateway judges every move again; this only keeps the form from offering a dead end.
 */
export function staffMoveOptions(from: OrderStatus): StaffMoveOption[] {
  if (from === 'returning') return [];
  return allowedMoves(from, 'staff')
    .filter((move) => move.requires === null || move.requires === 'tracking_number')
    .map((move) => ({ to: move.to, needsTracking: STATUSES_NEEDING_TRACKING.includes(move.to) }));
}

/** Whether staff may add an extra charge now: the table's move that needs one is open. */
export function canAddAdjustment(from: OrderStatus): boolean {
  return allowedMoves(from, 'staff').some((move) => move.requires === 'adjustment_charge');
}
