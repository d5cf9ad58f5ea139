import { ID_MARKET, KZ_MARKET, TH_MARKET } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { preferredLocale } from './locale-preference';

describe('preferredLocale', () => {
  it.each([
    [ID_MARKET, 'en-US', ['id-ID'], 'en-US'],
    [ID_MARKET, undefined, ['en-GB', 'id'], 'en-US'],
    [ID_MARKET, undefined, ['th-TH', 'id'], 'id-ID'],
    [ID_MARKET, 'th-TH', ['de-DE'], 'id-ID'],
    [ID_MARKET, 'garbage', [], 'id-ID'],
    [TH_MARKET, undefined, [], 'th-TH'],
    [TH_MARKET, undefined, ['en-US'], 'en-US'],
    [KZ_MARKET, undefined, ['ru-KZ', 'en'], 'ru-RU'],
    [KZ_MARKET, 'kk', ['ru'], 'kk-KZ'],
  ] as const)('%# cookie %s, browser %j → %s', (market, cookie, languages, expected) => {
    expect(preferredLocale(market, cookie, languages)).toBe(expected);
  });
});
