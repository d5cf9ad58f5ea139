import type { CurrencyCode, Money } from './currency';
import { MoneyError, money } from './money';
import { CURRENCY_MINOR_DIGITS, minorUnitFactor } from './minor-units';

/** A plain decimal: optional minus, digits, optional point and digits. No grouping, no exponent. */
const DECIMAL_PATTERN = /^(-)?(\d+)(?:\.(\d+))?$/;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

export type ParseMoneyResult =
  | { readonly ok: true; readonly money: Money }
  | { readonly ok: false; readonly code: 'validation_failed' };

/**
 * Reads a decimal string such as '1062702.00' into minor units without ever passing through a
 * float (parseFloat('0.29') * 100 is 28.999999999999996). Extra fraction digits are accepted
 * only when they are zeros ('1000000.00' for IDR, as many APIs send it); a real fraction of a
 * minor unit is refused rather than rounded away silently.
 */
export function parseMoney(text: string, currency: CurrencyCode): ParseMoneyResult {
  const match = DECIMAL_PATTERN.exec(text.trim());
  if (!match) return { ok: false, code: 'validation_failed' };
  const [, sign, whole = '', fraction = ''] = match;
  const digits = CURRENCY_MINOR_DIGITS[currency];
  if (/[^0]/.test(fraction.slice(digits))) return { ok: false, code: 'validation_failed' };
  const minor =
    BigInt(whole) * minorUnitFactor(currency) +
    BigInt(fraction.slice(0, digits).padEnd(digits, '0') || '0');
  if (minor > MAX_SAFE) return { ok: false, code: 'validation_failed' };
  return { ok: true, money: money(Number(sign ? -minor : minor), currency) };
}

/**
 * parseMoney for figures written in code or configuration, where a malformed figure is a
 * programming mistake and must stop the program at load time.
 */
export function moneyFromDecimal(text: string, currency: CurrencyCode): Money {
  const result = parseMoney(text, currency);
  if (!result.ok) {
    throw new MoneyError('not_integer', `'${text}' is not an exact ${currency} amount`);
  }
  return result.money;
}

/** The inverse of parseMoney: always the currency's exact number of fraction digits. */
export function toDecimalString(value: Money): `${number}` {
  const digits = CURRENCY_MINOR_DIGITS[value.currency];
  const magnitude = String(Math.abs(value.amount)).padStart(digits + 1, '0');
  const sign = value.amount < 0 ? '-' : '';
  const whole = magnitude.slice(0, magnitude.length - digits);
  const fraction = magnitude.slice(magnitude.length - digits);
  return `${sign}${whole}${digits > 0 ? `.${fraction}` : ''}` as `${number}`;
}
