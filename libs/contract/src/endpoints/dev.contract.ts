import {
  FIELD_ERRORS,
  otpSchema,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYMENT_SUBJECT_KINDS,
  REFUND_TRANSFER_STATUSES,
} from '@storefront/domain';
import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { moneySchema } from '../shared/money.schema';
import { pageQuerySchema, pageSchema } from '../shared/paging.schema';
import { enumSchema, idSchema, instantSchema, searchTextSchema } from '../shared/primitives.schema';

/** Channels the local adapters write to instead of a real provider. */
export const OUTBOX_CHANNELS = ['email', 'whatsapp', 'push'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export const outboxMessageSchema = z.object({
  id: idSchema,
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  created_at: instantSchema,
});

export const getDevOutbox = defineEndpoint({
  id: 'getDevOutbox',
  method: 'GET',
  path: '/dev/outbox',
  auth: 'staff',
  summary:
    'Development only (off in production): messages the local adapters would have sent — OTP codes, verification links — newest first, optionally for one recipient.',
  query: pageQuerySchema.extend({
    channel: enumSchema(OUTBOX_CHANNELS).optional(),
    to: searchTextSchema.min(1, { error: FIELD_ERRORS.required }).optional(),
  }),
  response: pageSchema(outboxMessageSchema),
});

/** A payment as the local payment simulator's development calls answer it. */
export const devPaymentSchema = z.object({
  id: idSchema,
  subject_kind: z.enum(PAYMENT_SUBJECT_KINDS),
  subject_id: z.string(),
  method: z.enum(PAYMENT_METHODS),
  amount: moneySchema,
  payment_status: z.enum(PAYMENT_STATUSES),
  paid_at: instantSchema.nullable(),
});

export const settleDevPayment = defineEndpoint({
  id: 'settleDevPayment',
  method: 'POST',
  path: '/dev/payments/settle',
  auth: 'staff',
  summary:
    'Development only (off in production, and only with the local payment simulator): money arrives for the open payment of an order group or adjustment, as a bank transfer would. Settling again changes nothing.',
  body: z.object({
    subject_kind: enumSchema(PAYMENT_SUBJECT_KINDS),
    subject_id: idSchema,
  }),
  response: devPaymentSchema,
});

export const confirmDevCardOtp = defineEndpoint({
  id: 'confirmDevCardOtp',
  method: 'POST',
  path: '/dev/payments/:chargeId/otp',
  auth: 'public',
  summary:
    "Development only: the local payment simulator's card-issuer page takes the one-time password sent to the development outbox. A wrong code reads card_authentication_mismatch.",
  params: z.object({ chargeId: idSchema }),
  body: z.object({ otp: otpSchema }),
  response: z.object({ payment_status: z.enum(PAYMENT_STATUSES) }),
});

/** What the buyer does on the simulator's e-wallet page. */
export const DEV_EWALLET_RESULTS = ['paid', 'failed'] as const;

export const finishDevEwallet = defineEndpoint({
  id: 'finishDevEwallet',
  method: 'POST',
  path: '/dev/payments/:chargeId/ewallet',
  auth: 'public',
  summary:
    "Development only: the local payment simulator's e-wallet page pays or fails its pending charge, as the e-wallet's app would. Answering again changes nothing; a charge already paid or failed keeps its outcome.",
  params: z.object({ chargeId: idSchema }),
  body: z.object({ result: enumSchema(DEV_EWALLET_RESULTS) }),
  response: z.object({ payment_status: z.enum(PAYMENT_STATUSES) }),
});

/** The furthest one call moves the clock: past every deadline the product has (90 days). */
export const DEV_CLOCK_MAX_HOURS = 24 * 90;

export const advanceDevClock = defineEndpoint({
  id: 'advanceDevClock',
  method: 'POST',
  path: '/dev/clock/advance',
  auth: 'staff',
  summary:
    "Development only (off in production): moves the gateway's clock forward by whole hours, so a person or an end-to-end test sees what happens at a deadline (an unpaid order cancelled by the sweep) without waiting for it. The clock never goes back.",
  body: z.object({
    hours: z
      .number({ error: FIELD_ERRORS.invalid })
      .int({ error: FIELD_ERRORS.invalid })
      .min(1, { error: FIELD_ERRORS.invalid })
      .max(DEV_CLOCK_MAX_HOURS, { error: FIELD_ERRORS.invalid }),
  }),
  response: z.object({ now: instantSchema }),
});

/** How the simulator's refund or payout ends: the provider's callback, said by hand. */
export const DEV_REFUND_OUTCOMES = ['succeeded', 'failed'] as const;

export const settleDevRefund = defineEndpoint({
  id: 'settleDevRefund',
  method: 'POST',
  path: '/dev/payments/refunds/:transferId/settle',
  auth: 'staff',
  summary:
    "Development only (off in production, and only with the local payment simulator): the simulator reports a refund or payout as succeeded or failed, as the provider's callback would. Again changes nothing; the first outcome is final.",
  params: z.object({ transferId: idSchema }),
  body: z.object({ outcome: enumSchema(DEV_REFUND_OUTCOMES) }),
  response: z.object({ status: z.enum(REFUND_TRANSFER_STATUSES) }),
});

export const DEV_ENDPOINTS = [
  getDevOutbox,
  settleDevPayment,
  confirmDevCardOtp,
  finishDevEwallet,
  advanceDevClock,
  settleDevRefund,
] as const;
