import type {
  catalogSearchPageSchema,
  productDetailSchema,
  productSummarySchema,
  variantSchema,
} from '@storefront/contract';
import { searchTotal } from '@storefront/domain';
import type { z } from 'zod';
import type { PageRequest } from './primitives.factory';
import { cny, idr, makePage } from './primitives.factory';

export type ProductSummary = z.output<typeof productSummarySchema>;
export type ProductDetail = z.output<typeof productDetailSchema>;
export type Variant = z.output<typeof variantSchema>;
export type SearchPage = z.output<typeof catalogSearchPageSchema>;

const PRODUCTS = [
  { title: 'Tas Ransel Kanvas Pria', priceCny: '45.00', price: '104000' },
  { title: 'Sepatu Sneakers Wanita Putih', priceCny: '68.50', price: '158000' },
  { title: 'Botol Minum Stainless 750ml', priceCny: '12.80', price: '29500' },
  { title: 'Lampu LED Meja Lipat', priceCny: '23.90', price: '55000' },
  { title: 'Kaos Polos Katun Combed 30s', priceCny: '9.60', price: '22200' },
] as const;

/** The i-th product of the mock catalogue: a 1688 product with a plausible price and sales. */
export function makeProductSummary(
  index = 0,
  overrides: Partial<ProductSummary> = {},
): ProductSummary {
  const product = PRODUCTS[index % PRODUCTS.length] ?? PRODUCTS[0];
  const offerId = String(610_000_000_000 + index);
  return {
    id: `prd-${index + 1}`,
    marketplace: '1688',
    marketplace_product_id: offerId,
    link: `https://detail.1688.com/offer/${offerId}.html`,
    product_source: 'default',
    title: product.title,
    image_url: `https://cdn.storefront.test/products/${offerId}.jpg`,
    price_cny: cny(product.priceCny),
    price: idr(product.price),
    sold: 1200 + index * 37,
    removed_by_supplier: false,
    quotation_state: null,
    ...overrides,
  };
}

export function makeVariant(index = 0, overrides: Partial<Variant> = {}): Variant {
  const colours = ['Hitam', 'Abu-abu', 'Navy', 'Krem'];
  return {
    id: `var-${index + 1}`,
    name: colours[index % colours.length] ?? 'Hitam',
    image_url: null,
    unit_price_cny: cny('45.00'),
    unit_price: idr('104000'),
    unit_weight_grams: 650,
    min_quantity: 10,
    multiple: 5,
    stock: 4800,
    sub_variants: [],
    quotation_state: null,
    quoted_unit_price: null,
    ...overrides,
  };
}

export function makeProductDetail(
  productId = 'prd-1',
  overrides: Partial<ProductDetail> = {},
): ProductDetail {
  const summary = makeProductSummary(0, { id: productId });
  return {
    ...summary,
    demo_link: false,
    description: 'Bahan kanvas tebal, tahan air, cocok untuk sekolah dan kerja.',
    images: [summary.image_url ?? 'https://cdn.storefront.test/products/placeholder.jpg'],
    variants: [makeVariant(0), makeVariant(1, { stock: 0 })],
    ...overrides,
  };
}

/**
 * A search page of a mock catalogue of `matches` products, answered as the gateway does: the
 * total exact up to the domain's cap, else the cap as a lower bound (decision 196). Pages past
 * the cap still hold products while there are matches.
 */
export function makeSearchPage(request: PageRequest = {}, matches = 57): SearchPage {
  const { total, isLowerBound } = searchTotal(matches);
  const page = makePage((i) => makeProductSummary(i), request, matches);
  return { ...page, total, total_is_lower_bound: isLowerBound };
}
