import type { Marketplace, PriceTier, ProductSource } from '@storefront/domain';
import { SEARCH_TOTAL_CAP } from '@storefront/domain';
import type { SQL } from 'drizzle-orm';
import { and, asc, desc, eq, gte, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productColumns } from '../../db/product-columns';
import {
  catalogProducts,
  catalogSubVariants,
  catalogVariants,
  exchangeRates,
} from '../../db/schema';
import type { Reader } from '../../db/transaction';
import type { CatalogPage, CatalogSearch, ProductRow } from './catalog-adapter';
import type { LexiconRow } from './catalog-lexicon';
import { matchesTerms, searchTextOf } from './search-text';

/** A product as a source describes it; the store adds the id and the search text. */
export interface ProductInput {
  readonly marketplace: Marketplace;
  readonly marketplaceProductId: string;
  readonly link: string;
  readonly productSource: ProductSource;
  readonly title: string;
  readonly category: string;
  readonly keywords: readonly string[];
  readonly description: string;
  readonly images: readonly string[];
  readonly priceCny: number;
  /** The quantity price ladder of a detail read; a search result has none to tell. */
  readonly priceTiers?: readonly PriceTier[];
  readonly sold: number;
  readonly popularity: number;
  readonly listedAt: Date;
}

export interface SubVariantInput {
  readonly sourceKey: string;
  readonly name: string;
  readonly priceCny: number;
  readonly stock: number;
}

export interface VariantInput {
  readonly sourceKey: string;
  readonly name: string;
  readonly image: string | null;
  readonly priceCny: number;
  readonly weightGrams: number;
  readonly minQuantity: number;
  readonly multiple: number;
  readonly stock: number;
  readonly subVariants: readonly SubVariantInput[];
}

const p = catalogProducts;

/** Alibaba.com products follow Alibaba's order rules; 1688's and Taobao's the default ones. */
export function productSourceOf(marketplace: Marketplace): ProductSource {
  return marketplace === 'alibaba' ? 'alibaba' : 'default';
}

/**
 * Matches above this count are dense enough for PostgreSQL to read a page straight off a sort
 * index, skipping the rows that do not match; at or below it, the matches are fetched first
 * (through the keyword or price index) and sorted. Decision 151 has the measurements.
 */
export const SPARSE_MATCHES = 2_000;

/**
 * A search stops counting after this many matches (decision 196): one past the larger of the
 * domain's answer cap and SPARSE_MATCHES, so the count still tells an exact total up to the
 * cap and decides how the page is read. A count that reaches it only says "at least this many".
 */
export const SEARCH_COUNT_LIMIT = Math.max(SEARCH_TOTAL_CAP, SPARSE_MATCHES) + 1;

/**
 * The sort keys. `indexed` orders exactly as the partial indexes of catalog.schema.ts do (drizzle
 * writes `DESC NULLS LAST` there), so a page is read off an index. Otherwise each key is an
 * expression no index provides (`+ 0`, `+ interval '0 s'`), which leaves the planner one way:
 * fetch the few matches, then sort them. Without this, a rare keyword made PostgreSQL walk the
 * whole sort index looking for ten matches (a no-match search took 340 ms on 100,000 products).
 */
function orderFor(sort: CatalogSearch['sort'], indexed: boolean): SQL[] {
  const key = (column: typeof p.sold | typeof p.popularity | typeof p.priceCny) =>
    indexed ? sql`${column}` : sql`(${column} + 0)`;
  const listed = indexed ? sql`${p.listedAt}` : sql`(${p.listedAt} + interval '0 s')`;
  switch (sort) {
    case 'top_sales':
      return [sql`${key(p.sold)} desc nulls last`, asc(p.id)];
    case 'popular':
      return [sql`${key(p.popularity)} desc nulls last`, asc(p.id)];
    case 'newest':
      return [sql`${listed} desc nulls last`, asc(p.id)];
    case 'lowest_price':
      return [sql`${key(p.priceCny)} asc`, asc(p.id)];
    case 'highest_price':
      return [sql`${key(p.priceCny)} desc`, desc(p.id)];
  }
}

/**
 * One page of the stored catalogue and the count of its matches up to SEARCH_COUNT_LIMIT (the
 * caller answers the domain's `searchTotal` of it); removed products never match. With a
 * keyword or a price filter the count comes first: it is cheap through the GIN or price index,
 * it ends an empty search at once, and it decides how the page is read (SPARSE_MATCHES).
 */
