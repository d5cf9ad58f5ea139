import { PRODUCT_SOURCES, parseMarketplaceLink } from '@storefront/domain';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import { catalogProducts, catalogSubVariants, catalogVariants } from '../../db/schema';
import type { FileStorage } from '../storage/file-storage';
import type { Transaction } from '../../db/transaction';
import { searchTextOf } from './search-text';

/**
 * The catalogue feed: the folder tools/catalog-generator writes (decision 150). This schema is
 * the format's one definition on the reading side; the generator's output is checked against
 * it by the gateway's tests, which run the real generator.
 */
export const CATALOG_FEED_FORMAT = 'storefront-catalog-feed';
export const CATALOG_FEED_VERSION = 1;

/** Where the gateway serves the feed's images; stored product rows keep these paths. */
export const CATALOG_IMAGE_PATH = '/catalog/images/';
/** The storage folder of the catalogue images. */
export const CATALOG_IMAGE_KEY_PREFIX = 'catalog/';
export const CATALOG_IMAGE_NAME = /^[a-z0-9][a-z0-9-]*\.png$/;

const count = z.number().int().min(0);
const fen = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const imageName = z.string().regex(CATALOG_IMAGE_NAME);

const feedSubVariantSchema = z.object({
  key: z.string().min(1),
  name: z.string().min(1),
  price_cny: fen,
  stock: count,
});

const feedVariantSchema = z.object({
  key: z.string().min(1),
  name: z.string().min(1),
  image: imageName.nullable(),
  price_cny: fen,
  weight_grams: count,
  min_quantity: z.number().int().min(1),
  multiple: z.number().int().min(1),
  stock: count,
  sub_variants: z.array(feedSubVariantSchema),
});

export const feedProductSchema = z.object({
  link: z.string(),
  /** The link is made up (the generated catalogue, decision 298): stored so pages say so. */
  demo_link: z.boolean().default(false),
  product_source: z.enum(PRODUCT_SOURCES),
  title: z.string().min(1),
  category: z.string(),
  keywords: z.array(z.string()),
  description: z.string(),
  images: z.array(imageName),
  sold: count,
  popularity: count,
  listed_at: z.iso.datetime(),
  variants: z.array(feedVariantSchema).min(1),
});
export type FeedProduct = z.output<typeof feedProductSchema>;

export const feedManifestSchema = z.object({
  format: z.literal(CATALOG_FEED_FORMAT),
  version: z.literal(CATALOG_FEED_VERSION),
  seed: count,
  products: count,
  variants: count,
  subVariants: count,
  images: count,
});
export type FeedManifest = z.output<typeof feedManifestSchema>;

export class CatalogFeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogFeedError';
  }
}

export interface FeedImportCounts {
  readonly products: number;
  readonly variants: number;
  readonly subVariants: number;
  readonly images: number;
}

export async function readFeedManifest(folder: string): Promise<FeedManifest> {
  const text = await readFile(join(folder, 'manifest.json'), 'utf8');
  const parsed = feedManifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new CatalogFeedError(
      `${folder} is not a catalogue feed of version ${CATALOG_FEED_VERSION}`,
    );
  }
  return parsed.data;
}

/** Copies the feed's images into storage under catalog/ (idempotent: same name, same bytes). */
export async function storeFeedImages(folder: string, storage: FileStorage): Promise<number> {
  const names = (await readdir(join(folder, 'images'))).filter((name) =>
    CATALOG_IMAGE_NAME.test(name),
  );
  for (const name of names) {
    await storage.put(
      `${CATALOG_IMAGE_KEY_PREFIX}${name}`,
      await readFile(join(folder, 'images', name)),
    );
  }
  return names.length;
}

const imagePath = (name: string) => `${CATALOG_IMAGE_PATH}${name}`;

/**
 * Inserts rows as ONE parameter, a JSON array that PostgreSQL unpacks with jsonb_to_recordset:
 * building a 500-row multi-VALUES statement through the query builder cost more CPU than the
 * database spent storing the rows (decision 151). Column names and types come from the Drizzle
 * table, so nothing about the schema is written twice; the values never touch the SQL text.
 */
