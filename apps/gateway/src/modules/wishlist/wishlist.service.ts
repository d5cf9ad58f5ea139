import type {
  CONTRACT_BY_ID,
  EndpointParsedRequest,
  EndpointResponse,
  wishlistEntrySchema,
} from '@storefront/contract';
import type { Marketplace, SearchSort } from '@storefront/domain';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { ProductRow } from '../../adapters/catalog/catalog-adapter';
import { matchesTerms } from '../../adapters/catalog/search-text';
import { productColumns } from '../../db/product-columns';
import { searchTerms } from '../../adapters/catalog/search-text';
import { catalogProducts, wishlistEntries } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Pricing } from '../catalog';
import { loadPricing, toProductSummary, withImageSizes } from '../catalog';
import { productForLink } from '../catalog';

type WishlistEntry = z.output<typeof wishlistEntrySchema>;
type ListQuery = EndpointParsedRequest<typeof CONTRACT_BY_ID.listWishlist>['query'];
type WishlistPage = EndpointResponse<typeof CONTRACT_BY_ID.listWishlist>;
type WishlistContext = Pick<
  AppContext,
  'db' | 'market' | 'now' | 'adapters' | 'config' | 'currentRate'
>;

const w = wishlistEntries;
const p = catalogProducts;

function toEntry(
  row: { entry: typeof w.$inferSelect; product: ProductRow },
  pricing: Pricing,
  publicUrl: string,
): WishlistEntry {
  return {
    link: row.entry.link,
    product: toProductSummary(row.product, pricing, publicUrl),
    added_at: row.entry.createdAt.toISOString(),
  };
}

/**
 * The list orders (decision 153): without a sort, and for "newest", the most recently wished
 * first — a wishlist is read as "what did I save lately"; the other sorts are the catalogue's,
 * on the product. Ties fall back to the newest wish.
 */
function orderFor(sort: SearchSort | undefined): SQL[] {
  const newestWish = [desc(w.createdAt), desc(w.id)];
  switch (sort) {
    case undefined:
    case 'newest':
      return newestWish;
    case 'top_sales':
      return [desc(p.sold), ...newestWish];
    case 'popular':
      return [desc(p.popularity), ...newestWish];
    case 'highest_price':
      return [desc(p.priceCny), ...newestWish];
    case 'lowest_price':
      return [asc(p.priceCny), ...newestWish];
  }
}

/** The caller's wishlist, 10 a page by default, searched by the same words as the catalogue. */
export async function listWishlist(
  context: WishlistContext,
  customerId: string,
  query: ListQuery,
): Promise<WishlistPage> {
  const where = and(eq(w.customerId, customerId), matchesTerms(searchTerms(query.search ?? '')));
  const [pricing, rows, totals] = await Promise.all([
    loadPricing(context),
    context.db
      .select({ entry: w, product: productColumns })
      .from(w)
      .innerJoin(p, eq(p.id, w.productId))
      .where(where)
      .orderBy(...orderFor(query.sort))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    context.db.select({ total: count() }).from(w).innerJoin(p, eq(p.id, w.productId)).where(where),
  ]);
  const entries = rows.map((row) => toEntry(row, pricing, context.config.publicUrl));
  // The 80 px thumbnails take a small WebP like the catalogue's (decision 247).
  const products = await withImageSizes(
    context.adapters.storage,
    entries.map((entry) => entry.product),
    context.config.publicUrl,
  );
  return {
    items: entries.map((entry, index) => ({ ...entry, product: products[index] ?? entry.product })),
    page: query.page,
    limit: query.limit,
    total: totals[0]?.total ?? 0,
  };
}

/**
 * Wishes a product by its marketplace link. The entry is keyed by the catalogue's canonical
 * link of the product, so every form of one product's link is one entry, and wishing it again
 * returns the entry already there (unique customer + link, no error, no second row).
 */
export async function addWishlist(
  context: WishlistContext,
  customerId: string,
  link: string,
): Promise<WishlistEntry> {
  const { product } = await productForLink(context, link, 'link');
  if (!product) throw new AppError('product_unavailable', undefined, { link: 'field.invalid' });
  if (product.removedAt !== null) throw new AppError('product_removed_by_supplier');
  await context.db
    .insert(w)
    .values({
      customerId,
      productId: product.id,
      link: product.link,
      marketplace: product.marketplace,
      marketplaceProductId: product.marketplaceProductId,
      createdAt: context.now(),
    })
    .onConflictDoNothing({ target: [w.customerId, w.link] });
  const [pricing, [row]] = await Promise.all([
    loadPricing(context),
    context.db
      .select({ entry: w, product: productColumns })
      .from(w)
      .innerJoin(p, eq(p.id, w.productId))
      .where(and(eq(w.customerId, customerId), eq(w.link, product.link))),
  ]);
  if (!row) throw new Error('the wishlist entry was not stored');
  return toEntry(row, pricing, context.config.publicUrl);
}

/** Removes the caller's entry of a marketplace product; none is not_found. */
export async function removeWishlist(
  context: WishlistContext,
  customerId: string,
  marketplace: Marketplace,
  marketplaceProductId: string,
): Promise<null> {
  const removed = await context.db
    .delete(w)
    .where(
      and(
        eq(w.customerId, customerId),
        eq(w.marketplace, marketplace),
        eq(w.marketplaceProductId, marketplaceProductId),
      ),
    )
    .returning({ id: w.id });
  if (removed.length === 0) throw new AppError('not_found');
  return null;
}

/** Every wished link, newest first, for marking products in any list. */
export async function listWishlistLinks(
  context: WishlistContext,
  customerId: string,
): Promise<{ links: string[] }> {
  const rows = await context.db
    .select({ link: w.link })
    .from(w)
    .where(eq(w.customerId, customerId))
    .orderBy(desc(w.createdAt), desc(w.id));
  return { links: rows.map((row) => row.link) };
}
