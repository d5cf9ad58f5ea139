import { PAYMENT_METHODS, PAYMENT_RESOLUTIONS, PAYMENT_SUBJECT_KINDS } from '@storefront/domain';
import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { customerRefSchema } from '../resources/admin.schema';
import { moneySchema } from '../shared/money.schema';
import { pageQuerySchema, pageSchema } from '../shared/paging.schema';
import {
  enumSchema,
  idSchema,
  instantSchema,
  queryBooleanSchema,
  reasonTextSchema,
} from '../shared/primitives.schema';

/** Who answered a held payment, how, when and why. */
export const paymentResolutionSchema = z.object({
  resolution: z.enum(PAYMENT_RESOLUTIONS),
  note: z.string(),
  resolved_at: instantSchema,
  resolved_by: z.object({ id: idSchema, email: z.string(), name: z.string() }),
});

/**
 * Money that arrived for a subject that could not take it (a group already paid, cancelled, or
 * whose total changed) and was not booked: `review_reason` says which (decisions 182, 190).
 */
export const heldPaymentSchema = z.object({
  id: idSchema,
  subject_kind: z.enum(PAYMENT_SUBJECT_KINDS),
  subject_id: z.string(),
  customer: customerRefSchema,
  amount: moneySchema,
  method: z.enum(PAYMENT_METHODS),
  /** The payment provider ('xendit', 'tiptoppay' or the local 'simulator') and its ids, to find it there. */
  provider: z.string(),
  provider_request_id: z.string().nullable(),
  provider_payment_id: z.string().nullable(),
  /** Null when the provider reported a capture of another amount, which is never marked paid. */
  paid_at: instantSchema.nullable(),
  review_reason: z.string(),
  /** Null while it waits for staff. */
  resolution: paymentResolutionSchema.nullable(),
});

export const listHeldPayments = defineEndpoint({
  id: 'listHeldPayments',
  method: 'GET',
  path: '/admin/payments/held',
  auth: 'staff',
  summary:
    'Payments held for review (money not booked on its order group or adjustment), newest first; `resolved` keeps only answered (true) or waiting (false) ones.',
  query: pageQuerySchema.extend({ resolved: queryBooleanSchema.optional() }),
  response: pageSchema(heldPaymentSchema),
});

export const resolveHeldPayment = defineEndpoint({
  id: 'resolveHeldPayment',
  method: 'POST',
  path: '/admin/payments/:paymentId/resolve',
  auth: 'staff',
  summary:
    'Records how staff settled a held payment: refunded (the refund itself is made at the provider, outside this system) or booked by hand. It moves no money; once only (payment_already_resolved).',
  params: z.object({ paymentId: idSchema }),
  body: z.object({
    resolution: enumSchema(PAYMENT_RESOLUTIONS),
    note: reasonTextSchema,
  }),
  response: heldPaymentSchema,
});

export const ADMIN_PAYMENT_ENDPOINTS = [listHeldPayments, resolveHeldPayment] as const;
