import { idr, makeCartItem, makeCourierOption, makeProductSummary } from '@storefront/api/testing';
import { describe, expect, it } from 'vitest';
import {
  canCheckOut,
  courierKey,
  findCourier,
  minimumOrderLines,
  parcelWeightGrams,
  parseItemIds,
  selectCheckoutItems,
  shippingGroups,
} from './checkout-lines';
import { timeLeft } from './payment-time';

function variant(overrides: Partial<ReturnType<typeof makeCartItem>['variants'][number]> = {}) {
  const [base] = makeCartItem(0).variants;
  if (!base) throw new Error('the cart factory has a variant');
  return { ...base, ...overrides };
}

describe('parseItemIds', () => {
  it.each([
    [null, null],
    ['', null],
    [',, ,', null],
    ['cart-1', ['cart-1']],
    ['cart-1, cart-2,cart-1', ['cart-1', 'cart-2']],
  ])('%j → %j', (value, ids) => {
    expect(parseItemIds(value)).toEqual(ids);
  });
});

describe('which cart products can be checked out', () => {
  const ok = makeCartItem(0);
  const removed = makeCartItem(1, {
    id: 'cart-2',
    product: makeProductSummary(1, { removed_by_supplier: true }),
  });
  const overStock = makeCartItem(2, { id: 'cart-3', variants: [variant({ quantity: 5000 })] });
  const noVariants = makeCartItem(3, { id: 'cart-4', variants: [] });

  it.each([
    [ok, true],
    [removed, false],
    [overStock, false],
    [noVariants, false],
  ])('%#', (item, expected) => {
    expect(canCheckOut(item)).toBe(expected);
  });

  it('keeps the chosen ones in cart order, or the whole cart', () => {
    const items = [ok, removed, overStock, makeCartItem(4, { id: 'cart-5' })];
    expect(selectCheckoutItems(items, ['cart-5', 'cart-1']).map((item) => item.id)).toEqual([
      'cart-1',
      'cart-5',
    ]);
    expect(selectCheckoutItems(items, null).map((item) => item.id)).toEqual(['cart-1', 'cart-5']);
    expect(selectCheckoutItems(items, ['cart-2'])).toEqual([]);
  });
});

describe('checkout figures', () => {
  const items = [
    makeCartItem(0, {
      variants: [
        variant({ variant_id: 'a', quantity: 10, unit_weight_grams: 650, shipping_type: 'air' }),
        variant({ variant_id: 'b', quantity: 20, unit_weight_grams: 100, line_total: idr('5') }),
      ],
    }),
    makeCartItem(1, { id: 'cart-2', product_source: 'oem' }),
  ];

  it('weighs every unit', () => {
    expect(parcelWeightGrams(items)).toBe(10 * 650 + 20 * 100 + 100 * 650);
    expect(parcelWeightGrams([])).toBe(0);
  });

  it('makes one minimum-order line per variant under its cart product', () => {
    expect(minimumOrderLines(items)).toEqual([
      expect.objectContaining({ productId: 'cart-1', source: 'default', quantity: 10 }),
      expect.objectContaining({ productId: 'cart-1', subtotal: idr('5'), quantity: 20 }),
      expect.objectContaining({ productId: 'cart-2', source: 'oem', minQuantity: 10 }),
    ]);
  });

  it('groups variants by shipping type in the domain’s order', () => {
    expect(shippingGroups(items)).toEqual([
      { type: 'sea', variantCount: 2 },
      { type: 'air', variantCount: 1 },
    ]);
  });

  it('finds a courier by its key', () => {
    const couriers = [makeCourierOption(0), makeCourierOption(0, { service: 'YES' })];
    expect(courierKey({ code: 'jne', service: 'YES' })).toBe('jne|YES');
    expect(findCourier(couriers, 'jne|YES')).toBe(couriers[1]);
    expect(findCourier(couriers, 'tiki|REG')).toBeUndefined();
  });
});

describe('timeLeft', () => {
  const deadline = new Date('2025-05-02T00:00:00.000Z');
  it.each([
    ['20 h before', '2025-05-01T04:00:00.000Z', { hours: 20, minutes: 0, seconds: 0 }],
    [
      '1.5 s before (rounded down)',
      '2025-05-01T23:59:58.500Z',
      { hours: 0, minutes: 0, seconds: 1 },
    ],
    ['the last second', '2025-05-01T23:59:59.000Z', { hours: 0, minutes: 0, seconds: 1 }],
    ['under a second before', '2025-05-01T23:59:59.999Z', { hours: 0, minutes: 0, seconds: 0 }],
    ['exactly at the deadline', '2025-05-02T00:00:00.000Z', null],
    ['after it', '2025-05-02T00:00:01.000Z', null],
    ['more than a day before', '2025-04-30T22:58:57.000Z', { hours: 25, minutes: 1, seconds: 3 }],
  ])('%s', (_case, now, left) => {
    expect(timeLeft(deadline, new Date(now))).toEqual(left);
  });
});
