import {
  BUYER_VARIANT_STATES,
  PRODUCT_SOURCES,
  QUOTATION_STATES,
  SHIPPING_TYPES,
  SUBMISSION_STATES,
} from '@storefront/domain';
import { z } from 'zod';
import { moneySchema } from '../shared/money.schema';
import { idSchema, instantSchema, quantitySchema, urlSchema } from '../shared/primitives.schema';
import { productSummarySchema, subVariantLineSchema } from './catalog.schema';

/** A file a customer attached: logo or brand artwork, a refund request's photo. */
export const uploadedFileSchema = z.object({
  id: idSchema,
  file_name: z.string(),
  url: urlSchema,
  size_bytes: z.number().int().min(0),
});

/**
 * The parts of one variant's all-in unit price in the market currency (the domain's QuoteParts,
 * decision 297): goods, the level's service fee, China domestic shipping, international freight,
 * import duty and taxes (`tax_and_customs`, a name older than the split) and customs and
 * paperwork. The cart and the order carry them too, so each screen shows how a price is made.
 */
export const quotePartsSchema = z.object({
  goods: moneySchema,
  service_fee: moneySchema,
  domestic_shipping: moneySchema,
  freight: moneySchema,
  tax_and_customs: moneySchema,
  paperwork: moneySchema,
});

/** The all-in unit price of one variant, part by part, and the shipping type it was quoted for. */
export const quoteSchema = quotePartsSchema.extend({
  shipping_type: z.enum(SHIPPING_TYPES),
  unit_price: moneySchema,
  quoted_at: instantSchema,
});

export const inquiryVariantSchema = z.object({
  variant_id: idSchema,
  name: z.string(),
  /** For a variant asked for in sizes, their sum. */
  quantity: quantitySchema,
  /** The sizes asked for, in the catalogue's order (decision 296); empty for a variant without. */
  sub_variants: z.array(subVariantLineSchema),
  quotation_state: z.enum(QUOTATION_STATES),
  /** The all-in unit price once quoted. */
  unit_price: moneySchema.nullable(),
  shipping_type: z.enum(SHIPPING_TYPES).nullable(),
  /**
   * The quote part by part while the variant is quoted (the breakdown the buyer reads), else
   * null: a quote kept on a rejected variant is history for staff, not an offer.
   */
  quote: quoteSchema.nullable(),
  /** Why staff rejected this variant (the buyer may resubmit it); null unless rejected. */
  rejection_reason: z.string().nullable(),
  /**
   * When the buyer declined its quote (decision 287: final; the variant shows `not_quoted` and
   * can be asked about anew); null otherwise.
   */
  declined_at: instantSchema.nullable(),
  /**
   * When the buyer ordered at this quote (an order of theirs, not canceled, placed since it was
   * priced); null otherwise. A quote ordered at was taken: it can no longer be declined.
   */
  ordered_at: instantSchema.nullable(),
});

/**
 * A submission for an all-in price. `submission_number` is the spec's "proposed number" (nomor
 * pengajuan), the number the customer quotes to their sales contact. `quote_due_at` is when the
 * 2x24 h promise runs out; `rejection_reason` is set when staff rejected it (the customer may
 * resubmit).
 */
export const inquirySchema = z.object({
  id: idSchema,
  submission_number: z.string(),
  state: z.enum(SUBMISSION_STATES),
  product: productSummarySchema,
  product_source: z.enum(PRODUCT_SOURCES),
  /** Type ODM: made under the customer's own brand. */
  odm: z.boolean(),
  logos: z.array(uploadedFileSchema),
  notes: z.string(),
  variants: z.array(inquiryVariantSchema),
  /** The product's state derived from its variants (quoted, partially quoted, ...). */
  quotation_state: z.enum(QUOTATION_STATES),
  rejection_reason: z.string().nullable(),
  submitted_at: instantSchema,
  quote_due_at: instantSchema,
  updated_at: instantSchema,
});

/**
 * A request to add a product the catalogue does not have: by marketplace link, or by a photo
 * with a description. Staff resolve it with a catalogue product or reject it with a reason;
 * while both are null it is open.
 */
export const productRequestSchema = z.object({
  id: idSchema,
  link: urlSchema.nullable(),
  image_url: urlSchema.nullable(),
  description: z.string(),
  quantity: quantitySchema.nullable(),
  product_id: idSchema.nullable(),
  rejection_reason: z.string().nullable(),
  created_at: instantSchema,
  resolved_at: instantSchema.nullable(),
});

/**
 * The signed-in buyer's own state of one variant of a catalogue product (decision 288): the
 * submission it is in (`inquiry_id`, and `submission_number`, which the storefront's link
 * names), the all-in unit price while the quote stands (`quoted`) with `valid_until`, the last
 * instant it stands (also given once `expired`), and the team's reason when `rejected`. A variant
 * never asked about (or only in a canceled submission) is `not_submitted` with every other
 * field null.
 */
export const buyerVariantStateSchema = z.object({
  variant_id: idSchema,
  state: z.enum(BUYER_VARIANT_STATES),
  inquiry_id: idSchema.nullable(),
  submission_number: z.string().nullable(),
  quoted_unit_price: moneySchema.nullable(),
  valid_until: instantSchema.nullable(),
  rejection_reason: z.string().nullable(),
});

/** Every current variant of the product, in the catalogue's order, with the buyer's state. */
export const productBuyerStatesSchema = z.object({
  product_id: idSchema,
  variants: z.array(buyerVariantStateSchema),
});
