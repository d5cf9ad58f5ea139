import type { ErrorCode } from '../errors/error-codes';
import type { Money } from '../money/currency';

export type VoucherDiscountRule =
  | { readonly kind: 'fixed'; readonly amount: Money }
  /** `bps` in basis points (money/basis-points): 1250 = 12.5 %; `cap` limits the amount. */
  | { readonly kind: 'percent'; readonly bps: number; readonly cap?: Money };

export interface Voucher {
  readonly id: string;
  readonly title: string;
  readonly validFrom: Date;
  /** Inclusive: the voucher still works at exactly this instant (decision 024). */
  readonly validUntil: Date;
  /** How many customers may claim it in total. */
  readonly quota: number;
  readonly claimed: number;
  readonly used: number;
  /** Whether it may be combined with other vouchers on one order. */
  readonly stackable: boolean;
  readonly discount: VoucherDiscountRule;
  /** The order subtotal must reach this for the voucher to apply. */
  readonly minSpend?: Money;
}

/** Claims left; never below 0 even if more were claimed than the quota (a race or a raised quota). */
export function remaining(voucher: Pick<Voucher, 'quota' | 'claimed'>): number {
  return Math.max(0, voucher.quota - voucher.claimed);
}

export type VoucherValidity =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly code: Extract<ErrorCode, 'voucher_not_started' | 'voucher_expired'>;
    };

/** Valid from `validFrom` through `validUntil`, both instants included. */
export function checkVoucherValidity(
  voucher: Pick<Voucher, 'validFrom' | 'validUntil'>,
  now: Date,
): VoucherValidity {
  if (now.getTime() < voucher.validFrom.getTime())
    return { ok: false, code: 'voucher_not_started' };
  if (now.getTime() > voucher.validUntil.getTime()) return { ok: false, code: 'voucher_expired' };
  return { ok: true };
}

export type ClaimCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly code: Extract<
        ErrorCode,
        'voucher_not_started' | 'voucher_expired' | 'voucher_already_claimed' | 'voucher_exhausted'
      >;
    };

/**
 * Order of checks: time first (a voucher outside its dates is unavailable to everyone), then the
 * customer's own claim (more useful than "exhausted" when the customer holds one of the claims),
 * then the quota.
 */
export function canClaim(voucher: Voucher, now: Date, alreadyClaimed: boolean): ClaimCheck {
  const validity = checkVoucherValidity(voucher, now);
  if (!validity.ok) return validity;
  if (alreadyClaimed) return { ok: false, code: 'voucher_already_claimed' };
  if (remaining(voucher) === 0) return { ok: false, code: 'voucher_exhausted' };
  return { ok: true };
}
