import { describe, expect, it } from 'vitest';
import { toUploadFiles, typeFromName } from './logo-files';
import { parseQuantity, quantityProblem } from './quantity-input';
import { summariseSync } from './sync-outcome';

describe('typeFromName', () => {
  it.each([
    ['logo.JPG', 'jpeg'],
    ['logo.jpeg', 'jpeg'],
    ['brand.ai', 'pdf'],
    ['photo.cr2', 'raw'],
    ['vector.cdr', 'cdr'],
    ['archive.tar.gz', null],
    ['no-extension', null],
    ['trailing.', null],
  ])('%s → %s', (name, type) => {
    expect(typeFromName(name)).toBe(type);
  });

  it('keeps name and size for the domain check', () => {
    expect(toUploadFiles([new File([new Uint8Array(3)], 'a.png')])).toEqual([
      { name: 'a.png', size: 3, detectedType: 'png' },
    ]);
  });
});

describe('quantity input', () => {
  const rules = { minQuantity: 10, multiple: 5, stock: 100 };

  it.each([
    ['10', 10],
    [' 15 ', 15],
    ['', Number.NaN],
    ['1.5', Number.NaN],
    ['-5', Number.NaN],
    ['1e3', Number.NaN],
  ])('parses %j as %s', (text, value) => {
    expect(parseQuantity(text)).toBe(value);
  });

  it.each([
    ['10', null],
    ['100', null],
    ['', { kind: 'field', id: 'field.required' }],
    ['abc', { kind: 'field', id: 'field.number' }],
    ['9', { kind: 'rule', code: 'quantity_below_minimum' }],
    ['11', { kind: 'rule', code: 'quantity_not_multiple' }],
    ['105', { kind: 'rule', code: 'purchase_exceeds_stock' }],
  ])('%j → %j', (text, problem) => {
    expect(quantityProblem(text, rules)).toEqual(problem);
  });
});

describe('summariseSync', () => {
  it('separates removed products, failures and changes', () => {
    expect(
      summariseSync({
        items: [
          { cart_item_id: 'a', changed: true, error: null },
          { cart_item_id: 'b', changed: false, error: 'product_removed_by_supplier' },
          { cart_item_id: 'c', changed: false, error: 'sync_failed' },
          { cart_item_id: 'd', changed: false, error: null },
        ],
      }),
    ).toEqual({
      removedIds: ['b'],
      failures: [{ cartItemId: 'c', code: 'sync_failed' }],
      changedCount: 1,
    });
  });

  it('reads an empty sync as nothing changed', () => {
    expect(summariseSync({ items: [] })).toEqual({ removedIds: [], failures: [], changedCount: 0 });
  });
});
