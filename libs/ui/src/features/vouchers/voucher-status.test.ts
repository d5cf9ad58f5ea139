import { idr, makeVoucher } from '@storefront/api/testing';
import { describe, expect, it } from 'vitest';
import { toDomainVoucher, voucherStatus } from './voucher-status';
import type { OfferedVoucher, VoucherStatus } from './voucher-status';

const FROM = '2025-04-30T03:00:00.000Z';
const UNTIL = '2025-05-08T03:00:00.000Z';
const voucher = (overrides: Partial<OfferedVoucher> = {}) =>
  makeVoucher(0, { valid_from: FROM, valid_until: UNTIL, ...overrides });
const at = (iso: string, ms = 0) => new Date(Date.parse(iso) + ms);

describe('voucherStatus', () => {
  it.each<[string, OfferedVoucher, Date, VoucherStatus]>([
    ['inside its dates with claims left', voucher(), at(FROM, 3_600_000), 'claimable'],
    ['exactly at valid_from', voucher(), at(FROM), 'claimable'],
    ['one millisecond before valid_from', voucher(), at(FROM, -1), 'not_started'],
    ['exactly at valid_until (inclusive)', voucher(), at(UNTIL), 'claimable'],
    ['one millisecond after valid_until', voucher(), at(UNTIL, 1), 'expired'],
    ['with one claim left', voucher({ remaining: 1 }), at(FROM), 'claimable'],
    ['with none left', voucher({ remaining: 0 }), at(FROM), 'exhausted'],
    ['claimed by the customer', voucher({ is_claimed: true }), at(FROM), 'claimed'],
    [
      'claimed while none are left',
      voucher({ is_claimed: true, remaining: 0 }),
      at(FROM),
      'claimed',
    ],
    ['claimed but expired', voucher({ is_claimed: true }), at(UNTIL, 1), 'expired'],
    ['used', voucher({ is_claimed: true, is_used: true }), at(UNTIL, 1), 'used'],
  ])('%s → %s', (_case, offered, now, status) => {
    expect(voucherStatus(offered, now)).toBe(status);
  });
});

describe('toDomainVoucher', () => {
  it('carries a fixed discount and the minimum spend', () => {
    expect(toDomainVoucher(voucher({ remaining: 7 }))).toEqual({
      id: 'vch-1',
      title: 'Gratis Ongkir Rp 150.000',
      validFrom: new Date(FROM),
      validUntil: new Date(UNTIL),
      quota: 7,
      claimed: 0,
      used: 0,
      stackable: true,
      discount: { kind: 'fixed', amount: idr('150000') },
      minSpend: idr('5000000'),
    });
  });

  it('leaves out a missing cap and minimum spend', () => {
    const domain = toDomainVoucher(
      voucher({ discount: { kind: 'percent', bps: 1250, cap: null }, min_spend: null }),
    );
    expect(domain.discount).toEqual({ kind: 'percent', bps: 1250 });
    expect(domain).not.toHaveProperty('minSpend');
  });

  it('keeps a cap', () => {
    const domain = toDomainVoucher(
      voucher({ discount: { kind: 'percent', bps: 500, cap: idr('300000') } }),
    );
    expect(domain.discount).toEqual({ kind: 'percent', bps: 500, cap: idr('300000') });
  });
});
