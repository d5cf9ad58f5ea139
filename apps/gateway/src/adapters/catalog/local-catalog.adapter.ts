import type { Database } from '../../db/client';
import type { CatalogAdapter } from './catalog-adapter';
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
 * The default catalogue: the catalog tables themselves, seeded from tools/catalog-generator.
 * It knows exactly what was loaded; a link to anything else is unknown (the request then waits
 * for staff), and its products never go stale.
 *
 * Keyword searches (decisions 197, 198): which products a keyword matches comes from the
 * catalogue lexicon held in the process, is kept a minute per keyword, and each page then costs
 * one lookup of its rows by id. Browsing (no keyword) reads its page straight off a sort index,
 * which is cheap already; a keyword with more matches than the cache keeps, or with a term the
 * database's parser splits into several words, is answered by the database's own query.
 */
export function createLocalCatalog(
  db: Database,
  cacheOptions: KeywordMatchCacheOptions = KEYWORD_MATCH_CACHE,
): CatalogAdapter {
  const keywords = new KeywordMatchCache(cacheOptions);
  const lexicon = new LexiconSource(() => selectLexiconRows(db));
  return {
    source: 'local',
    async search(query, now) {
      if (query.terms.length === 0) return searchProducts(db, query);
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
      return { products: await selectListedProducts(db, page.ids), total: page.total };
    },
    findProduct: (marketplace, productId) =>
      selectProductByMarketplaceId(db, marketplace, productId),
    refreshProduct: async (product) => product,
  };
}
