import type { adminVoucherSchema, voucherInputSchema, voucherSchema } from '@storefront/contract';
import type { CurrencyCode, Money, Voucher, VoucherDiscountRule } from '@storefront/domain';
import { FIELD_ERRORS, money, remaining } from '@storefront/domain';
import type { z } from 'zod';
import type { vouchers } from '../../db/schema';

export type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherWrite = Omit<typeof vouchers.$inferInsert, 'id' | 'createdAt'>;
/** A voucher as a customer sees it, with their own claimed/used flags. */
export type CustomerVoucher = z.output<typeof voucherSchema>;
/** A voucher as staff see it, with the counts behind `remaining`. */
export type AdminVoucher = z.output<typeof adminVoucherSchema>;
/** The terms staff enter when creating or editing a voucher. */
export type VoucherInput = z.output<typeof voucherInputSchema>;

/** The caller's claim of a voucher, or null when they hold none. */
export interface ClaimState {
  readonly usedAt: Date | null;
}

function present(value: number | null, column: string, row: VoucherRow): number {
  // The check constraint vouchers_discount makes this impossible; a row breaking it is a bug.
  if (value === null) throw new Error(`voucher ${row.id} has no ${column}`);
  return value;
}

/** The stored terms as the domain's voucher, which every voucher rule takes. */
export function toDomainVoucher(row: VoucherRow): Voucher {
  const amountOf = (value: number) => money(value, row.currency);
  const discount: VoucherDiscountRule =
    row.discountKind === 'fixed'
      ? { kind: 'fixed', amount: amountOf(present(row.discountAmount, 'discount_amount', row)) }
      : {
          kind: 'percent',
          bps: present(row.discountBps, 'discount_bps', row),
          ...(row.discountCap === null ? {} : { cap: amountOf(row.discountCap) }),
        };
  return {
    id: row.id,
    title: row.title,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    quota: row.quota,
    claimed: row.claimed,
    used: row.used,
    stackable: row.stackable,
    discount,
    ...(row.minSpend === null ? {} : { minSpend: amountOf(row.minSpend) }),
  };
}

function wireDiscount(voucher: Voucher): CustomerVoucher['discount'] {
  const rule = voucher.discount;
  return rule.kind === 'fixed'
    ? { kind: 'fixed', amount: rule.amount }
    : { kind: 'percent', bps: rule.bps, cap: rule.cap ?? null };
}

export function toCustomerVoucher(row: VoucherRow, claim: ClaimState | null): CustomerVoucher {
  const voucher = toDomainVoucher(row);
  return {
    id: voucher.id,
    title: voucher.title,
    valid_from: voucher.validFrom.toISOString(),
    valid_until: voucher.validUntil.toISOString(),
    remaining: remaining(voucher),
    is_claimed: claim !== null,
    is_used: claim?.usedAt != null,
    stackable: voucher.stackable,
    discount: wireDiscount(voucher),
    min_spend: voucher.minSpend ?? null,
  };
}

export function toAdminVoucher(row: VoucherRow): AdminVoucher {
  const voucher = toDomainVoucher(row);
  return {
    id: voucher.id,
    title: voucher.title,
    valid_from: voucher.validFrom.toISOString(),
    valid_until: voucher.validUntil.toISOString(),
    quota: voucher.quota,
    claimed: voucher.claimed,
    used: voucher.used,
    stackable: voucher.stackable,
    discount: wireDiscount(voucher),
    min_spend: voucher.minSpend ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The columns that hold the terms staff entered, in the market currency. */
export function toVoucherWrite(
  input: VoucherInput,
  currency: CurrencyCode,
  now: Date,
): VoucherWrite {
  const { discount } = input;
  return {
    title: input.title,
    validFrom: new Date(input.valid_from),
    validUntil: new Date(input.valid_until),
    quota: input.quota,
    stackable: input.stackable,
    currency,
    discountKind: discount.kind,
    discountAmount: discount.kind === 'fixed' ? discount.amount.amount : null,
    discountBps: discount.kind === 'percent' ? discount.bps : null,
    discountCap: discount.kind === 'percent' ? (discount.cap?.amount ?? null) : null,
    minSpend: input.min_spend?.amount ?? null,
    updatedAt: now,
  };
}

export interface TermsContext {
  /** The market currency every amount of a voucher must be in. */
  readonly currency: CurrencyCode;
  readonly now: Date;
  /** Claims already made of the voucher being edited; null when creating one. */
  readonly claimed: number | null;
}

/**
 * What the contract's schema cannot judge alone, as field errors (null when the terms are fine):
 * - every amount is in the market currency (a voucher is applied to that market's prices);
 * - an edit cannot lower the quota below the claims already made (their holders keep them);
 * - a new voucher must end after now: one that can never be claimed is a typing slip. An edit
 *   may end it at once (or in the past): that is how staff retire a voucher.
 */
export function voucherTermsFieldErrors(
  input: VoucherInput,
  { currency, now, claimed }: TermsContext,
): Record<string, string> | null {
  const fields: Record<string, string> = {};
  const amounts: [string, Money | null | undefined][] = [
    ['discount.amount', input.discount.kind === 'fixed' ? input.discount.amount : null],
    ['discount.cap', input.discount.kind === 'percent' ? input.discount.cap : null],
    ['min_spend', input.min_spend],
  ];
  for (const [path, amount] of amounts) {
    if (amount && amount.currency !== currency) fields[`${path}.currency`] = 'field.invalid';
  }
  if (claimed !== null && input.quota < claimed) fields['quota'] = 'field.invalid';
  if (claimed === null && Date.parse(input.valid_until) <= now.getTime()) {
    fields['valid_until'] = FIELD_ERRORS.inThePast;
  }
  return Object.keys(fields).length > 0 ? fields : null;
}
