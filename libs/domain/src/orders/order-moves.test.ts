import { describe, expect, it } from 'vitest';
import type { Actor, OrderStatus } from './order-status';
import { checkOrderMove, checkRequirement, type OrderMoveFacts } from './order-moves';
import type { TransitionRequirement } from './order-transitions';

const now = new Date('2024-05-12T03:00:00.000Z');
const before = new Date(now.getTime() - 1);
const after = new Date(now.getTime() + 1);
const twoDaysAgo = new Date(now.getTime() - 48 * 3_600_000);
const idr = (amount: number) => ({ amount, currency: 'IDR' as const });

describe('checkRequirement', () => {
  it.each<[TransitionRequirement, OrderMoveFacts, unknown]>([
    ['quote_complete', { quoteComplete: true }, { ok: true }],
    ['quote_complete', { quoteComplete: false }, { ok: false, code: 'transition_not_allowed' }],
    ['quote_complete', {}, { ok: false, code: 'transition_not_allowed' }],
    ['paid', { paymentStatus: 'paid' }, { ok: true }],
    ['paid', { paymentStatus: 'unpaid' }, { ok: false, code: 'transition_not_allowed' }],
    ['paid', {}, { ok: false, code: 'transition_not_allowed' }],
    ['payment_deadline_passed', { paymentStatus: 'unpaid', paymentDeadline: now }, { ok: true }],
    [
      'payment_deadline_passed',
      { paymentStatus: 'unpaid', paymentDeadline: after },
      { ok: false, code: 'transition_not_allowed' },
    ],
    [
      'payment_deadline_passed',
      { paymentStatus: 'paid', paymentDeadline: before },
      { ok: false, code: 'transition_not_allowed' },
    ],
    [
      'payment_deadline_passed',
      { paymentStatus: 'unpaid' },
      { ok: false, code: 'transition_not_allowed' },
    ],
    ['adjustment_charge', { adjustmentCharge: idr(1) }, { ok: true }],
    ['adjustment_charge', { adjustmentCharge: idr(0) }, { ok: false, code: 'validation_failed' }],
    [
      'adjustment_charge',
      { adjustmentCharge: idr(-500) },
      { ok: false, code: 'validation_failed' },
    ],
    ['adjustment_charge', { adjustmentCharge: idr(1.5) }, { ok: false, code: 'validation_failed' }],
    ['adjustment_charge', { adjustmentCharge: null }, { ok: false, code: 'validation_failed' }],
    ['tracking_number', { trackingNumber: 'JX123456789ID' }, { ok: true }],
    ['tracking_number', { trackingNumber: '   ' }, { ok: false, code: 'validation_failed' }],
    ['tracking_number', {}, { ok: false, code: 'validation_failed' }],
    ['reason', { reason: 'Damage not shown in the photos' }, { ok: true }],
    ['reason', { reason: '' }, { ok: false, code: 'validation_failed' }],
    ['refund_window_open', { receivedAt: twoDaysAgo }, { ok: true }],
    [
      'refund_window_open',
      { receivedAt: new Date(twoDaysAgo.getTime() - 1) },
      { ok: false, code: 'refund_window_closed' },
    ],
    ['refund_window_open', { receivedAt: null }, { ok: false, code: 'transition_not_allowed' }],
    ['refund_window_closed', { receivedAt: new Date(twoDaysAgo.getTime() - 1) }, { ok: true }],
    [
      'refund_window_closed',
      { receivedAt: twoDaysAgo },
      { ok: false, code: 'transition_not_allowed' },
    ],
    ['refund_window_closed', {}, { ok: false, code: 'transition_not_allowed' }],
  ])('%s with %o -> %o', (requirement, facts, expected) => {
    expect(checkRequirement(requirement, facts, now)).toEqual(expected);
  });
});

describe('checkOrderMove', () => {
  it.each<[string, OrderStatus, OrderStatus, Actor, OrderMoveFacts, unknown]>([
    [
      'staff ship with a tracking number',
      'in_process',
      'shipping',
      'staff',
      { trackingNumber: 'A1' },
      { ok: true },
    ],
    [
      'staff ship without one',
      'in_process',
      'shipping',
      'staff',
      {},
      { ok: false, code: 'validation_failed' },
    ],
    [
      'a customer cancels an unpaid order',
      'waiting_payment',
      'canceled',
      'customer',
      {},
      { ok: true },
    ],
    [
      'the sweep cancels before the deadline',
      'waiting_payment',
      'canceled',
      'system',
      { paymentStatus: 'unpaid', paymentDeadline: after },
      { ok: false, code: 'transition_not_allowed' },
    ],
    [
      'the sweep cancels at the deadline',
      'waiting_payment',
      'canceled',
      'system',
      { paymentStatus: 'unpaid', paymentDeadline: now },
      { ok: true },
    ],
    [
      'a customer asks to ship',
      'in_process',
      'shipping',
      'customer',
      { trackingNumber: 'A1' },
      { ok: false, code: 'transition_not_allowed' },
    ],
    [
      'staff reject a refund without a reason',
      'returning',
      'completed',
      'staff',
      { reason: ' ' },
      { ok: false, code: 'validation_failed' },
    ],
    ['staff approve a refund', 'returning', 'refunded', 'staff', {}, { ok: true }],
    [
      'a customer asks a refund one ms late',
      'delivered',
      'returning',
      'customer',
      { receivedAt: new Date(twoDaysAgo.getTime() - 1) },
      { ok: false, code: 'refund_window_closed' },
    ],
  ])('%s', (_label, from, to, actor, facts, expected) => {
    expect(checkOrderMove(from, to, actor, facts, now)).toEqual(expected);
  });
});
