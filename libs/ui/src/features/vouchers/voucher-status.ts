import type { voucherSchema } from '@storefront/contract';
import { canClaim } from '@storefront/domain';
import type { Voucher as DomainVoucher } from '@storefront/domain';
import type { z } from 'zod';

/** A voucher as GET /oci/profile/vouchers lists it, with the caller's claimed and used flags. */
export type OfferedVoucher = z.output<typeof voucherSchema>;

/**
 * The domain's voucher for its rules. The list does not carry the quota and the claims, only
 * `remaining` (= quota - claimed, never below 0); a quota of `remaining` with no claims gives
 * the domain's `remaining()` exactly that number, which is all canClaim reads of them.
 */
export function toDomainVoucher(voucher: OfferedVoucher): DomainVoucher {
  const { discount } = voucher;
  return {
    id: voucher.id,
    title: voucher.title,
    validFrom: new Date(voucher.valid_from),
    validUntil: new Date(voucher.valid_until),
    quota: voucher.remaining,
    claimed: 0,
    used: 0,
    stackable: voucher.stackable,
    discount:
      discount.kind === 'fixed'
        ? { kind: 'fixed', amount: discount.amount }
        : { kind: 'percent', bps: discount.bps, ...(discount.cap ? { cap: discount.cap } : {}) },
    ...(voucher.min_spend ? { minSpend: voucher.min_spend } : {}),
  };
}

/** What the card shows instead of (or as) the claim button. */
export type VoucherStatus =
  'claimable' | 'used' | 'claimed' | 'expired' | 'not_started' | 'exhausted';

/**
 * The voucher's state for this customer at `now`: used first (nothing more to do), then the
 * domain's canClaim in its own order (dates, the customer's claim, the quota). The gateway
 * decides the claim itself; this only spares the user a button that cannot work.
 */
export function voucherStatus(voucher: OfferedVoucher, now: Date): VoucherStatus {
  if (voucher.is_used) return 'used';
  const check = canClaim(toDomainVoucher(voucher), now, voucher.is_claimed);
  if (check.ok) return 'claimable';
  switch (check.code) {
    case 'voucher_already_claimed':
      return 'claimed';
    case 'voucher_expired':
      return 'expired';
    case 'voucher_not_started':
      return 'not_started';
    case 'voucher_exhausted':
      return 'exhausted';
  }
}
