import { describe, expect, it } from 'vitest';
import type { OrderDateFilter } from './order-status';
import { orderDateRange } from './order-date-range';

const SG = 'Asia/Singapore';

describe('orderDateRange', () => {
  it.each<[string, OrderDateFilter, string, string]>([
    // 2024-03-31 23:59:59.999 in Singapore: today is 31 March, 29 days before is 2 March.
    [
      'last minute of a Singapore day',
      'last_30_days',
      '2024-03-31T15:59:59.999Z',
      '2024-03-01T16:00:00.000Z',
    ],
    // 16:00 UTC is Singapore midnight: today is now 1 April, so the range starts a day later.
    ['Singapore midnight', 'last_30_days', '2024-03-31T16:00:00.000Z', '2024-03-02T16:00:00.000Z'],
    ['Singapore morning', 'last_30_days', '2024-04-01T02:00:00.000Z', '2024-03-02T16:00:00.000Z'],
    ['across a leap day', 'last_30_days', '2024-03-10T04:00:00.000Z', '2024-02-09T16:00:00.000Z'],
    [
      '90 days before midnight',
      'last_90_days',
      '2024-03-31T15:59:59.999Z',
      '2024-01-01T16:00:00.000Z',
    ],
    ['90 days at midnight', 'last_90_days', '2024-03-31T16:00:00.000Z', '2024-01-02T16:00:00.000Z'],
    [
      '90 days across a year end',
      'last_90_days',
      '2024-01-15T00:00:00.000Z',
      '2023-10-17T16:00:00.000Z',
    ],
  ])('%s: %s at %s starts %s', (_label, filter, now, from) => {
    const range = orderDateRange(filter, new Date(now), SG);
    expect(range.from?.toISOString()).toBe(from);
    expect(range.to.toISOString()).toBe(now);
  });

  it('counts days in the zone it is given, not in UTC', () => {
    // The same instant is already 1 April in Singapore but still 31 March in UTC.
    const now = new Date('2024-03-31T20:00:00.000Z');
    expect(orderDateRange('last_30_days', now, 'UTC').from?.toISOString()).toBe(
      '2024-03-02T00:00:00.000Z',
    );
    expect(orderDateRange('last_30_days', now, SG).from?.toISOString()).toBe(
      '2024-03-02T16:00:00.000Z',
    );
  });

  it('returns a plain Date, not a zoned one', () => {
    const { from } = orderDateRange('last_30_days', new Date('2024-03-31T00:00:00Z'), SG);
    expect(from?.constructor).toBe(Date);
  });

  it("has no lower bound for 'all'", () => {
    const now = new Date('2024-03-31T16:00:00.000Z');
    expect(orderDateRange('all', now, SG)).toEqual({ from: null, to: now });
  });

  it('rejects an unknown time zone', () => {
    expect(() => orderDateRange('last_30_days', new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });
});
