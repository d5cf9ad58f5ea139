import type { ErrorCode } from '@storefront/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { catalogProducts, catalogSubVariants, catalogVariants } from './catalog.schema';
import { customers } from './identity.schema';
import { inquiries } from './inquiries.schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A product in a customer's cart (SPEC §4). It stands for one submission: the quote, the logos
 * and the product all belong to the submission, so a cart product is keyed by it (unique per
 * customer), and two submissions of the same product are two cart products. Prices are never
 * copied here: the quoted all-in unit price is read from `inquiry_variants` (decision 185).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => catalogProducts.id),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_customer_inquiry').on(t.customerId, t.inquiryId),
    index('cart_items_customer_created').on(t.customerId, t.createdAt),
  ],
);

/**
 * A quoted variant of a cart product and the quantity the customer wants. Its quote is the
 * `inquiry_variants` row of (the cart product's inquiry, variant_id). One line per variant
 * and cart product (`cart_variants_item_variant`): adding a variant that is already there sets
 * its quantity instead of adding a second line, so a retried or doubled add cannot duplicate it.
 */
export const cartVariants = pgTable(
  'cart_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartItemId: uuid('cart_item_id')
      .notNull()
      .references(() => cartItems.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => catalogVariants.id),
    quantity: integer('quantity').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_variants_item_variant').on(t.cartItemId, t.variantId),
    index('cart_variants_customer').on(t.customerId),
  ],
);

/**
 * The sizes of a cart line and how many of each (decision 296); the line's `quantity` is their
 * sum. Replaced as a whole when the line's sizes change.
 */
export const cartVariantSizes = pgTable(
  'cart_variant_sizes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartVariantId: uuid('cart_variant_id')
      .notNull()
      .references(() => cartVariants.id, { onDelete: 'cascade' }),
    subVariantId: uuid('sub_variant_id')
      .notNull()
      .references(() => catalogSubVariants.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('cart_variant_sizes_line_size').on(t.cartVariantId, t.subVariantId),
    check('cart_variant_sizes_quantity', sql`${t.quantity} > 0`),
  ],
);

/** One product's outcome in a stored sync result (the contract's syncResultSchema items). */
export interface CartSyncOutcome {
  readonly cart_item_id: string;
  readonly changed: boolean;
  readonly error: ErrorCode | null;
}

/**
 * The stored result of a cart sync, read back by `GET /oci/sync/all/:id`. A sync runs inside
 * its request (decision 186), so a stored result is always finished; `finished_at` stays
 * nullable because the contract lets a client poll one that is still running.
 */
export const cartSyncs = pgTable(
  'cart_syncs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    startedAt: instant('started_at').notNull(),
    finishedAt: instant('finished_at'),
    items: jsonb('items').$type<CartSyncOutcome[]>().notNull().default([]),
  },
  (t) => [index('cart_syncs_customer_started').on(t.customerId, t.startedAt)],
);
