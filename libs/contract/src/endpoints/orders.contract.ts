import {
  FIELD_ERRORS,
  ORDER_DATE_FILTERS,
  ORDER_TABS,
  REFUND_PHOTO_UPLOAD_RULES,
} from '@storefront/domain';
import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { productSummarySchema } from '../resources/catalog.schema';
import {
  orderDetailSchema,
  orderSummarySchema,
  refundSchema,
  trackingSchema,
} from '../resources/order.schema';
import { pageQuerySchema, pageSchema } from '../shared/paging.schema';
import {
  enumSchema,
  idSchema,
  quantitySchema,
  reasonTextSchema,
  searchTextSchema,
} from '../shared/primitives.schema';

export const listTransactions = defineEndpoint({
  id: 'listTransactions',
  method: 'GET',
  path: '/oci/orders/transaction-list/:tab/:dateFilter',
  auth: 'customer',
  summary:
    'Order history of one tab (all, to pay, ... cancelled) within a date filter (last 30 / 90 days).',
  params: z.object({ tab: enumSchema(ORDER_TABS), dateFilter: enumSchema(ORDER_DATE_FILTERS) }),
  query: pageQuerySchema.extend({ search: searchTextSchema.optional() }),
  response: pageSchema(orderSummarySchema),
});

export const getTransaction = defineEndpoint({
  id: 'getTransaction',
  method: 'GET',
  path: '/oci/orders/transaction-detail/:groupNumber/:orderNumber',
  auth: 'customer',
  summary: 'One order of a group with its lines, charges, history and refund (order_not_found).',
  params: z.object({ groupNumber: idSchema, orderNumber: idSchema }),
  response: orderDetailSchema,
});

export const getTracking = defineEndpoint({
  id: 'getTracking',
  method: 'GET',
  path: '/oci/orders/tracking/:orderNumber',
  auth: 'customer',
  summary: 'Where a shipped order is: the tracking number and the courier’s events.',
  params: z.object({ orderNumber: idSchema }),
  response: trackingSchema,
});

/**
 * The lines of a refund request. Multipart carries text only, so the list travels as JSON text
 * (`[{"line_id":"…","quantity":2}]`) and is read back into the list here; unreadable text is
 * `field.invalid` on `lines`.
 */
export const refundLinesFieldSchema = z
  .string({ error: FIELD_ERRORS.required })
  .max(20_000, { error: FIELD_ERRORS.invalid })
  .transform((text, context): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      context.addIssue({ code: 'custom', message: FIELD_ERRORS.invalid });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(z.object({ line_id: idSchema, quantity: quantitySchema }), {
        error: FIELD_ERRORS.invalid,
      })
      .min(1, { error: FIELD_ERRORS.required })
      .max(200, { error: FIELD_ERRORS.invalid }),
  );

export const requestRefund = defineEndpoint({
  id: 'requestRefund',
  method: 'POST',
  path: '/oci/orders/refund',
  auth: 'customer',
  summary:
    'Asks for a refund of some units of a delivered (or partly refunded) order within 2x24 h of receipt (refund_window_closed after), with 1–5 photos of the problem; paid to one of the caller’s bank accounts. `lines` is a JSON list of { line_id, quantity } (decision 289).',
  bodyKind: 'multipart',
  files: [{ name: 'photos', rules: REFUND_PHOTO_UPLOAD_RULES, required: true }],
  body: z.object({
    order_number: idSchema,
    reason: reasonTextSchema,
    bank_account_id: idSchema,
    lines: refundLinesFieldSchema,
  }),
  response: refundSchema,
});

export const confirmReceipt = defineEndpoint({
  id: 'confirmReceipt',
  method: 'POST',
  path: '/oci/orders/confirm-receipt',
  auth: 'customer',
  summary: 'The customer confirms a delivered order arrived, which completes it (SPEC §4).',
  body: z.object({ order_number: idSchema }),
  response: orderSummarySchema,
});

export const listBuyAgain = defineEndpoint({
  id: 'listBuyAgain',
  method: 'GET',
  path: '/oci/orders/buy-again',
  auth: 'customer',
  summary: 'Products of the caller’s completed orders, to submit again.',
  query: pageQuerySchema,
  response: pageSchema(productSummarySchema),
});

export const ORDER_ENDPOINTS = [
  listTransactions,
  getTransaction,
  getTracking,
  requestRefund,
  confirmReceipt,
  listBuyAgain,
] as const;
