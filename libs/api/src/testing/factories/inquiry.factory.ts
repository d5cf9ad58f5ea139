import type {
  buyerVariantStateSchema,
  inquirySchema,
  productBuyerStatesSchema,
  productRequestSchema,
  quotePartsSchema,
  quoteSchema,
  uploadedFileSchema,
} from '@storefront/contract';
import type { z } from 'zod';
import { makeProductSummary } from './catalog.factory';
import { hoursFromNow, idr } from './primitives.factory';

export type Inquiry = z.output<typeof inquirySchema>;
export type ProductRequest = z.output<typeof productRequestSchema>;
export type Quote = z.output<typeof quoteSchema>;
export type QuoteParts = z.output<typeof quotePartsSchema>;
export type UploadedFile = z.output<typeof uploadedFileSchema>;

export function makeUploadedFile(index = 0, overrides: Partial<UploadedFile> = {}): UploadedFile {
  return {
    id: `file-${index + 1}`,
    file_name: `logo-toko-${index + 1}.png`,
    url: `https://cdn.storefront.test/uploads/logo-toko-${index + 1}.png`,
    size_bytes: 184_320,
    ...overrides,
  };
}

/**
 * The parts of a unit price: goods 104,000 + service fee 6,000 + China domestic shipping 1,500 +
 * freight 11,000 + duty and taxes 9,000 + customs and paperwork 1,500 = Rp 133,000.
 */
export function makeQuoteParts(overrides: Partial<QuoteParts> = {}): QuoteParts {
  return {
    goods: idr('104000'),
    service_fee: idr('6000'),
    domestic_shipping: idr('1500'),
    freight: idr('11000'),
    tax_and_customs: idr('9000'),
    paperwork: idr('1500'),
    ...overrides,
  };
}

/** A quote of makeQuoteParts' Rp 133,000 per unit, by sea. */
export function makeQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    ...makeQuoteParts(),
    shipping_type: 'sea',
    unit_price: idr('133000'),
    quoted_at: hoursFromNow(-20),
    ...overrides,
  };
}

/** The i-th submission: submitted a day ago, quoted (the first variant), due in a day. */
export function makeInquiry(index = 0, overrides: Partial<Inquiry> = {}): Inquiry {
  return {
    id: `inq-${index + 1}`,
    submission_number: `PGJ-20250430-${String(index + 1).padStart(4, '0')}`,
    state: 'accepted',
    product: makeProductSummary(index, { quotation_state: 'quoted' }),
    product_source: 'default',
    odm: false,
    logos: [],
    notes: '',
    variants: [
      {
        variant_id: 'var-1',
        name: 'Hitam',
        quantity: 100,
        sub_variants: [],
        quotation_state: 'quoted',
        unit_price: idr('133000'),
        shipping_type: 'sea',
        quote: makeQuote(),
        rejection_reason: null,
        declined_at: null,
        ordered_at: null,
      },
    ],
    quotation_state: 'quoted',
    rejection_reason: null,
    submitted_at: hoursFromNow(-24),
    quote_due_at: hoursFromNow(24),
    updated_at: hoursFromNow(-20),
    ...overrides,
  };
}

export function makeProductRequest(
  index = 0,
  overrides: Partial<ProductRequest> = {},
): ProductRequest {
  return {
    id: `req-${index + 1}`,
    link: 'https://detail.1688.com/offer/620000000001.html',
    image_url: null,
    description: 'Mohon dicarikan warna merah maroon',
    quantity: 200,
    product_id: null,
    rejection_reason: null,
    created_at: hoursFromNow(-3),
    resolved_at: null,
    ...overrides,
  };
}

export type BuyerVariantStateEntry = z.output<typeof buyerVariantStateSchema>;
export type ProductBuyerStates = z.output<typeof productBuyerStatesSchema>;

/** A variant the buyer never asked about; overrides give it a submission (decision 288). */
export function makeBuyerVariantState(
  variantId = 'var-1',
  overrides: Partial<BuyerVariantStateEntry> = {},
): BuyerVariantStateEntry {
  return {
    variant_id: variantId,
    state: 'not_submitted',
    inquiry_id: null,
    submission_number: null,
    quoted_unit_price: null,
    valid_until: null,
    rejection_reason: null,
    ...overrides,
  };
}

/** A quoted variant: Rp 133,000 all-in per unit, standing six more days. */
export function makeQuotedVariantState(
  variantId = 'var-1',
  overrides: Partial<BuyerVariantStateEntry> = {},
): BuyerVariantStateEntry {
  return makeBuyerVariantState(variantId, {
    state: 'quoted',
    inquiry_id: 'inq-1',
    submission_number: 'IDLQ-260302-7KX2MP',
    quoted_unit_price: idr('133000'),
    valid_until: hoursFromNow(24 * 6),
    ...overrides,
  });
}

/** The buyer's states of the mock product's two variants (`makeProductDetail`): none asked. */
export function makeProductBuyerStates(
  productId = 'prd-1',
  variants: readonly BuyerVariantStateEntry[] = [
    makeBuyerVariantState('var-1'),
    makeBuyerVariantState('var-2'),
  ],
): ProductBuyerStates {
  return { product_id: productId, variants: [...variants] };
}
