import { MARKETPLACES, PRODUCT_SOURCES, QUOTATION_STATES } from '@storefront/domain';
import { z } from 'zod';
import { moneySchema } from '../shared/money.schema';
import {
  countSchema,
  gramsSchema,
  idSchema,
  quantitySchema,
  urlSchema,
} from '../shared/primitives.schema';

/**
 * A product as lists show it (search, wishlist, buy again, cart lines). Prices are the lowest
 * variant's: `price_cny` as the supplier lists it, `price` converted to the market currency at
 * the current rate. `quotation_state` is the caller's own state for the product, null for a
 * guest or a product the caller never submitted.
 */
export const productSummarySchema = z.object({
  id: idSchema,
  marketplace: z.enum(MARKETPLACES),
  marketplace_product_id: z.string(),
  /** The canonical marketplace URL: also the key of a wishlist entry (SPEC §3). */
  link: urlSchema,
  product_source: z.enum(PRODUCT_SOURCES),
  title: z.string(),
  image_url: urlSchema.nullable(),
  price_cny: moneySchema,
  price: moneySchema,
  sold: countSchema,
  removed_by_supplier: z.boolean(),
  quotation_state: z.enum(QUOTATION_STATES).nullable(),
});

/** A second-level choice inside a variant (e.g. a size inside a colour). */
export const subVariantSchema = z.object({
  id: idSchema,
  name: z.string(),
  unit_price_cny: moneySchema,
  unit_price: moneySchema,
  stock: countSchema,
});

/**
 * One variant with everything the quantity rules need (minimum, multiple — kelipatan —, stock)
 * and the caller's quotation of it. `quoted_unit_price` is the all-in price once staff quoted it.
 */
export const variantSchema = z.object({
  id: idSchema,
  name: z.string(),
  image_url: urlSchema.nullable(),
  unit_price_cny: moneySchema,
  unit_price: moneySchema,
  unit_weight_grams: gramsSchema,
  min_quantity: quantitySchema,
  multiple: quantitySchema,
  stock: countSchema,
  sub_variants: z.array(subVariantSchema),
  quotation_state: z.enum(QUOTATION_STATES).nullable(),
  quoted_unit_price: moneySchema.nullable(),
});

export const productDetailSchema = productSummarySchema.extend({
  description: z.string(),
  images: z.array(urlSchema),
  variants: z.array(variantSchema),
});

/** A product line chosen from a catalogue product: the variant and how many. */
export const variantQuantitySchema = z.object({
  variant_id: idSchema,
  quantity: quantitySchema,
});
