import type { ExchangeRate } from '@storefront/domain';
import { parseMarketplaceLink } from '@storefront/domain';
import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FeedProduct } from '../../../adapters/catalog/catalog-feed';
import { feedProductSchema } from '../../../adapters/catalog/catalog-feed';
import { searchTerms, searchTextOf } from '../../../adapters/catalog/search-text';
import {
  CATALOG_GENERATOR_CLI,
  importCatalogFeedIfEmpty,
  runCatalogGenerator,
} from '../../../adapters/catalog/seed-local-catalog';
import { createFileStorage } from '../../../adapters/storage/create-file-storage';
import { catalogProducts, exchangeRates } from '../../../db/schema';
import { createTestApp } from '../../../testing/test-app';
import type { TestApp } from '../../../testing/test-app';
import type { TestDatabaseKind } from '../../../testing/test-database';

/** Temporary folders of this test process, removed when it exits. */
const temporary: string[] = [];
process.once('exit', () => {
  for (const folder of temporary) rmSync(folder, { recursive: true, force: true });
});

export function temporaryFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(folder);
  return folder;
}

/** DATA_DIR of a test app, so that its uploads land in a folder of its own. */
export function testEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { DATA_DIR: temporaryFolder('gateway-data-'), ...extra };
}

const feeds = new Map<number, Promise<string>>();

/** The generator's sources: a change to any of them makes a fresh feed. */
async function generatorFingerprint(): Promise<string> {
  const folder = dirname(CATALOG_GENERATOR_CLI);
  const hash = createHash('sha256');
  for (const file of (await readdir(folder)).sort()) {
    if (file.endsWith('.ts') && !file.endsWith('.test.ts')) {
      hash.update(file).update(await readFile(join(folder, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A feed folder of the real generator (tools/catalog-generator). Drawing the images and writing
 * the products takes seconds, so a feed is made once per size and generator version and kept
 * in the system's temporary folder for every later test process (moved into place whole).
 */
export function generatedFeed(products: number): Promise<string> {
  let feed = feeds.get(products);
  if (!feed) {
    feed = (async () => {
      const cache = join(tmpdir(), 'storefront-catalog-feeds');
      const folder = join(cache, `${await generatorFingerprint()}-${products}`);
      if (existsSync(join(folder, 'manifest.json'))) return folder;
      await mkdir(cache, { recursive: true });
      const out = await mkdtemp(join(cache, 'partial-'));
      await runCatalogGenerator({ products, out });
      try {
        await rename(out, folder);
      } catch {
        // Another test process put the same feed in place first.
        await rm(out, { recursive: true, force: true });
      }
      return folder;
    })();
    feeds.set(products, feed);
  }
  return feed;
}

/** The products of a generated feed, as the importer reads them. */
export async function feedProducts(products: number): Promise<FeedProduct[]> {
  const text = await readFile(join(await generatedFeed(products), 'products.ndjson'), 'utf8');
  return text
    .trimEnd()
    .split('\n')
    .map((line) => feedProductSchema.parse(JSON.parse(line)));
}

/** The test catalogue: the first `products` products of the default seed, images included. */
export async function loadTestCatalog(t: TestApp, products = 300) {
  const storage = createFileStorage(t.config.fileStorage, t.handle.db);
  const counts = await importCatalogFeedIfEmpty(
    t.handle.db,
    storage,
    await generatedFeed(products),
    t.clock.now,
  );
  if (!counts) throw new Error('the test catalogue was already loaded');
  return counts;
}

export const IDR_RATE: ExchangeRate = { from: 'CNY', to: 'IDR', rate: '2290' };

/** The rate in force from a day before the test clock. */
export async function insertRate(t: TestApp, rate: ExchangeRate = IDR_RATE): Promise<void> {
  await t.handle.db.insert(exchangeRates).values({
    fromCurrency: rate.from,
    toCurrency: rate.to,
    rate: rate.rate,
    effectiveAt: new Date(t.clock.now.getTime() - 24 * 3_600_000),
    setBy: 'test',
  });
}

/**
 * A gateway on `kind` with the test catalogue's first `size` products loaded at the test rate
 * (IDR_RATE), and those products as the feed lists them: the set-up of the suites that search,
 * show or save catalogue products.
 */
export async function createCatalogApp(
  kind: TestDatabaseKind,
  size: number,
): Promise<{ t: TestApp; products: FeedProduct[] }> {
  const t = await createTestApp(kind, { env: testEnv() });
  await insertRate(t);
  await loadTestCatalog(t, size);
  return { t, products: await feedProducts(size) };
}

/** Marketplace and product id of a feed product (its link is the key). */
export function idsOf(product: FeedProduct): { marketplace: string; productId: string } {
  const parsed = parseMarketplaceLink(product.link);
  if (!parsed.ok) throw new Error(`not a product link: ${product.link}`);
  return { marketplace: parsed.marketplace, productId: parsed.productId };
}

/** The stored row of a feed product. */
export async function storedProduct(t: TestApp, product: FeedProduct) {
  const { productId } = idsOf(product);
  const [row] = await t.handle.db
    .select()
    .from(catalogProducts)
    .where(eq(catalogProducts.marketplaceProductId, productId));
  if (!row) throw new Error(`${product.link} is not stored`);
  return row;
}

/** The answer (in Indonesian, the default) to a request for a product the supplier removed. */
export const PRODUCT_REMOVED_ANSWER = {
  status: 410,
  message: 'Produk telah dihapus supplier',
  data: { code: 'product_removed_by_supplier' },
};

export async function markRemoved(t: TestApp, product: FeedProduct): Promise<void> {
  const row = await storedProduct(t, product);
  await t.handle.db
    .update(catalogProducts)
    .set({ removedAt: t.clock.now })
    .where(eq(catalogProducts.id, row.id));
}

/** What the keyword search should find, worked out in JavaScript from the feed. */
export function matchesKeyword(product: FeedProduct, keyword: string): boolean {
  const words = searchTextOf(product.title, product.keywords).match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return searchTerms(keyword).every((term) => words.some((word) => word.startsWith(term)));
}
