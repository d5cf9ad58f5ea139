import { describe, expect, it } from 'vitest';
import type { MarketId } from '../markets/market-id';
import { ID_MARKET, KZ_MARKET, MARKETS } from '../markets/markets';
import type { PaymentMethod } from './payment-method';
import { PAYMENT_METHODS } from './payment-method';
import {
  PAYMENT_METHOD_GROUP,
  PAYMENT_METHOD_GROUPS,
  groupPaymentMethods,
  isPaymentMethodEnabled,
} from './payment-rules';

describe('isPaymentMethodEnabled', () => {
  it.each<[PaymentMethod, MarketId, boolean]>([
    ['virtual_account', 'id', true],
    ['installment', 'id', true],
    ['virtual_account', 'th', false],
    ['qr', 'th', true],
    ['ewallet', 'kz', false],
    ['credit_card', 'kz', true],
  ])('%s in %s -> %s', (method, marketId, expected) => {
    const market = MARKETS[marketId];
    expect(isPaymentMethodEnabled(method, market)).toBe(expected);
  });
});

describe('groupPaymentMethods', () => {
  it('puts every method in a known group', () => {
    for (const method of PAYMENT_METHODS)
      expect(PAYMENT_METHOD_GROUPS).toContain(PAYMENT_METHOD_GROUP[method]);
  });

  it('groups the Indonesian methods under all four headings', () => {
    expect(groupPaymentMethods(ID_MARKET)).toEqual([
      { group: 'bank', methods: ['virtual_account', 'bank_transfer'] },
      { group: 'card', methods: ['credit_card', 'installment'] },
      { group: 'ewallet', methods: ['ewallet'] },
      { group: 'qr', methods: ['qr'] },
    ]);
  });

  it('leaves out groups the market has no method for', () => {
    expect(groupPaymentMethods(KZ_MARKET).map((section) => section.group)).toEqual([
      'bank',
      'card',
      'qr',
    ]);
  });

  it.each(Object.values(MARKETS))('shows each enabled method of $id exactly once', (market) => {
    const shown = groupPaymentMethods(market).flatMap((section) => section.methods);
    expect([...shown].sort()).toEqual([...market.paymentMethods].sort());
  });
});
