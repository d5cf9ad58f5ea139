import { describe, expect, it } from 'vitest';
import type { Locale } from '../locale/locales';
import type { Money } from './currency';
import { formatMoney } from './format-money';

// Intl inserts non-breaking and narrow no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each<[Money, Locale, string]>([
    [{ amount: 1_000_000, currency: 'IDR' }, 'id-ID', 'Rp 1.000.000'],
    [{ amount: 1_000_000, currency: 'IDR' }, 'en-US', 'IDR 1,000,000'],
    [{ amount: 210_000, currency: 'THB' }, 'th-TH', '฿2,100.00'],
    [{ amount: 21_254_040, currency: 'THB' }, 'en-US', 'THB 212,540.40'],
    [{ amount: 5, currency: 'THB' }, 'th-TH', '฿0.05'],
    [{ amount: -50, currency: 'THB' }, 'th-TH', '-฿0.50'],
    [{ amount: 3_100_000, currency: 'KZT' }, 'kk-KZ', '31 000,00 ₸'],
    [{ amount: 12_345, currency: 'CNY' }, 'en-US', 'CN¥123.45'],
  ])('shows %o in %s as %s', (value, locale, expected) => {
    expect(plain(formatMoney(value, locale))).toBe(expected);
  });

  it('shows every digit of amounts beyond float precision', () => {
    expect(plain(formatMoney({ amount: Number.MAX_SAFE_INTEGER, currency: 'THB' }, 'th-TH'))).toBe(
      '฿90,071,992,547,409.91',
    );
  });

  it('uses the locale digits (Arabic script for ar-SA)', () => {
    expect(formatMoney({ amount: 210_000, currency: 'THB' }, 'ar-SA')).toContain('٢٬١٠٠٫٠٠');
  });
});
