import {
  FIELD_ERRORS,
  IMAGE_UPLOAD_RULES,
  SHIPPING_TYPES,
  SUBMISSION_STATES,
  checkPriceLadder,
} from '@storefront/domain';
import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import {
  adminInquiryDetailSchema,
  adminInquirySummarySchema,
  adminProductRequestSchema,
} from '../resources/admin.schema';
import { boundedAmountSchema, moneySchema, nonNegativeMoneySchema } from '../shared/money.schema';
import { pageQuerySchema, pageSchema } from '../shared/paging.schema';
import {
  countSchema,
  enumSchema,
  gramsSchema,
  idSchema,
  quantitySchema,
  queryBooleanSchema,
  reasonTextSchema,
  searchTextSchema,
  urlSchema,
} from '../shared/primitives.schema';

/** The parts of an all-in unit price, by their wire names (the domain's QuoteParts). */
export const QUOTE_PART_FIELDS = [
  'goods',
  'service_fee',
  'domestic_shipping',
  'freight',
  'tax_and_customs',
  'paperwork',
] as const;

/**
 * One variant's quote: every part in minor units of one currency (the market's; the gateway
 * checks which). A part in another currency is flagged on its own currency field rather than
 * letting the sum fail later. China domestic shipping came later (decision 297): a client that
 * leaves it out (a back-office page loaded before the change) quotes none, as before.
 */
export const quoteBodySchema = z
  .object({
    goods: nonNegativeMoneySchema,
    service_fee: nonNegativeMoneySchema,
    domestic_shipping: nonNegativeMoneySchema.optional(),
    freight: nonNegativeMoneySchema,
    tax_and_customs: nonNegativeMoneySchema,
    paperwork: nonNegativeMoneySchema,
    shipping_type: enumSchema(SHIPPING_TYPES),
  })
  .superRefine((quote, ctx) => {
    for (const part of QUOTE_PART_FIELDS) {
      const amount = quote[part];
      if (amount !== undefined && amount.currency !== quote.goods.currency) {
        ctx.addIssue({
          code: 'custom',
          message: FIELD_ERRORS.invalid,
          path: [part, 'currency'],
          input: amount.currency,
        });
      }
    }
  });

export const listAdminInquiries = defineEndpoint({
  id: 'listAdminInquiries',
  method: 'GET',
  path: '/admin/inquiries',
  auth: 'staff',
  summary:
    'The inquiry queue sorted by SLA due time, soonest (or most overdue) first; open submissions unless `state` says otherwise.',
  query: pageQuerySchema.extend({
    state: enumSchema(SUBMISSION_STATES).optional(),
    overdue: queryBooleanSchema.optional(),
    search: searchTextSchema.optional(),
  }),
  response: pageSchema(adminInquirySummarySchema),
});

export const getAdminInquiry = defineEndpoint({
  id: 'getAdminInquiry',
  method: 'GET',
  path: '/admin/inquiries/:inquiryId',
  auth: 'staff',
  summary: 'A submission with its customer, supplier facts per variant and the quotes so far.',
  params: z.object({ inquiryId: idSchema }),
  response: adminInquiryDetailSchema,
});

export const quoteVariant = defineEndpoint({
  id: 'quoteVariant',
  method: 'POST',
  path: '/admin/inquiries/:inquiryId/variants/:variantId/quote',
  auth: 'staff',
  summary:
    'Quotes one variant: the parts of its all-in unit price and the shipping type it is priced for. Refused once the submission is rejected or canceled.',
  params: z.object({ inquiryId: idSchema, variantId: idSchema }),
  body: quoteBodySchema,
  response: adminInquiryDetailSchema,
});

export const rejectInquiry = defineEndpoint({
  id: 'rejectInquiry',
  method: 'POST',
  path: '/admin/inquiries/:inquiryId/reject',
  auth: 'staff',
  summary: 'Rejects a submission with the reason the customer will read (they may resubmit).',
  params: z.object({ inquiryId: idSchema }),
  body: z.object({ reason: reasonTextSchema }),
  response: adminInquiryDetailSchema,
});

