import { makeBuyerVariantState, makeProductDetail, makeVariant } from '@storefront/api/testing';
import type { BuyerVariantState } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import {
  buyerStatesById,
  canRequestEstimate,
  chosenLines,
  goodsEstimate,
  isBuyable,
  quantityFeedback,
  sizedFeedback,
  variantLock,
  variantQuantity,
} from './variant-choice';

// min 10, multiple 5, stock 4800: valid quantities are 10, 15, ..., 4800.
const standard = makeVariant(0);

describe('quantityFeedback', () => {
  it.each<[string, number, Parameters<typeof makeVariant>[1], string | null]>([
    ['not chosen', 0, {}, null],
    ['an emptied box', Number.NaN, {}, null],
    ['the smallest valid quantity', 10, {}, null],
    ['one step up', 15, {}, null],
    ['one below the minimum', 9, {}, 'quantity_below_minimum'],
    ['a negative quantity', -5, {}, 'quantity_below_minimum'],
    ['one above a step', 11, {}, 'quantity_not_multiple'],
    ['a fraction', 10.5, {}, 'quantity_not_multiple'],
    ['exactly the stock', 4800, {}, null],
    ['one above the stock', 4801, {}, 'purchase_exceeds_stock'],
    ['a step above the stock', 4805, {}, 'purchase_exceeds_stock'],
    // Nothing can be bought: the reason shows even before anything is typed.
    ['no stock, nothing typed', 0, { stock: 0 }, 'purchase_exceeds_stock'],
    ['one step more than the stock', 0, { multiple: 50, stock: 20 }, 'multiple_exceeds_stock'],
    ['one step exactly the stock', 0, { multiple: 20, min_quantity: 1, stock: 20 }, null],
    [
      'a minimum above the stock',
      0,
      { min_quantity: 30, multiple: 1, stock: 20 },
      'purchase_exceeds_stock',
    ],
  ])('%s', (_name, quantity, overrides, expected) => {
    expect(quantityFeedback(quantity, makeVariant(0, overrides))?.code ?? null).toBe(expected);
  });

  it('names the minimum and the multiple the rule used', () => {
    expect(quantityFeedback(3, standard)).toEqual({
      code: 'quantity_below_minimum',
      params: { minimum: 10, multiple: 5 },
    });
    // A minimum or multiple of 0 means 1, and the text says 1.
    expect(quantityFeedback(-1, makeVariant(0, { min_quantity: 0, multiple: 0 }))?.params).toEqual({
      minimum: 1,
      multiple: 1,
    });
  });
});

describe('isBuyable', () => {
  it.each([
    [{}, true],
    [{ stock: 0 }, false],
    [{ stock: 9 }, false],
    [{ stock: 10 }, true],
  ])('%j → %s', (overrides, expected) => {
    expect(isBuyable(makeVariant(0, overrides))).toBe(expected);
  });
});

describe('variantLock', () => {
  const listed = { removed_by_supplier: false };
  it.each<[string, Parameters<typeof makeVariant>[1], boolean, ReadonlySet<string>, string | null]>(
    [
      ['never requested', { quotation_state: null }, false, new Set(), null],
      ['waiting for a first request', { quotation_state: 'not_quoted' }, false, new Set(), null],
      ['the customer must request', { quotation_state: 'must_calculate' }, false, new Set(), null],
      [
        'rejected: a new request is allowed',
        { quotation_state: 'rejected' },
        false,
        new Set(),
        null,
      ],
      ['being priced', { quotation_state: 'in_progress' }, false, new Set(), 'variant_frozen'],
      ['quoted', { quotation_state: 'quoted' }, false, new Set(), 'variant_frozen'],
      [
        'requested on this page',
        { quotation_state: null },
        false,
        new Set(['var-1']),
        'variant_frozen',
      ],
      ['another variant requested', { quotation_state: null }, false, new Set(['var-2']), null],
      [
        'removed by the supplier',
        { quotation_state: 'quoted' },
        true,
        new Set(),
        'product_removed_by_supplier',
      ],
    ],
  )('%s', (_name, overrides, removed, requestedNow, expected) => {
    const product = removed ? { removed_by_supplier: true } : listed;
    expect(variantLock(makeVariant(0, overrides), product, requestedNow)).toBe(expected);
  });
});

describe('variantLock with the buyer’s own state (decision 288)', () => {
  const product = { removed_by_supplier: false };
  it.each<[BuyerVariantState, ReturnType<typeof variantLock>]>([
    ['not_submitted', null],
    ['submitted', 'variant_already_requested'],
    ['under_review', 'variant_already_requested'],
    ['quoted', 'variant_already_requested'],
    ['rejected', null],
    ['expired', null],
    ['ordered', null],
  ])('%s -> %s', (state, expected) => {
    const buyer = makeBuyerVariantState('var-1', { state });
    expect(variantLock(makeVariant(0), product, new Set(), buyer)).toBe(expected);
  });

  it('puts removal by the supplier first', () => {
    const buyer = makeBuyerVariantState('var-1', { state: 'quoted' });
    expect(variantLock(makeVariant(0), { removed_by_supplier: true }, new Set(), buyer)).toBe(
      'product_removed_by_supplier',
    );
  });

  it('keeps a row that has a standing request out of a new one', () => {
    const detail = makeProductDetail('prd-1', { variants: [makeVariant(0), makeVariant(1)] });
    const states = buyerStatesById([
      makeBuyerVariantState('var-1', { state: 'quoted' }),
      makeBuyerVariantState('var-2', { state: 'expired' }),
    ]);
    expect(canRequestEstimate(detail, { 'var-1': 10 }, new Set(), states)).toBe(false);
    expect(canRequestEstimate(detail, { 'var-2': 10 }, new Set(), states)).toBe(true);
    expect(canRequestEstimate(detail, { 'var-1': 10 }, new Set(), buyerStatesById(undefined))).toBe(
      true,
    );
  });
});

