import { describe, expect, it } from 'vitest';
import { ACTORS, ORDER_STATUSES, type Actor, type OrderStatus } from './order-status';
import { ORDER_TRANSITIONS, allowedMoves, canTransition } from './order-transitions';

describe('ORDER_TRANSITIONS', () => {
  it('never lists the same (from, to, actor) twice', () => {
    const triples = ORDER_TRANSITIONS.flatMap((t) => t.actors.map((a) => `${t.from}>${t.to}:${a}`));
    expect(new Set(triples).size).toBe(triples.length);
  });

  it('lets every status except the final ones move on, and nothing leave a final one', () => {
    const withExit = new Set(ORDER_TRANSITIONS.map((t) => t.from));
    expect(ORDER_STATUSES.filter((s) => !withExit.has(s))).toEqual(
      ['refunded', 'canceled', 'completed'].sort(
        (a, b) =>
          ORDER_STATUSES.indexOf(a as OrderStatus) - ORDER_STATUSES.indexOf(b as OrderStatus),
      ),
    );
  });

  it('reaches every status from calculating', () => {
    const seen = new Set<OrderStatus>(['calculating']);
    let grew = true;
    while (grew) {
      grew = false;
      for (const t of ORDER_TRANSITIONS) {
        if (seen.has(t.from) && !seen.has(t.to)) {
          seen.add(t.to);
          grew = true;
        }
      }
    }
    expect([...seen].sort()).toEqual([...ORDER_STATUSES].sort());
  });
});

describe('canTransition', () => {
  it.each<[OrderStatus, OrderStatus, Actor, string | null]>([
    ['calculating', 'waiting_payment', 'staff', 'quote_complete'],
    ['calculating', 'waiting_payment', 'system', 'quote_complete'],
    ['waiting_payment', 'in_process', 'system', 'paid'],
    ['waiting_payment', 'canceled', 'customer', null],
    ['waiting_payment', 'canceled', 'staff', null],
    ['waiting_payment', 'canceled', 'system', 'payment_deadline_passed'],
    ['in_process', 'adjustment', 'staff', 'adjustment_charge'],
    ['adjustment', 'in_process', 'system', 'paid'],
    ['in_process', 'shipping', 'staff', 'tracking_number'],
    ['shipping', 'delivered', 'staff', null],
    ['shipping', 'delivered', 'system', null],
    ['delivered', 'completed', 'customer', null],
    ['delivered', 'completed', 'system', 'refund_window_closed'],
    ['delivered', 'returning', 'customer', 'refund_window_open'],
    ['returning', 'refunded', 'staff', null],
    ['returning', 'partially_refunded', 'staff', null],
    ['returning', 'completed', 'staff', 'reason'],
    ['partially_refunded', 'refunded', 'staff', null],
  ])('allows %s -> %s by %s (requires %s)', (from, to, actor, requires) => {
    expect(canTransition(from, to, actor)).toEqual({ ok: true, requires });
  });

  it.each<[OrderStatus, OrderStatus, Actor]>([
    ['waiting_payment', 'in_process', 'customer'], // a customer cannot mark their own order paid
    ['waiting_payment', 'in_process', 'staff'], // payment comes from the provider, not a click
    ['calculating', 'waiting_payment', 'customer'],
    ['in_process', 'shipping', 'system'],
    ['in_process', 'canceled', 'customer'], // once paid, only the refund path cancels
    ['shipping', 'delivered', 'customer'],
    ['delivered', 'returning', 'staff'],
    ['returning', 'refunded', 'customer'], // the refund decision is staff's
    ['returning', 'canceled', 'staff'], // an approved refund is refunded, not cancelled (289)
    ['partially_refunded', 'completed', 'staff'],
    ['refunded', 'returning', 'customer'],
    ['completed', 'returning', 'customer'],
    ['canceled', 'waiting_payment', 'staff'],
    ['calculating', 'calculating', 'staff'],
    ['calculating', 'in_process', 'system'],
  ])('refuses %s -> %s by %s', (from, to, actor) => {
    expect(canTransition(from, to, actor)).toEqual({ ok: false, code: 'transition_not_allowed' });
  });

  it('agrees with the table for every status pair and actor', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        for (const actor of ACTORS) {
          const listed = ORDER_TRANSITIONS.some(
            (t) => t.from === from && t.to === to && t.actors.includes(actor),
          );
          expect(canTransition(from, to, actor).ok).toBe(listed);
        }
      }
    }
  });
});

describe('allowedMoves', () => {
  it.each<[OrderStatus, Actor, { to: OrderStatus; requires: string | null }[]]>([
    ['waiting_payment', 'customer', [{ to: 'canceled', requires: null }]],
    [
      'waiting_payment',
      'system',
      [
        { to: 'in_process', requires: 'paid' },
        { to: 'canceled', requires: 'payment_deadline_passed' },
      ],
    ],
    [
      'in_process',
      'staff',
      [
        { to: 'adjustment', requires: 'adjustment_charge' },
        { to: 'shipping', requires: 'tracking_number' },
      ],
    ],
    [
      'delivered',
      'customer',
      [
        { to: 'completed', requires: null },
        { to: 'returning', requires: 'refund_window_open' },
      ],
    ],
    [
      'returning',
      'staff',
      [
        { to: 'refunded', requires: null },
        { to: 'partially_refunded', requires: null },
        { to: 'completed', requires: 'reason' },
      ],
    ],
    ['returning', 'customer', []],
    ['completed', 'staff', []],
    ['canceled', 'system', []],
  ])('from %s for %s', (from, actor, moves) => {
    expect(allowedMoves(from, actor)).toEqual(moves);
  });
});