export const rejectInquiryVariant = defineEndpoint({
  id: 'rejectInquiryVariant',
  method: 'POST',
  path: '/admin/inquiries/:inquiryId/variants/:variantId/reject',
  auth: 'staff',
  summary:
    'Rejects one variant that is being priced, with the reason the customer will read (they may resubmit it); the other variants carry on.',
  params: z.object({ inquiryId: idSchema, variantId: idSchema }),
  body: z.object({ reason: reasonTextSchema }),
  response: adminInquiryDetailSchema,
});

export const listProductRequests = defineEndpoint({
  id: 'listProductRequests',
  method: 'GET',
  path: '/admin/product-requests',
  auth: 'staff',
  summary:
    'Product requests by link or photo, oldest open first; `open=false` lists resolved ones.',
  query: pageQuerySchema.extend({ open: queryBooleanSchema.default(true) }),
  response: pageSchema(adminProductRequestSchema),
});

export const resolveProductRequest = defineEndpoint({
  id: 'resolveProductRequest',
  method: 'POST',
  path: '/admin/product-requests/:requestId/resolve',
  auth: 'staff',
  summary:
    'Closes a product request: `found` with the catalogue product now offered, or `rejected` with a reason.',
  params: z.object({ requestId: idSchema }),
  body: z.discriminatedUnion(
    'outcome',
    [
      z.object({ outcome: z.literal('found'), product_id: idSchema }),
      z.object({ outcome: z.literal('rejected'), reason: reasonTextSchema }),
    ],
    { error: FIELD_ERRORS.invalid },
  ),
  response: adminProductRequestSchema,
});

/**
 * A catalogue picture staff uploaded: a path under the gateway's public `/catalog/images/`, as
 * `uploadCatalogImage` answers it (the gateway checks that the file is stored).
 */
export const catalogImagePathSchema = z
  .string({ error: FIELD_ERRORS.required })
  .regex(/^\/catalog\/images\/[a-z0-9][a-z0-9-]*\.png$/, { error: FIELD_ERRORS.invalid });

/** Longest product title and variant name staff type (marketplace titles run to about 120). */
export const PRODUCT_TITLE_MAX_LENGTH = 200;
export const VARIANT_NAME_MAX_LENGTH = 100;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 2_000;
/** Pictures of one product, and variants (or sizes of one variant) staff can enter at once. */
export const STAFF_PRODUCT_MAX_IMAGES = 10;
export const STAFF_PRODUCT_MAX_VARIANTS = 50;
/** Steps of a quantity price ladder staff can enter; 1688 pages show three or four. */
export const STAFF_PRODUCT_MAX_PRICE_TIERS = 10;

const staffText = (max: number) =>
  z
    .string({ error: FIELD_ERRORS.required })
    .trim()
    .min(1, { error: FIELD_ERRORS.required })
    .max(max, { error: FIELD_ERRORS.tooLong });

/** A supplier price in yuan (fen): above zero, within the bound every amount has. */
export const yuanPriceSchema = moneySchema.extend({
  amount: boundedAmountSchema.min(1, { error: FIELD_ERRORS.invalid }),
  currency: z.literal('CNY', { error: FIELD_ERRORS.invalid }),
});

/** Names must differ within their list: a buyer chooses by name. */
function refineUniqueNames(items: readonly { name: string }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const key = item.name.toLocaleLowerCase();
    if (seen.has(key)) {
      ctx.addIssue({
        code: 'custom',
        message: FIELD_ERRORS.invalid,
        path: [index, 'name'],
        input: item.name,
      });
    }
    seen.add(key);
  });
}

export const staffSubVariantSchema = z.object({
  name: staffText(VARIANT_NAME_MAX_LENGTH),
  price_cny: yuanPriceSchema,
  stock: countSchema,
});

export const staffVariantSchema = z
  .object({
    name: staffText(VARIANT_NAME_MAX_LENGTH),
    /** One of the product's `images`, or none. */
    image: catalogImagePathSchema.nullable().default(null),
    price_cny: yuanPriceSchema,
    weight_grams: gramsSchema.min(1, { error: FIELD_ERRORS.invalid }),
    min_quantity: quantitySchema,
    multiple: quantitySchema,
    stock: countSchema,
    sub_variants: z
      .array(staffSubVariantSchema)
      .max(STAFF_PRODUCT_MAX_VARIANTS, { error: FIELD_ERRORS.invalid })
      .superRefine(refineUniqueNames)
      .default([]),
  })
  .superRefine((variant, ctx) => {
    // The quantity rules (domain quantity.ts) step from the minimum by the multiple.
    if (variant.multiple > variant.min_quantity) {
      ctx.addIssue({
        code: 'custom',
        message: FIELD_ERRORS.invalid,
        path: ['multiple'],
        input: variant.multiple,
      });
    }
  });

