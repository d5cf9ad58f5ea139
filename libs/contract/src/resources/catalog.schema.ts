import { FIELD_ERRORS, MARKETPLACES, PRODUCT_SOURCES, QUOTATION_STATES } from '@storefront/domain';
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
 * The widths (CSS pixels of a 1x screen, or device pixels) the gateway serves a catalogue image
 * at, as WebP, besides the original: a product card is about 160 px wide on a 360 px phone, the
 * product page's photo the screen's width; a 2x or 3x screen takes the next width up.
 */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 640, 960] as const;

/**
 * What a page needs to show an image at the size it is drawn (decision 247): the original's
 * intrinsic size, so that `width`/`height` reserve its space before it loads, and the widths
 * it is also served at (IMAGE_VARIANT_WIDTHS below the original's width; never upscaled).
 */
export const responsiveImageSchema = z.object({
  /** The original, as `image_url` / `images` give it. */
  url: urlSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Ascending; each at imageVariantUrl(url, width). Empty: only the original exists. */
  widths: z.array(z.number().int().positive()),
});
export type ResponsiveImage = z.output<typeof responsiveImageSchema>;

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
  /**
   * `image_url` with its size and variants, for a `srcset` (decision 247): null for an image the
   * gateway does not serve itself (a marketplace's CDN); absent from older gateways and from
   * answers that do not show the picture large enough to need it.
   */
  image: responsiveImageSchema.nullable().optional(),
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
 * One variant with everything the quantity rules need (minimum, multiple — kelipatan —, stock).
 * The product answer is the same for every caller (decision 288): `quotation_state` and
 * `quoted_unit_price` are null there; a signed-in buyer's own state and all-in price come from
 * getCatalogProductStates (`buyerVariantStateSchema`).
 */
export const variantSchema = z.object({
  id: idSchema,
  name: z.string(),
  image_url: urlSchema.nullable(),
  /**
   * `image_url` with its size and variants (decision 247): the variant's card shows it as a
   * thumbnail without loading the 800 px original. Absent from older gateways.
   */
  image: responsiveImageSchema.nullable().optional(),
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

/**
 * A step of the supplier's quantity price ladder: from `min_quantity` units on, each costs this
 * (in yuan and in the market currency). The ladder prices every variant of the product alike.
 */
export const priceTierSchema = z.object({
  min_quantity: quantitySchema,
  unit_price_cny: moneySchema,
  unit_price: moneySchema,
});

export const productDetailSchema = productSummarySchema.extend({
  /**
   * `link` names no real listing (a product of the generated development catalogue, decision
   * 298): the page says it is a demo link instead of linking to the marketplace.
   */
  demo_link: z.boolean(),
  description: z.string(),
  images: z.array(urlSchema),
  /** `images` one for one, each as `image` above (null where not served by the gateway). */
  responsive_images: z.array(responsiveImageSchema.nullable()).optional(),
  variants: z.array(variantSchema),
  /** The supplier's quantity ladder, ascending; empty or absent when each variant has one price. */
  price_tiers: z.array(priceTierSchema).optional(),
});

/** How many of one size (sub-variant) of a variant. */
export const subVariantQuantitySchema = z.object({
  sub_variant_id: idSchema,
  quantity: quantitySchema,
});

interface SizedLine {
  readonly quantity: number;
  readonly sub_variants?: readonly { sub_variant_id: string; quantity: number }[] | undefined;
}

/** Whether a line's sizes are each given once and add up to its quantity. */
export function sizesAreValid(line: SizedLine): boolean {
  if (!line.sub_variants) return true;
  const ids = new Set(line.sub_variants.map((size) => size.sub_variant_id));
  const total = line.sub_variants.reduce((sum, size) => sum + size.quantity, 0);
  return ids.size === line.sub_variants.length && total === line.quantity;
}

/** Each size at most once, and `quantity` their sum (for any line that may carry sizes). */
export function withSizeChecks<T extends z.ZodType<SizedLine>>(schema: T) {
  return schema
    .refine(
      (line) =>
        !line.sub_variants ||
        new Set(line.sub_variants.map((size) => size.sub_variant_id)).size ===
          line.sub_variants.length,
      { error: FIELD_ERRORS.invalid, path: ['sub_variants'] },
    )
    .refine(
      (line) =>
        !line.sub_variants ||
        line.sub_variants.reduce((sum, size) => sum + size.quantity, 0) === line.quantity,
      { error: FIELD_ERRORS.invalid, path: ['quantity'] },
    );
}

/**
 * A product line chosen from a catalogue product: the variant and how many. A variant sold in
 * sizes names the sizes taken (`sub_variants`, each once) and `quantity` is their sum (decision
 * 296); a variant without sizes leaves `sub_variants` out.
 */
export const variantQuantitySchema = withSizeChecks(
  z.object({
    variant_id: idSchema,
    quantity: quantitySchema,
    sub_variants: z
      .array(subVariantQuantitySchema)
      .min(1, { error: FIELD_ERRORS.required })
      .optional(),
  }),
);

/** The sizes of a line as stored: each size's name when it was asked for, and how many. */
export const subVariantLineSchema = z.object({
  sub_variant_id: idSchema,
  name: z.string(),
  quantity: quantitySchema,
});
