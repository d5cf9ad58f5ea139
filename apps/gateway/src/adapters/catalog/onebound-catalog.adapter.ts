import type { Locale, Marketplace, PriceTier } from '@storefront/domain';
import {
  EXCHANGE_RATE_PATTERN,
  divideRoundingHalfUp,
  languageCode,
  money,
  normalisePriceTiers,
  parseMarketplaceLink,
  toDecimalString,
} from '@storefront/domain';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { CatalogAdapter, CatalogSearch, ProductRow } from './catalog-adapter';
import { CatalogSourceError } from './catalog-adapter';
import type { ProductInput, SubVariantInput, VariantInput } from './catalog-store';
import {
  markProductRemoved,
  productSourceOf,
  selectProductByMarketplaceId,
  selectRateInForce,
  syncProductDetails,
  upsertProductSummary,
} from './catalog-store';

/**
 * The marketplace product-data service of Onebound (万邦, open.onebound.cn): one API shape for
 * 1688, Taobao and Alibaba — GET {api}/{platform}/item_search/ and /item_get/ with `key` and
 * `secret` in the query string, JSON answers with `error_code` '0000' on success. The mapping
 * of each field is in this folder's README.md.
 */
export const ONEBOUND_API_URL = 'https://api-gw.onebound.cn';

/** Variants (price, stock) are read again when a product is opened this long after the last read. */
export const DETAIL_TTL_MS = 60 * 60 * 1000;

/**
 * The languages Onebound translates titles and properties into (its `lang` parameter takes cn,
 * en and ru; cn, the untranslated original, is no buyer's language here).
 */
export const ONEBOUND_LANGUAGES = ['en', 'ru'] as const;
export type OneboundLanguage = (typeof ONEBOUND_LANGUAGES)[number];

/**
 * The language to ask titles in: the first of the market's locales (the default first) that
 * Onebound translates into, else English. One title is stored per product and every buyer of the
 * deployment reads it, so it follows the market, not one buyer's choice.
 */
export function oneboundLanguage(locales: readonly Locale[]): OneboundLanguage {
  const offered: readonly string[] = ONEBOUND_LANGUAGES;
  const language = locales.map(languageCode).find((code) => offered.includes(code));
  return (language as OneboundLanguage | undefined) ?? 'en';
}

