import { afterEach, describe, expect, it, vi } from 'vitest';
import { KAZAKH_MONTHS_SHORT, writeKazakhDate } from './kazakh-dates';

// Intl inserts non-breaking and narrow no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

afterEach(() => vi.restoreAllMocks());

describe('writeKazakhDate', () => {
  it.each<['date' | 'dateTime', string]>([
    ['date', '2026 ж. 09 жел.'],
    ['dateTime', '2026 ж. 09 жел., 11:00'],
  ])('writes a %s as %s', (style, expected) => {
    // 03:00 UTC is 11:00 on the storefront clock (Asia/Singapore, UTC+8).
    expect(writeKazakhDate(new Date('2026-12-09T03:00:00Z'), style)).toBe(expected);
  });

  it('counts the day and the hour on the storefront clock, not UTC', () => {
    expect(writeKazakhDate(new Date('2026-01-31T16:30:00Z'), 'dateTime')).toBe(
      '2026 ж. 01 ақп., 00:30',
    );
    expect(writeKazakhDate(new Date('2026-12-31T15:59:00Z'), 'dateTime')).toBe(
      '2026 ж. 31 жел., 23:59',
    );
  });

  it('writes as an engine with Kazakh data does, in every month', () => {
    for (const [index, name] of KAZAKH_MONTHS_SHORT.entries()) {
      const day = new Date(Date.UTC(2026, index, 5, 3));
      const native = new Intl.DateTimeFormat('kk-KZ', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Singapore',
      }).format(day);
      expect(writeKazakhDate(day, 'dateTime')).toBe(plain(native));
      expect(native).toContain(name);
    }
  });

  it('never asks Intl for Kazakh data, which some browsers lack', () => {
    const created = vi.spyOn(Intl, 'DateTimeFormat');
    writeKazakhDate(new Date(Date.UTC(2027, 4, 1)), 'dateTime');
    for (const [locale] of created.mock.calls) expect(String(locale)).not.toMatch(/^kk/);
  });
});
