import { FIELD_ERRORS, notesSchema, ORDER_STATUSES, ORDER_TRANSITIONS } from '@storefront/domain';
import type { OrderStatus } from '@storefront/domain';
import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { adminOrderSummarySchema, customerRefSchema } from '../resources/admin.schema';
import { orderDetailSchema, refundSchema, REFUND_DECISIONS } from '../resources/order.schema';
import { nonNegativeMoneySchema } from '../shared/money.schema';
import { pageQuerySchema, pageSchema } from '../shared/paging.schema';
import {
  enumSchema,
  idSchema,
  queryBooleanSchema,
  reasonTextSchema,
  searchTextSchema,
} from '../shared/primitives.schema';

/**
 * The statuses staff may only move an order into with a tracking number, read from the domain's
 * transition table so that the form and the rule never disagree (today: shipping).
 */
export const STATUSES_NEEDING_TRACKING: readonly OrderStatus[] = ORDER_TRANSITIONS.filter(
  (move) => move.requires === 'tracking_number' && move.actors.includes('staff'),
).map((move) => move.to);

export const moveOrderBodySchema = z
  .object({
    status: enumSchema(ORDER_STATUSES),
    tracking_number: z.string().trim().max(64, { error: FIELD_ERRORS.tooLong }).optional(),
    note: notesSchema.default(''),
  })
  .refine(
    (move) => !STATUSES_NEEDING_TRACKING.includes(move.status) || Boolean(move.tracking_number),
    { error: FIELD_ERRORS.required, path: ['tracking_number'] },
  );

export const refundDecisionBodySchema = z.discriminatedUnion(
  'decision',
  [
    // Approving sends the request's amount back (decision 289); no explanation is owed.
    z.object({ decision: z.literal(REFUND_DECISIONS[0]), note: notesSchema.default('') }),
    // Rejecting needs a reason the customer reads (a first request also completes the order).
    z.object({ decision: z.literal(REFUND_DECISIONS[1]), note: reasonTextSchema }),
  ],
  { error: FIELD_ERRORS.invalid },
);

export const listAdminOrders = defineEndpoint({
  id: 'listAdminOrders',
  method: 'GET',
  path: '/admin/orders',
  auth: 'staff',
  summary:
    'The order board: orders of one status (one column), oldest first, or all; searchable by order number or customer.',
  query: pageQuerySchema.extend({
    status: enumSchema(ORDER_STATUSES).optional(),
    search: searchTextSchema.optional(),
  }),
  response: pageSchema(adminOrderSummarySchema),
});

export const getAdminOrder = defineEndpoint({
  id: 'getAdminOrder',
  method: 'GET',
  path: '/admin/orders/:orderNumber',
  auth: 'staff',
  summary: 'One order with its lines, charges, history, refund and customer.',
  params: z.object({ orderNumber: idSchema }),
  response: orderDetailSchema.extend({ customer: customerRefSchema }),
});

export const moveOrder = defineEndpoint({
  id: 'moveOrder',
  method: 'POST',
  path: '/admin/orders/:orderNumber/status',
  auth: 'staff',
  summary:
    'Moves an order to a status the transition table allows staff (transition_not_allowed); shipping needs the tracking number.',
  params: z.object({ orderNumber: idSchema }),
  body: moveOrderBodySchema,
  response: orderDetailSchema,
});

export const addOrderAdjustment = defineEndpoint({
  id: 'addOrderAdjustment',
  method: 'POST',
  path: '/admin/orders/:orderNumber/adjustments',
  auth: 'staff',
  summary:
    'Adds an extra charge the customer must pay; the order moves to adjustment until it is paid.',
  params: z.object({ orderNumber: idSchema }),
  body: z.object({
    amount: nonNegativeMoneySchema.refine((money) => money.amount > 0, {
      error: FIELD_ERRORS.invalid,
      path: ['amount'],
    }),
    reason: reasonTextSchema,
  }),
  response: orderDetailSchema,
});

export const listRefunds = defineEndpoint({
  id: 'listRefunds',
  method: 'GET',
  path: '/admin/refunds',
  auth: 'staff',
  summary: 'Refund requests, oldest undecided first; `decided=true` lists the decided ones.',
  query: pageQuerySchema.extend({ decided: queryBooleanSchema.default(false) }),
  response: pageSchema(refundSchema.extend({ customer: customerRefSchema })),
});

export const decideRefund = defineEndpoint({
  id: 'decideRefund',
  method: 'POST',
  path: '/admin/refunds/:refundId/decision',
  auth: 'staff',
  summary:
    'Approves (the request’s amount sent back; order refunded, or partially refunded while units remain, decision 289) or rejects (with the reason the customer reads; a first request completes the order) a refund.',
  params: z.object({ refundId: idSchema }),
  body: refundDecisionBodySchema,
  response: refundSchema,
});

export const retryRefundTransfer = defineEndpoint({
  id: 'retryRefundTransfer',
  method: 'POST',
  path: '/admin/refunds/:refundId/transfers/:transferId/retry',
  auth: 'staff',
  summary:
    'Sends a failed refund or payout again (decision 282): a new attempt, or the same one when the provider never answered. 409 unless the transfer failed.',
  params: z.object({ refundId: idSchema, transferId: idSchema }),
  response: refundSchema,
});

export const ADMIN_ORDER_ENDPOINTS = [
  listAdminOrders,
  getAdminOrder,
  moveOrder,
  addOrderAdjustment,
  listRefunds,
  decideRefund,
  retryRefundTransfer,
] as const;
