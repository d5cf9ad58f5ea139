import { STOREFRONT_TIME_ZONE } from '../markets/market-config';
import type { DateTimeStyle } from './locale-formats';

/**
 * CLDR's abbreviated Kazakh month names (format context), for the engines without Kazakh data.
 * With CLDR's medium date pattern `y 'ж'. dd MMM` and short time `HH:mm` they write exactly what
 * an engine that has the data writes ("2026 ж. 09 жел., 11:00"; decision 279).
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

// Only digits are read from these parts: 'en-US' with h23 is the same in every engine.
let clockParts: Intl.DateTimeFormat | undefined;

/** The kk-KZ `DateWriter` of the Kazakh market. */
export function writeKazakhDate(instant: Date, style: DateTimeStyle): string {
  clockParts ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'numeric',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: STOREFRONT_TIME_ZONE,
  });
  const parts = clockParts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  const date = `${part('year')} ж. ${part('day')} ${KAZAKH_MONTHS_SHORT[Number(part('month')) - 1]}`;
  return style === 'date' ? date : `${date}, ${part('hour')}:${part('minute')}`;
}
