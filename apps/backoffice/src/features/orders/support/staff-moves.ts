import { STATUSES_NEEDING_TRACKING } from '@storefront/contract';
import type { OrderStatus } from '@storefront/domain';
import { canStaffAddAdjustment, staffOrderMoves } from '@storefront/domain';

/** A status the move form may offer, and whether the form must ask for a tracking number. */
export interface StaffMoveOption {
  readonly to: OrderStatus;
  readonly needsTracking: boolean;
}

/**
 * The moves the "Move order" form offers: the domain's `staffOrderMoves`, the same list the
 * gateway's moveOrder accepts (docs/decisions/205), shaped for the form. The gateway judges
 * every move again; this only keeps the form from offering a dead end.
 */
export function staffMoveOptions(from: OrderStatus): StaffMoveOption[] {
  return staffOrderMoves(from).map((move) => ({
    to: move.to,
    needsTracking: STATUSES_NEEDING_TRACKING.includes(move.to),
  }));
}

/** Whether staff may add an extra charge now (the domain's rule, for the adjustment form). */
export const canAddAdjustment = canStaffAddAdjustment;
