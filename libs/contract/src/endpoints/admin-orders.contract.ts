import {
  FIELD_ERRORS,
  notesSchema,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  PAYMENT_METHODS,
  PAYMENT_SUBJECT_KINDS,
} from '@storefront/domain';
import type { OrderStatus } from '@storefront/domain';
import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { adminOrderSummarySchema, customerRefSchema } from '../resources/admin.schema';
import {
  orderDetailSchema,
  refundSchema,
  refundTransferSchema,
  REFUND_DECISIONS,
} from '../resources/order.schema';
import { moneySchema, nonNegativeMoneySchema } from '../shared/money.schema';
import { pageQuerySchema, pageSchema } from '../shared/paging.schema';
import {
  enumSchema,
  idSchema,
  instantSchema,
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

/**
 * A payment that took money for the order (its group's or one of its extra charges'), as staff
 * see it on the order: `received` is what the provider reported collecting, shown where it is
 * not `amount` (decision 304: an excess goes back by itself, a shortfall is held).
 */
export const adminOrderPaymentSchema = z.object({
  id: idSchema,
  subject_kind: z.enum(PAYMENT_SUBJECT_KINDS),
  method: z.enum(PAYMENT_METHODS),
  /** What was asked. */
  amount: moneySchema,
  /** Null when the provider's capture named no amount (it then collected what was asked). */
  received: moneySchema.nullable(),
  paid_at: instantSchema.nullable(),
  /** Why it is held for staff (the held-payment queue); null when it paid its subject. */
  review_reason: z.string().nullable(),
});

/**
 * The part of a payment above what was asked, sent back by itself (decision 304): the latest
 * attempt, with the payment and the orders it belongs to.
 */
export const excessTransferSchema = refundTransferSchema.extend({
  cause: z.literal('excess'),
  payment: adminOrderPaymentSchema.omit({ review_reason: true }).extend({
    /** The order group number, or the extra charge's id. */
    subject_id: z.string(),
    /** The orders it paid for: the group's, or the one the extra charge belongs to. */
    order_numbers: z.array(z.string()),
  }),
  customer: customerRefSchema,
});

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
  summary:
    'One order with its lines, charges, history, refund, customer and the payments that took money for it.',
  params: z.object({ orderNumber: idSchema }),
  response: orderDetailSchema.extend({
    customer: customerRefSchema,
    /** Oldest first: the group's payment, then the extra charges'. */
    payments: z.array(adminOrderPaymentSchema),
  }),
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

export const listExcessTransfers = defineEndpoint({
  id: 'listExcessTransfers',
  method: 'GET',
  path: '/admin/excess-transfers',
  auth: 'staff',
  summary:
    'Excess payments sent back by themselves (decision 304), the latest attempt per payment, newest first.',
  query: pageQuerySchema,
  response: pageSchema(excessTransferSchema),
});

export const retryExcessTransfer = defineEndpoint({
  id: 'retryExcessTransfer',
  method: 'POST',
  path: '/admin/excess-transfers/:transferId/retry',
  auth: 'staff',
  summary:
    'Sends a failed excess refund or payout again, as retryRefundTransfer does (a payout to the bank account the buyer saved last). 409 unless it failed and no other attempt for its payment is pending or sent.',
  params: z.object({ transferId: idSchema }),
  response: excessTransferSchema,
});

export const ADMIN_ORDER_ENDPOINTS = [
  listAdminOrders,
  getAdminOrder,
  moveOrder,
  addOrderAdjustment,
  listRefunds,
  decideRefund,
  retryRefundTransfer,
  listExcessTransfers,
  retryExcessTransfer,
] as const;
