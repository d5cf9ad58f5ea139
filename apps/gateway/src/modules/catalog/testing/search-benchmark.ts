/**
 * The catalogue search on a large catalogue (not a test: it prints figures).
 *
 *   node --import tsx apps/gateway/src/modules/catalog/testing/search-benchmark.ts \
 *     [--products 100000] [--runs 20] [--kinds pglite,postgres] [--feed <folder>]
 *
 * Generates the catalogue with tools/catalog-generator (or reads --feed), loads it into a fresh
 * PGlite (in memory) and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, into a fresh
 * PostgreSQL database, then times searches through the whole gateway (app.inject: validation,
 * the query, pricing, serialisation) and prints median and 95th percentile per search.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../app';
import { createAdapters } from '../../../adapters/create-adapters';
import {
  importCatalogFeedIfEmpty,
  runCatalogGenerator,
} from '../../../adapters/catalog/seed-local-catalog';
import { loadConfig } from '../../../config';
import { catalogProducts, exchangeRates } from '../../../db/schema';
import { createTestDatabase } from '../../../testing/test-database';
import type { TestDatabaseKind } from '../../../testing/test-database';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '20' },
    kinds: { type: 'string', default: 'pglite,postgres' },
    feed: { type: 'string' },
  },
});
const products = Number(values.products);
const runs = Number(values.runs);
const kinds = values.kinds.split(',').map((kind): TestDatabaseKind => {
  if (kind === 'pglite' || kind === 'postgres') return kind;
  throw new Error(`--kinds: ${kind} is neither pglite nor postgres`);
});
const adminUrl = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'];

const SEARCHES: ReadonlyArray<[label: string, query: string]> = [
  ['browse, default sort (popular)', ''],
  ['browse, top sales', '?sort=top_sales'],
  ['browse, newest', '?sort=newest'],
  ['browse, lowest price', '?sort=lowest_price'],
  ['browse, highest price', '?sort=highest_price'],
  ['browse taobao, top sales', '?search_type=taobao&sort=top_sales'],
  ['keyword "bag" (common), top sales', '?keyword=bag&sort=top_sales'],
  ['keyword "t-shirt cotton", popular', '?keyword=t-shirt%20cotton'],
  ['keyword "polarized sunglasses" (rare)', '?keyword=polarized%20sunglasses'],
  ['keyword Thai "กระเป๋า", newest', `?keyword=${encodeURIComponent('กระเป๋า')}&sort=newest`],
  ['keyword prefix "wat"', '?keyword=wat'],
  ['price 50,000-150,000 IDR, lowest price', '?min_price=50000&max_price=150000&sort=lowest_price'],
  ['keyword "bag" + price range', '?keyword=bag&min_price=20000&max_price=80000&sort=top_sales'],
  ['browse, page 200 of 20', '?page=200&limit=20&sort=top_sales'],
  ['keyword with no match', '?keyword=zzqxv'],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? Number.NaN;
}

async function bench(kind: TestDatabaseKind, feed: string, dataDir: string): Promise<void> {
  if (kind === 'postgres' && !adminUrl) {
    throw new Error('postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  }
  const handle = await createTestDatabase(kind, adminUrl);
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      MARKET: 'id',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    });
    const adapters = createAdapters(config, handle.db);
    const now = new Date('2026-03-02T03:00:00.000Z');
    await handle.db.insert(exchangeRates).values({
      fromCurrency: 'CNY',
      toCurrency: 'IDR',
      rate: '2290',
      effectiveAt: new Date(now.getTime() - 3_600_000),
    });
    const importStart = performance.now();
    const counts = await importCatalogFeedIfEmpty(handle.db, adapters.storage, feed, now);
    const importMs = performance.now() - importStart;
    const size = await handle.db.execute(
      sql`select pg_size_pretty(pg_total_relation_size('catalog_products')) as size`,
    );
    console.log(
      `\n${kind}: loaded ${JSON.stringify(counts)} in ${(importMs / 1000).toFixed(1)} s; catalog_products with indexes: ${
        (size as unknown as { rows: Array<{ size: string }> }).rows[0]?.size
      }`,
    );
    const app = await buildApp({
      config: { ...config, rateLimitPerMinute: 1_000_000 },
      db: handle.db,
      adapters,
      now: () => now,
      logger: false,
    });
    await app.ready();
    const [someProduct] = await handle.db
      .select({ id: catalogProducts.id })
      .from(catalogProducts)
      .limit(1);
    const searches: ReadonlyArray<[string, string]> = [
      ...SEARCHES.map(([label, query]): [string, string] => [label, `/oci/catalog/search${query}`]),
      ['product detail', `/oci/catalog/product/${someProduct?.id}`],
    ];
    console.log(
      `${'search'.padEnd(44)} ${'total'.padStart(7)} ${'median'.padStart(9)} ${'p95'.padStart(9)}`,
    );
    for (const [label, url] of searches) {
      const times: number[] = [];
      let total = 0;
      for (let run = -2; run < runs; run += 1) {
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url });
        const elapsed = performance.now() - started;
        if (response.statusCode !== 200)
          throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        total = JSON.parse(response.body).data.total ?? 1;
        if (run >= 0) times.push(elapsed);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${label.padEnd(44)} ${String(total).padStart(7)} ${percentile(times, 0.5).toFixed(1).padStart(7)}ms ${percentile(times, 0.95).toFixed(1).padStart(7)}ms`,
      );
    }
    await app.close();
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'catalog-bench-'));
  try {
    let feed = values.feed;
    if (!feed || !existsSync(join(feed, 'manifest.json'))) {
      feed = feed ?? join(work, 'feed');
      const started = performance.now();
      await runCatalogGenerator({ products, out: feed });
      console.log(
        `generated ${products} products in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    for (const kind of kinds) await bench(kind, feed, join(work, kind));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