export async function searchProducts(
  db: Reader,
  query: CatalogSearch,
  sparseMatches: number = SPARSE_MATCHES,
): Promise<CatalogPage> {
  const where = and(
    eq(p.marketplace, query.searchType),
    isNull(p.removedAt),
    matchesTerms(query.terms),
    query.priceCny.min === null ? undefined : gte(p.priceCny, query.priceCny.min),
    query.priceCny.max === null ? undefined : lte(p.priceCny, query.priceCny.max),
  );
  const offset = (query.page - 1) * query.limit;
  const page = (indexed: boolean) =>
    db
      .select(productColumns)
      .from(p)
      .where(where)
      .orderBy(...orderFor(query.sort, indexed))
      .limit(query.limit)
      .offset(offset);
  // `select count(*) from (select 1 … limit N)`: the scan stops at N matches, where counting
  // all 60,000 of a browse cost 16 ms and most of a search's time (decision 196).
  const counted = async () => {
    const matches = db
      .select({ one: sql<number>`1`.as('one') })
      .from(p)
      .where(where)
      .limit(SEARCH_COUNT_LIMIT)
      .as('matches');
    const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(matches);
    return row?.total ?? 0;
  };

  const filtered =
    query.terms.length > 0 || query.priceCny.min !== null || query.priceCny.max !== null;
  if (!filtered) {
    const [products, total] = await Promise.all([page(true), counted()]);
    return { products, total };
  }
  const total = await counted();
  // Past the last match of an exact count there is nothing to read; a count that reached its
  // limit does not know where the matches end, so the page is read.
  if (total === 0 || (total < SEARCH_COUNT_LIMIT && offset >= total)) {
    return { products: [], total };
  }
  return { products: await page(total > sparseMatches), total };
}

/** Every listed product with its sort values and its search vector's words (the lexicon). */
export async function selectLexiconRows(db: Reader): Promise<LexiconRow[]> {
  return db
    .select({
      id: p.id,
      marketplace: p.marketplace,
      priceCny: p.priceCny,
      sold: p.sold,
      popularity: p.popularity,
      listedAt: p.listedAt,
      lexemes: sql<string[]>`tsvector_to_array(${p.searchVector})`,
    })
    .from(p)
    .where(isNull(p.removedAt));
}

/**
 * The words the database's 'simple' parser makes of each term, in the terms' order: what
 * `to_tsquery('simple', 'term:*')` would look for.
 */
export async function selectTermWords(db: Reader, terms: readonly string[]): Promise<string[][]> {
  if (terms.length === 0) return [];
  const list = sql.join(
    terms.map((term) => sql`${term}`),
    sql`, `,
  );
  const rows = await db
    .select({
      words: sql<string[]>`tsvector_to_array(to_tsvector('simple'::regconfig, term))`,
    })
    .from(sql`unnest(array[${list}]::text[]) with ordinality as terms(term, position)`)
    .orderBy(sql`position`);
  return rows.map((row) => row.words);
}

