import { STOREFRONT_TIME_ZONE } from '@storefront/domain';
import type { CurrencyCode, Locale } from '@storefront/domain';

/**
 * How this JavaScript engine writes numbers, amounts and dates in a locale: a page rendered on
 * the server carries the server's, and the browser hydrates only when its own is the same.
 * Engines ship different locale data (a browser without Kazakh data writes "KZT 12,345.50"
 * where Node writes "12 345,50 ₸"), and every price on the page would then differ from the
 * server's HTML; such a browser renders the page itself instead, from the same data (decision
 * 250).
 */
export function formattingFingerprint(locale: Locale, currencies: readonly CurrencyCode[]): string {
  // The engine's locale data never changes within a process, and the server asks on every page:
  // building the four formatters once per locale keeps them off the render's hot path.
  const key = `${locale}|${currencies.join(',')}`;
  let fingerprint = fingerprints.get(key);
  if (fingerprint === undefined) {
    fingerprint = computeFingerprint(locale, currencies);
    fingerprints.set(key, fingerprint);
  }
  return fingerprint;
}

const fingerprints = new Map<string, string>();

function computeFingerprint(locale: Locale, currencies: readonly CurrencyCode[]): string {
  const amounts = currencies.map((currency) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(-1234567.5),
  );
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: STOREFRONT_TIME_ZONE,
  }).format(Date.UTC(2026, 0, 31, 13, 5));
  return [new Intl.NumberFormat(locale).format(1234567.25), ...amounts, date].join('|');
}
