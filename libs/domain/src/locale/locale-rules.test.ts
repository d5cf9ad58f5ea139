import { describe, expect, it } from 'vitest';
import type { MarketId } from '../markets/market-id';
import { MARKETS } from '../markets/markets';
import {
  RTL_LANGUAGE_CODES,
  isLanguageCode,
  isRtl,
  isSupportedLocale,
  languageCode,
  localeForLanguageCode,
  resolveLocale,
  textDirection,
} from './locale-rules';
import type { Locale } from './locales';
import { SUPPORTED_LOCALES } from './locales';

describe('languageCode, isRtl, textDirection', () => {
  it.each<[Locale, string, boolean, 'ltr' | 'rtl']>([
    ['en-US', 'en', false, 'ltr'],
    ['id-ID', 'id', false, 'ltr'],
    ['th-TH', 'th', false, 'ltr'],
    ['kk-KZ', 'kk', false, 'ltr'],
    ['ru-RU', 'ru', false, 'ltr'],
    ['ar-SA', 'ar', true, 'rtl'],
  ])('%s -> %s, rtl %s, %s', (locale, code, rtl, direction) => {
    expect(languageCode(locale)).toBe(code);
    expect(isRtl(locale)).toBe(rtl);
    expect(textDirection(locale)).toBe(direction);
  });

  it('agrees with the direction Intl knows, where the runtime exposes it', () => {
    type WithTextInfo = Intl.Locale & { getTextInfo?: () => { direction: string } };
    for (const locale of SUPPORTED_LOCALES) {
      const info = (new Intl.Locale(locale) as WithTextInfo).getTextInfo?.();
      if (info) expect(info.direction).toBe(textDirection(locale));
    }
    expect(RTL_LANGUAGE_CODES).toEqual(['ar']);
  });
});

describe('isSupportedLocale, isLanguageCode', () => {
  it.each([
    ['th-TH', true],
    ['ar-SA', true],
    ['th', false],
    ['TH-th', false],
    ['fr-FR', false],
    ['', false],
  ])('isSupportedLocale(%j) is %s', (value, expected) => {
    expect(isSupportedLocale(value)).toBe(expected);
  });

  it.each([
    ['kk', true],
    ['ar', true],
    ['kk-KZ', false],
    ['fr', false],
  ])('isLanguageCode(%j) is %s', (value, expected) => {
    expect(isLanguageCode(value)).toBe(expected);
  });
});

describe('resolveLocale', () => {
  it.each<[string | undefined, MarketId, Locale]>([
    // exact
    ['id-ID', 'id', 'id-ID'],
    ['en-US', 'id', 'en-US'],
    ['ru-RU', 'kz', 'ru-RU'],
    // forgiving case, underscores and spaces
    ['EN-us', 'th', 'en-US'],
    ['en_US', 'th', 'en-US'],
    [' th-TH ', 'th', 'th-TH'],
    // by language code
    ['ru', 'kz', 'ru-RU'],
    ['ru-KZ', 'kz', 'ru-RU'],
    ['en-GB', 'kz', 'en-US'],
    ['kk', 'kz', 'kk-KZ'],
    ['th', 'th', 'th-TH'],
    // not enabled in the market -> default
    ['ar-SA', 'id', 'id-ID'],
    ['th-TH', 'id', 'id-ID'],
    ['ru-RU', 'th', 'th-TH'],
    ['id-ID', 'kz', 'kk-KZ'],
    ['fr-FR', 'th', 'th-TH'],
    ['', 'kz', 'kk-KZ'],
    ['-', 'id', 'id-ID'],
    [undefined, 'th', 'th-TH'],
    [undefined, 'id', 'id-ID'],
  ])('%j in %s -> %s', (candidate, marketId, expected) => {
    expect(resolveLocale(candidate, MARKETS[marketId])).toBe(expected);
  });

  it('always answers a locale the market enables', () => {
    for (const market of Object.values(MARKETS)) {
      for (const candidate of [...SUPPORTED_LOCALES, 'xx', 'zz-ZZ', undefined]) {
        expect(market.locales).toContain(resolveLocale(candidate, market));
      }
    }
  });
});

describe('localeForLanguageCode', () => {
  it.each<[string, MarketId, Locale | undefined]>([
    ['th', 'th', 'th-TH'],
    ['en', 'th', 'en-US'],
    ['EN', 'id', 'en-US'],
    ['ru', 'kz', 'ru-RU'],
    ['kk', 'kz', 'kk-KZ'],
    ['ru', 'id', undefined],
    ['ar', 'th', undefined],
    ['', 'kz', undefined],
  ])('%j in %s -> %s', (code, marketId, expected) => {
    expect(localeForLanguageCode(code, MARKETS[marketId])).toBe(expected);
  });
});
