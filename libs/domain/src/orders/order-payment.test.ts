import { describe, expect, it } from 'vitest';
import type { OrderStatus, PaymentStatus } from './order-status';
import {
  canPay,
  isPaymentDeadlinePassed,
  paymentDeadline,
  shouldAutoCancel,
} from './order-payment';

const payableAt = new Date('2024-05-10T09:30:00.000Z');
const deadline = new Date('2024-05-11T09:30:00.000Z'); // a 24 h window
const ms = (iso: string) => new Date(iso);

describe('paymentDeadline', () => {
  it.each([
    [24, '2024-05-11T09:30:00.000Z'],
    [1, '2024-05-10T10:30:00.000Z'],
    [72, '2024-05-13T09:30:00.000Z'],
  ])('adds a %i hour window', (hours, expected) => {
    expect(paymentDeadline(payableAt, hours).toISOString()).toBe(expected);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects a window of %s hours',
    (hours) => {
      expect(() => paymentDeadline(payableAt, hours)).toThrow(RangeError);
    },
  );
});

describe('isPaymentDeadlinePassed', () => {
  it.each([
    ['2024-05-11T09:29:59.999Z', false],
    ['2024-05-11T09:30:00.000Z', true],
    ['2024-05-11T09:30:00.001Z', true],
  ])('at %s -> %s', (now, passed) => {
    expect(isPaymentDeadlinePassed(deadline, ms(now))).toBe(passed);
  });

  it('never passes when there is no deadline', () => {
    expect(isPaymentDeadlinePassed(null, ms('2999-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('shouldAutoCancel', () => {
  const order = (
    status: OrderStatus,
    paymentStatus: PaymentStatus,
    due: Date | null = deadline,
  ) => ({
    status,
    paymentStatus,
    paymentDeadline: due,
  });

  it.each<[string, OrderStatus, PaymentStatus, string, boolean]>([
    ['one ms before the deadline', 'waiting_payment', 'unpaid', '2024-05-11T09:29:59.999Z', false],
    ['exactly at the deadline', 'waiting_payment', 'unpaid', '2024-05-11T09:30:00.000Z', true],
    ['one ms after the deadline', 'waiting_payment', 'unpaid', '2024-05-11T09:30:00.001Z', true],
    ['a day after the deadline', 'waiting_payment', 'unpaid', '2024-05-12T09:30:00.000Z', true],
    ['paid, after the deadline', 'waiting_payment', 'paid', '2024-05-12T09:30:00.000Z', false],
    ['paid and moved on', 'in_process', 'paid', '2024-05-12T09:30:00.000Z', false],
    ['still calculating', 'calculating', 'unpaid', '2024-05-12T09:30:00.000Z', false],
    ['already cancelled', 'canceled', 'unpaid', '2024-05-12T09:30:00.000Z', false],
    ['an unpaid adjustment', 'adjustment', 'unpaid', '2024-05-12T09:30:00.000Z', false],
  ])('%s -> %s', (_label, status, paymentStatus, now, expected) => {
    expect(shouldAutoCancel(order(status, paymentStatus), ms(now))).toBe(expected);
  });

  it('never cancels an order without a deadline', () => {
    expect(
      shouldAutoCancel(order('waiting_payment', 'unpaid', null), ms('2999-01-01T00:00:00Z')),
    ).toBe(false);
  });
});

describe('canPay', () => {
  it.each<[OrderStatus, PaymentStatus, Date | null, string, unknown]>([
    ['waiting_payment', 'unpaid', deadline, '2024-05-11T09:29:59.999Z', { ok: true }],
    [
      'waiting_payment',
      'unpaid',
      deadline,
      '2024-05-11T09:30:00.000Z',
      { ok: false, code: 'payment_deadline_passed' },
    ],
    ['adjustment', 'unpaid', null, '2024-06-01T00:00:00.000Z', { ok: true }],
    [
      'adjustment',
      'unpaid',
      deadline,
      '2024-06-01T00:00:00.000Z',
      { ok: false, code: 'payment_deadline_passed' },
    ],
    [
      'waiting_payment',
      'paid',
      deadline,
      '2024-05-10T10:00:00.000Z',
      { ok: false, code: 'transition_not_allowed' },
    ],
    [
      'calculating',
      'unpaid',
      null,
      '2024-05-10T10:00:00.000Z',
      { ok: false, code: 'transition_not_allowed' },
    ],
    [
      'canceled',
      'unpaid',
      deadline,
      '2024-05-10T10:00:00.000Z',
      { ok: false, code: 'transition_not_allowed' },
    ],
  ])('%s/%s with deadline %s at %s', (status, paymentStatus, due, now, expected) => {
    expect(canPay({ status, paymentStatus, paymentDeadline: due }, ms(now))).toEqual(expected);
  });
});
