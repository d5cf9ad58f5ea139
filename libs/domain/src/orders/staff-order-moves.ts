import type { OrderStatus } from './order-status';
import { allowedMoves, type OrderMove, type TransitionRequirement } from './order-transitions';

/**
 * The requirements the staff "move order" request can carry: none, or the tracking number in its
 * body. Every other staff move of the table is taken by the request that carries its fact: an
 * extra charge by the adjustment request (addOrderAdjustment), a complete quote by quoting, the
 * reason of a refused refund by the refund decision (decision 205).
 */
const CARRIED_BY_MOVE_REQUEST: readonly (TransitionRequirement | null)[] = [
  null,
  'tracking_number',
];

/**
 * The moves staff may take with the plain move request from `from`: the table's staff moves
 * whose requirement that request carries. Nothing leaves Returning or Partially refunded this
 * way: only the refund decision ends a return, because it records what was decided (and refunds the payment).
 */
export function staffOrderMoves(from: OrderStatus): OrderMove[] {
  if (from === 'returning' || from === 'partially_refunded') return [];
  return allowedMoves(from, 'staff').filter((move) =>
    CARRIED_BY_MOVE_REQUEST.includes(move.requires),
  );
}

/** Whether the move request may take an order from `from` to `to` (its requirement still judged). */
export function isStaffOrderMove(from: OrderStatus, to: OrderStatus): boolean {
  return staffOrderMoves(from).some((move) => move.to === to);
}

/** Whether staff may add an extra charge now: the table's move that needs one is open. */
export function canStaffAddAdjustment(from: OrderStatus): boolean {
  return allowedMoves(from, 'staff').some((move) => move.requires === 'adjustment_charge');
}
