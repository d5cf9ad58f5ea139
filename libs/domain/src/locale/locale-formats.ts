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
 * CLDR's abbreviated Kazakh month names (format context), for the engines without Kazakh data.
 * With CLDR's medium date pattern `y 'ж'. dd MMM` and short time `HH:mm` they write exactly what
 * an engine that has the data writes ("2026 ж. 09 жел., 11:00").
 */
export const KAZAKH_MONTHS_SHORT = [
  'қаң.',
  'ақп.',
  'нау.',
  'сәу.',
  'мам.',
  'мау.',
  'шіл.',
  'там.',
  'қыр.',
  'қаз.',
  'қар.',
  'жел.',
] as const;

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

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

// Only digits are read from these parts: 'en-US' with h23 is the same in every engine.
const clockParts = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'numeric',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: STOREFRONT_TIME_ZONE,
});

function kazakhDateTime(instant: Date, style: DateTimeStyle): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    clockParts.formatToParts(instant).find((entry) => entry.type === type)?.value ?? '';
  const month = KAZAKH_MONTHS_SHORT[Number(part('month')) - 1];
  const date = `${part('year')} ж. ${part('day')} ${month}`;
  return style === 'date' ? date : `${date}, ${part('hour')}:${part('minute')}`;
}

/**
 * An instant on the storefront clock (Asia/Singapore) as the shell shows it: medium date, and
 * short time for `dateTime`. Kazakh is written from data here (see NUMBER_LOCALES), so the
 * server's HTML and the browser's render agree whatever the browser's locale data.
 */
export function formatDateTime(
  value: Date | number | string,
  locale: Locale,
  style: DateTimeStyle,
): string {
  const instant = new Date(value);
  if (locale === 'kk-KZ') return kazakhDateTime(instant, style);
  return dateFormatter(locale, style).format(instant);
}
