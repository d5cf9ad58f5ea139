import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from './payment-method';
import { refundTransferKind } from './refund-route';

describe('refundTransferKind', () => {
  it.each([
    ['credit_card', 'refund'],
    ['installment', 'refund'],
    ['ewallet', 'refund'],
    ['qr', 'refund'],
    ['virtual_account', 'payout'],
    ['bank_transfer', 'payout'],
  ] as const)('sends a %s payment back as a %s', (method, kind) => {
    expect(refundTransferKind(method)).toBe(kind);
  });

  it('has a way back for every payment method', () => {
    for (const method of PAYMENT_METHODS)
      expect(refundTransferKind(method)).toMatch(/refund|payout/);
  });
});
