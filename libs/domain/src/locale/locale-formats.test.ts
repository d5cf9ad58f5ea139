import { describe, expect, it } from 'vitest';
import type { Locale } from './locales';
import { formatDateTime, numberLocale, zoneName } from './locale-formats';

// Intl inserts non-breaking and narrow no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('numberLocale', () => {
  it.each<[Locale, string]>([
    ['kk-KZ', 'ru-KZ'],
    ['ru-RU', 'ru-RU'],
    ['id-ID', 'id-ID'],
    ['th-TH', 'th-TH'],
  ])('%s writes numbers as %s', (locale, expected) => {
    expect(numberLocale(locale)).toBe(expected);
  });

  it('writes Kazakh amounts as an engine with Kazakh data does', () => {
    const options = { style: 'currency', currency: 'KZT' } as const;
    expect(new Intl.NumberFormat(numberLocale('kk-KZ'), options).format(4002.5)).toBe(
      new Intl.NumberFormat('kk-KZ', options).format(4002.5),
    );
  });
});

describe('formatDateTime', () => {
  // 03:00 UTC is 11:00 on the storefront clock (Asia/Singapore, UTC+8).
  const instant = '2026-12-09T03:00:00Z';

  it.each<[Locale, 'date' | 'dateTime', string]>([
    ['id-ID', 'date', '9 Des 2026'],
    ['id-ID', 'dateTime', '9 Des 2026, 11.00 GMT+8'],
    ['th-TH', 'dateTime', '9 ธ.ค. 2569 11:00 GMT+8'],
    ['ru-RU', 'dateTime', '9 дек. 2026 г., 11:00 GMT+8'],
    ['th-TH', 'date', '9 ธ.ค. 2569'],
    ['ru-RU', 'date', '9 дек. 2026 г.'],
    ['en-US', 'dateTime', 'Dec 9, 2026, 11:00 AM GMT+8'],
  ])('writes %s %s as %s', (locale, style, expected) => {
    expect(plain(formatDateTime(instant, locale, style))).toBe(expected);
  });

  it('counts the day on the storefront clock, not UTC', () => {
    expect(plain(formatDateTime('2026-01-31T16:30:00Z', 'en-US', 'date'))).toBe('Feb 1, 2026');
  });

  it('writes through the market’s writer when it names one', () => {
    const seen: [string, string][] = [];
    const written = formatDateTime(instant, 'kk-KZ', 'dateTime', (at, style) => {
      seen.push([at.toISOString(), style]);
      return 'written';
    });
    expect(written).toBe('written GMT+8');
    expect(seen).toEqual([['2026-12-09T03:00:00.000Z', 'dateTime']]);
  });

  it('names the zone after a time, never after a day alone', () => {
    expect(formatDateTime(instant, 'id-ID', 'date')).not.toContain('GMT');
    expect(formatDateTime(instant, 'id-ID', 'dateTime')).toMatch(/ GMT\+8$/);
  });
});

describe('zoneName', () => {
  const instant = '2026-12-09T03:00:00Z';

  it.each<[Locale, string]>([
    ['id-ID', 'GMT+8'],
    ['th-TH', 'GMT+8'],
    ['kk-KZ', 'GMT+8'],
    ['en-US', 'GMT+8'],
    ['ar-SA', 'غرينتش+٨'],
  ])('names the storefront clock in %s as %s', (locale, expected) => {
    expect(zoneName(new Date(instant), locale)).toBe(expected);
  });
});
