import type { Database } from '../../db/client';
import type { CatalogAdapter } from './catalog-adapter';
import { searchProducts, selectProductByMarketplaceId } from './catalog-store';

/**
 * The default catalogue: the catalog tables themselves, seeded from tools/catalog-generator.
 * It knows exactly what was loaded; a link to anything else is unknown (the request then waits
 * for staff), and its products never go stale.
 */
export function createLocalCatalog(db: Database): CatalogAdapter {
  return {
    source: 'local',
    search: (query) => searchProducts(db, query),
    findProduct: (marketplace, productId) =>
      selectProductByMarketplaceId(db, marketplace, productId),
    refreshProduct: async (product) => product,
  };
}
