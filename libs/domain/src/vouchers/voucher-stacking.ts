import type { ErrorCode } from '../errors/error-codes';
import type { Voucher } from './voucher';

export type StackingCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly code: Extract<ErrorCode, 'voucher_not_stackable'>;
      readonly params: { readonly title: string };
    };

/**
 * A non-stackable voucher cannot be combined with any other; the message names it. When several
 * non-stackable vouchers are selected, the first in selection order is named: it is the one
 * already in place that blocks the others (decision 024).
 */
export function checkVoucherStacking(
  selected: readonly Pick<Voucher, 'title' | 'stackable'>[],
): StackingCheck {
  if (selected.length < 2) return { ok: true };
  const blocker = selected.find((v) => !v.stackable);
  if (!blocker) return { ok: true };
  return { ok: false, code: 'voucher_not_stackable', params: { title: blocker.title } };
}
