import type { Database } from '../../db/client';
import type { CatalogAdapter } from './catalog-adapter';
import {
  searchProducts,
  selectKeywordMatches,
  selectListedProducts,
  selectProductByMarketplaceId,
} from './catalog-store';
import type { KeywordMatchCacheOptions } from './keyword-match-cache';
import { KEYWORD_MATCH_CACHE, KeywordMatchCache } from './keyword-match-cache';

/**
 * The default catalogue: the catalog tables themselves, seeded from tools/catalog-generator.
 * It knows exactly what was loaded; a link to anything else is unknown (the request then waits
 * for staff), and its products never go stale.
 *
 * Keyword searches go through the keyword match cache (decision 197): the words are matched once
 * a minute per keyword and process, each page then costs one lookup of its rows by id. Browsing
 * (no keyword) reads its page straight off a sort index, which is cheap already, and a keyword
 * with more matches than the cache keeps falls back to the same query.
 */
export function createLocalCatalog(
  db: Database,
  cacheOptions: KeywordMatchCacheOptions = KEYWORD_MATCH_CACHE,
): CatalogAdapter {
  const keywords = new KeywordMatchCache(cacheOptions);
  return {
    source: 'local',
    async search(query, now) {
      if (query.terms.length === 0) return searchProducts(db, query);
      const page = await keywords.page(query, now.getTime(), (limit) =>
        selectKeywordMatches(db, query.searchType, query.terms, limit),
      );
      if (!page) return searchProducts(db, query);
      return { products: await selectListedProducts(db, page.ids), total: page.total };
    },
    findProduct: (marketplace, productId) =>
      selectProductByMarketplaceId(db, marketplace, productId),
    refreshProduct: async (product) => product,
  };
}
