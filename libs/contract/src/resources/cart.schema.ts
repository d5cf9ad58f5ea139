import { ERROR_CODES, PRODUCT_SOURCES, SHIPPING_TYPES } from '@storefront/domain';
import { z } from 'zod';
import { moneySchema } from '../shared/money.schema';
import {
  countSchema,
  gramsSchema,
  idSchema,
  instantSchema,
  quantitySchema,
} from '../shared/primitives.schema';
import { productSummarySchema, subVariantLineSchema } from './catalog.schema';
import { quotePartsSchema, uploadedFileSchema } from './inquiry.schema';

/** A size of a cart line, with the size's stock (each size is held to its own; decision 296). */
export const cartSubVariantSchema = subVariantLineSchema.extend({ stock: countSchema });

/** A quoted variant in the cart with the quantity rules the stepper needs. */
export const cartVariantSchema = z.object({
  variant_id: idSchema,
  name: z.string(),
  /** For a variant in sizes, their sum: the minimum and the multiple hold for it. */
  quantity: quantitySchema,
  /** The sizes taken, in the catalogue's order; empty for a variant without sizes. */
  sub_variants: z.array(cartSubVariantSchema),
  min_quantity: quantitySchema,
  multiple: quantitySchema,
  stock: countSchema,
  unit_weight_grams: gramsSchema,
  unit_price: moneySchema,
  line_total: moneySchema,
  shipping_type: z.enum(SHIPPING_TYPES),
  /** How the unit price is made: the quote's parts (they add up to `unit_price`). */
  parts: quotePartsSchema,
});

/** One product in the cart (DELETE /oci/orders/cart/:cartItemId removes it with its variants). */
export const cartItemSchema = z.object({
  id: idSchema,
  inquiry_id: idSchema,
  product: productSummarySchema,
  product_source: z.enum(PRODUCT_SOURCES),
  variants: z.array(cartVariantSchema),
  logos: z.array(uploadedFileSchema),
  subtotal: moneySchema,
});

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  subtotal: moneySchema,
  total_weight_grams: gramsSchema,
});

/**
 * The outcome of refreshing cart products from their marketplace: `changed` when price or stock
 * moved, `error` names why a product could not be refreshed (e.g. product_removed_by_supplier).
 * `finished_at` is null while a sync still runs.
 */
export const syncResultSchema = z.object({
  sync_id: idSchema,
  started_at: instantSchema,
  finished_at: instantSchema.nullable(),
  items: z.array(
    z.object({
      cart_item_id: idSchema,
      changed: z.boolean(),
      error: z.enum(ERROR_CODES).nullable(),
    }),
  ),
});
