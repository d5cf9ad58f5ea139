import { STOREFRONT_TIME_ZONE } from '../markets/market-config';
import type { Locale } from './locales';

/**
 * The locale whose Intl data writes a shell locale's numbers and amounts. Kazakh is the one
 * exception: Chromium ships no Kazakh locale data and answers for `kk` with the root data
 * ("KZT 4,002.00", where Node writes "4 002,00 ₸"), so a page rendered on the server would never
 * match the browser's render. ru-KZ writes numbers exactly as Kazakh does (no-break-space groups,
 * decimal comma, the ₸ after the amount) and every engine has it (decision 279).
 */
const NUMBER_LOCALES: Partial<Record<Locale, string>> = { 'kk-KZ': 'ru-KZ' };

export function numberLocale(locale: Locale): string {
  return NUMBER_LOCALES[locale] ?? locale;
}

/** The two ways the storefront shows an instant: a day, or a day with its time. */
export type DateTimeStyle = 'date' | 'dateTime';

/**
 * Writes an instant on the storefront clock without the engine's locale data, for a locale some
 * engines lack (Kazakh). A market names its writers (`MarketConfig.dateWriters`), so only the
 * storefront that shows that locale carries one.
 */
export type DateWriter = (instant: Date, style: DateTimeStyle) => string;

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(locale: string, style: DateTimeStyle): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      ...(style === 'dateTime' ? { timeStyle: 'short' } : {}),
      timeZone: STOREFRONT_TIME_ZONE,
    });
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The storefront clock's zone as the locale names it ("GMT+8", "غرينتش+٨"). Intl refuses a zone
 * name beside `dateStyle`, so it is asked on its own. Kazakh asks its number locale, as an engine
 * without Kazakh data would answer with the root's name anyway.
 */
export function zoneName(instant: Date, locale: Locale): string {
  const key = numberLocale(locale);
  let formatter = zoneFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(key, {
      timeZoneName: 'short',
      timeZone: STOREFRONT_TIME_ZONE,
    });
    zoneFormatters.set(key, formatter);
  }
  return formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * An instant on the storefront clock (Asia/Singapore) as the shell shows it: medium date, and
 * for `dateTime` the short time followed by the zone's name, since buyers in Jakarta, Bangkok and
 * Almaty live an hour or more behind that clock (issue 14: "show the zone wherever a time is
 * shown"). Through the locale's writer when its market names one, so the server's HTML and the
 * browser's render agree whatever the browser's locale data.
 */
export function formatDateTime(
  value: Date | number | string,
  locale: Locale,
  style: DateTimeStyle,
  writer?: DateWriter,
): string {
  const instant = new Date(value);
  const written = writer ? writer(instant, style) : dateFormatter(locale, style).format(instant);
  return style === 'dateTime' ? `${written} ${zoneName(instant, locale)}` : written;
}