describe('chosen rows', () => {
  const product = makeProductDetail('prd-1', {
    variants: [makeVariant(0), makeVariant(1), makeVariant(2, { quotation_state: 'quoted' })],
  });

  it('lists the rows with a quantity, in table order', () => {
    expect(chosenLines(product.variants, { 'var-2': 20, 'var-1': 10, 'var-3': 0 })).toEqual([
      { variant_id: 'var-1', quantity: 10 },
      { variant_id: 'var-2', quantity: 20 },
    ]);
  });

  it.each<[string, Record<string, number>, ReadonlySet<string>, boolean]>([
    ['nothing chosen', {}, new Set(), false],
    ['only zeros', { 'var-1': 0 }, new Set(), false],
    ['one valid row', { 'var-1': 10 }, new Set(), true],
    ['a valid and an invalid row', { 'var-1': 10, 'var-2': 12 }, new Set(), false],
    ['a frozen row', { 'var-3': 10 }, new Set(), false],
    ['a row requested a moment ago', { 'var-1': 10 }, new Set(['var-1']), false],
    ['an unknown variant', { 'var-9': 10 }, new Set(), false],
  ])('canRequestEstimate: %s', (_name, quantities, requestedNow, expected) => {
    expect(canRequestEstimate(product, quantities, requestedNow)).toBe(expected);
  });

  it('estimates the goods of the valid rows only', () => {
    // Rp 104,000 and ¥45.00 per unit.
    expect(goodsEstimate(product.variants, { 'var-1': 10, 'var-2': 15 }, 'unit_price')).toEqual({
      amount: 2_600_000,
      currency: 'IDR',
    });
    expect(goodsEstimate(product.variants, { 'var-1': 10, 'var-2': 12 }, 'unit_price_cny')).toEqual(
      { amount: 45_000, currency: 'CNY' },
    );
    expect(goodsEstimate(product.variants, { 'var-1': 7 }, 'unit_price')).toBeNull();
    expect(goodsEstimate(product.variants, {}, 'unit_price')).toBeNull();
  });
});

describe('a variant in sizes (decision 296)', () => {
  const money = (amount: number, currency: 'IDR' | 'CNY') => ({ amount, currency });
  const size = (id: string, name: string, stock: number, price = 10_000) => ({
    id,
    name,
    stock,
    unit_price_cny: money(5_00, 'CNY'),
    unit_price: money(price, 'IDR'),
  });
  // min 10, multiple 5 on the total; M has 40, L 30, XL 20 of their own.
  const shirt = makeVariant(0, {
    stock: 90,
    sub_variants: [size('m', 'M', 40), size('l', 'L', 30), size('xl', 'XL', 20, 11_000)],
  });

  it.each<[string, Record<string, number>, string | null, string | null]>([
    ['nothing typed', {}, null, null],
    ['20 M and 30 L', { m: 20, l: 30 }, null, null],
    ['sizes each below the minimum, the total at it', { m: 4, l: 6 }, null, null],
    ['the total below the minimum', { m: 4, l: 4 }, 'quantity_below_minimum', null],
    ['the total no multiple', { m: 6, l: 6 }, 'quantity_not_multiple', null],
    ['XL above its own stock', { m: 4, xl: 21 }, 'purchase_exceeds_stock', 'xl'],
    ['an emptied box beside a valid size', { m: 10, l: Number.NaN }, null, null],
  ])('%s', (_label, quantities, code, sizeAtFault) => {
    const feedback = sizedFeedback(shirt, quantities);
    const [faultId, fault] = Object.entries(feedback.sizes)[0] ?? [null, null];
    expect(feedback.total?.code ?? fault?.code ?? null).toBe(code);
    expect(faultId).toBe(sizeAtFault);
  });

  it('submits the sizes taken, in the catalogue’s order, with their sum', () => {
    expect(chosenLines([shirt], { l: 30, m: 20, xl: 0 })).toEqual([
      {
        variant_id: shirt.id,
        quantity: 50,
        sub_variants: [
          { sub_variant_id: 'm', quantity: 20 },
          { sub_variant_id: 'l', quantity: 30 },
        ],
      },
    ]);
    expect(chosenLines([shirt], {})).toEqual([]);
    expect(variantQuantity(shirt, { m: 5, xl: 15 })).toBe(20);
  });

  it('asks for a price only when the split passes, and prices each size at its own price', () => {
    const product = makeProductDetail('prd-1', { variants: [shirt] });
    expect(canRequestEstimate(product, { m: 20, l: 30 }, new Set())).toBe(true);
    expect(canRequestEstimate(product, { m: 4, l: 4 }, new Set())).toBe(false);
    expect(canRequestEstimate(product, { xl: 25 }, new Set())).toBe(false);
    expect(goodsEstimate([shirt], { m: 5, xl: 10 }, 'unit_price')).toEqual(money(160_000, 'IDR'));
  });
});
