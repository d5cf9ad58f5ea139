import { describe, expect, it } from 'vitest';
import type { VariantQuotationState } from './product-quotation-state';
import { SUBMISSION_STATES } from './quotation-state';
import type { SubmissionState } from './quotation-state';
import {
  canAddToCart,
  offersQuotedVariants,
  checkVariantChange,
  isRemovedBySupplier,
  isVariantFrozen,
} from './variant-rules';

const removed = new Date('2024-05-01T00:00:00Z');
const requested = new Date('2024-05-02T00:00:00Z');

describe('isRemovedBySupplier', () => {
  it.each([
    [null, false],
    [removed, true],
  ])('removed at %s -> %s', (removedBySupplierAt, expected) => {
    expect(isRemovedBySupplier({ removedBySupplierAt })).toBe(expected);
  });
});

describe('canAddToCart', () => {
  it.each<[VariantQuotationState, Date | null, unknown]>([
    ['quoted', null, { ok: true }],
    ['not_quoted', null, { ok: false, code: 'variant_not_quoted' }],
    ['rejected', null, { ok: false, code: 'variant_not_quoted' }],
    ['in_progress', null, { ok: false, code: 'variant_not_quoted' }],
    ['must_calculate', null, { ok: false, code: 'variant_not_quoted' }],
    ['quoted', removed, { ok: false, code: 'product_removed_by_supplier' }],
    ['not_quoted', removed, { ok: false, code: 'product_removed_by_supplier' }],
  ])('%s, removed %s -> %o', (quotationState, removedBySupplierAt, expected) => {
    expect(canAddToCart({ quotationState, removedBySupplierAt })).toEqual(expected);
  });
});

describe('isVariantFrozen / checkVariantChange', () => {
  it.each<[Date | null, Date | null | undefined, boolean, unknown]>([
    [null, undefined, false, { ok: true }],
    [null, null, false, { ok: true }],
    [requested, null, true, { ok: false, code: 'variant_frozen' }],
    [requested, undefined, true, { ok: false, code: 'variant_frozen' }],
    [null, removed, false, { ok: false, code: 'product_removed_by_supplier' }],
    [requested, removed, true, { ok: false, code: 'product_removed_by_supplier' }],
  ])('estimate %s, removed %s', (estimateRequestedAt, removedBySupplierAt, frozen, expected) => {
    expect(isVariantFrozen({ estimateRequestedAt })).toBe(frozen);
    const variant =
      removedBySupplierAt === undefined
        ? { estimateRequestedAt }
        : { estimateRequestedAt, removedBySupplierAt };
    expect(checkVariantChange(variant)).toEqual(expected);
  });
});

describe('offersQuotedVariants', () => {
  const OFFERS: Record<SubmissionState, boolean> = {
    submitted: true,
    under_review: true,
    accepted: true,
    rejected: false,
    canceled: false,
  };

  it.each(SUBMISSION_STATES)(
    'a submission %s offers its quoted variants as the table says',
    (state) => {
      expect(offersQuotedVariants(state)).toBe(OFFERS[state]);
    },
  );
});