/** A step of the supplier's quantity ladder as staff read it: from this many units, this price. */
export const staffPriceTierSchema = z.object({
  min_quantity: quantitySchema,
  unit_price_cny: yuanPriceSchema,
});

/**
 * A product staff enter from a request (decision 283): what the marketplace page shows. `link`
 * is for a photo request only; a link request's product takes the request's own link.
 * `price_tiers`: 1688's price by quantity (decision 301), none or two steps or more in
 * ascending order of minimum (the domain's checkPriceLadder); it prices every variant alike.
 */
export const staffProductInputSchema = z
  .object({
    link: urlSchema.optional(),
    title: staffText(PRODUCT_TITLE_MAX_LENGTH),
    description: z
      .string({ error: FIELD_ERRORS.invalid })
      .trim()
      .max(PRODUCT_DESCRIPTION_MAX_LENGTH, { error: FIELD_ERRORS.tooLong })
      .default(''),
    images: z
      .array(catalogImagePathSchema)
      .min(1, { error: FIELD_ERRORS.required })
      .max(STAFF_PRODUCT_MAX_IMAGES, { error: FIELD_ERRORS.invalid }),
    variants: z
      .array(staffVariantSchema)
      .min(1, { error: FIELD_ERRORS.required })
      .max(STAFF_PRODUCT_MAX_VARIANTS, { error: FIELD_ERRORS.invalid })
      .superRefine(refineUniqueNames),
    price_tiers: z
      .array(staffPriceTierSchema)
      .max(STAFF_PRODUCT_MAX_PRICE_TIERS, { error: FIELD_ERRORS.invalid })
      .superRefine((tiers, ctx) => {
        const check = checkPriceLadder(tiers.map((tier) => ({ minQuantity: tier.min_quantity })));
        if (check.ok) return;
        ctx.addIssue({
          code: 'custom',
          message: FIELD_ERRORS.invalid,
          path: check.problem === 'not_ascending' ? [check.index, 'min_quantity'] : [],
          input: tiers,
        });
      })
      .default([]),
  })
  .superRefine((product, ctx) => {
    product.variants.forEach((variant, index) => {
      if (variant.image !== null && !product.images.includes(variant.image)) {
        ctx.addIssue({
          code: 'custom',
          message: FIELD_ERRORS.invalid,
          path: ['variants', index, 'image'],
          input: variant.image,
        });
      }
    });
  });

export const uploadCatalogImage = defineEndpoint({
  id: 'uploadCatalogImage',
  method: 'POST',
  path: '/admin/catalog/images',
  auth: 'staff',
  summary:
    'Stores a product picture (JPG or PNG, kept as PNG) for a product staff create; answers its public path.',
  bodyKind: 'multipart',
  files: [{ name: 'image', rules: IMAGE_UPLOAD_RULES, required: true }],
  response: z.object({ path: catalogImagePathSchema, url: urlSchema }),
});

export const createProductFromRequest = defineEndpoint({
  id: 'createProductFromRequest',
  method: 'POST',
  path: '/admin/product-requests/:requestId/product',
  auth: 'staff',
  summary:
    'Creates the catalogue product an open request asks for (title, pictures, variants with sizes, yuan prices) and resolves the request with it.',
  params: z.object({ requestId: idSchema }),
  body: staffProductInputSchema,
  response: adminProductRequestSchema,
});

export const ADMIN_INQUIRY_ENDPOINTS = [
  listAdminInquiries,
  getAdminInquiry,
  quoteVariant,
  rejectInquiry,
  rejectInquiryVariant,
  listProductRequests,
  resolveProductRequest,
  uploadCatalogImage,
  createProductFromRequest,
] as const;
