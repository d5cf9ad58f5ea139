import { ID_MARKET, KZ_MARKET } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { extraLocalesFromEnv, withExtraLocales } from './extra-locales';

describe('extraLocalesFromEnv', () => {
  it.each([
    [undefined, []],
    ['', []],
    [' , ', []],
    ['ar-SA', ['ar-SA']],
    [' ar-SA , ru-RU ', ['ar-SA', 'ru-RU']],
  ])('%j enables %j', (value, locales) => {
    expect(extraLocalesFromEnv({ VITE_EXTRA_LOCALES: value })).toEqual(locales);
  });

  it('stops the start on a locale the shell does not support', () => {
    expect(() => extraLocalesFromEnv({ VITE_EXTRA_LOCALES: 'ar-SA,fr-FR,ar' })).toThrow(
      'VITE_EXTRA_LOCALES names locales the shell lacks: fr-FR, ar',
    );
  });
});

describe('withExtraLocales', () => {
  it('adds the locales after the market’s own, keeping its default first', () => {
    expect(withExtraLocales(ID_MARKET, ['ar-SA']).locales).toEqual(['id-ID', 'en-US', 'ar-SA']);
    expect(withExtraLocales(ID_MARKET, ['ar-SA']).defaultLocale).toBe(ID_MARKET.defaultLocale);
  });

  it('answers the market itself when nothing is new', () => {
    expect(withExtraLocales(ID_MARKET)).toBe(ID_MARKET);
    expect(withExtraLocales(KZ_MARKET, ['ru-RU', 'en-US'])).toBe(KZ_MARKET);
  });
});
