import {
  FIELD_ERRORS,
  IMAGE_UPLOAD_RULES,
  MAX_QUANTITY,
  notesSchema,
  SUBMISSION_STATES,
} from '@storefront/domain';
import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import {
  subVariantQuantitySchema,
  sizesAreValid,
  variantQuantitySchema,
} from '../resources/catalog.schema';
import {
  inquirySchema,
  productBuyerStatesSchema,
  productRequestSchema,
} from '../resources/inquiry.schema';
import { pageQuerySchema, pageSchema } from '../shared/paging.schema';
import {
  emptyDataSchema,
  enumSchema,
  idSchema,
  quantitySchema,
  queryIntegerSchema,
  searchTextSchema,
  urlSchema,
} from '../shared/primitives.schema';

/** Variants of one submission: at least one, each at most once. */
export const chosenVariantsSchema = z
  .array(variantQuantitySchema, { error: FIELD_ERRORS.required })
  .min(1, { error: FIELD_ERRORS.required })
  .refine((variants) => new Set(variants.map((v) => v.variant_id)).size === variants.length, {
    error: FIELD_ERRORS.invalid,
  });

export const listInquiries = defineEndpoint({
  id: 'listInquiries',
  method: 'GET',
  path: '/oci/orders/inquiry',
  auth: 'customer',
  summary: 'The caller’s price submissions, newest first, optionally of one state.',
  query: pageQuerySchema.extend({
    state: enumSchema(SUBMISSION_STATES).optional(),
    search: searchTextSchema.optional(),
  }),
  response: pageSchema(inquirySchema),
});

export const listCanceledInquiries = defineEndpoint({
  id: 'listCanceledInquiries',
  method: 'GET',
  path: '/oci/orders/inquiry/canceled',
  auth: 'customer',
  summary: 'The caller’s canceled submissions.',
  query: pageQuerySchema,
  response: pageSchema(inquirySchema),
});

export const createInquiry = defineEndpoint({
  id: 'createInquiry',
  method: 'POST',
  path: '/oci/orders/inquiry',
  auth: 'customer',
  summary:
    'Submits variants and quantities of a catalogue product for an all-in price (due within 2x24 h); `resubmit_of` resubmits a rejected submission.',
  body: z.object({
    product_id: idSchema,
    variants: chosenVariantsSchema,
    odm: z.boolean().default(false),
    notes: notesSchema.default(''),
    resubmit_of: idSchema.optional(),
  }),
  response: inquirySchema,
});

export const resubmitInquiryVariant = defineEndpoint({
  id: 'resubmitInquiryVariant',
  method: 'POST',
  path: '/oci/orders/inquiry/:inquiryId/variants/:variantId/resubmit',
  auth: 'customer',
  summary:
    'Sends a rejected variant back for a price, optionally with another quantity (checked against the variant’s rules); the 2x24 h promise starts again.',
  params: z.object({ inquiryId: idSchema, variantId: idSchema }),
  body: z
    .object({
      quantity: quantitySchema.optional(),
      /** A variant in sizes asked again with other quantities: the sizes, adding up to `quantity`. */
      sub_variants: z
        .array(subVariantQuantitySchema)
        .min(1, { error: FIELD_ERRORS.required })
        .optional(),
    })
    .refine((body) => body.sub_variants === undefined || body.quantity !== undefined, {
      error: FIELD_ERRORS.required,
      path: ['quantity'],
    })
    .refine(
      (body) =>
        body.sub_variants === undefined ||
        body.quantity === undefined ||
        sizesAreValid({ quantity: body.quantity, sub_variants: body.sub_variants }),
      { error: FIELD_ERRORS.invalid, path: ['sub_variants'] },
    ),
  response: inquirySchema,
});

export const declineInquiryVariant = defineEndpoint({
  id: 'declineInquiryVariant',
  method: 'POST',
  path: '/oci/orders/inquiry/:inquiryId/variants/:variantId/decline',
  auth: 'customer',
  summary:
    'Declines the quote of one variant: final, it never goes to the cart; the variant can be asked about anew.',
  params: z.object({ inquiryId: idSchema, variantId: idSchema }),
  response: inquirySchema,
});

export const createImageProductRequest = defineEndpoint({
  id: 'createImageProductRequest',
  method: 'POST',
  path: '/oci/orders/inquiry/image',
  auth: 'customer',
  summary: 'Asks for a product the customer only has a photo of (product request with image).',
  bodyKind: 'multipart',
  files: [{ name: 'image', rules: IMAGE_UPLOAD_RULES, required: true }],
  body: z.object({
    description: notesSchema.default(''),
    quantity: queryIntegerSchema()
      .min(1, { error: FIELD_ERRORS.invalid })
      .max(MAX_QUANTITY, { error: FIELD_ERRORS.invalid })
      .optional(),
  }),
  response: productRequestSchema,
});

export const deleteQuotation = defineEndpoint({
  id: 'deleteQuotation',
  method: 'DELETE',
  path: '/oci/quotation/delete/:inquiryId',
  auth: 'customer',
  summary: 'Cancels a submission that is still submitted or under review.',
  params: z.object({ inquiryId: idSchema }),
  response: emptyDataSchema,
});

export const createProductRequest = defineEndpoint({
  id: 'createProductRequest',
  method: 'POST',
  path: '/oci/product-request',
  auth: 'customer',
  summary:
    'Asks for a product by its marketplace link; only links of the three marketplaces are accepted (link_not_marketplace).',
  body: z.object({
    link: urlSchema,
    description: notesSchema.default(''),
    quantity: quantitySchema.optional(),
  }),
  response: productRequestSchema,
});

/**
 * The caller's own state of each variant of a catalogue product, apart from the public product
 * answer so that one stays cacheable and its page shareable (decision 288).
 */
export const getCatalogProductStates = defineEndpoint({
  id: 'getCatalogProductStates',
  method: 'GET',
  path: '/oci/catalog/product/:productId/my-state',
  auth: 'customer',
  summary:
    'The caller’s state of each variant of a product: not submitted, submitted, under review, quoted (all-in price, valid until), rejected (reason), expired or ordered, with the submission (product_unavailable).',
  params: z.object({ productId: idSchema }),
  response: productBuyerStatesSchema,
});

export const INQUIRY_ENDPOINTS = [
  listInquiries,
  listCanceledInquiries,
  createInquiry,
  resubmitInquiryVariant,
  declineInquiryVariant,
  createImageProductRequest,
  deleteQuotation,
  createProductRequest,
  getCatalogProductStates,
] as const;
