import type { CurrencyCode, FieldErrorId, Money } from '@storefront/domain';
import {
  CURRENCY_MINOR_DIGITS,
  FIELD_ERRORS,
  MAX_MONEY_AMOUNT,
  parseMoney,
  toDecimalString,
} from '@storefront/domain';

export type MoneyInput =
  { readonly ok: true; readonly money: Money } | { readonly ok: false; readonly id: FieldErrorId };

interface Separators {
  readonly group: string;
  readonly decimal: string;
}

const separatorsByLocale = new Map<string, Separators>();

/** The digit-group and decimal marks Intl writes in a locale: what staff see on every screen. */
function separatorsOf(locale: string): Separators {
  let separators = separatorsByLocale.get(locale);
  if (!separators) {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
    separators = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    };
    separatorsByLocale.set(locale, separators);
  }
  return separators;
}

const escape = (mark: string) => mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The typed text as a plain decimal ('1,000.50' in en-US and '1.000,50' in id-ID both become
 * '1000.50'), or null when it is not a number in the staff language's marks. Groups must be
 * whole thousands, so '1,00' is refused rather than guessed at.
 */
function plainDecimal(text: string, locale: string): string | null {
  const { group, decimal } = separatorsOf(locale);
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const g = escape(group);
  const d = escape(decimal);
  const pattern = new RegExp(`^(-?)(\\d{1,3}(?:${g}\\d{3})+|\\d+)(?:${d}(\\d+))?$`);
  const match = pattern.exec(compact);
  if (!match) return null;
  const [, sign = '', whole = '', fraction] = match;
  const digits = `${sign}${whole.split(group).join('')}`;
  return fraction === undefined ? digits : `${digits}.${fraction}`;
}

/**
 * What staff type into an amount box, read exactly (integer minor units, no float) by the
 * domain's parseMoney: a number in the market currency written with the marks of the staff's
 * language ('125,000' or '12.50' in English, '125.000' or '12,50' in Indonesian), so '1.000'
 * means what its reader means. A negative amount, or one past MAX_MONEY_AMOUNT, is refused as
 * the contract's nonNegativeMoneySchema does.
 */
export function parseMoneyInput(text: string, currency: CurrencyCode, locale: string): MoneyInput {
  if (text.trim() === '') return { ok: false, id: FIELD_ERRORS.required };
  const trimmed = plainDecimal(text, locale);
  if (trimmed === null) return { ok: false, id: FIELD_ERRORS.number };
  // parseMoney takes zero digits past the currency's own ('250.000' is 250 rupiah, as APIs send
  // it); a person who types more fraction digits than the currency has is refused, not rounded.
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

/** An amount as staff would type it back: no grouping, the staff language's decimal mark. */
export function moneyInputText(value: Money, locale: string): string {
  return toDecimalString(value).replace('.', separatorsOf(locale).decimal);
}
