import type { FieldErrorId } from '@storefront/domain';
import { BASIS_POINTS_PER_WHOLE, FIELD_ERRORS } from '@storefront/domain';

/** Basis points in one percent: a percent typed with two decimals is a whole number of them. */
const BPS_PER_PERCENT = BASIS_POINTS_PER_WHOLE / 100;
const PERCENT_PATTERN = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

export type PercentInput =
  { readonly ok: true; readonly bps: number } | { readonly ok: false; readonly id: FieldErrorId };

/**
 * A discount share as staff type it ('5', '12.5', '2.25' percent) in the contract's basis
 * points (500, 1250, 225), by digits rather than float multiplication. Whether the share is in
 * range (above 0, at most 100 %) is the contract's rule, judged after this.
 */
export function parsePercentInput(text: string): PercentInput {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, id: FIELD_ERRORS.required };
  const match = PERCENT_PATTERN.exec(trimmed);
  if (!match) return { ok: false, id: FIELD_ERRORS.number };
  const [, whole = '0', fraction = ''] = match;
  return {
    ok: true,
    bps: Number(whole) * BPS_PER_PERCENT + Number(fraction.padEnd(2, '0')),
  };
}

/** Basis points back as the percent text of the form ('1250' → '12.5'). */
export function bpsToPercentText(bps: number): string {
  const whole = Math.trunc(bps / BPS_PER_PERCENT);
  const fraction = String(bps % BPS_PER_PERCENT)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
