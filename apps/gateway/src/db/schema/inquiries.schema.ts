import type {
  CurrencyCode,
  ShippingType,
  SubmissionState,
  UploadFileType,
  VariantQuotationState,
} from '@storefront/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { catalogProducts, catalogSubVariants, catalogVariants } from './catalog.schema';
import { customers, staffMembers } from './identity.schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Minor units of the market currency. */
const minor = (name: string) => bigint(name, { mode: 'number' });

/**
 * A customer's submission for an all-in price (SPEC §4): one catalogue product, some of its
 * variants. `submitted_at` starts the 2x24 h SLA (a resubmission after a rejection restarts it);
 * `quote_due_at` is stored beside it so that the staff queue reads its order off an index.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The "proposed number" the customer quotes to their sales contact. */
    submissionNumber: text('submission_number').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => catalogProducts.id),
    state: text('state').$type<SubmissionState>().notNull(),
    odm: boolean('odm').notNull().default(false),
    notes: text('notes').notNull().default(''),
    rejectionReason: text('rejection_reason'),
    submittedAt: instant('submitted_at').notNull(),
    quoteDueAt: instant('quote_due_at').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inquiries_submission_number').on(t.submissionNumber),
    index('inquiries_customer_submitted').on(t.customerId, t.submittedAt),
    index('inquiries_queue').on(t.state, t.quoteDueAt, t.id),
  ],
);

/**
 * A variant of a submission with the quantity asked for and, once staff priced it, its quote:
 * every part of the all-in unit price in minor units of `currency` (the market's). `open` is
 * true while the submission is submitted or under review: the partial unique index lets a
 * customer have one open estimate per variant, which is what freezes the variant (SPEC §4) even
 * against two submissions sent at once.
 */
export const inquiryVariants = pgTable(
  'inquiry_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => catalogVariants.id),
    position: integer('position').notNull(),
    /** The variant's name when it was submitted (the catalogue may rename it later). */
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    state: text('state').$type<VariantQuotationState>().notNull(),
    open: boolean('open').notNull(),
    estimateRequestedAt: instant('estimate_requested_at'),
    currency: text('currency').$type<CurrencyCode>(),
    goods: minor('goods'),
    serviceFee: minor('service_fee'),
    /** China domestic shipping (decision 297); null on quotes made before it was asked for. */
    domesticShipping: minor('domestic_shipping'),
    freight: minor('freight'),
    taxAndCustoms: minor('tax_and_customs'),
    paperwork: minor('paperwork'),
    /** The sum of the parts (the domain's allInUnitPrice), kept for the cart. */
    unitPrice: minor('unit_price'),
    shippingType: text('shipping_type').$type<ShippingType>(),
    quotedAt: instant('quoted_at'),
    quotedBy: uuid('quoted_by').references(() => staffMembers.id),
    /** Why staff rejected this variant alone (or the whole submission); null otherwise. */
    rejectionReason: text('rejection_reason'),
    /** When the buyer declined the quote (the state is then not_quoted; decision 287). */
    declinedAt: instant('declined_at'),
  },
  (t) => [
    uniqueIndex('inquiry_variants_inquiry_variant').on(t.inquiryId, t.variantId),
    uniqueIndex('inquiry_variants_open_variant')
      .on(t.customerId, t.variantId)
      .where(sql`${t.open}`),
  ],
);

/**
 * The sizes (sub-variants) of a submission's variant and how many of each (decision 296): a
 * child row per size rather than JSON, so that the foreign key keeps each size a real size of
 * the catalogue, the unique index takes each size once, and the check keeps every count
 * positive. The variant's `quantity` stays their sum, which is what prices and totals read.
 */
export const inquiryVariantSizes = pgTable(
  'inquiry_variant_sizes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inquiryVariantId: uuid('inquiry_variant_id')
      .notNull()
      .references(() => inquiryVariants.id, { onDelete: 'cascade' }),
    subVariantId: uuid('sub_variant_id')
      .notNull()
      .references(() => catalogSubVariants.id),
    position: integer('position').notNull(),
    /** The size's name when it was submitted (the catalogue may rename it later). */
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('inquiry_variant_sizes_variant_size').on(t.inquiryVariantId, t.subVariantId),
    check('inquiry_variant_sizes_quantity', sql`${t.quantity} > 0`),
  ],
);

/** Logo or brand artwork for customising a submission's product, kept in file storage. */
export const inquiryLogos = pgTable(
  'inquiry_logos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    /** The order the files were attached in (a batch shares one instant). */
    position: integer('position').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The client's name, only ever shown back. */
    fileName: text('file_name').notNull(),
    fileType: text('file_type').$type<UploadFileType>().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('inquiry_logos_inquiry_position').on(t.inquiryId, t.position)],
);
