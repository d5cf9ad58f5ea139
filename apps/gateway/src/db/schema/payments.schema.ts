import type { CurrencyCode, PaymentMethod } from '@storefront/domain';
import {
  PAYMENT_RESOLUTIONS,
  PAYMENT_SUBJECT_KINDS,
  REFUND_TRANSFER_KINDS,
  REFUND_TRANSFER_STATUSES,
} from '@storefront/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers, staffMembers } from './identity.schema';
import { refundRequests } from './orders.schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `paid` and `failed` are final: no later callback moves a payment out of them. */
export const PAYMENT_RECORD_STATUSES = ['pending', 'requires_action', 'paid', 'failed'] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['simulator', 'xendit', 'tiptoppay'] as const;

/**
 * Why money goes back: an approved refund request (decision 282), or the part of a payment above
 * what was asked, returned by itself (decision 304).
 */
export const REFUND_TRANSFER_CAUSES = ['refund', 'excess'] as const;
export type RefundTransferCause = (typeof REFUND_TRANSFER_CAUSES)[number];
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * One attempt to collect money for a subject (an order group or a staff adjustment). Amounts are
 * minor units of `currency`. `(customer_id, idempotency_key)` is unique: a retried request finds
 * the first row and its stored `answer`; `request_fingerprint` tells a retry from a reuse of the
 * key for something else. Provider ids are unique so a callback can name exactly one row, and
 * `settled_event_id` records which provider event paid it (modules/payments/README.md).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    subjectKind: text('subject_kind', { enum: PAYMENT_SUBJECT_KINDS }).notNull(),
    subjectId: text('subject_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's id of the payment request (Xendit `pr-…`); null until the provider answered. */
    providerRequestId: text('provider_request_id'),
    /** The provider's id of the collected payment (Xendit `py-…`); set when it settles. */
    providerPaymentId: text('provider_payment_id'),
    status: text('status', { enum: PAYMENT_RECORD_STATUSES }).notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** A hash of what the request asked for (subject, method, amount; never card numbers). */
    requestFingerprint: text('request_fingerprint').notNull(),
    /** The subject's words and deadline as sent to the provider (a retry sends the same). */
    description: text('description').notNull(),
    expiresAt: instant('expires_at'),
    /** What the customer needs to pay: VA, QR string, checkout or 3-D Secure page (PaymentInstructions). */
    instructions: jsonb('instructions').$type<Record<string, unknown>>(),
    failureCode: text('failure_code'),
    /**
     * Set when money arrived for a subject another payment had already paid (two methods paid
     * for one order): the subject is not paid twice, and staff refund this one.
     */
    reviewReason: text('review_reason'),
    /** Staff's answer to a held payment (decision 183); null while it still waits for one. */
    resolution: text('resolution', { enum: PAYMENT_RESOLUTIONS }),
    resolutionNote: text('resolution_note'),
    resolvedBy: uuid('resolved_by').references(() => staffMembers.id),
    resolvedAt: instant('resolved_at'),
    settledEventId: text('settled_event_id'),
    /**
     * What the provider said it collected, when its capture said (decision 304): another amount
     * than `amount` is a shortfall held for staff or an excess sent back by itself.
     */
    receivedAmount: bigint('received_amount', { mode: 'number' }),
    receivedCurrency: text('received_currency').$type<CurrencyCode>(),
    paidAt: instant('paid_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_customer_idempotency_key').on(t.customerId, t.idempotencyKey),
    uniqueIndex('payments_provider_request').on(t.provider, t.providerRequestId),
    uniqueIndex('payments_provider_payment').on(t.provider, t.providerPaymentId),
    index('payments_subject').on(t.subjectKind, t.subjectId, t.createdAt),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_paid_has_time', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
    check(
      'payments_received_has_currency',
      sql`(${t.receivedAmount} is null) = (${t.receivedCurrency} is null)`,
    ),
    // Only a held payment is resolved, and a resolution always says who, when and why.
    check(
      'payments_resolution_complete',
      sql`(${t.resolution} is null and ${t.resolvedBy} is null and ${t.resolvedAt} is null and ${t.resolutionNote} is null) or (${t.reviewReason} is not null and ${t.resolvedBy} is not null and ${t.resolvedAt} is not null and ${t.resolutionNote} is not null)`,
    ),
    index('payments_held')
      .on(t.paidAt)
      .where(sql`${t.reviewReason} is not null`),
  ],
);

