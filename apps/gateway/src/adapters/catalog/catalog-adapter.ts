import type { Marketplace, SearchSort, SearchType } from '@storefront/domain';
import type { catalogProducts } from '../../db/schema';

/** A stored product as services see it (the search vector is the database's business). */
export type ProductRow = Omit<typeof catalogProducts.$inferSelect, 'searchVector'>;

/** A price filter in fen, both ends included; null leaves that end open. */
export interface CnyRange {
  readonly min: number | null;
  readonly max: number | null;
}

export interface CatalogSearch {
  readonly searchType: SearchType;
  /** The keyword as typed (a remote service searches it itself). */
  readonly keyword: string;
  /** Its words, normalised (the local catalogue matches them as word prefixes). */
  readonly terms: readonly string[];
  readonly sort: SearchSort;
  readonly priceCny: CnyRange;
  readonly page: number;
  readonly limit: number;
}

export interface CatalogPage {
  readonly products: readonly ProductRow[];
  /**
   * The matches counted: exact, or (the local catalogue, decision 196) stopped somewhere past
   * the domain's SEARCH_TOTAL_CAP. Answers pass it through `searchTotal`.
   */
  readonly total: number;
}

/**
 * The catalogue port. Products always end up in the catalog tables, whatever the source, so
 * that every other feature refers to one stable product id: the local adapter IS those tables
 * (seeded by tools/catalog-generator); the remote one fills them from a marketplace data service.
 */
export interface CatalogAdapter {
  readonly source: 'local' | 'onebound';
  search(query: CatalogSearch, now: Date): Promise<CatalogPage>;
  /** The product of a marketplace id; a remote source fetches one it has not seen yet. */
  findProduct(marketplace: Marketplace, productId: string, now: Date): Promise<ProductRow | null>;
  /**
   * Brings the product's variants up to date when the source has fresher ones. `force` (the
   * cart's sync) reads the source whatever the age of the last read, and lets a failure of the
   * source through as CatalogSourceError instead of falling back to what was read before.
   */
  refreshProduct(product: ProductRow, now: Date, options?: RefreshOptions): Promise<ProductRow>;
}

export interface RefreshOptions {
  readonly force?: boolean;
}

/** The marketplace data service failed (unreachable, refused, answered nonsense). */
export class CatalogSourceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CatalogSourceError';
  }
}
