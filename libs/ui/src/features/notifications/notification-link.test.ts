import { ID_MARKET } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-link';

describe('notificationTarget', () => {
  it.each([
    [
      'a path in the user’s locale',
      '/id-ID/orders/IDL-1',
      { kind: 'internal', path: '/id-ID/orders/IDL-1' },
    ],
    [
      'a path in another locale of the market',
      '/en-US/cart',
      { kind: 'internal', path: '/id-ID/cart' },
    ],
    ['a path without a locale', '/vouchers', { kind: 'internal', path: '/id-ID/vouchers' }],
    [
      'an https page elsewhere',
      'https://toko.example/promo',
      { kind: 'external', href: 'https://toko.example/promo' },
    ],
    ['plain http', 'http://toko.example/promo', null],
    ['a script', 'javascript:alert(1)', null],
    ['another host written as a path', '//evil.example/x', null],
    ['a backslash path', '/\\evil.example', null],
    ['text', 'lihat pesanan', null],
    ['blank', '   ', null],
    ['none', null, null],
  ] as const)('%s', (_case, link, expected) => {
    expect(notificationTarget(link, 'id-ID', ID_MARKET)).toEqual(expected);
  });
});