async function insertJsonRows(
  tx: Transaction,
  table: typeof catalogProducts | typeof catalogVariants | typeof catalogSubVariants,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const [first] = rows;
  if (first === undefined) return;
  const columns: Record<string, { name: string; getSQLType(): string }> = getTableColumns(table);
  const keys = Object.keys(first);
  const names = keys.map((key) => `"${columns[key]?.name}"`).join(', ');
  const types = keys
    .map((key) => `"${columns[key]?.name}" ${columns[key]?.getSQLType()}`)
    .join(', ');
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(keys.map((key) => [columns[key]?.name, row[key]]))),
  );
  await tx.execute(
    sql`insert into ${table} (${sql.raw(names)}) select ${sql.raw(names)} from jsonb_to_recordset(${json}::jsonb) as r(${sql.raw(types)})`,
  );
}

/** Rows waiting for one INSERT per table. */
class Batch {
  products: (typeof catalogProducts.$inferInsert)[] = [];
  variants: (typeof catalogVariants.$inferInsert)[] = [];
  subVariants: (typeof catalogSubVariants.$inferInsert)[] = [];

  get full(): boolean {
    return this.products.length >= 1_000 || this.subVariants.length >= 8_000;
  }

  async flush(tx: Transaction): Promise<void> {
    await insertJsonRows(tx, catalogProducts, this.products);
    await insertJsonRows(tx, catalogVariants, this.variants);
    await insertJsonRows(tx, catalogSubVariants, this.subVariants);
    this.products = [];
    this.variants = [];
    this.subVariants = [];
  }
}

function addProduct(batch: Batch, product: FeedProduct, now: Date, line: number): void {
  const link = parseMarketplaceLink(product.link);
  if (!link.ok) throw new CatalogFeedError(`line ${line}: ${product.link} is not a product link`);
  const productId = randomUUID();
  batch.products.push({
    id: productId,
    marketplace: link.marketplace,
    marketplaceProductId: link.productId,
    link: link.canonicalUrl,
    demoLink: product.demo_link,
    productSource: product.product_source,
    title: product.title,
    searchText: searchTextOf(product.title, product.keywords),
    category: product.category,
    description: product.description,
    images: product.images.map(imagePath),
    priceCny: Math.min(...product.variants.map((variant) => variant.price_cny)),
    sold: product.sold,
    popularity: product.popularity,
    listedAt: new Date(product.listed_at),
    detailsSyncedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  product.variants.forEach((variant, position) => {
    const variantId = randomUUID();
    batch.variants.push({
      id: variantId,
      productId,
      sourceKey: variant.key,
      position,
      name: variant.name,
      image: variant.image === null ? null : imagePath(variant.image),
      priceCny: variant.price_cny,
      weightGrams: variant.weight_grams,
      minQuantity: variant.min_quantity,
      multiple: variant.multiple,
      stock: variant.stock,
    });
    variant.sub_variants.forEach((sub, subPosition) => {
      batch.subVariants.push({
        variantId,
        sourceKey: sub.key,
        position: subPosition,
        name: sub.name,
        priceCny: sub.price_cny,
        stock: sub.stock,
      });
    });
  });
}

/**
 * Inserts every product of the feed's products.ndjson, streamed line by line, in batches inside
 * the caller's transaction: a bad line (not the format, a link that is not a
 * marketplace product) stops the import with its line number and nothing is kept.
 */
export async function insertFeedProducts(
  tx: Transaction,
  folder: string,
  now: Date,
): Promise<Omit<FeedImportCounts, 'images'>> {
  const lines = createInterface({
    input: createReadStream(join(folder, 'products.ndjson'), { encoding: 'utf8' }),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  const batch = new Batch();
  const counts = { products: 0, variants: 0, subVariants: 0 };
  let line = 0;
  for await (const text of lines) {
    line += 1;
    if (text.trim() === '') continue;
    const parsed = feedProductSchema.safeParse(JSON.parse(text));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new CatalogFeedError(
        `line ${line}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'is not a feed product'}`,
      );
    }
    addProduct(batch, parsed.data, now, line);
    counts.products += 1;
    counts.variants += parsed.data.variants.length;
    for (const variant of parsed.data.variants) counts.subVariants += variant.sub_variants.length;
    if (batch.full) await batch.flush(tx);
  }
  await batch.flush(tx);
  return counts;
}
