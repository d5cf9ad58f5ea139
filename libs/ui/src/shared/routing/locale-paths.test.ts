import { ID_MARKET, KZ_MARKET } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import {
  localeOfPath,
  localizedPath,
  loginPathFor,
  looksLikeLocale,
  matchMarketLocale,
  safeReturnPath,
  splitFirstSegment,
  switchLocaleOfPath,
} from './locale-paths';

describe('localizedPath', () => {
  it.each([
    ['', '/id-ID'],
    ['cart', '/id-ID/cart'],
    ['/cart', '/id-ID/cart'],
    ['orders/IDL1/2', '/id-ID/orders/IDL1/2'],
  ])('%s → %s', (path, expected) => {
    expect(localizedPath('id-ID', path)).toBe(expected);
  });

  it('defaults to the home page', () => {
    expect(localizedPath('en-US')).toBe('/en-US');
  });
});

describe('splitFirstSegment', () => {
  it.each([
    ['/id-ID/cart', ['id-ID', '/cart']],
    ['/id-ID', ['id-ID', '']],
    ['/', ['', '']],
    ['/%D1%80%D1%83/x', ['ру', '/x']],
    ['no-slash', ['', 'no-slash']],
  ] as const)('%s', (path, expected) => {
    expect(splitFirstSegment(path)).toEqual(expected);
  });
});

describe('looksLikeLocale', () => {
  it.each([
    ['en', true],
    ['EN-us', true],
    ['en_US', true],
    ['fr-FR', true],
    ['ar-SA', true],
    ['faq', false],
    ['cart', false],
    ['', false],
    ['orders', false],
  ])('%s → %s', (segment, expected) => {
    expect(looksLikeLocale(segment)).toBe(expected);
  });
});

describe('matchMarketLocale', () => {
  it.each([
    ['id-ID', 'id-ID'],
    ['EN_us', 'en-US'],
    ['en-GB', 'en-US'],
    ['id', 'id-ID'],
    ['th-TH', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s in Indonesia', (candidate, expected) => {
    expect(matchMarketLocale(candidate, ID_MARKET)).toBe(expected);
  });

  it('reads ru-KZ as Russian in Kazakhstan', () => {
    expect(matchMarketLocale('ru-KZ', KZ_MARKET)).toBe('ru-RU');
  });
});

describe('localeOfPath', () => {
  it.each([
    ['/id-ID/cart', 'id-ID'],
    ['/en-US', 'en-US'],
    ['/th-TH/cart', undefined],
    ['/en/cart', undefined],
    ['/', undefined],
  ])('%s → %s', (path, expected) => {
    expect(localeOfPath(path, ID_MARKET)).toBe(expected);
  });
});

describe('switchLocaleOfPath', () => {
  it('swaps only the first segment', () => {
    expect(switchLocaleOfPath('/id-ID/orders/IDL1', 'en-US')).toBe('/en-US/orders/IDL1');
    expect(switchLocaleOfPath('/id-ID', 'en-US')).toBe('/en-US');
  });
});

describe('loginPathFor', () => {
  it('carries the page to come back to, encoded', () => {
    expect(loginPathFor('id-ID')).toBe('/id-ID/login');
    expect(loginPathFor('id-ID', '/id-ID/orders?tab=all')).toBe(
      '/id-ID/login?next=%2Fid-ID%2Forders%3Ftab%3Dall',
    );
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/id-ID/orders?tab=all', '/id-ID/orders?tab=all'],
    ['/en-US/orders', '/id-ID/orders'],
    ['/orders', '/id-ID/orders'],
    ['//evil.example/x', '/id-ID'],
    ['/\\evil.example', '/id-ID'],
    ['https://evil.example', '/id-ID'],
    ['javascript:alert(1)', '/id-ID'],
    ['', '/id-ID'],
    [null, '/id-ID'],
    [undefined, '/id-ID'],
  ])('%s → %s', (next, expected) => {
    expect(safeReturnPath(next, 'id-ID', ID_MARKET)).toBe(expected);
  });
});