export interface OneboundOptions {
  readonly db: Database;
  readonly apiUrl?: string | undefined;
  readonly key: string;
  readonly secret?: string | undefined;
  /** The `lang` of every call (oneboundLanguage of the market); English when not given. */
  readonly lang?: OneboundLanguage;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

/** Onebound sorts: bid price ascending, _bid descending, _sale sales, _credit seller credit. */
const SORTS: Readonly<Record<CatalogSearch['sort'], string>> = {
  top_sales: '_sale',
  popular: '_credit',
  // item_search has no listing-date order; the service's default order is the closest.
  newest: '',
  lowest_price: 'bid',
  highest_price: '_bid',
};

const numberish = z.union([z.string(), z.number()]);

const searchItemSchema = z.object({
  num_iid: numberish,
  title: z.string().default(''),
  pic_url: z.string().optional(),
  price: numberish.optional(),
  promotion_price: numberish.optional(),
  sales: numberish.optional(),
  detail_url: z.string().optional(),
});

const statusFields = {
  error_code: numberish.optional(),
  error: z.string().optional(),
  reason: z.string().optional(),
};

const searchResponseSchema = z.object({
  ...statusFields,
  items: z
    .object({
      real_total_results: numberish.optional(),
      total_results: numberish.optional(),
      item: z.array(searchItemSchema).default([]),
    })
    .optional(),
});

const skuSchema = z.object({
  price: numberish,
  properties: z.string().default(''),
  properties_name: z.string().default(''),
  quantity: numberish.optional(),
  sku_id: numberish,
});

/** PHP writes an empty object as []; such fields are read as "nothing". */
const itemSchema = z.object({
  num_iid: numberish,
  title: z.string(),
  desc_short: z.string().optional(),
  price: numberish,
  num: numberish.optional(),
  min_num: numberish.optional(),
  sales: numberish.optional(),
  detail_url: z.string().optional(),
  pic_url: z.string().optional(),
  item_imgs: z.union([z.array(z.object({ url: z.string() })), z.unknown()]).optional(),
  item_weight: numberish.optional(),
  props_img: z.union([z.record(z.string(), z.string()), z.unknown()]).optional(),
  skus: z.union([z.object({ sku: z.array(skuSchema) }), z.unknown()]).optional(),
  /** 1688's quantity ladder: [[minimum quantity, unit price], ...]; read by priceTiersOf. */
  priceRange: z.unknown().optional(),
});

const itemResponseSchema = z.object({ ...statusFields, item: itemSchema.optional() });

type OneboundItem = z.output<typeof itemSchema>;
type Status = { error_code?: string | number | undefined; error?: string | undefined };

/** '0000' is success; item-not-found (code 2000) means the listing is gone. */
function outcomeOf(body: Status): 'ok' | 'not_found' | 'failed' {
  const code = body.error_code === undefined ? '0000' : String(body.error_code);
  if (code === '0000' || code === '0') return 'ok';
  if (code === '2000' || /not[-_ ]?found/i.test(body.error ?? '')) return 'not_found';
  return 'failed';
}

/** The currencies Onebound answers in: yuan for 1688 and Taobao, US dollars for Alibaba.com. */
export type SourceCurrency = 'CNY' | 'USD';

/** The currency of a price printed without a sign: the marketplace's own. */
const LISTING_CURRENCY: Readonly<Record<Marketplace, SourceCurrency>> = {
  '1688': 'CNY',
  taobao: 'CNY',
  alibaba: 'USD',
};

/** A price as printed, exactly: digits / 10^scale in its currency. */
export interface SourcePrice {
  readonly currency: SourceCurrency;
  readonly digits: bigint;
  readonly scale: number;
}

/**
 * '12.5', 12.5, '¥12.50-18.00', '$47.70', 'US $1,250.00 - 1,400.00' → the price (a range: its
 * start) in the currency its sign names, else in `listing`; null when it is no price.
 */
export function readPrice(
  value: string | number | undefined,
  listing: SourceCurrency,
): SourcePrice | null {
  if (value === undefined) return null;
  const text = String(value).trim();
  const sign = /^(US\s*\$|USD|\$|CNY|RMB|¥|￥)\s*/i.exec(text);
  const currency = sign ? (/^(US|\$)/i.test(sign[1] ?? '') ? 'USD' : 'CNY') : listing;
  const start =
    text
      .slice(sign?.[0].length ?? 0)
      .split('-')[0]
      ?.trim() ?? '';
  // Thousands separators only where they really are ones ('1,250.00'), never a decimal comma.
  const plain = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(start) ? start.replaceAll(',', '') : start;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(plain);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return { currency, digits: BigInt(whole + fraction), scale: fraction.length };
}

/** '12.5', 12.5, '12.50-18.00' (a price range: its start) → fen, rounded half up; else null. */
export function yuanToFen(value: string | number | undefined): number | null {
  const price = readPrice(value, 'CNY');
  return price?.currency === 'CNY' ? toFen(price, '1') : null;
}

/**
 * A price in fen at `rate` yuan per unit of its currency ('1' for yuan), multiplied exactly and
 * rounded half up once; null past the exact integer range.
 */
function toFen(price: SourcePrice, rate: string): number | null {
  const [whole = '', fraction = ''] = rate.split('.');
  const fen = divideRoundingHalfUp(
    price.digits * BigInt(whole + fraction) * 100n,
    10n ** BigInt(price.scale + fraction.length),
  );
  return fen <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(fen) : null;
}

/** Reads an answer's prices into fen. */
export type PriceReader = (value: string | number | undefined) => number | null;

/**
 * The price reader of one answer: yuan as they are, US dollars at the USD→CNY rate in force
 * (`usdRate`, yuan per dollar). A dollar price without a usable rate is refused, never read as
 * yuan nor as 0: the caller fails with CatalogSourceError (decision 278).
 */
export function priceReader(marketplace: Marketplace, usdRate: string | null): PriceReader {
  const rate =
    usdRate !== null && EXCHANGE_RATE_PATTERN.test(usdRate) && /[1-9]/.test(usdRate)
      ? usdRate
      : null;
  return (value) => {
    const price = readPrice(value, LISTING_CURRENCY[marketplace]);
    if (!price) return null;
    if (price.currency === 'CNY') return toFen(price, '1');
    if (rate === null) {
      throw new CatalogSourceError(
        'Onebound prices this product in US dollars and no USD to CNY exchange rate is in force',
      );
    }
    return toFen(price, rate);
  };
}

/**
 * 1688's quantity ladder, priceRange [[minimum quantity, unit price], ...] (numbers or numeric
 * strings), as the domain's tiers; anything else in it is ignored, and fewer than two usable
 * tiers are no ladder.
 */
export function priceTiersOf(item: OneboundItem, price: PriceReader): PriceTier[] {
  if (!Array.isArray(item.priceRange)) return [];
  const tiers = item.priceRange.flatMap((entry: unknown): PriceTier[] => {
    if (!Array.isArray(entry) || entry.length < 2) return [];
    const [quantity, unitPrice] = entry as unknown[];
    const minQuantity = Number(quantity);
    const priceCny =
      typeof unitPrice === 'string' || typeof unitPrice === 'number' ? price(unitPrice) : null;
    return priceCny === null ? [] : [{ minQuantity, priceCny }];
  });
  return normalisePriceTiers(tiers);
}

/** Sales as the marketplaces print them: 1234, '1000+', '1.2万' (ten thousands), '90K+'. */
export function parseSales(value: string | number | undefined): number {
  if (value === undefined) return 0;
  if (typeof value === 'number') return Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
  const match = /^(\d+(?:\.\d+)?)\s*(万|w|k)?/i.exec(value.trim());
  if (!match) return 0;
  const unit = match[2]?.toLowerCase();
  const factor = unit === '万' || unit === 'w' ? 10_000 : unit === 'k' ? 1_000 : 1;
  return Math.floor(Number(match[1]) * factor);
}

/** item_weight is kilograms ('0.35'), sometimes with a unit ('350g'); unknown weighs 0. */
export function weightGrams(value: string | number | undefined): number {
  if (value === undefined) return 0;
  const match = /^(\d+(?:\.\d+)?)\s*(kg|g)?$/i.exec(String(value).trim());
  if (!match) return 0;
  const grams = match[2]?.toLowerCase() === 'g' ? Number(match[1]) : Number(match[1]) * 1000;
  return Math.round(grams);
}

/** Image URLs come protocol-relative or over http; the storefront is https. */
export function imageUrl(value: string | undefined): string | null {
  if (!value) return null;
  const text = value
    .trim()
    .replace(/^\/\//, 'https://')
    .replace(/^http:\/\//i, 'https://');
  try {
    const url = new URL(text);
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function wholeNumber(value: string | number | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && Number.isSafeInteger(number) && number >= 0 ? number : fallback;
}

/**
 * The marketplace page of a product: the answer's detail_url when it has one, else the page
 * the marketplace serves for the id. Either way the domain's link parser has the last word.
 */
function linkOf(marketplace: Marketplace, id: string, detailUrl: string | undefined) {
  const pages: Readonly<Record<Marketplace, string>> = {
    '1688': `https://detail.1688.com/offer/${id}.html`,
    taobao: `https://item.taobao.com/item.htm?id=${id}`,
    alibaba: `https://www.alibaba.com/product-detail/_${id}.html`,
  };
  const parsed = parseMarketplaceLink(detailUrl ?? pages[marketplace]);
  return parsed.ok && parsed.marketplace === marketplace && parsed.productId === id ? parsed : null;
}

interface PropertyValue {
  readonly key: string;
  readonly value: string;
}

/** '0:0:颜色:红色;1:4:尺码:M' → [{ key '0:0', value '红色' }, { key '1:4', value 'M' }]. */
export function parseProperties(propertiesName: string): PropertyValue[] {
  return propertiesName
    .split(';')
    .map((part) => part.split(':'))
    .filter((fields) => fields.length >= 4)
    .map(([pid = '', vid = '', , ...value]) => ({ key: `${pid}:${vid}`, value: value.join(':') }));
}

/**
 * SKUs → variants: grouped by their first property (usually the colour), the rest of each
 * SKU's properties naming its sub-variant (the size). A SKU with a single property is a
 * variant of its own; an item without SKUs is one "Standard" variant at the item's price.
 */
export function variantsOf(item: OneboundItem, price: PriceReader): VariantInput[] {
  const minQuantity = Math.max(1, wholeNumber(item.min_num, 1));
  const weight = weightGrams(item.item_weight);
  const propsImg =
    item.props_img && typeof item.props_img === 'object' && !Array.isArray(item.props_img)
      ? (item.props_img as Record<string, string>)
      : {};
  const skus =
    item.skus && typeof item.skus === 'object' && 'sku' in item.skus
      ? (item.skus as { sku: z.output<typeof skuSchema>[] }).sku
      : [];
  const base = { weightGrams: weight, minQuantity, multiple: 1 };
  const groups = new Map<
    string,
    { name: string; subs: SubVariantInput[]; single?: SubVariantInput }
  >();
  for (const sku of skus) {
    const skuPrice = price(sku.price);
    const [first, ...rest] = parseProperties(sku.properties_name);
    if (skuPrice === null || first === undefined) continue;
    const entry = groups.get(first.key) ?? { name: first.value, subs: [] };
    const sub: SubVariantInput = {
      sourceKey: String(sku.sku_id),
      name: rest.map((property) => property.value).join(' / '),
      priceCny: skuPrice,
      stock: wholeNumber(sku.quantity, 0),
    };
    if (rest.length === 0) entry.single = sub;
    else entry.subs.push(sub);
    groups.set(first.key, entry);
  }
  const variants: VariantInput[] = [...groups].map(([key, group]) => {
    const priced = group.subs.length > 0 ? group.subs : group.single ? [group.single] : [];
    return {
      ...base,
      sourceKey: key,
      name: group.name,
      image: imageUrl(propsImg[key]),
      priceCny: Math.min(...priced.map((sub) => sub.priceCny)),
      stock: priced.reduce((sum, sub) => sum + sub.stock, 0),
      subVariants: group.subs,
    };
  });
  if (variants.length > 0) return variants;
  // An unreadable price must not become a product that costs nothing.
  const itemPrice = price(item.price) ?? priceTiersOf(item, price)[0]?.priceCny ?? null;
  if (itemPrice === null)
    throw new CatalogSourceError('Onebound item_get answered no usable price');
  return [
    {
      ...base,
      sourceKey: 'default',
      name: 'Standard',
      image: null,
      priceCny: itemPrice,
      stock: wholeNumber(item.num, 0),
      subVariants: [],
    },
  ];
}

function imagesOf(item: OneboundItem): string[] {
  const gallery = Array.isArray(item.item_imgs)
    ? (item.item_imgs as { url: string }[]).map((image) => image.url)
    : [];
  const urls = [item.pic_url, ...gallery].map(imageUrl).filter((url): url is string => !!url);
  return [...new Set(urls)];
}

/**
 * The Onebound adapter. Searches go to the service each time; every product they return is
 * stored (upserted by marketplace id) so it has our id. A product's variants are read with
 * item_get when it is first opened and again after DETAIL_TTL_MS; a listing the service no
 * longer has is marked removed by the supplier.
 */
export function createOneboundCatalog(options: OneboundOptions): CatalogAdapter {
  const apiUrl = (options.apiUrl ?? ONEBOUND_API_URL).replace(/\/+$/, '');
  const request = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const { db } = options;

  async function call(marketplace: Marketplace, api: string, params: Record<string, string>) {
    const query = new URLSearchParams({
      key: options.key,
      ...(options.secret ? { secret: options.secret } : {}),
      lang: options.lang ?? 'en',
      ...params,
    });
    let response: Response;
    try {
      response = await request(`${apiUrl}/${marketplace}/${api}/?${query}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // The URL carries the key and secret: never put it in a message.
      throw new CatalogSourceError(`Onebound ${api} could not be reached`, { cause: error });
    }
    if (!response.ok) throw new CatalogSourceError(`Onebound ${api} answered ${response.status}`);
    try {
      return (await response.json()) as unknown;
    } catch (error) {
      throw new CatalogSourceError(`Onebound ${api} answered something that is not JSON`, {
        cause: error,
      });
    }
  }

  function parse<T extends z.ZodType>(schema: T, body: unknown, api: string): z.output<T> {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new CatalogSourceError(`Onebound ${api} answered an unknown shape`);
    return parsed.data;
  }

  /** The prices of an answer, read at the USD→CNY rate in force when it was received. */
  async function pricesAt(marketplace: Marketplace, now: Date): Promise<PriceReader> {
    return priceReader(marketplace, await selectRateInForce(db, 'USD', 'CNY', now));
  }

  /** The product and its variants; null for a listing that is not the marketplace's own. */
  function detailsOf(
    marketplace: Marketplace,
    item: OneboundItem,
    price: PriceReader,
    now: Date,
  ): { input: ProductInput; variants: VariantInput[] } | null {
    const id = String(item.num_iid);
    const link = linkOf(marketplace, id, item.detail_url);
    if (!link) return null;
    const variants = variantsOf(item, price);
    const input: ProductInput = {
      marketplace,
      marketplaceProductId: id,
      link: link.canonicalUrl,
      productSource: productSourceOf(marketplace),
      title: item.title,
      category: '',
      keywords: [],
      description: item.desc_short ?? '',
      images: imagesOf(item),
      priceCny: Math.min(...variants.map((variant) => variant.priceCny)),
      priceTiers: priceTiersOf(item, price),
      sold: parseSales(item.sales),
      popularity: 0,
      listedAt: now,
    };
    return { input, variants };
  }

  /** item_get: the product and its variants, 'gone' when the listing no longer exists. */
  async function fetchItem(marketplace: Marketplace, id: string, now: Date) {
    const body = parse(
      itemResponseSchema,
      await call(marketplace, 'item_get', { num_iid: id }),
      'item_get',
    );
    const outcome = outcomeOf(body);
    if (outcome === 'not_found') return 'gone' as const;
    if (outcome === 'failed' || !body.item) {
      throw new CatalogSourceError(`Onebound item_get failed (${String(body.error_code)})`);
    }
    const details = detailsOf(marketplace, body.item, await pricesAt(marketplace, now), now);
    return details ?? ('gone' as const);
  }

  return {
    source: 'onebound',

    async search(query, now) {
      // The service searches words; an empty keyword has nothing to send.
      if (query.keyword.trim() === '') return { products: [], total: 0 };
      const params: Record<string, string> = {
        q: query.keyword,
        page: String(query.page),
        page_size: String(query.limit),
        sort: SORTS[query.sort],
      };
      if (query.priceCny.min !== null) {
        params['start_price'] = toDecimalString(money(query.priceCny.min, 'CNY'));
      }
      if (query.priceCny.max !== null) {
        params['end_price'] = toDecimalString(money(query.priceCny.max, 'CNY'));
      }
      const marketplace = query.searchType;
      const body = parse(
        searchResponseSchema,
        await call(marketplace, 'item_search', params),
        'item_search',
      );
      const outcome = outcomeOf(body);
      if (outcome === 'not_found') return { products: [], total: 0 };
      if (outcome === 'failed') {
        throw new CatalogSourceError(`Onebound item_search failed (${String(body.error_code)})`);
      }
      const items = (body.items?.item ?? []).slice(0, query.limit);
      const price = await pricesAt(marketplace, now);
      const inputs = items.flatMap((item): ProductInput[] => {
        const id = String(item.num_iid);
        const link = linkOf(marketplace, id, item.detail_url);
        const priceCny = price(item.promotion_price) ?? price(item.price);
        if (!link || priceCny === null) return [];
        const image = imageUrl(item.pic_url);
        return [
          {
            marketplace,
            marketplaceProductId: id,
            link: link.canonicalUrl,
            productSource: productSourceOf(marketplace),
            title: item.title,
            category: '',
            keywords: [],
            description: '',
            images: image ? [image] : [],
            priceCny,
            sold: parseSales(item.sales),
            popularity: 0,
            listedAt: now,
          },
        ];
      });
      const products = await db.transaction(async (tx) => {
        const rows: ProductRow[] = [];
        for (const input of inputs) rows.push(await upsertProductSummary(tx, input, now));
        return rows;
      });
      const total = wholeNumber(
        body.items?.real_total_results ?? body.items?.total_results,
        (query.page - 1) * query.limit + products.length,
      );
      return { products, total };
    },

    async findProduct(marketplace, productId, now) {
      const stored = await selectProductByMarketplaceId(db, marketplace, productId);
      if (stored) return stored;
      const fetched = await fetchItem(marketplace, productId, now);
      if (fetched === 'gone') return null;
      const product = await upsertProductSummary(db, fetched.input, now);
      return syncProductDetails(db, product, fetched, now);
    },

    async refreshProduct(product, now, options = {}) {
      const synced = product.detailsSyncedAt;
      const fresh = synced && now.getTime() - synced.getTime() < DETAIL_TTL_MS;
      if (fresh && !options.force) return product;
      let fetched: Awaited<ReturnType<typeof fetchItem>>;
      try {
        fetched = await fetchItem(product.marketplace, product.marketplaceProductId, now);
      } catch (error) {
        // Variants read before are better than none while the service is down (but a forced
        // read is asked to tell the truth: the cart's sync reports the failure).
        if (synced && !options.force) return product;
        throw error;
      }
      if (fetched === 'gone') return markProductRemoved(db, product.id, now);
      return syncProductDetails(db, product, fetched, now);
    },
  };
}
