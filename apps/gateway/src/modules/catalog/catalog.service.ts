import type { CONTRACT_BY_ID, EndpointParsedRequest, EndpointResponse } from '@storefront/contract';
import type { Marketplace, SearchSort } from '@storefront/domain';
import { isLinkLike, parseMarketplaceLink, searchTotal } from '@storefront/domain';
import type { AppContext } from '../../app-context';
import type { ProductRow } from '../../adapters/catalog/catalog-adapter';
import { CatalogSourceError } from '../../adapters/catalog/catalog-adapter';
import { selectProductById, selectVariants } from './catalog.repo';
import { searchTerms } from '../../adapters/catalog/search-text';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../db/row-id';
import { responsiveImages } from './catalog-images';
import type { ProductDetail, ProductSummary } from './catalog-pricing';
import { loadPricing, toProductDetail, toProductSummary } from './catalog-pricing';
import { cnyRangeFor } from './price-bounds';

type SearchQuery = EndpointParsedRequest<typeof CONTRACT_BY_ID.searchCatalog>['query'];
type SearchAnswer = EndpointResponse<typeof CONTRACT_BY_ID.searchCatalog>;
type CatalogContext = Pick<
  AppContext,
  'db' | 'market' | 'now' | 'adapters' | 'config' | 'currentRate'
>;

/** Without a sort the marketplaces' own default, "popular" (1688's 综合), decides (decision 151). */
export const DEFAULT_SEARCH_SORT: SearchSort = 'popular';

/** The source failed: the customer can only try again later. */
export async function fromSource<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof CatalogSourceError) throw new AppError('generic_retry');
    throw error;
  }
}

/**
 * The catalogue product behind a pasted link. A link of another site, or a marketplace page
 * that is not a product, fails with the domain's code on `field`; a product the source does not
 * know is null.
 */
export async function productForLink(
  context: CatalogContext,
  link: string,
  field: string,
): Promise<{
  product: ProductRow | null;
  link: string;
  marketplace: Marketplace;
  productId: string;
}> {
  const parsed = parseMarketplaceLink(link);
  if (!parsed.ok) throw new AppError(parsed.code, undefined, { [field]: 'field.invalid' });
  const product = await fromSource(
    context.adapters.catalog.findProduct(parsed.marketplace, parsed.productId, context.now()),
  );
  return {
    product,
    link: parsed.canonicalUrl,
    marketplace: parsed.marketplace,
    productId: parsed.productId,
  };
}

/**
 * Searches one marketplace of the catalogue by keyword, or finds the one product of a pasted
 * link. The price range is asked in the market currency and searched in yuan at the current
 * rate (price-bounds.ts), so what matches is exactly what is shown within the range. The total
 * is the domain's `searchTotal`: exact up to SEARCH_TOTAL_CAP, else a lower bound.
 */
export async function searchCatalog(
  context: CatalogContext,
  query: SearchQuery,
): Promise<SearchAnswer> {
  const pricing = await loadPricing(context);
  const publicUrl = context.config.publicUrl;
  const empty: SearchAnswer = {
    items: [],
    page: query.page,
    limit: query.limit,
    total: 0,
    total_is_lower_bound: false,
  };

  if (isLinkLike(query.keyword)) {
    const { product } = await productForLink(context, query.keyword, 'keyword');
    if (!product || product.removedAt !== null) return empty;
    return {
      ...empty,
      items:
        query.page === 1
          ? await summariesWithImages(context, [product], (row) =>
              toProductSummary(row, pricing, publicUrl),
            )
          : [],
      total: 1,
    };
  }

  const range = cnyRangeFor(query.min_price, query.max_price, pricing.rate);
  if (range === null) return empty;
  const found = await fromSource(
    context.adapters.catalog.search(
      {
        searchType: query.search_type,
        keyword: query.keyword,
        terms: searchTerms(query.keyword),
        sort: query.sort ?? DEFAULT_SEARCH_SORT,
        priceCny: range,
        page: query.page,
        limit: query.limit,
      },
      context.now(),
    ),
  );
  // Exact up to the cap, "1,000+" above it, whatever the source (decision 196): the local
  // catalogue stops counting there, and a remote total the same size reads the same.
  const { total, isLowerBound } = searchTotal(found.total);
  return {
    items: await summariesWithImages(context, found.products, (product) =>
      toProductSummary(product, pricing, publicUrl),
    ),
    page: query.page,
    limit: query.limit,
    total,
    total_is_lower_bound: isLowerBound,
  };
}

/**
 * List entries with their main picture's size and variants for a `srcset` (decision 247),
 * each distinct picture read once.
 */
async function summariesWithImages(
  context: CatalogContext,
  products: readonly ProductRow[],
  toSummary: (product: ProductRow) => ProductSummary,
): Promise<ProductSummary[]> {
  const { publicUrl } = context.config;
  const main = (product: ProductRow) => product.images[0];
  const images = await responsiveImages(
    context.adapters.storage,
    products.map(main).filter((path): path is string => path !== undefined),
    publicUrl,
  );
  return products.map((product) => {
    const path = main(product);
    return { ...toSummary(product), image: path === undefined ? null : (images.get(path) ?? null) };
  });
}

/**
 * A product with its current variants. An id that names no product (or is not an id at all)
 * is product_unavailable, as the contract says; a product the supplier removed is still shown,
 * flagged, so a wishlist or an old link can tell the customer why it cannot be bought.
 */
export async function getCatalogProduct(
  context: CatalogContext,
  productId: string,
): Promise<ProductDetail> {
  const stored = isUuid(productId) ? await selectProductById(context.db, productId) : null;
  if (!stored) throw new AppError('product_unavailable');
  const [pricing, product] = await Promise.all([
    loadPricing(context),
    fromSource(context.adapters.catalog.refreshProduct(stored, context.now())),
  ]);
  const { publicUrl } = context.config;
  const variants = await selectVariants(context.db, product.id);
  const variantImages = variants.flatMap((variant) => (variant.image ? [variant.image] : []));
  const images = await responsiveImages(
    context.adapters.storage,
    [...product.images, ...variantImages],
    publicUrl,
  );
  const responsive = product.images.map((path) => images.get(path) ?? null);
  const detail = toProductDetail(product, variants, pricing, publicUrl);
  return {
    ...detail,
    variants: detail.variants.map((variant, index) => {
      const path = variants[index]?.image;
      return { ...variant, image: path ? (images.get(path) ?? null) : null };
    }),
    image: responsive[0] ?? null,
    responsive_images: responsive,
  };
}
