import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Money } from '../money/currency';
import { MoneyError } from '../money/money';
import { SHIPPING_TYPES } from '../shipping/shipping-type';
import { QUOTE_PART_NAMES } from './all-in-price';
import { landedCost } from './landed-cost';
import { m, quoteParts } from './testing/quote-parts';

describe('landedCost', () => {
  it('lands each variant with its shipping type and transit time, and totals each product', () => {
    const { products, total } = landedCost(
      [
        [
          { quantity: 10, parts: quoteParts(), shippingType: 'sea' },
          { quantity: 2, parts: quoteParts({ freight: m(60_000) }), shippingType: 'air' },
        ],
        [{ quantity: 1, parts: quoteParts(), shippingType: 'local_custom' }],
      ],
      'IDR',
    );
    const [first, second] = products;
    expect(first?.lines.map((line) => [line.shippingType, line.eta])).toEqual([
      ['sea', { minDays: 28, maxDays: 42 }],
      ['air', { minDays: 14, maxDays: 28 }],
    ]);
    expect(second?.lines[0]?.eta).toBeNull();
    expect(first?.total).toEqual({
      goods: m(1_440_000),
      serviceFee: m(72_000),
      domesticShipping: m(24_000),
      freight: m(255_000),
      taxAndCustoms: m(158_400),
      paperwork: m(15_600),
      allIn: m(1_965_000),
    });
    expect(second?.total.allIn).toEqual(m(156_000));
    expect(total.allIn).toEqual(m(2_121_000));
    expect(total.domesticShipping).toEqual(m(26_000));
  });

  it('is all zeros in the market currency for an empty cart', () => {
    const { products, total } = landedCost([], 'KZT');
    expect(products).toEqual([]);
    for (const name of [...QUOTE_PART_NAMES, 'allIn'] as const)
      expect(total[name]).toEqual(m(0, 'KZT'));
  });

  it('keeps a product without quoted variants at zero', () => {
    const { products } = landedCost([[]], 'IDR');
    expect(products[0]?.total.allIn).toEqual(m(0));
  });

  it('refuses a variant quoted in another currency than the market', () => {
    expect(() =>
      landedCost([[{ quantity: 1, parts: quoteParts(), shippingType: 'sea' }]], 'THB'),
    ).toThrow(MoneyError);
  });

  const amount = fc.integer({ min: 0, max: 10_000_000 });
  const line = fc.record({
    quantity: fc.integer({ min: 0, max: 10_000 }),
    shippingType: fc.constantFrom(...SHIPPING_TYPES),
    parts: fc.record({
      goods: amount.map((value) => m(value)),
      serviceFee: amount.map((value) => m(value)),
      domesticShipping: amount.map((value) => m(value)),
      freight: amount.map((value) => m(value)),
      taxAndCustoms: amount.map((value) => m(value)),
      paperwork: amount.map((value) => m(value)),
    }),
  });

  it('adds up: every total shown is the sum of what it is made of', () => {
    const sum = (values: readonly Money[]) => values.reduce((a, b) => a + b.amount, 0);
    fc.assert(
      fc.property(fc.array(fc.array(line, { maxLength: 6 }), { maxLength: 5 }), (cart) => {
        const { products, total } = landedCost(cart, 'IDR');
        // the grand total: of the products, and of its own parts
        expect(total.allIn.amount).toBe(sum(products.map((product) => product.total.allIn)));
        expect(total.allIn.amount).toBe(sum(QUOTE_PART_NAMES.map((name) => total[name])));
        for (const name of QUOTE_PART_NAMES) {
          expect(total[name].amount).toBe(sum(products.map((product) => product.total[name])));
        }
        for (const product of products) {
          // a product: of its lines, and of its own parts
          expect(product.total.allIn.amount).toBe(sum(product.lines.map((l) => l.line.allIn)));
          expect(product.total.allIn.amount).toBe(
            sum(QUOTE_PART_NAMES.map((name) => product.total[name])),
          );
          for (const landed of product.lines) {
            // a line: of its parts, and its unit all-in times the quantity
            expect(landed.line.allIn.amount).toBe(
              sum(QUOTE_PART_NAMES.map((name) => landed.line[name])),
            );
            expect(landed.line.allIn.amount).toBe(landed.unit.allIn.amount * landed.quantity);
          }
        }
      }),
    );
  });
});
