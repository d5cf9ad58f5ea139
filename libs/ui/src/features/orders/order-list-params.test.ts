import { describe, expect, it } from 'vitest';
import { readOrderListState, writeOrderListState } from './order-list-params';
import { ORDER_PATHS } from './order-paths';

describe('order history state in the URL', () => {
  it.each([
    ['', { tab: 'all', dateFilter: 'all', page: 1, search: '' }],
    [
      'tab=to_pay&period=last_30_days&page=3&q=%20tas%20',
      { tab: 'to_pay', dateFilter: 'last_30_days', page: 3, search: 'tas' },
    ],
    ['tab=unknown&period=last_7_days', { tab: 'all', dateFilter: 'all', page: 1, search: '' }],
    ['page=0', { tab: 'all', dateFilter: 'all', page: 1, search: '' }],
    ['page=1.5', { tab: 'all', dateFilter: 'all', page: 1, search: '' }],
    ['page=-2', { tab: 'all', dateFilter: 'all', page: 1, search: '' }],
    ['page=two', { tab: 'all', dateFilter: 'all', page: 1, search: '' }],
  ])('reads %j', (query, state) => {
    expect(readOrderListState(new URLSearchParams(query))).toEqual(state);
  });

  it('writes only what differs from the first view', () => {
    expect(
      writeOrderListState({ tab: 'all', dateFilter: 'all', page: 1, search: '' }).toString(),
    ).toBe('');
    expect(
      writeOrderListState({
        tab: 'cancelled',
        dateFilter: 'last_90_days',
        page: 2,
        search: 'IDL-1',
      }).toString(),
    ).toBe('tab=cancelled&period=last_90_days&page=2&q=IDL-1');
  });

  it('round-trips', () => {
    const state = { tab: 'shipped', dateFilter: 'last_30_days', page: 4, search: 'lampu' } as const;
    expect(readOrderListState(writeOrderListState(state))).toEqual(state);
  });
});

describe('ORDER_PATHS', () => {
  it('escapes the numbers it puts in a path', () => {
    expect(ORDER_PATHS.detail('GRP 1', 'IDL/2')).toBe('orders/GRP%201/IDL%2F2');
    expect(ORDER_PATHS.tracking('G', 'O')).toBe('orders/G/O/tracking');
    expect(ORDER_PATHS.refund('G', 'O')).toBe('orders/G/O/refund');
    expect(ORDER_PATHS.payment('G')).toBe('checkout/G/payment');
  });
});