/**
 * Provider callbacks already applied, by the provider's event identity: a redelivered callback
 * finds its row and changes nothing. Kept apart from `payments` because one payment may see
 * several events (pending, then captured) and an unknown payment's event is still recorded.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event').on(t.provider, t.eventId)],
);

/**
 * The local simulator's own book: what a real provider would keep on its side (the virtual
 * account it issued, a card charge waiting for its one-time password). Only the simulator reads
 * it; the OTP is stored hashed, as every other one-time code of the gateway.
 */
export const simulatedCharges = pgTable(
  'simulated_charges',
  {
    id: text('id').primaryKey(),
    method: text('method').$type<PaymentMethod>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    reference: text('reference').notNull(),
    virtualAccountNumber: text('virtual_account_number'),
    otpHash: text('otp_hash'),
    otpAttempts: integer('otp_attempts').notNull().default(0),
    /**
     * The SHA-256 of the card token charged: a token is single use, as Xendit's and TipTop
     * Pay's are, so a second charge with it (another idempotency key) is refused.
     */
    cardTokenHash: text('card_token_hash'),
    status: text('status', { enum: ['pending', 'requires_action', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('simulated_charges_va').on(t.virtualAccountNumber),
    uniqueIndex('simulated_charges_card_token').on(t.cardTokenHash),
  ],
);

/**
 * Money sent back for an approved refund request (decision 282): a provider refund of a card,
 * e-wallet or QR payment, or a payout to the buyer's bank account for a transfer. One row per
 * attempt; the row id is the provider's idempotency key and reference, so a lost answer is
 * re-sent without paying twice. At most one attempt per refund and payment is not failed: staff
 * retry only a failed one. `provider_transfer_id` (Xendit `rfd-…` / `disb-…`) is null until the
 * provider answered; the bank columns are the payout's destination as it was sent. An excess
 * (`cause = 'excess'`, decision 304) has no refund request: it is the part of a payment above what
 * was asked, sent back once, by itself (`requested_by = 'system'`).
 */
export const refundTransfers = pgTable(
  'refund_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    refundId: uuid('refund_id').references(() => refundRequests.id, { onDelete: 'cascade' }),
    cause: text('cause', { enum: REFUND_TRANSFER_CAUSES }).notNull().default('refund'),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REFUND_TRANSFER_KINDS }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerTransferId: text('provider_transfer_id'),
    status: text('status', { enum: REFUND_TRANSFER_STATUSES }).notNull().default('pending'),
    failureCode: text('failure_code'),
    bankName: text('bank_name'),
    accountNumber: text('account_number'),
    accountHolder: text('account_holder'),
    /** Who asked for this attempt: the staff member who approved or retried. */
    requestedBy: text('requested_by').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    /** When the provider said it succeeded or failed. */
    settledAt: instant('settled_at'),
  },
  (t) => [
    uniqueIndex('refund_transfers_provider_transfer').on(t.provider, t.providerTransferId),
    uniqueIndex('refund_transfers_one_live')
      .on(t.refundId, t.paymentId)
      .where(sql`${t.status} <> 'failed'`),
    // An excess is sent back once per payment, however often its capture is delivered.
    uniqueIndex('refund_transfers_one_excess')
      .on(t.paymentId)
      .where(sql`${t.cause} = 'excess' and ${t.status} <> 'failed'`),
    index('refund_transfers_refund').on(t.refundId, t.createdAt),
    check('refund_transfers_amount_positive', sql`${t.amount} > 0`),
    check(
      'refund_transfers_cause_refund',
      sql`(${t.cause} = 'refund') = (${t.refundId} is not null)`,
    ),
    check(
      'refund_transfers_settled_has_time',
      sql`(${t.status} = 'pending') = (${t.settledAt} is null)`,
    ),
  ],
);

/**
 * The simulator's book of refunds and payouts it was asked for, as a provider keeps its own;
 * settled by hand or by tests through the development endpoint.
 */
export const simulatedRefunds = pgTable('simulated_refunds', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: REFUND_TRANSFER_KINDS }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').$type<CurrencyCode>().notNull(),
  reference: text('reference').notNull().unique(),
  status: text('status', { enum: REFUND_TRANSFER_STATUSES }).notNull().default('pending'),
  createdAt: instant('created_at').notNull().defaultNow(),
});
