import { SEARCH_SORTS } from '@storefront/domain';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { generatedFeed } from '../../modules/catalog/testing';
import { createTestDatabase, TEST_DATABASE_KINDS } from '../../testing/test-database';
import { createLocalFileStorage } from '../storage/local-file-storage.adapter';
import type { CatalogSearch } from './catalog-adapter';
import { searchProducts } from './catalog-store';
import { KEYWORD_MATCH_CACHE } from './keyword-match-cache';
import { createLocalCatalog } from './local-catalog.adapter';
import { importCatalogFeedIfEmpty } from './seed-local-catalog';
import { searchTerms } from './search-text';

describe.each(TEST_DATABASE_KINDS)('the two ways of reading a search page on %s', (kind) => {
  let handle: DatabaseHandle;
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'catalog-store-'));
    handle = await createTestDatabase(kind);
    await importCatalogFeedIfEmpty(
      handle.db,
      createLocalFileStorage(join(root, 'uploads')),
      await generatedFeed(300),
      new Date('2026-03-02T03:00:00.000Z'),
    );
  }, 180_000);
  afterAll(async () => {
    await handle.close();
    await rm(root, { recursive: true, force: true });
  });

  /** Every page, read with the given sparse-match threshold. */
  async function allIds(query: Omit<CatalogSearch, 'page' | 'limit'>, sparseMatches: number) {
    const ids: string[] = [];
    let total = 0;
    for (let page = 1; page <= 30; page += 1) {
      const found = await searchProducts(handle.db, { ...query, page, limit: 7 }, sparseMatches);
      total = found.total;
      ids.push(...found.products.map((product) => product.id));
      if (found.products.length < 7) break;
    }
    return { ids, total };
  }

  it.each(SEARCH_SORTS)(
    'pages %s identically off the index and by sorting the matches',
    async (sort) => {
      for (const [keyword, priceCny] of [
        ['bag', { min: null, max: null }],
        ['', { min: 500, max: 5_000 }],
        ['s', { min: 1_000, max: null }],
      ] as const) {
        const query = {
          searchType: '1688',
          keyword,
          terms: searchTerms(keyword),
          sort,
          priceCny,
        } as const;
        const indexed = await allIds(query, 0);
        const sorted = await allIds(query, Number.POSITIVE_INFINITY);
        expect(indexed.total).toBeGreaterThan(7);
        expect(sorted).toEqual(indexed);
        expect(new Set(indexed.ids).size).toBe(indexed.total);
      }
    },
  );

  it('answers a page past the last match without reading it', async () => {
    const query = {
      searchType: '1688',
      keyword: 'bag',
      terms: ['bag'],
      sort: 'popular',
      priceCny: { min: null, max: null },
    } as const;
    const first = await searchProducts(handle.db, { ...query, page: 1, limit: 100 });
    const beyond = await searchProducts(handle.db, { ...query, page: 99, limit: 100 });
    expect(beyond).toEqual({ products: [], total: first.total });
  });

  it.each(SEARCH_SORTS)(
    'pages %s from the keyword match cache exactly as the database does',
    async (sort) => {
      const cached = createLocalCatalog(handle.db);
      // A cache that keeps no keyword: every search falls back to the database's own query.
      const uncached = createLocalCatalog(handle.db, {
        ...KEYWORD_MATCH_CACHE,
        maxMatchesPerKeyword: 0,
      });
      const now = new Date('2026-03-02T04:00:00.000Z');
      for (const [keyword, priceCny] of [
        ['bag', { min: null, max: null }],
        ['s', { min: 1_000, max: null }],
        ['s', { min: null, max: 3_000 }],
        ['t shirt', { min: 500, max: 5_000 }],
        ['zzzz', { min: null, max: null }],
        // Category names in the market languages, digits, a short prefix, several terms.
        ['ตุ๊กตา', { min: null, max: null }],
        ['игрушка', { min: null, max: null }],
        ['2026 new', { min: null, max: null }],
        ['c', { min: null, max: null }],
        ['cotton plush toy', { min: null, max: 10_000 }],
        // Browsing, kept by page.
        ['', { min: null, max: null }],
        ['', { min: 1_000, max: 8_000 }],
      ] as const) {
        for (const searchType of ['1688', 'taobao'] as const) {
          const query = { searchType, keyword, terms: searchTerms(keyword), sort, priceCny };
          for (let page = 1; page <= 30; page += 1) {
            const expected = await searchProducts(handle.db, { ...query, page, limit: 7 });
            // Read twice: once filling the caches, once answered from them.
            expect(await cached.search({ ...query, page, limit: 7 }, now)).toEqual(expected);
            expect(await cached.search({ ...query, page, limit: 7 }, now)).toEqual(expected);
            expect(await uncached.search({ ...query, page, limit: 7 }, now)).toEqual(expected);
            if (expected.products.length < 7) break;
          }
        }
      }
    },
  );
});
