import type { ErrorCode } from '../errors/error-codes';
import { BASIS_POINTS_PER_WHOLE, applyBasisPoints } from '../money/basis-points';
import type { Money } from '../money/currency';
import { assertSameCurrency, money } from '../money/money';
import { checkVoucherValidity, type Voucher } from './voucher';
import { checkVoucherStacking } from './voucher-stacking';

// Amounts and currencies on a voucher are back-office configuration; a wrong one is a bug to
// surface, not a customer failure, so these throw (MoneyError for fractions and currencies).
function assertAmount(value: Money, subtotal: Money, what: string): void {
  money(value.amount, value.currency);
  assertSameCurrency(value, subtotal);
  if (value.amount < 0) throw new RangeError(`${what} must not be negative, got ${value.amount}`);
}

function meetsMinSpend(voucher: Voucher, subtotal: Money): boolean {
  return voucher.minSpend === undefined || subtotal.amount >= voucher.minSpend.amount;
}

/**
 * What one voucher takes off `subtotal`, ignoring its dates (see `applyVouchers`): nothing below
 * its minimum spend; a fixed amount at most the subtotal; a percentage rounded like every share
 * of money (half-up, money/basis-points), then limited by its cap.
 */
export function voucherDiscount(voucher: Voucher, subtotal: Money): Money {
  const { currency } = subtotal;
  assertAmount(subtotal, subtotal, 'subtotal');
  if (voucher.minSpend)
    assertAmount(voucher.minSpend, subtotal, `minimum spend of ${voucher.title}`);
  const rule = voucher.discount;
  let amount: number;
  if (rule.kind === 'fixed') {
    assertAmount(rule.amount, subtotal, `amount of ${voucher.title}`);
    amount = rule.amount.amount;
  } else {
    // Above 100 % a voucher would pay the customer; applyBasisPoints itself refuses negatives.
    if (rule.bps > BASIS_POINTS_PER_WHOLE) {
      throw new RangeError(`rate of ${voucher.title} is above 100 %: ${rule.bps} bps`);
    }
    if (rule.cap) assertAmount(rule.cap, subtotal, `cap of ${voucher.title}`);
    amount = applyBasisPoints(subtotal, rule.bps).amount;
    if (rule.cap) amount = Math.min(amount, rule.cap.amount);
  }
  if (!meetsMinSpend(voucher, subtotal)) amount = 0;
  return { amount: Math.min(amount, subtotal.amount), currency };
}

export interface VoucherLine {
  readonly voucherId: string;
  readonly discount: Money;
}

export type ApplyVouchersErrorCode = Extract<
  ErrorCode,
  | 'voucher_not_stackable'
  | 'voucher_already_used'
  | 'voucher_not_started'
  | 'voucher_expired'
  | 'voucher_min_spend_not_met'
>;

export type AppliedVouchers =
  | {
      readonly ok: true;
      /** Total discount: at most the subtotal, never negative. */
      readonly discount: Money;
      /** One line per voucher in selection order; the lines add up to `discount`. */
      readonly lines: readonly VoucherLine[];
    }
  | {
      readonly ok: false;
      readonly code: ApplyVouchersErrorCode;
      readonly params: { readonly title: string };
    };

/**
 * The discount the selected vouchers give on `subtotal` at `now`. Every voucher is computed on the
 * same subtotal (so the result does not depend on selection order), then the total is capped at
 * the subtotal; when capping bites, earlier vouchers keep their share and later ones shrink.
 * A selected voucher that cannot apply fails the whole selection, naming it, rather than being
 * dropped silently: the customer must see why the price is not what they expected.
 * Order of checks: the same voucher twice, stacking, then per voucher its dates and minimum spend.
 */
export function applyVouchers(
  subtotal: Money,
  vouchers: readonly Voucher[],
  now: Date,
): AppliedVouchers {
  const fail = (code: ApplyVouchersErrorCode, v: Voucher): AppliedVouchers => ({
    ok: false,
    code,
    params: { title: v.title },
  });
  const duplicate = vouchers.find((v, i) => vouchers.findIndex((w) => w.id === v.id) !== i);
  if (duplicate) return fail('voucher_already_used', duplicate);
  const stacking = checkVoucherStacking(vouchers);
  if (!stacking.ok) return stacking;

  const lines: VoucherLine[] = [];
  let left = subtotal.amount;
  for (const voucher of vouchers) {
    const validity = checkVoucherValidity(voucher, now);
    if (!validity.ok) return fail(validity.code, voucher);
    if (!meetsMinSpend(voucher, subtotal)) return fail('voucher_min_spend_not_met', voucher);
    const share = Math.min(voucherDiscount(voucher, subtotal).amount, left);
    left -= share;
    lines.push({ voucherId: voucher.id, discount: { amount: share, currency: subtotal.currency } });
  }
  return {
    ok: true,
    discount: { amount: subtotal.amount - left, currency: subtotal.currency },
    lines,
  };
}
