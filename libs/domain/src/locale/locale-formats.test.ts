import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from './locales';
import { formatDateTime, KAZAKH_MONTHS_SHORT, numberLocale } from './locale-formats';

// Intl inserts non-breaking and narrow no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

afterEach(() => vi.restoreAllMocks());

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
    ['kk-KZ', 'date', '2026 ж. 09 жел.'],
    ['kk-KZ', 'dateTime', '2026 ж. 09 жел., 11:00'],
    ['id-ID', 'date', '9 Des 2026'],
    ['id-ID', 'dateTime', '9 Des 2026, 11.00'],
    ['ru-RU', 'date', '9 дек. 2026 г.'],
  ])('writes %s %s as %s', (locale, style, expected) => {
    expect(plain(formatDateTime(instant, locale, style))).toBe(expected);
  });

  it('counts the day on the storefront clock, not UTC', () => {
    expect(formatDateTime('2026-01-31T16:30:00Z', 'kk-KZ', 'dateTime')).toBe(
      '2026 ж. 01 ақп., 00:30',
    );
  });

  it('writes Kazakh as an engine with Kazakh data does, in every month', () => {
    for (const [index, name] of KAZAKH_MONTHS_SHORT.entries()) {
      const day = new Date(Date.UTC(2026, index, 5, 3));
      const native = new Intl.DateTimeFormat('kk-KZ', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Singapore',
      }).format(day);
      expect(formatDateTime(day, 'kk-KZ', 'dateTime')).toBe(plain(native));
      expect(native).toContain(name);
    }
  });

  it('never asks Intl for Kazakh data, which some browsers lack', () => {
    const created = vi.spyOn(Intl, 'DateTimeFormat');
    formatDateTime(Date.UTC(2027, 4, 1), 'kk-KZ', 'dateTime');
    for (const [locale] of created.mock.calls) expect(String(locale)).not.toMatch(/^kk/);
  });
});
