import { describe, expect, it } from 'vitest';
import { PRODUCT_SOURCES } from '../checkout/product-source';
import { SUPPORTED_LOCALES } from '../locale/locales';
import type { Money } from '../money/currency';
import { minorUnitFactor } from '../money/minor-units';
import { PAYMENT_METHODS } from '../payments/payment-method';
import { MARKET_COUNTRIES, STOREFRONT_TIME_ZONE } from './market-config';
import type { MarketConfig } from './market-config';
import { MARKET_IDS } from './market-id';
import {
  ID_MARKET,
  KZ_DERIVATION_IDR_PER_KZT,
  KZ_MARKET,
  MARKETS,
  TH_MARKET,
  getMarket,
  isMarketId,
} from './markets';

const ALL = Object.values(MARKETS);

const AREA_PATTERN: Record<MarketConfig['country'], RegExp> = {
  ID: /^\d{2}$/, // BPS province code
  TH: /^TH-\d{2}$/,
  KZ: /^KZ-\d{2}$/,
};

function moneyFields(market: MarketConfig): Money[] {
  return [...Object.values(market.minimumOrder), ...Object.values(market.levelThresholds)];
}

describe.each(ALL.map((market) => [market.id, market] as const))('market %s', (id, market) => {
  it('is filed under its own id and found by getMarket', () => {
    expect(market.id).toBe(id);
    expect(getMarket(id)).toBe(market);
  });

  it('defaults to its first locale, and enables only supported locales, once each', () => {
    expect(market.defaultLocale).toBe(market.locales[0]);
    for (const locale of market.locales) expect(SUPPORTED_LOCALES).toContain(locale);
    expect(new Set(market.locales).size).toBe(market.locales.length);
  });

  it('states every amount in its own currency, as integer minor units', () => {
    for (const value of moneyFields(market)) {
      expect(value.currency).toBe(market.currency);
      expect(Number.isSafeInteger(value.amount)).toBe(true);
      expect(value.amount).toBeGreaterThan(0);
    }
  });

  it('has a minimum for every product source', () => {
    expect(Object.keys(market.minimumOrder).sort()).toEqual([...PRODUCT_SOURCES].sort());
  });

  it('keeps the shape: alibaba = default, oem = 10 x default, diamond = 5 x gold', () => {
    const { minimumOrder, levelThresholds } = market;
    expect(minimumOrder.alibaba).toEqual(minimumOrder.default);
    expect(minimumOrder.oem.amount).toBe(minimumOrder.default.amount * 10);
    expect(levelThresholds.gold.amount).toBeLessThan(levelThresholds.diamond.amount);
    expect(levelThresholds.diamond.amount).toBe(levelThresholds.gold.amount * 5);
  });

  it('orders by a three-letter prefix ending in L', () => {
    expect(market.orderIdPrefix).toMatch(/^[A-Z]{2}L$/);
    expect(market.orderIdPrefix.slice(0, 2)).toBe(market.country);
  });

  it('names free-shipping areas and the warehouse in its country code scheme', () => {
    expect(market.freeShippingAreas.length).toBeGreaterThan(0);
    for (const area of market.freeShippingAreas) expect(area).toMatch(AREA_PATTERN[market.country]);
    expect(new Set(market.freeShippingAreas).size).toBe(market.freeShippingAreas.length);
    // The warehouse's own province is where delivery is cheapest: it must be a free area too.
    expect(market.warehouseAreaId).toMatch(AREA_PATTERN[market.country]);
    expect(market.freeShippingAreas).toContain(market.warehouseAreaId);
  });

  it('offers a non-empty subset of the payment methods, once each', () => {
    expect(market.paymentMethods.length).toBeGreaterThan(0);
    for (const method of market.paymentMethods) expect(PAYMENT_METHODS).toContain(method);
    expect(new Set(market.paymentMethods).size).toBe(market.paymentMethods.length);
  });

  it('runs on Singapore time with a positive whole-hour payment window', () => {
    expect(market.timeZone).toBe(STOREFRONT_TIME_ZONE);
    expect(STOREFRONT_TIME_ZONE).toBe('Asia/Singapore');
    expect(Number.isInteger(market.paymentWindowHours)).toBe(true);
    expect(market.paymentWindowHours).toBeGreaterThan(0);
  });
});

describe('markets together', () => {
  it('covers every market id and every country exactly once', () => {
    expect(Object.keys(MARKETS).sort()).toEqual([...MARKET_IDS].sort());
    expect(ALL.map((m) => m.country).sort()).toEqual([...MARKET_COUNTRIES].sort());
  });

  it('uses unique order prefixes and currencies', () => {
    expect(new Set(ALL.map((m) => m.orderIdPrefix)).size).toBe(ALL.length);
    expect(new Set(ALL.map((m) => m.currency)).size).toBe(ALL.length);
  });

  it.each([
    ['id', true],
    ['th', true],
    ['kz', true],
    ['ID', false],
    ['sg', false],
    ['', false],
  ])('isMarketId(%j) is %s', (value, expected) => {
    expect(isMarketId(value)).toBe(expected);
  });
});

