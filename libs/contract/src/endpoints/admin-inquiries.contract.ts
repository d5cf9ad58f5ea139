import { FIELD_ERRORS, SHIPPING_TYPES, SUBMISSION_STATES } from '@storefront/domain';
import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import {
  adminInquiryDetailSchema,
  adminInquirySummarySchema,
  adminProductRequestSchema,
} from '../resources/admin.schema';
import { nonNegativeMoneySchema } from '../shared/money.schema';
import { pageQuerySchema, pageSchema } from '../shared/paging.schema';
import {
  enumSchema,
  idSchema,
  queryBooleanSchema,
  reasonTextSchema,
  searchTextSchema,
} from '../shared/primitives.schema';

/** The parts of an all-in unit price, by their wire names (the domain's QuoteParts). */
export const QUOTE_PART_FIELDS = [
  'goods',
  'service_fee',
  'freight',
  'tax_and_customs',
  'paperwork',
] as const;

/**
 * One variant's quote: every part in minor units of one currency (the market's; the gateway
 * checks which). A part in another currency is flagged on its own currency field rather than
 * letting the sum fail later.
 */
export const quoteBodySchema = z
  .object({
    goods: nonNegativeMoneySchema,
    service_fee: nonNegativeMoneySchema,
    freight: nonNegativeMoneySchema,
    tax_and_customs: nonNegativeMoneySchema,
    paperwork: nonNegativeMoneySchema,
    shipping_type: enumSchema(SHIPPING_TYPES),
  })
  .superRefine((quote, ctx) => {
    for (const part of QUOTE_PART_FIELDS) {
      if (quote[part].currency !== quote.goods.currency) {
        ctx.addIssue({
          code: 'custom',
          message: FIELD_ERRORS.invalid,
          path: [part, 'currency'],
          input: quote[part].currency,
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

export const ADMIN_INQUIRY_ENDPOINTS = [
  listAdminInquiries,
  getAdminInquiry,
  quoteVariant,
  rejectInquiry,
  listProductRequests,
  resolveProductRequest,
] as const;
