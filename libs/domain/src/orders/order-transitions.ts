import type { ErrorCode } from '../errors/error-codes';
import type { Actor, OrderStatus } from './order-status';

/**
 * What must hold, beyond who acts, before a move may be taken. The table names the fact; the
 * gateway gathers it and `checkOrderMove` judges it, so a requirement is never re-invented per route.
 */
export const TRANSITION_REQUIREMENTS = [
  'quote_complete',
  'paid',
  'payment_deadline_passed',
  'adjustment_charge',
  'tracking_number',
  'refund_window_open',
  'refund_window_closed',
  'reason',
] as const;
export type TransitionRequirement = (typeof TRANSITION_REQUIREMENTS)[number];

export interface OrderTransition {
  readonly from: OrderStatus;
  readonly to: OrderStatus;
  readonly actors: readonly Actor[];
  readonly requires?: TransitionRequirement;
}

/**
 * The whole life of an order, as data. A (from, to) pair may appear twice when different actors
 * need different facts (a customer may cancel an unpaid order at any time, the sweep only at its
 * deadline); an (from, to, actor) triple never appears twice. Decision 020 explains the refund
 * outcome: staff rejecting a refund completes the order; decision 289 replaced cancelling on
 * approval with refunded / partially_refunded.
 */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  {
    from: 'calculating',
    to: 'waiting_payment',
    actors: ['staff', 'system'],
    requires: 'quote_complete',
  },
  { from: 'waiting_payment', to: 'in_process', actors: ['system'], requires: 'paid' },
  { from: 'waiting_payment', to: 'canceled', actors: ['customer', 'staff'] },
  {
    from: 'waiting_payment',
    to: 'canceled',
    actors: ['system'],
    requires: 'payment_deadline_passed',
  },
  { from: 'in_process', to: 'adjustment', actors: ['staff'], requires: 'adjustment_charge' },
  { from: 'adjustment', to: 'in_process', actors: ['system'], requires: 'paid' },
  { from: 'in_process', to: 'shipping', actors: ['staff'], requires: 'tracking_number' },
  { from: 'shipping', to: 'delivered', actors: ['staff', 'system'] },
  { from: 'delivered', to: 'completed', actors: ['customer'] },
  { from: 'delivered', to: 'completed', actors: ['system'], requires: 'refund_window_closed' },
  { from: 'delivered', to: 'returning', actors: ['customer'], requires: 'refund_window_open' },
  // Decision 289: an approved refund ends in refunded (every unit) or partially_refunded; a
  // second request of a partially refunded order keeps it there until staff decide it.
  { from: 'returning', to: 'refunded', actors: ['staff'] },
  { from: 'returning', to: 'partially_refunded', actors: ['staff'] },
  { from: 'returning', to: 'completed', actors: ['staff'], requires: 'reason' },
  { from: 'partially_refunded', to: 'refunded', actors: ['staff'] },
];

/** A move open to an actor from a status, with the fact it still needs (null: none). */
export interface OrderMove {
  readonly to: OrderStatus;
  readonly requires: TransitionRequirement | null;
}

export type TransitionCheck =
  | { readonly ok: true; readonly requires: TransitionRequirement | null }
  | { readonly ok: false; readonly code: Extract<ErrorCode, 'transition_not_allowed'> };

function findTransition(from: OrderStatus, to: OrderStatus, actor: Actor) {
  return ORDER_TRANSITIONS.find((t) => t.from === from && t.to === to && t.actors.includes(actor));
}

/**
 * Whether the table lets `actor` move an order from `from` to `to`. On success it hands back the
 * requirement the caller still has to satisfy (see `checkOrderMove` for the full judgement).
 */
export function canTransition(from: OrderStatus, to: OrderStatus, actor: Actor): TransitionCheck {
  const transition = findTransition(from, to, actor);
  if (!transition) return { ok: false, code: 'transition_not_allowed' };
  return { ok: true, requires: transition.requires ?? null };
}

/** Every move `actor` may take from `from`, in table order (what the screen offers as actions). */
export function allowedMoves(from: OrderStatus, actor: Actor): OrderMove[] {
  return ORDER_TRANSITIONS.filter((t) => t.from === from && t.actors.includes(actor)).map((t) => ({
    to: t.to,
    requires: t.requires ?? null,
  }));
}
