import { describe, expect, it } from 'vitest';
import type { MarketId } from '../markets/market-id';
import { ID_MARKET, KZ_MARKET, MARKETS, TH_MARKET } from '../markets/markets';
import type { PaymentMethod } from './payment-method';
import { CARD_INSTALLMENT_MONTHS, PAYMENT_METHODS } from './payment-method';
import {
  PAYMENT_METHOD_GROUP,
  PAYMENT_METHOD_GROUPS,
  groupPaymentMethods,
  installmentPlansOf,
  isPaymentMethodEnabled,
} from './payment-rules';

describe('isPaymentMethodEnabled', () => {
  it.each<[PaymentMethod, MarketId, boolean]>([
    ['virtual_account', 'id', true],
    ['installment', 'id', true],
    ['virtual_account', 'th', false],
    ['bank_transfer', 'th', false],
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
    // Kazakhstan pays by card only (decision 303).
    expect(groupPaymentMethods(KZ_MARKET).map((section) => section.group)).toEqual(['card']);
    expect(groupPaymentMethods(TH_MARKET).map((section) => section.group)).toEqual([
      'card',
      'ewallet',
      'qr',
    ]);
  });

  it.each(Object.values(MARKETS))('shows each enabled method of $id exactly once', (market) => {
    const shown = groupPaymentMethods(market).flatMap((section) => section.methods);
    expect([...shown].sort()).toEqual([...market.paymentMethods].sort());
  });
});

describe('installmentPlansOf', () => {
  it('offers the market’s plans only where installment is one of its methods', () => {
    expect(installmentPlansOf(ID_MARKET)).toEqual([3, 6, 12]);
    expect(installmentPlansOf(TH_MARKET)).toEqual([]);
    expect(installmentPlansOf(KZ_MARKET)).toEqual([]);
    expect(
      installmentPlansOf({
        paymentMethods: ['credit_card'],
        cardInstallmentMonths: [3, 6, 12],
      }),
    ).toEqual([]);
  });

  it('offers only plans the product knows (Xendit’s 3, 6 and 12 months)', () => {
    for (const market of [ID_MARKET, TH_MARKET, KZ_MARKET]) {
      for (const months of market.cardInstallmentMonths) {
        expect(CARD_INSTALLMENT_MONTHS).toContain(months);
      }
    }
  });
});
