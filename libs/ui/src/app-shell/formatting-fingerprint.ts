import { formatDateTime, formatMoney, numberLocale } from '@storefront/domain';
import type { Locale, MarketConfig } from '@storefront/domain';

/**
 * How this JavaScript engine writes numbers, amounts and dates in a locale: a page rendered on
 * the server carries the server's, and the browser hydrates only when its own is the same.
 * Engines ship different locale data (a browser without Kazakh data writes "KZT 12,345.50"
 * where Node writes "12 345,50 ₸"), and every price on the page would then differ from the
 * server's HTML; such a browser renders the page itself instead, from the same data (decision
 * 250). It asks the shell's own formats (formatMoney, formatDateTime with the market's writer),
 * which write Kazakh from data (decision 279), so only an engine that really writes the page
 * otherwise differs.
 */
export function formattingFingerprint(locale: Locale, market: MarketConfig): string {
  // The engine's locale data never changes within a process, and the server asks on every page:
  // building the four formatters once per locale keeps them off the render's hot path.
  const key = `${locale}|${market.id}`;
  let fingerprint = fingerprints.get(key);
  if (fingerprint === undefined) {
    fingerprint = computeFingerprint(locale, market);
    fingerprints.set(key, fingerprint);
  }
  return fingerprint;
}

const fingerprints = new Map<string, string>();

function computeFingerprint(locale: Locale, market: MarketConfig): string {
  // Yuan too: product pages show the marketplace's prices.
  const amounts = [market.currency, 'CNY' as const].map((currency) =>
    formatMoney({ amount: -123_456_750, currency }, locale),
  );
  const date = formatDateTime(
    Date.UTC(2026, 0, 31, 13, 5),
    locale,
    'dateTime',
    market.dateWriters?.[locale],
  );
  return [new Intl.NumberFormat(numberLocale(locale)).format(1234567.25), ...amounts, date].join(
    '|',
  );
}