/** The listed products of `ids`, in the order of `ids`; a removed or unknown id is left out. */
export async function selectListedProducts(
  db: Reader,
  ids: readonly string[],
): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(productColumns)
    .from(p)
    .where(and(inArray(p.id, [...ids]), isNull(p.removedAt)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function selectProductByMarketplaceId(
  db: Reader,
  marketplace: Marketplace,
  marketplaceProductId: string,
): Promise<ProductRow | null> {
  const [row] = await db
    .select(productColumns)
    .from(p)
    .where(and(eq(p.marketplace, marketplace), eq(p.marketplaceProductId, marketplaceProductId)));
  return row ?? null;
}

function productValues(input: ProductInput, now: Date) {
  return {
    marketplace: input.marketplace,
    marketplaceProductId: input.marketplaceProductId,
    link: input.link,
    productSource: input.productSource,
    title: input.title,
    searchText: searchTextOf(input.title, input.keywords),
    category: input.category,
    description: input.description,
    images: [...input.images],
    priceCny: input.priceCny,
    sold: input.sold,
    popularity: input.popularity,
    listedAt: input.listedAt,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Stores what a search result says about a product: a new one is inserted, a known one gets the
 * newer title, images, price and sales (its variants, category and listing date stay).
 * Only the remote source calls this; its products have no category keywords.
 */
export async function upsertProductSummary(
  db: Reader,
  input: ProductInput,
  now: Date,
): Promise<ProductRow> {
  const values = productValues(input, now);
  const [row] = await db
    .insert(p)
    .values(values)
    .onConflictDoUpdate({
      target: [p.marketplace, p.marketplaceProductId],
      set: {
        title: values.title,
        searchText: values.searchText,
        // A result without a picture keeps the one the product had.
        ...(values.images.length > 0 ? { images: values.images } : {}),
        priceCny: values.priceCny,
        sold: values.sold,
        updatedAt: now,
      },
    })
    .returning(productColumns);
  if (!row) throw new Error('the product upsert returned no row');
  return row;
}

/**
 * Makes the stored variants those of `variants`: matched by their source key, so ids survive a
 * refresh; ones the source no longer lists are marked removed, not deleted (carts and inquiries
 * may point at them). The product's price becomes its lowest current variant's, and it counts
 * as listed again.
 */
export async function syncProductDetails(
  db: Database,
  product: ProductRow,
  details: { readonly input: ProductInput; readonly variants: readonly VariantInput[] },
  now: Date,
): Promise<ProductRow> {
  if (details.variants.length === 0) throw new Error('a product needs at least one variant');
  return db.transaction(async (tx) => {
    const stored = await tx
      .insert(catalogVariants)
      .values(
        details.variants.map((variant, position) => ({
          productId: product.id,
          sourceKey: variant.sourceKey,
          position,
          name: variant.name,
          image: variant.image,
          priceCny: variant.priceCny,
          weightGrams: variant.weightGrams,
          minQuantity: variant.minQuantity,
          multiple: variant.multiple,
          stock: variant.stock,
        })),
      )
      .onConflictDoUpdate({
        target: [catalogVariants.productId, catalogVariants.sourceKey],
        set: {
          position: sql`excluded.position`,
          name: sql`excluded.name`,
          image: sql`excluded.image`,
          priceCny: sql`excluded.price_cny`,
          weightGrams: sql`excluded.weight_grams`,
          minQuantity: sql`excluded.min_quantity`,
          multiple: sql`excluded.multiple`,
          stock: sql`excluded.stock`,
          removedAt: null,
        },
      })
      .returning({ id: catalogVariants.id, sourceKey: catalogVariants.sourceKey });
    await tx
      .update(catalogVariants)
      .set({ removedAt: now })
      .where(
        and(
          eq(catalogVariants.productId, product.id),
          isNull(catalogVariants.removedAt),
          notInArray(
            catalogVariants.sourceKey,
            details.variants.map((variant) => variant.sourceKey),
          ),
        ),
      );
    for (const variant of details.variants) {
      const variantId = stored.find((row) => row.sourceKey === variant.sourceKey)?.id;
      if (!variantId) throw new Error(`variant ${variant.sourceKey} was not stored`);
      if (variant.subVariants.length > 0) {
        await tx
          .insert(catalogSubVariants)
          .values(
            variant.subVariants.map((sub, position) => ({
              variantId,
              sourceKey: sub.sourceKey,
              position,
              name: sub.name,
              priceCny: sub.priceCny,
              stock: sub.stock,
            })),
          )
          .onConflictDoUpdate({
            target: [catalogSubVariants.variantId, catalogSubVariants.sourceKey],
            set: {
              position: sql`excluded.position`,
              name: sql`excluded.name`,
              priceCny: sql`excluded.price_cny`,
              stock: sql`excluded.stock`,
              removedAt: null,
            },
          });
      }
      await tx
        .update(catalogSubVariants)
        .set({ removedAt: now })
        .where(
          and(
            eq(catalogSubVariants.variantId, variantId),
            isNull(catalogSubVariants.removedAt),
            variant.subVariants.length === 0
              ? undefined
              : notInArray(
                  catalogSubVariants.sourceKey,
                  variant.subVariants.map((sub) => sub.sourceKey),
                ),
          ),
        );
    }
    const values = productValues(details.input, now);
    const [row] = await tx
      .update(p)
      .set({
        title: values.title,
        searchText: values.searchText,
        description: values.description,
        images: values.images.length > 0 ? values.images : product.images,
        priceCny: Math.min(...details.variants.map((variant) => variant.priceCny)),
        priceTiers: [...(details.input.priceTiers ?? [])],
        sold: values.sold,
        removedAt: null,
        detailsSyncedAt: now,
        updatedAt: now,
      })
      .where(eq(p.id, product.id))
      .returning(productColumns);
    if (!row) throw new Error('the product disappeared during its refresh');
    return row;
  });
}

/**
 * The decimal rate in force at `now` for a pair of the exchange-rate table (the newest row not
 * after now, as for the market's own rate), or null when none is.
 */
export async function selectRateInForce(
  db: Reader,
  from: string,
  to: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.fromCurrency, from),
        eq(exchangeRates.toCurrency, to),
        lte(exchangeRates.effectiveAt, now),
      ),
    )
    .orderBy(desc(exchangeRates.effectiveAt), desc(exchangeRates.id))
    .limit(1);
  return row?.rate ?? null;
}

/** The supplier took the product down: it leaves the search, keeps its row. */
export async function markProductRemoved(
  db: Reader,
  productId: string,
  now: Date,
): Promise<ProductRow> {
  const [row] = await db
    .update(p)
    .set({ removedAt: now, detailsSyncedAt: now, updatedAt: now })
    .where(eq(p.id, productId))
    .returning(productColumns);
  if (!row) throw new Error('the product to remove does not exist');
  return row;
}
