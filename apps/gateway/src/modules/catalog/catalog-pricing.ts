import type { productDetailSchema, productSummarySchema } from '@storefront/contract';
import type { ExchangeRate, Money } from '@storefront/domain';
import type { z } from 'zod';
import { convertCny, money } from '@storefront/domain';
import type { AppContext } from '../../app-context';
import type { ProductRow } from '../../adapters/catalog/catalog-adapter';
import type { VariantWithSubs } from './catalog.repo';
import { AppError, isAppError } from '../../http/app-error';
import { getCurrency } from '../content';

export type ProductSummary = z.output<typeof productSummarySchema>;
export type ProductDetail = z.output<typeof productDetailSchema>;

/** Yuan prices and their market-currency counterparts at one exchange rate. */
export interface Pricing {
  readonly rate: ExchangeRate;
  cny(fen: number): Money;
  market(fen: number): Money;
}

export function pricingAt(rate: ExchangeRate): Pricing {
  return {
    rate,
    cny: (fen) => money(fen, 'CNY'),
    market: (fen) => convertCny(money(fen, 'CNY'), rate),
  };
}

/**
 * Prices at the newest rate in force (the same row getCurrency shows the storefront, so a
 * product and the currency banner never disagree). No rate at all is a broken deployment, not
 * a missing product: a 500, never a price made up in yuan.
 */
export async function loadPricing(
  context: Pick<AppContext, 'db' | 'market' | 'now' | 'currentRate'>,
): Promise<Pricing> {
  try {
    const currency = await getCurrency(context);
    return pricingAt(currency.exchange_rate);
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') throw new AppError('server_error');
    throw error;
  }
}

/** Stored images are absolute URLs (a marketplace CDN) or paths the gateway serves itself. */
export function absoluteUrl(stored: string, publicUrl: string): string {
  return stored.startsWith('/') ? new URL(stored, publicUrl).toString() : stored;
}

/**
 * The list form of a product. The caller's quotation state stays null until the quotation
 * module stores submissions (issue 4); the contract already carries the field.
 */
export function toProductSummary(
  row: ProductRow,
  pricing: Pricing,
  publicUrl: string,
): ProductSummary {
  const [image] = row.images;
  return {
    id: row.id,
    marketplace: row.marketplace,
    marketplace_product_id: row.marketplaceProductId,
    link: row.link,
    product_source: row.productSource,
    title: row.title,
    image_url: image === undefined ? null : absoluteUrl(image, publicUrl),
    price_cny: pricing.cny(row.priceCny),
    price: pricing.market(row.priceCny),
    sold: row.sold,
    removed_by_supplier: row.removedAt !== null,
    quotation_state: null,
  };
}

export function toProductDetail(
  row: ProductRow,
  variants: readonly VariantWithSubs[],
  pricing: Pricing,
  publicUrl: string,
): ProductDetail {
  return {
    ...toProductSummary(row, pricing, publicUrl),
    demo_link: row.demoLink,
    description: row.description,
    images: row.images.map((image) => absoluteUrl(image, publicUrl)),
    variants: variants.map((variant) => ({
      id: variant.id,
      name: variant.name,
      image_url: variant.image === null ? null : absoluteUrl(variant.image, publicUrl),
      unit_price_cny: pricing.cny(variant.priceCny),
      unit_price: pricing.market(variant.priceCny),
      unit_weight_grams: variant.weightGrams,
      min_quantity: variant.minQuantity,
      multiple: variant.multiple,
      stock: variant.stock,
      sub_variants: variant.subVariants.map((sub) => ({
        id: sub.id,
        name: sub.name,
        unit_price_cny: pricing.cny(sub.priceCny),
        unit_price: pricing.market(sub.priceCny),
        stock: sub.stock,
      })),
      quotation_state: null,
      quoted_unit_price: null,
    })),
    price_tiers: row.priceTiers.map((tier) => ({
      min_quantity: tier.minQuantity,
      unit_price_cny: pricing.cny(tier.priceCny),
      unit_price: pricing.market(tier.priceCny),
    })),
  };
}
