import type { adminVoucherSchema, usableVoucherSchema, voucherSchema } from '@storefront/contract';
import type { z } from 'zod';
import { hoursFromNow, idr } from './primitives.factory';

export type Voucher = z.output<typeof voucherSchema>;
export type UsableVoucher = z.output<typeof usableVoucherSchema>;
export type AdminVoucher = z.output<typeof adminVoucherSchema>;

const TITLES = ['Gratis Ongkir Rp 150.000', 'Diskon 5% Pengguna Baru', 'Potongan Rp 250.000'];

/** The i-th voucher on offer: valid a week, not claimed yet; every other one stacks. */
export function makeVoucher(index = 0, overrides: Partial<Voucher> = {}): Voucher {
  return {
    id: `vch-${index + 1}`,
    title: TITLES[index % TITLES.length] ?? 'Voucher',
    valid_from: hoursFromNow(-24),
    valid_until: hoursFromNow(24 * 7),
    remaining: 120 - index,
    is_claimed: false,
    is_used: false,
    stackable: index % 2 === 0,
    discount:
      index % 3 === 1
        ? { kind: 'percent', bps: 500, cap: idr('300000') }
        : { kind: 'fixed', amount: idr(index % 3 === 0 ? '150000' : '250000') },
    min_spend: idr('5000000'),
    ...overrides,
  };
}

export function makeUsableVoucher(
  index = 0,
  overrides: Partial<UsableVoucher> = {},
): UsableVoucher {
  return {
    voucher: makeVoucher(index, { is_claimed: true }),
    usable: true,
    reason: null,
    ...overrides,
  };
}

export function makeAdminVoucher(index = 0, overrides: Partial<AdminVoucher> = {}): AdminVoucher {
  const voucher = makeVoucher(index);
  return {
    id: voucher.id,
    title: voucher.title,
    valid_from: voucher.valid_from,
    valid_until: voucher.valid_until,
    quota: 150,
    claimed: 30 + index,
    used: 12,
    stackable: voucher.stackable,
    discount: voucher.discount,
    min_spend: voucher.min_spend,
    created_at: hoursFromNow(-48),
    updated_at: hoursFromNow(-48),
    ...overrides,
  };
}
