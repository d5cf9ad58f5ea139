import type { CurrencyCode, FieldErrorId, Money } from '@storefront/domain';
import {
  CURRENCY_MINOR_DIGITS,
  FIELD_ERRORS,
  MAX_MONEY_AMOUNT,
  parseMoney,
} from '@storefront/domain';

export type MoneyInput =
  { readonly ok: true; readonly money: Money } | { readonly ok: false; readonly id: FieldErrorId };

/**
 * What staff type into an amount box, read exactly (integer minor units, no float) by the
 * domain's parseMoney: a plain decimal in the market currency ('125000', '12.50'). Thousands
 * separators are refused rather than guessed at: '1.000' is a thousand in Indonesian and one
 * in English. A negative amount, or one past MAX_MONEY_AMOUNT, is refused as the contract's
 * nonNegativeMoneySchema does.
 */
export function parseMoneyInput(text: string, currency: CurrencyCode): MoneyInput {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, id: FIELD_ERRORS.required };
  // parseMoney takes zero digits past the currency's own ('250.000' is 250 rupiah, as APIs send
  // it); a person typing '250.000' in Indonesian means 250 thousand, so such input is refused.
  const fraction = trimmed.split('.')[1];
  if (fraction !== undefined && fraction.length > CURRENCY_MINOR_DIGITS[currency]) {
    return { ok: false, id: FIELD_ERRORS.number };
  }
  const parsed = parseMoney(trimmed, currency);
  if (!parsed.ok) return { ok: false, id: FIELD_ERRORS.number };
  if (parsed.money.amount < 0) return { ok: false, id: FIELD_ERRORS.notNegative };
  // The gateway's bound on one amount (decision 227), so the form says it before the server does.
  if (parsed.money.amount > MAX_MONEY_AMOUNT) return { ok: false, id: FIELD_ERRORS.invalid };
  return { ok: true, money: parsed.money };
}