describe('the figures of DESIGN.md', () => {
  it.each([
    [
      ID_MARKET,
      'IDR',
      ['id-ID', 'en-US'],
      [1_000_000, 1_000_000, 1, 10_000_000],
      [100_000_000, 500_000_000],
      'IDL',
      true,
      true,
    ],
    [
      TH_MARKET,
      'THB',
      ['th-TH', 'en-US'],
      [210_000, 210_000, 100, 2_100_000],
      [21_254_040, 106_270_200],
      'THL',
      false,
      true,
    ],
  ] as const)(
    '%#: %s market',
    (
      market,
      currency,
      locales,
      [def, alibaba, oci, oem],
      [gold, diamond],
      prefix,
      register,
      google,
    ) => {
      expect(market.currency).toBe(currency);
      expect(market.locales).toEqual(locales);
      expect(
        [
          market.minimumOrder.default,
          market.minimumOrder.alibaba,
          market.minimumOrder.oci,
          market.minimumOrder.oem,
        ].map((m) => m.amount),
      ).toEqual([def, alibaba, oci, oem]);
      expect([market.levelThresholds.gold.amount, market.levelThresholds.diamond.amount]).toEqual([
        gold,
        diamond,
      ]);
      expect(market.orderIdPrefix).toBe(prefix);
      expect(market.showRegisterButton).toBe(register);
      expect(market.googleLogin).toBe(google);
    },
  );

  it('has the Kazakh switches: KZT, kk-KZ first, register shown, Google off', () => {
    expect(KZ_MARKET.currency).toBe('KZT');
    expect(KZ_MARKET.locales).toEqual(['kk-KZ', 'ru-RU', 'en-US']);
    expect(KZ_MARKET.orderIdPrefix).toBe('KZL');
    expect(KZ_MARKET.showRegisterButton).toBe(true);
    expect(KZ_MARKET.googleLogin).toBe(false);
  });
});

/**
 * The derivation of markets/README.md, in whole major units: diamond = the Indonesian diamond
 * at the rate, rounded to a whole unit; gold = diamond / 5; the default minimum = the
 * Indonesian one at the rate, rounded down to two significant figures; oem = 10 x default.
 * Rupiah amounts are whole rupiah (IDR has 0 minor digits), so they are used as major units.
 */
function deriveFromIndonesia(idrPerUnit: string, market: MarketConfig) {
  const [whole = '', fraction = ''] = idrPerUnit.split('.');
  const rateNumerator = BigInt(whole + fraction);
  const rateDenominator = 10n ** BigInt(fraction.length);
  const factor = minorUnitFactor(market.currency);
  const toUnits = (rupiah: number) =>
    (BigInt(rupiah) * rateDenominator * 2n + rateNumerator) / (rateNumerator * 2n);
  const diamondUnits = toUnits(ID_MARKET.levelThresholds.diamond.amount);
  const rawMinimum =
    (BigInt(ID_MARKET.minimumOrder.default.amount) * rateDenominator) / rateNumerator;
  const magnitude = 10n ** BigInt(String(rawMinimum).length - 2);
  const minimumUnits = (rawMinimum / magnitude) * magnitude;
  return {
    diamond: Number(diamondUnits * factor),
    gold: Number((diamondUnits * factor) / 5n),
    minimum: Number(minimumUnits * factor),
    oem: Number(minimumUnits * factor * 10n),
    oci: Number(factor),
  };
}

describe('derived figures', () => {
  it(`derives the Kazakh figures exactly at ${KZ_DERIVATION_IDR_PER_KZT} IDR per KZT`, () => {
    const derived = deriveFromIndonesia(KZ_DERIVATION_IDR_PER_KZT, KZ_MARKET);
    expect(derived).toEqual({
      diamond: KZ_MARKET.levelThresholds.diamond.amount,
      gold: KZ_MARKET.levelThresholds.gold.amount,
      minimum: KZ_MARKET.minimumOrder.default.amount,
      oem: KZ_MARKET.minimumOrder.oem.amount,
      oci: KZ_MARKET.minimumOrder.oci.amount,
    });
  });

  it('matches the Thai figures at 470.5 IDR per THB (thresholds within 0.01%)', () => {
    const derived = deriveFromIndonesia('470.5', TH_MARKET);
    expect(derived.minimum).toBe(TH_MARKET.minimumOrder.default.amount);
    expect(derived.oem).toBe(TH_MARKET.minimumOrder.oem.amount);
    expect(derived.oci).toBe(TH_MARKET.minimumOrder.oci.amount);
    const drift = Math.abs(derived.diamond - TH_MARKET.levelThresholds.diamond.amount);
    expect(drift / TH_MARKET.levelThresholds.diamond.amount).toBeLessThan(0.0001);
  });
});
