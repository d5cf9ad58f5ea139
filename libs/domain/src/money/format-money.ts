import { numberLocale } from '../locale/locale-formats';
import type { Locale } from '../locale/locales';
import type { CurrencyCode, Money } from './currency';
import { CURRENCY_MINOR_DIGITS } from './minor-units';
import { toDecimalString } from './parse-money';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: Locale, currency: CurrencyCode): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = CURRENCY_MINOR_DIGITS[currency];
    // Intl would show IDR with 2 decimals (ISO 4217); our minor digits are the truth.
    formatter = new Intl.NumberFormat(numberLocale(locale), {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Money as a shopper reads it in their locale ('Rp 1.000.000', '฿2,100.00'). The amount is
 * handed to Intl as an exact decimal string, so no float division can shift the last digit.
 */
export function formatMoney(value: Money, locale: Locale): string {
  return formatterFor(locale, value.currency).format(toDecimalString(value));
}
