import type { Marketplace, PriceTier, ProductSource } from '@storefront/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './identity.schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Yuan amounts in fen (CNY minor units); bigint so that no supplier price can overflow. */
const fen = (name: string) => bigint(name, { mode: 'number' });
/** PostgreSQL's full-text document type (core, so PGlite has it too). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The products the storefront knows: the seeded local catalogue, or what the marketplace data
 * service returned (kept so that carts, wishlists and requests can point at a stable id).
 * `price_cny` is the lowest price of the product's current variants (what lists show and what
 * the price sorts and filters use). `search_text` is the lower-cased title plus the category's
 * names in the market languages; the GIN index on its 'simple' tsvector (`search_vector`)
 * serves the keyword search on PGlite and PostgreSQL alike (pg_trgm is not in PGlite by
 * default; decision 151).
 * A product the supplier removed keeps its row (`removed_at`): wishlists and requests still
 * show it, as deleted.
 */
export const catalogProducts = pgTable(
  'catalog_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    marketplace: text('marketplace').$type<Marketplace>().notNull(),
    marketplaceProductId: text('marketplace_product_id').notNull(),
    /** The canonical marketplace URL (the domain's parseMarketplaceLink). */
    link: text('link').notNull(),
    /**
     * The link names no real listing: a product of the generated development catalogue, whose
     * marketplace ids are made up (decision 298). Pages say so instead of linking to it.
     */
    demoLink: boolean('demo_link').notNull().default(false),
    productSource: text('product_source').$type<ProductSource>().notNull(),
    title: text('title').notNull(),
    searchText: text('search_text').notNull(),
    /**
     * The words of search_text, kept beside it: prefix matches must be rechecked row by row,
     * and re-parsing the text for every candidate row cost 20x more than reading this (decision
     * 151). Never selected for an answer.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`),
    category: text('category').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Absolute URLs, or paths under the gateway's own /catalog/images/. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    priceCny: fen('price_cny').notNull(),
    /**
     * The supplier's quantity price ladder (fen from a minimum quantity on, ascending; the
     * domain's PriceTier), empty when the variants' own prices apply. A quote reads the tier of
     * the asked quantity (decision 278).
     */
    priceTiers: jsonb('price_tiers').$type<PriceTier[]>().notNull().default([]),
    sold: integer('sold').notNull().default(0),
    popularity: integer('popularity').notNull().default(0),
    listedAt: instant('listed_at').notNull(),
    removedAt: instant('removed_at'),
    /** When the variants were last read from the source (the remote adapter refreshes them). */
    detailsSyncedAt: instant('details_synced_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('catalog_products_marketplace_product').on(t.marketplace, t.marketplaceProductId),
    index('catalog_products_search').using('gin', t.searchVector),
    // One index per sort, each with the id as tie-breaker so that pages never overlap.
    index('catalog_products_top_sales')
      .on(t.marketplace, t.sold.desc(), t.id)
      .where(sql`${t.removedAt} is null`),
    index('catalog_products_popular')
      .on(t.marketplace, t.popularity.desc(), t.id)
      .where(sql`${t.removedAt} is null`),
    index('catalog_products_newest')
      .on(t.marketplace, t.listedAt.desc(), t.id)
      .where(sql`${t.removedAt} is null`),
    index('catalog_products_price')
      .on(t.marketplace, t.priceCny, t.id)
      .where(sql`${t.removedAt} is null`),
  ],
);

/**
 * A variant (usually a colour) with what the quantity rules need. `source_key` is the source's
 * own key of the variant, so that a refresh updates the row in place and every reference to its
 * id (carts, inquiries) survives; a variant the source no longer lists gets `removed_at`.
 */
export const catalogVariants = pgTable(
  'catalog_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => catalogProducts.id, { onDelete: 'cascade' }),
    sourceKey: text('source_key').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    image: text('image'),
    priceCny: fen('price_cny').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    minQuantity: integer('min_quantity').notNull(),
    multiple: integer('multiple').notNull(),
    stock: integer('stock').notNull(),
    removedAt: instant('removed_at'),
  },
  (t) => [uniqueIndex('catalog_variants_product_key').on(t.productId, t.sourceKey)],
);

/** A second-level choice inside a variant (a size inside a colour). */
export const catalogSubVariants = pgTable(
  'catalog_sub_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => catalogVariants.id, { onDelete: 'cascade' }),
    sourceKey: text('source_key').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    priceCny: fen('price_cny').notNull(),
    stock: integer('stock').notNull(),
    removedAt: instant('removed_at'),
  },
  (t) => [uniqueIndex('catalog_sub_variants_variant_key').on(t.variantId, t.sourceKey)],
);

/**
 * A customer's request for a product: by marketplace link, or by a photo and a description.
 * Open while `resolved_at` is null; resolved with a catalogue product or rejected with a reason
 * (by staff, or at once by the system when the catalogue already knows the link). One open
 * request per customer and link. The table keeps its first name, `link_requests` (and the audit
 * log its `link_request` entries): stored names are not renamed with the code (decision 260).
 */
export const productRequests = pgTable(
  'link_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    link: text('link'),
    marketplace: text('marketplace').$type<Marketplace>(),
    marketplaceProductId: text('marketplace_product_id'),
    /** Storage key of the photo of an image request. */
    imageKey: text('image_key'),
    imageFileName: text('image_file_name'),
    description: text('description').notNull().default(''),
    quantity: integer('quantity'),
    productId: uuid('product_id').references(() => catalogProducts.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    /** The staff member's id, or 'system' for a request the catalogue answered at once. */
    resolvedBy: text('resolved_by'),
    createdAt: instant('created_at').notNull().defaultNow(),
    resolvedAt: instant('resolved_at'),
  },
  (t) => [
    index('link_requests_queue').on(t.resolvedAt, t.createdAt),
    index('link_requests_customer').on(t.customerId, t.createdAt),
    uniqueIndex('link_requests_open_link')
      .on(t.customerId, t.link)
      .where(sql`${t.resolvedAt} is null and ${t.link} is not null`),
  ],
);

/** A wishlist entry, keyed by the product's canonical link (SPEC §3): unique per customer. */
export const wishlistEntries = pgTable(
  'wishlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => catalogProducts.id, { onDelete: 'cascade' }),
    link: text('link').notNull(),
    marketplace: text('marketplace').$type<Marketplace>().notNull(),
    marketplaceProductId: text('marketplace_product_id').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_entries_customer_link').on(t.customerId, t.link),
    index('wishlist_entries_customer_created').on(t.customerId, t.createdAt),
  ],
);
