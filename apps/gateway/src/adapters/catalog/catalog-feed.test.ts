import { eq } from 'drizzle-orm';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { catalogProducts, catalogSubVariants, catalogVariants } from '../../db/schema';
import { feedProducts, generatedFeed } from '../../modules/catalog/testing';
import { createTestDatabase, TEST_DATABASE_KINDS } from '../../testing/test-database';
import type { FileStorage } from '../storage/file-storage';
import { createLocalFileStorage } from '../storage/local-file-storage.adapter';
import { CatalogFeedError, readFeedManifest } from './catalog-feed';
import { selectProductByMarketplaceId } from './catalog-store';
import { selectVariants } from '../../modules/catalog';
import {
  importCatalogFeedIfEmpty,
  runCatalogGenerator,
  seedLocalCatalogIfEmpty,
} from './seed-local-catalog';

const NOW = new Date('2026-03-02T03:00:00.000Z');

describe.each(TEST_DATABASE_KINDS)('catalogue feed import on %s', (kind) => {
  let root: string;
  let storage: FileStorage;
  const handles: DatabaseHandle[] = [];
  const database = async () => {
    const handle = await createTestDatabase(kind);
    handles.push(handle);
    return handle.db;
  };

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'feed-import-'));
    storage = createLocalFileStorage(join(root, 'uploads'));
    await generatedFeed(60);
  }, 180_000);
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await rm(root, { recursive: true, force: true });
  });

  /** A copy of the 60-product feed whose product lines a test rewrites. */
  async function feedWithLines(lines: string[]): Promise<string> {
    const folder = await mkdtemp(join(root, 'feed-'));
    await cp(await generatedFeed(60), folder, { recursive: true });
    await writeFile(join(folder, 'products.ndjson'), `${lines.join('\n')}\n`);
    return folder;
  }

  it('loads every product, variant, sub-variant and image of the feed, once', async () => {
    const db = await database();
    const folder = await generatedFeed(60);
    const manifest = await readFeedManifest(folder);
    const counts = await importCatalogFeedIfEmpty(db, storage, folder, NOW);
    expect(counts).toEqual({
      products: 60,
      variants: manifest.variants,
      subVariants: manifest.subVariants,
      images: manifest.images,
    });
    expect(await db.$count(catalogProducts)).toBe(60);
    expect(await db.$count(catalogVariants)).toBe(manifest.variants);
    expect(await db.$count(catalogSubVariants)).toBe(manifest.subVariants);

    const [product] = await feedProducts(60);
    const id = /offer\/(\d+)\.html$/.exec(product?.link ?? '')?.[1] ?? '';
    const row = await selectProductByMarketplaceId(db, '1688', id);
    expect(row).toMatchObject({
      link: product?.link,
      // The generator's ids are made up: stored as a demo link, which pages do not link to.
      demoLink: true,
      title: product?.title,
      category: product?.category,
      images: product?.images.map((name) => `/catalog/images/${name}`),
      sold: product?.sold,
      listedAt: new Date(product?.listed_at ?? ''),
      removedAt: null,
      detailsSyncedAt: NOW,
    });
    const variants = await selectVariants(db, row?.id ?? '');
    expect(
      variants.map((variant) => [variant.name, variant.subVariants.map((sub) => sub.name)]),
    ).toEqual(
      product?.variants.map((variant) => [
        variant.name,
        variant.sub_variants.map((sub) => sub.name),
      ]),
    );
    const image = product?.images[0] ?? '';
    expect((await storage.get(`catalog/${image}`))?.bytes).toEqual(
      await readFile(join(folder, 'images', image)),
    );

    expect(await importCatalogFeedIfEmpty(db, storage, folder, NOW)).toBeNull();
    expect(await db.$count(catalogProducts)).toBe(60);
  }, 120_000);

  it('stops at a line that is not a feed product, keeping nothing', async () => {
    const db = await database();
    const [first, second] = (
      await readFile(join(await generatedFeed(60), 'products.ndjson'), 'utf8')
    )
      .trimEnd()
      .split('\n');
    const broken = { ...JSON.parse(second ?? '{}'), variants: [] };
    const folder = await feedWithLines([first ?? '', '', JSON.stringify(broken)]);
    await expect(importCatalogFeedIfEmpty(db, storage, folder, NOW)).rejects.toThrow(
      /^line 3: variants /,
    );
    expect(await db.$count(catalogProducts)).toBe(0);
  });

  it('stops at a link that is not a marketplace product', async () => {
    const db = await database();
    const [first] = (
      await readFile(join(await generatedFeed(60), 'products.ndjson'), 'utf8')
    ).split('\n');
    const foreign = {
      ...JSON.parse(first ?? '{}'),
      link: 'https://www.aliexpress.com/item/1.html',
    };
    const folder = await feedWithLines([JSON.stringify(foreign)]);
    const failure = importCatalogFeedIfEmpty(db, storage, folder, NOW);
    await expect(failure).rejects.toThrow(CatalogFeedError);
    await expect(failure).rejects.toThrow(
      'line 1: https://www.aliexpress.com/item/1.html is not a product link',
    );
  });

  it('refuses a folder of another format or version', async () => {
    const db = await database();
    const folder = await feedWithLines([]);
    await writeFile(
      join(folder, 'manifest.json'),
      JSON.stringify({ format: 'storefront-catalog-feed', version: 2 }),
    );
    await expect(importCatalogFeedIfEmpty(db, storage, folder, NOW)).rejects.toThrow(
      'is not a catalogue feed of version 1',
    );
  });

  it('seeds an empty catalogue from the generator on a first start, and only then', async () => {
    const db = await database();
    expect(await seedLocalCatalogIfEmpty(db, storage, { products: 0, now: NOW })).toEqual({
      seeded: false,
    });
    const seeded = await seedLocalCatalogIfEmpty(db, storage, { products: 25, seed: 9, now: NOW });
    expect(seeded).toMatchObject({ seeded: true, counts: { products: 25, images: 288 } });
    expect(await seedLocalCatalogIfEmpty(db, storage, { products: 25, now: NOW })).toEqual({
      seeded: false,
    });
    expect(await db.$count(catalogProducts)).toBe(25);
    const [row] = await db.select().from(catalogProducts).where(eq(catalogProducts.sold, -1));
    expect(row).toBeUndefined();
  }, 180_000);
});

describe('running the generator', () => {
  it('says what to do when the generator is not there', async () => {
    await expect(
      runCatalogGenerator({ products: 1, out: tmpdir(), cli: '/nowhere/cli.ts' }),
    ).rejects.toThrow(
      'The catalogue generator is not at /nowhere/cli.ts: set CATALOG_SEED_PRODUCTS=0 or CATALOG_API_URL',
    );
  });

  it('reports its error when it fails', async () => {
    const out = await mkdtemp(join(tmpdir(), 'feed-fail-'));
    try {
      await expect(runCatalogGenerator({ products: -1, out })).rejects.toThrow(
        'The catalogue generator failed: --products must be a whole number, got -1',
      );
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  }, 60_000);
});
