import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './order-status';
import { canStaffAddAdjustment, isStaffOrderMove, staffOrderMoves } from './staff-order-moves';

// One row per status, so a new status or a new staff move fails here until it is decided.
const TABLE: Record<
  OrderStatus,
  { moves: { to: OrderStatus; requires: 'tracking_number' | null }[]; adjustment: boolean }
> = {
  // Reached by quoting (quote_complete), not by a move.
  calculating: { moves: [], adjustment: false },
  waiting_payment: { moves: [{ to: 'canceled', requires: null }], adjustment: false },
  // Left when the customer pays the extra charge.
  adjustment: { moves: [], adjustment: false },
  // The extra charge is the adjustment request's, not the move request's.
  in_process: { moves: [{ to: 'shipping', requires: 'tracking_number' }], adjustment: true },
  shipping: { moves: [{ to: 'delivered', requires: null }], adjustment: false },
  delivered: { moves: [], adjustment: false },
  completed: { moves: [], adjustment: false },
  // Staff end a return only through the refund decision.
  returning: { moves: [], adjustment: false },
  // Only a refund decision takes it to refunded (decision 289).
  partially_refunded: { moves: [], adjustment: false },
  refunded: { moves: [], adjustment: false },
  canceled: { moves: [], adjustment: false },
};

describe('staff order moves', () => {
  it('has a row for every order status', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it.each(ORDER_STATUSES)('from %s', (from) => {
    const row = TABLE[from];
    expect(staffOrderMoves(from)).toEqual(row.moves);
    expect(canStaffAddAdjustment(from)).toBe(row.adjustment);
    for (const to of ORDER_STATUSES) {
      expect(isStaffOrderMove(from, to), `${from} -> ${to}`).toBe(
        row.moves.some((move) => move.to === to),
      );
    }
  });

  it('never offers a move into adjustment or out of returning', () => {
    for (const from of ORDER_STATUSES) {
      expect(isStaffOrderMove(from, 'adjustment')).toBe(false);
      expect(isStaffOrderMove('returning', from)).toBe(false);
    }
  });
});
