import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import type { CatalogAdapter, CatalogPage, CatalogSearch, ProductRow } from './catalog-adapter';
import { LexiconSource } from './catalog-lexicon';
import {
  searchProducts,
  selectLexiconRows,
  selectListedProducts,
  selectProductByMarketplaceId,
  selectTermWords,
} from './catalog-store';
import type { KeywordMatchCacheOptions } from './keyword-match-cache';
import { KEYWORD_MATCH_CACHE, KeywordMatchCache } from './keyword-match-cache';

/**
 * What a search page shows of a product is kept this long (decision 199): like the keyword
 * matches (197), a change of the catalogue tables made by other means than this process shows
 * after at most a minute.
 */
export const SEARCH_PAGE_CACHE = {
  ttlMs: 60_000,
  /** Products kept for pages (≈ 2 KB each: 100 MB at most). */
  maxProducts: 50_000,
} as const;

/**
 * Browsing (no keyword) pages through a whole marketplace: one "keyword" per search type whose
 * matches are every listed product of it, as many as the catalogue holds (decision 199).
 */
const BROWSE_CACHE: KeywordMatchCacheOptions = {
  maxAgeMs: KEYWORD_MATCH_CACHE.maxAgeMs,
  maxMatchesPerKeyword: 500_000,
  maxMatches: 1_000_000,
};

/**
 * The default catalogue: the catalog tables themselves, seeded from tools/catalog-generator.
 * It knows exactly what was loaded; a link to anything else is unknown (the request then waits
 * for staff), and its products never go stale.
 *
 * Searches (decisions 197–199): which products a keyword matches — for a browse, every product of
 * the search type — comes from the catalogue lexicon held in the process, is kept a minute per
 * keyword and sorted there; the products a page shows are kept a minute by id. A keyword with
 * more matches than the cache keeps, or with a term the database's parser splits, is answered by
 * the database's own query.
 */
export function createLocalCatalog(
  db: Database,
  cacheOptions: KeywordMatchCacheOptions = KEYWORD_MATCH_CACHE,
): CatalogAdapter {
  const keywords = new KeywordMatchCache(cacheOptions);
  const lexicon = new LexiconSource(() => selectLexiconRows(db));
  const products = new LRUCache<string, ProductRow>({
    max: SEARCH_PAGE_CACHE.maxProducts,
    ttl: SEARCH_PAGE_CACHE.ttlMs,
  });
  const browsing = new KeywordMatchCache(BROWSE_CACHE);

  function keep(rows: readonly ProductRow[]): void {
    for (const row of rows) products.set(row.id, row);
  }

  /** The listed products of `ids` in their order; only those not kept are read. */
  async function listed(ids: readonly string[]): Promise<ProductRow[]> {
    const kept = new Map<string, ProductRow>();
    const missing: string[] = [];
    for (const id of ids) {
      const row = products.get(id);
      if (row) kept.set(id, row);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const read = await selectListedProducts(db, missing);
      keep(read);
      for (const row of read) kept.set(row.id, row);
    }
    return ids.flatMap((id) => kept.get(id) ?? []);
  }

  /** A browse from the lexicon's products of the search type; past BROWSE_CACHE, the database. */
  async function browse(query: CatalogSearch, now: Date): Promise<CatalogPage> {
    const page = await browsing.page(query, now.getTime(), async () =>
      (await lexicon.get(now.getTime())).listed(query.searchType),
    );
    if (!page) return searchProducts(db, query);
    return { products: await listed(page.ids), total: page.total };
  }

  return {
    source: 'local',
    async search(query, now) {
      if (query.terms.length === 0) return browse(query, now);
      const page = await keywords.page(query, now.getTime(), async () => {
        const words = await selectTermWords(db, query.terms);
        // Each term must be one word to the parser, itself: then "every term a prefix of one of
        // the product's words" is exactly the database's tsquery (a split term is a phrase there).
        const single = words.every(
          (termWords, index) => termWords.length === 1 && termWords[0] === query.terms[index],
        );
        if (!single || words.length !== query.terms.length) return null;
        return (await lexicon.get(now.getTime())).matches(query.searchType, query.terms);
      });
      if (!page) return searchProducts(db, query);
      return { products: await listed(page.ids), total: page.total };
    },
    findProduct: (marketplace, productId) =>
      selectProductByMarketplaceId(db, marketplace, productId),
    refreshProduct: async (product) => product,
  };
}
