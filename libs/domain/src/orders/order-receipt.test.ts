import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './order-status';
import {
  REFUND_WINDOW_HOURS,
  canConfirmReceipt,
  canRequestRefund,
  isRefundWindowOpen,
  refundWindowClosesAt,
  shouldAutoComplete,
} from './order-receipt';

const receivedAt = new Date('2024-05-10T03:00:00.000Z');
const at = (iso: string) => new Date(iso);

describe('refund window', () => {
  it('is 2x24 hours long', () => {
    expect(REFUND_WINDOW_HOURS).toBe(48);
    expect(refundWindowClosesAt(receivedAt).toISOString()).toBe('2024-05-12T03:00:00.000Z');
  });

  it.each([
    ['right at receipt', '2024-05-10T03:00:00.000Z', true],
    ['the last minute inside', '2024-05-12T02:59:00.000Z', true],
    ['one ms before 48 h', '2024-05-12T02:59:59.999Z', true],
    ['exactly at 48 h (inclusive)', '2024-05-12T03:00:00.000Z', true],
    ['one ms after 48 h', '2024-05-12T03:00:00.001Z', false],
    ['one minute after 48 h', '2024-05-12T03:01:00.000Z', false],
  ])('%s -> open %s', (_label, now, open) => {
    expect(isRefundWindowOpen(receivedAt, at(now))).toBe(open);
  });
});

describe('canConfirmReceipt', () => {
  it.each(ORDER_STATUSES.map((s) => [s, s === 'delivered'] as const))(
    '%s -> %s',
    (status, allowed) => {
      expect(canConfirmReceipt({ status })).toEqual(
        allowed ? { ok: true } : { ok: false, code: 'transition_not_allowed' },
      );
    },
  );
});

describe('canRequestRefund', () => {
  it.each<[string, OrderStatus, Date | null, string, unknown]>([
    [
      'the last minute inside the window',
      'delivered',
      receivedAt,
      '2024-05-12T02:59:00.000Z',
      { ok: true },
    ],
    ['exactly at 48 h', 'delivered', receivedAt, '2024-05-12T03:00:00.000Z', { ok: true }],
    [
      'one minute after 48 h',
      'delivered',
      receivedAt,
      '2024-05-12T03:01:00.000Z',
      { ok: false, code: 'refund_window_closed' },
    ],
    [
      'a shipping order',
      'shipping',
      null,
      '2024-05-10T04:00:00.000Z',
      { ok: false, code: 'transition_not_allowed' },
    ],
    [
      'a completed order, inside the window',
      'completed',
      receivedAt,
      '2024-05-10T04:00:00.000Z',
      { ok: false, code: 'transition_not_allowed' },
    ],
    [
      'a refund already requested',
      'returning',
      receivedAt,
      '2024-05-10T04:00:00.000Z',
      { ok: false, code: 'transition_not_allowed' },
    ],
    [
      'a partially refunded order, inside the window (decision 289)',
      'partially_refunded',
      receivedAt,
      '2024-05-12T03:00:00.000Z',
      { ok: true },
    ],
    [
      'a partially refunded order one ms after the window',
      'partially_refunded',
      receivedAt,
      '2024-05-12T03:00:00.001Z',
      { ok: false, code: 'refund_window_closed' },
    ],
    [
      'a refunded order',
      'refunded',
      receivedAt,
      '2024-05-10T04:00:00.000Z',
      { ok: false, code: 'transition_not_allowed' },
    ],
    [
      'a delivered order with no receipt time',
      'delivered',
      null,
      '2024-05-10T04:00:00.000Z',
      { ok: false, code: 'transition_not_allowed' },
    ],
  ])('%s', (_label, status, received, now, expected) => {
    expect(canRequestRefund({ status, receivedAt: received }, at(now))).toEqual(expected);
  });
});

describe('shouldAutoComplete', () => {
  it.each<[string, OrderStatus, Date | null, string, boolean]>([
    [
      'exactly at 48 h: a refund can still come',
      'delivered',
      receivedAt,
      '2024-05-12T03:00:00.000Z',
      false,
    ],
    ['one ms after 48 h', 'delivered', receivedAt, '2024-05-12T03:00:00.001Z', true],
    ['a returning order after 48 h', 'returning', receivedAt, '2024-05-20T00:00:00.000Z', false],
    ['no receipt time', 'delivered', null, '2024-05-20T00:00:00.000Z', false],
  ])('%s -> %s', (_label, status, received, now, expected) => {
    expect(shouldAutoComplete({ status, receivedAt: received }, at(now))).toBe(expected);
  });

  it('never overlaps with canRequestRefund', () => {
    for (let minute = -5; minute <= 5; minute += 1) {
      const now = new Date(refundWindowClosesAt(receivedAt).getTime() + minute * 60_000);
      const order = { status: 'delivered' as const, receivedAt };
      expect(shouldAutoComplete(order, now)).toBe(!canRequestRefund(order, now).ok);
    }
  });
});
