import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { catalogProducts } from '../../db/schema';
import type { FileStorage } from '../storage/file-storage';
import type { FeedImportCounts } from './catalog-feed';
import {
  CatalogFeedError,
  insertFeedProducts,
  readFeedManifest,
  storeFeedImages,
} from './catalog-feed';

const GENERATOR_PATH = 'tools/catalog-generator/cli.ts';

/**
 * The workspace root, where `tsx` resolves and tools/ lives: the nearest folder above this
 * module that holds the generator. Searched rather than counted, because this module runs both
 * from its source (apps/gateway/src/adapters/catalog) and bundled (apps/gateway/dist).
 */
function findWorkspaceRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, GENERATOR_PATH))) return dir;
    if (dirname(dir) === dir) return from;
  }
}
const WORKSPACE_ROOT = findWorkspaceRoot(import.meta.dirname);
/**
 * The generator is a separate program of the workspace (tools/ may not be imported by the
 * gateway, decision 150): it is run, and its output folder is read.
 */
export const CATALOG_GENERATOR_CLI = join(WORKSPACE_ROOT, GENERATOR_PATH);

/** Any constant shared by every replica; it only names the lock of the catalogue seed. */
const CATALOG_SEED_LOCK_KEY = 7_340_150;

/** Runs tools/catalog-generator and resolves when the feed folder is complete. */
export async function runCatalogGenerator(options: {
  products: number;
  seed?: number | undefined;
  out: string;
  /** Another copy of the program (tests). */
  cli?: string;
}): Promise<void> {
  const cli = options.cli ?? CATALOG_GENERATOR_CLI;
  if (!existsSync(cli)) {
    throw new CatalogFeedError(
      `The catalogue generator is not at ${cli}: set CATALOG_SEED_PRODUCTS=0 or CATALOG_API_URL`,
    );
  }
  const args = ['--import', 'tsx', cli, `--products=${options.products}`];
  if (options.seed !== undefined) args.push(`--seed=${options.seed}`);
  args.push(`--out=${options.out}`);
  const child = spawn(process.execPath, args, {
    cwd: WORKSPACE_ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const code = await new Promise<number | null>((done, fail) => {
    child.once('error', fail);
    child.once('exit', done);
  });
  if (code !== 0) throw new CatalogFeedError(`The catalogue generator failed: ${stderr.trim()}`);
}

/**
 * Loads a generated feed folder into an empty catalogue: images into storage, then every product
 * in one transaction under an advisory lock, so replicas starting together load it once and a
 * process killed half-way leaves an empty catalogue that the next start loads again. A catalogue
 * that already has a product is left alone.
 */
export async function importCatalogFeedIfEmpty(
  db: Database,
  storage: FileStorage,
  folder: string,
  now: Date,
): Promise<FeedImportCounts | null> {
  await readFeedManifest(folder);
  const images = await storeFeedImages(folder, storage);
  const counts = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOG_SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ id: catalogProducts.id }).from(catalogProducts).limit(1);
    if (existing) return null;
    return insertFeedProducts(tx, folder, now);
  });
  if (counts === null) return null;
  // Outside the transaction (VACUUM cannot run in one): the visibility map lets counts read the
  // indexes alone, and the statistics let the planner choose between keyword and sort indexes.
  await db.execute(sql`vacuum analyze catalog_products, catalog_variants, catalog_sub_variants`);
  return { ...counts, images };
}

export type CatalogSeedResult =
  | { readonly seeded: false }
  | { readonly seeded: true; readonly counts: FeedImportCounts; readonly durationMs: number };

/**
 * The first start of a gateway on the local catalogue: an empty catalogue gets `products`
 * generated products (the same ones on every machine for a given seed).
 */
export async function seedLocalCatalogIfEmpty(
  db: Database,
  storage: FileStorage,
  options: { products: number; seed?: number; now: Date },
): Promise<CatalogSeedResult> {
  const startedAt = performance.now();
  if (options.products === 0) return { seeded: false };
  const [existing] = await db.select({ id: catalogProducts.id }).from(catalogProducts).limit(1);
  if (existing) return { seeded: false };
  const folder = await mkdtemp(join(tmpdir(), 'catalog-feed-'));
  try {
    await runCatalogGenerator({ products: options.products, seed: options.seed, out: folder });
    const counts = await importCatalogFeedIfEmpty(db, storage, folder, options.now);
    return counts === null
      ? { seeded: false }
      : { seeded: true, counts, durationMs: Math.round(performance.now() - startedAt) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
