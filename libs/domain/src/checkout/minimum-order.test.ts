import { describe, expect, it } from 'vitest';
import { MoneyError } from '../money/money';
import { ID_MARKET, MARKETS, TH_MARKET } from '../markets/markets';
import type { MarketConfig } from '../markets/market-config';
import type { MarketId } from '../markets/market-id';
import type { MinimumOrderLine } from './minimum-order';
import { checkMinimumOrder, minimumOrderFor } from './minimum-order';
import { PRODUCT_SOURCES } from './product-source';
import type { ProductSource } from './product-source';

function line(
  market: MarketConfig,
  productId: string,
  source: ProductSource,
  subtotal: number,
  quantity = 10,
  minQuantity = 1,
): MinimumOrderLine {
  return {
    productId,
    source,
    subtotal: { amount: subtotal, currency: market.currency },
    quantity,
    minQuantity,
  };
}

describe('minimumOrderFor', () => {
  it.each(Object.values(MARKETS))('reads every source from the $id market', (market) => {
    for (const source of PRODUCT_SOURCES) {
      expect(minimumOrderFor(source, market)).toBe(market.minimumOrder[source]);
    }
  });
});

describe('checkMinimumOrder: one product against its price minimum', () => {
  it.each<[MarketId, ProductSource, number, boolean]>([
    ['id', 'default', 1_000_000, true],
    ['id', 'default', 999_999, false],
    ['id', 'default', 1_000_001, true],
    ['id', 'alibaba', 999_999, false],
    ['id', 'oci', 1, true],
    ['id', 'oci', 0, false],
    ['id', 'oem', 10_000_000, true],
    ['id', 'oem', 9_999_999, false],
    ['th', 'default', 210_000, true], // exactly 2,100.00 THB
    ['th', 'default', 209_999, false], // one satang below
    ['th', 'oci', 100, true],
    ['th', 'oci', 99, false],
    ['th', 'oem', 2_099_999, false],
    ['kz', 'default', 3_100_000, true],
    ['kz', 'default', 3_099_999, false],
  ])('%s %s subtotal %d passes: %s', (marketId, source, subtotal, passes) => {
    const market = MARKETS[marketId];
    const result = checkMinimumOrder([line(market, 'p1', source, subtotal)], market);
    expect(result.ok).toBe(passes);
    if (!result.ok) {
      expect(result).toEqual({
        ok: false,
        code: 'minimum_not_met',
        productIds: ['p1'],
        shortfalls: [
          {
            productId: 'p1',
            minimumSubtotal: market.minimumOrder[source],
            subtotalMissing: {
              amount: market.minimumOrder[source].amount - subtotal,
              currency: market.currency,
            },
            quantityMissing: null,
          },
        ],
      });
    }
  });
});

describe('checkMinimumOrder: minimum quantity', () => {
  it.each<[number, number, number | null]>([
    [50, 50, null],
    [49, 50, 1],
    [51, 50, null],
    [0, 1, 1],
  ])('quantity %d against minimum %d -> missing %s', (quantity, minQuantity, missing) => {
    const result = checkMinimumOrder(
      [line(ID_MARKET, 'p1', 'default', 5_000_000, quantity, minQuantity)],
      ID_MARKET,
    );
    if (missing === null) {
      expect(result).toEqual({ ok: true });
    } else {
      expect(result).toMatchObject({
        ok: false,
        productIds: ['p1'],
        shortfalls: [
          {
            productId: 'p1',
            minimumSubtotal: null,
            subtotalMissing: null,
            quantityMissing: missing,
          },
        ],
      });
    }
  });

  it('reports both shortfalls of one product at once', () => {
    const result = checkMinimumOrder([line(TH_MARKET, 'p1', 'default', 100_000, 3, 5)], TH_MARKET);
    expect(result).toMatchObject({
      ok: false,
      shortfalls: [
        {
          productId: 'p1',
          minimumSubtotal: { amount: 210_000, currency: 'THB' },
          subtotalMissing: { amount: 110_000, currency: 'THB' },
          quantityMissing: 2,
        },
      ],
    });
  });
});

describe('checkMinimumOrder: several products', () => {
  it('passes an empty checkout: no product is below a minimum', () => {
    expect(checkMinimumOrder([], ID_MARKET)).toEqual({ ok: true });
  });

  it('names only the products that fall short, in cart order', () => {
    const result = checkMinimumOrder(
      [
        line(ID_MARKET, 'b', 'default', 999_999),
        line(ID_MARKET, 'a', 'oci', 1),
        line(ID_MARKET, 'c', 'oem', 1_000_000),
        line(ID_MARKET, 'd', 'alibaba', 1_000_000),
      ],
      ID_MARKET,
    );
    expect(result.ok === false && result.productIds).toEqual(['b', 'c']);
  });

  it('does not let one large product carry a small one (per product, not per order)', () => {
    const result = checkMinimumOrder(
      [line(ID_MARKET, 'big', 'default', 50_000_000), line(ID_MARKET, 'small', 'default', 10_000)],
      ID_MARKET,
    );
    expect(result.ok === false && result.productIds).toEqual(['small']);
  });

  it('counts the variant lines of one product together', () => {
    const first = line(ID_MARKET, 'p1', 'default', 600_000, 30, 40);
    const second = line(ID_MARKET, 'p1', 'default', 400_000, 10, 40);
    const other = line(ID_MARKET, 'p2', 'default', 2_000_000);
    expect(checkMinimumOrder([first, other, second], ID_MARKET)).toEqual({ ok: true });
    const short = checkMinimumOrder(
      [first, { ...second, subtotal: { amount: 399_999, currency: 'IDR' } }],
      ID_MARKET,
    );
    expect(short).toMatchObject({
      ok: false,
      productIds: ['p1'],
      shortfalls: [{ subtotalMissing: { amount: 1, currency: 'IDR' }, quantityMissing: null }],
    });
  });

  it('holds a product whose lines disagree on the source to the stricter minimum', () => {
    const result = checkMinimumOrder(
      [
        line(ID_MARKET, 'p1', 'default', 5_000_000),
        line(ID_MARKET, 'p1', 'oem', 4_999_999),
        line(ID_MARKET, 'p1', 'oci', 0),
      ],
      ID_MARKET,
    );
    expect(result).toMatchObject({
      ok: false,
      shortfalls: [
        {
          minimumSubtotal: ID_MARKET.minimumOrder.oem,
          subtotalMissing: { amount: 1, currency: 'IDR' },
        },
      ],
    });
  });

  it('refuses a subtotal in another currency than the market', () => {
    expect(() =>
      checkMinimumOrder([line(ID_MARKET, 'p1', 'default', 1_000_000)], TH_MARKET),
    ).toThrow(MoneyError);
  });
});
