import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { ID_MARKET, KZ_MARKET, TH_MARKET } from '@storefront/domain';
import { catalogProducts, catalogVariants, exchangeRates } from '../../db/schema';
import { createTestDatabase, TEST_DATABASE_KINDS } from '../../testing/test-database';
import type { CatalogAdapter, CatalogSearch } from './catalog-adapter';
import { CatalogSourceError } from './catalog-adapter';
import { selectProductByMarketplaceId } from './catalog-store';
import { selectVariants } from '../../modules/catalog';
import {
  DETAIL_TTL_MS,
  createOneboundCatalog,
  imageUrl,
  oneboundLanguage,
  parseProperties,
  parseSales,
  priceReader,
  priceTiersOf,
  readPrice,
  variantsOf,
  weightGrams,
  yuanToFen,
} from './onebound-catalog.adapter';
import {
  NOT_FOUND,
  TOTE,
  alibabaItemAnswer,
  itemAnswer,
  searchAnswer,
  sku,
  startOneboundStub,
  tieredItemAnswer,
} from './testing/onebound-stub';

/** Yuan prices need no rate; the reader of a 1688 answer without one. */
const yuan = priceReader('1688', null);

const NOW = new Date('2026-03-02T03:00:00.000Z');
const query = (overrides: Partial<CatalogSearch> = {}): CatalogSearch => ({
  searchType: '1688',
  keyword: 'tote bag',
  terms: ['tote', 'bag'],
  sort: 'popular',
  priceCny: { min: null, max: null },
  page: 1,
  limit: 10,
  ...overrides,
});

describe('Onebound field readers', () => {
  it.each([
    ['12.5', 1250],
    ['12.50', 1250],
    [12.5, 1250],
    ['12.345', 1235],
    ['12.344', 1234],
    ['0.01', 1],
    ['12.50-18.00', 1250],
    ['799', 79900],
    ['', null],
    ['free', null],
    [undefined, null],
    ['-3', null],
  ])('yuan %j → %j fen', (value, fen) => {
    expect(yuanToFen(value)).toBe(fen);
  });

  it.each([
    [1234, 1234],
    [12.7, 12],
    [Number.NaN, 0],
    ['1000+', 1000],
    ['1.2万', 12000],
    ['3w', 30000],
    ['90K+', 90000],
    ['sold out', 0],
    [undefined, 0],
  ])('sales %j → %i', (value, sold) => {
    expect(parseSales(value)).toBe(sold);
  });

  it.each([
    ['0.35', 350],
    [1.2, 1200],
    ['350g', 350],
    ['2 kg', 2000],
    ['', 0],
    ['heavy', 0],
    [undefined, 0],
  ])('weight %j → %i g', (value, grams) => {
    expect(weightGrams(value)).toBe(grams);
  });

  it.each([
    ['//img.alicdn.com/a.jpg', 'https://img.alicdn.com/a.jpg'],
    ['http://img.alicdn.com/a.jpg', 'https://img.alicdn.com/a.jpg'],
    ['https://img.alicdn.com/a.jpg', 'https://img.alicdn.com/a.jpg'],
    ['ftp://img.alicdn.com/a.jpg', null],
    ['not a url', null],
    ['', null],
    [undefined, null],
  ])('image %j → %j', (value, url) => {
    expect(imageUrl(value)).toBe(url);
  });

  it('reads SKU properties, values with colons included', () => {
    expect(parseProperties('0:0:颜色:Red;1:4:尺码:M')).toEqual([
      { key: '0:0', value: 'Red' },
      { key: '1:4', value: 'M' },
    ]);
    expect(parseProperties('1:2:型号:iPhone 15: Pro')).toEqual([
      { key: '1:2', value: 'iPhone 15: Pro' },
    ]);
    expect(parseProperties('')).toEqual([]);
  });

  it('groups SKUs by their first property into variants with sub-variants', () => {
    const [item] = [itemAnswer().item];
    expect(variantsOf(item as never, yuan)).toEqual([
      {
        sourceKey: '1627207:28320',
        name: 'Red',
        image: 'https://cbu01.alicdn.com/img/ibank/red.jpg',
        priceCny: 1250,
        weightGrams: 350,
        minQuantity: 3,
        multiple: 1,
        stock: 150,
        subVariants: [
          { sourceKey: '4001', name: 'M', priceCny: 1250, stock: 100 },
          { sourceKey: '4002', name: 'L', priceCny: 1300, stock: 50 },
        ],
      },
      {
        sourceKey: '1627207:28341',
        name: 'Black',
        image: null,
        priceCny: 1280,
        weightGrams: 350,
        minQuantity: 3,
        multiple: 1,
        stock: 0,
        subVariants: [{ sourceKey: '4003', name: 'M', priceCny: 1280, stock: 0 }],
      },
    ]);
  });

  it('makes single-property SKUs variants of their own and an item without SKUs one variant', () => {
    const single = itemAnswer({
      skus: { sku: [sku('5001', '1627207:1:颜色:Blue', '9.90', 7)] },
      min_num: 0,
      item_weight: undefined,
    }).item;
    expect(variantsOf(single as never, yuan)).toEqual([
      expect.objectContaining({
        name: 'Blue',
        priceCny: 990,
        stock: 7,
        subVariants: [],
        minQuantity: 1,
        weightGrams: 0,
      }),
    ]);
    const none = itemAnswer({ skus: [], props_img: [] }).item;
    expect(variantsOf(none as never, yuan)).toEqual([
      expect.objectContaining({
        sourceKey: 'default',
        name: 'Standard',
        priceCny: 1250,
        stock: 1763,
      }),
    ]);
  });
});

describe("Onebound prices by the answer's currency", () => {
  it.each([
    ['$47.70', 'CNY', ['USD', '4770', 2]],
    ['US $1,250.00 - 1,400.00', 'CNY', ['USD', '125000', 2]],
    ['USD 3', 'CNY', ['USD', '3', 0]],
    ['47.70', 'USD', ['USD', '4770', 2]],
    ['¥12.50-18.00', 'USD', ['CNY', '1250', 2]],
    ['￥9.9', 'USD', ['CNY', '99', 1]],
    ['RMB 15', 'USD', ['CNY', '15', 0]],
    [12.5, 'CNY', ['CNY', '125', 1]],
    ['1,5', 'CNY', null],
    ['$', 'CNY', null],
    ['free', 'USD', null],
    [undefined, 'CNY', null],
  ] as const)('reads %j (listed in %s) as %j', (value, listing, expected) => {
    // [currency, digits, scale]: a price is digits / 10^scale, exactly (bigint digits).
    const price = readPrice(value, listing);
    expect(price && [price.currency, String(price.digits), price.scale]).toEqual(expected);
  });

  it.each([
    // 47.70 × 7.1234 = 339.786 18 yuan, rounded half up once
    ['alibaba', '$47.70', '7.1234', 33979],
    ['alibaba', '47.70', '7.1234', 33979],
    ['alibaba', 'US $0.85 - $1.20', '7.2', 612],
    ['alibaba', '$0.005', '7', 4],
    ['alibaba', '¥12.50', null, 1250],
    ['1688', '12.345', null, 1235],
    ['1688', '$2', '7.1', 1420],
    ['taobao', 'ask', null, null],
  ] as const)('%s %j at %j yuan per dollar → %j fen', (marketplace, value, rate, fen) => {
    expect(priceReader(marketplace, rate)(value)).toBe(fen);
  });

  it.each([
    ['no rate', null],
    ['a rate that is not a decimal', '7,1'],
    ['a zero rate', '0.000'],
  ])('refuses a dollar price with %s instead of reading it as yuan or 0', (_case, rate) => {
    const read = priceReader('alibaba', rate);
    expect(() => read('$47.70')).toThrow(CatalogSourceError);
    expect(() => read('47.70')).toThrow(/US dollars/);
    expect(read('¥3')).toBe(300);
  });

  it("reads 1688's quantity ladder, in yuan or at the dollar rate", () => {
    expect(priceTiersOf(tieredItemAnswer().item as never, yuan)).toEqual([
      { minQuantity: 3, priceCny: 1250 },
      { minQuantity: 50, priceCny: 1180 },
      { minQuantity: 500, priceCny: 1050 },
    ]);
    expect(priceTiersOf(alibabaItemAnswer().item as never, priceReader('alibaba', '7'))).toEqual([
      { minQuantity: 2, priceCny: 33390 },
      { minQuantity: 100, priceCny: 31500 },
    ]);
  });

  it.each([
    ['no priceRange', undefined],
    ["PHP's empty object", []],
    ['an object', { 3: '12.50' }],
    ['one tier (a minimum, not a ladder)', [[3, '12.50']]],
    ['unreadable tiers', [[3, 'ask'], ['many', '11.00'], [10], 'x']],
  ])('reads no ladder from %s', (_case, priceRange) => {
    expect(priceTiersOf(itemAnswer({ priceRange }).item as never, yuan)).toEqual([]);
  });

  it('refuses an item whose price cannot be read rather than pricing it at 0', () => {
    const unpriced = itemAnswer({ skus: [], price: 'ask' }).item;
    expect(() => variantsOf(unpriced as never, yuan)).toThrow(CatalogSourceError);
  });

  it.each([
    [ID_MARKET.locales, 'en'],
    [TH_MARKET.locales, 'en'],
    [KZ_MARKET.locales, 'ru'],
    [['ar-SA'] as const, 'en'],
  ] as const)('asks for titles of a market with locales %j in %s', (locales, lang) => {
    expect(oneboundLanguage(locales)).toBe(lang);
  });
});

describe.each(TEST_DATABASE_KINDS)('Onebound catalogue adapter on %s', (kind) => {
  let handle: DatabaseHandle;
  let stub: Awaited<ReturnType<typeof startOneboundStub>>;
  let catalog: CatalogAdapter;

  beforeAll(async () => {
    stub = await startOneboundStub();
  });
  afterAll(() => stub.close());
  beforeEach(async () => {
    handle = await createTestDatabase(kind);
    catalog = createOneboundCatalog({
      db: handle.db,
      apiUrl: `${stub.url}/`,
      key: 'the-key',
      secret: 'the-secret',
      // The stub runs in this process: on a loaded machine it may answer slowly, never wrongly.
      timeoutMs: 60_000,
    });
    stub.received.length = 0;
  });
  afterEach(() => handle.close());

  it('searches with the key, words, page, size, sort and yuan price range, and stores the results', async () => {
    stub.answer(() => ({ status: 200, body: searchAnswer([TOTE], 480) }));
    const page = await catalog.search(
      query({ sort: 'top_sales', priceCny: { min: 1000, max: 2550 }, page: 2, limit: 20 }),
      NOW,
    );
    expect(stub.received).toEqual([
      {
        path: '/1688/item_search/',
        query: {
          key: 'the-key',
          secret: 'the-secret',
          lang: 'en',
          q: 'tote bag',
          page: '2',
          page_size: '20',
          sort: '_sale',
          start_price: '10.00',
          end_price: '25.50',
        },
      },
    ]);
    expect(page.total).toBe(480);
    expect(page.products).toHaveLength(1);
    expect(page.products[0]).toMatchObject({
      marketplace: '1688',
      marketplaceProductId: '669093370636',
      link: 'https://detail.1688.com/offer/669093370636.html',
      productSource: 'default',
      title: TOTE.title,
      images: ['https://cbu01.alicdn.com/img/ibank/O1CN01tote.jpg'],
      priceCny: 1250,
      sold: 2000,
      detailsSyncedAt: null,
      listedAt: NOW,
    });
  });

  it.each([
    ['top_sales', '_sale'],
    ['popular', '_credit'],
    ['newest', ''],
    ['lowest_price', 'bid'],
    ['highest_price', '_bid'],
  ] as const)('asks for %s as sort=%j', async (sort, expected) => {
    stub.answer(() => ({ status: 200, body: searchAnswer([]) }));
    await catalog.search(query({ sort, searchType: 'taobao' }), NOW);
    expect(stub.received[0]?.path).toBe('/taobao/item_search/');
    expect(stub.received[0]?.query['sort']).toBe(expected);
    expect(stub.received[0]?.query).not.toHaveProperty('start_price');
  });

  it('updates a product it has seen instead of adding it twice, and skips unusable results', async () => {
    stub.answer(() => ({ status: 200, body: searchAnswer([TOTE]) }));
    const [first] = (await catalog.search(query(), NOW)).products;
    stub.answer(() => ({
      status: 200,
      body: searchAnswer([
        { ...TOTE, promotion_price: undefined, price: '11.00', pic_url: undefined },
        { ...TOTE, num_iid: 123, detail_url: 'https://www.aliexpress.com/item/1.html' },
        { ...TOTE, num_iid: 612345678901, promotion_price: undefined, price: 'ask' },
      ]),
    }));
    const later = await catalog.search(query(), new Date(NOW.getTime() + 1000));
    expect(later.products).toHaveLength(1);
    expect(later.products[0]).toMatchObject({
      id: first?.id,
      priceCny: 1100,
      images: first?.images,
    });
    expect(await handle.db.$count(catalogProducts)).toBe(1);
  });

  it('sends nothing for an empty keyword, and reads "not found" as no results', async () => {
    expect(await catalog.search(query({ keyword: '  ', terms: [] }), NOW)).toEqual({
      products: [],
      total: 0,
    });
    expect(stub.received).toEqual([]);
    stub.answer(() => ({ status: 200, body: NOT_FOUND }));
    expect(await catalog.search(query(), NOW)).toEqual({ products: [], total: 0 });
  });

  it.each([
    ['an HTTP error', { status: 502, body: 'Bad gateway' }],
    ['a refusal', { status: 200, body: { error: 'key-invalid', error_code: '4005', reason: 'x' } }],
    ['something that is not JSON', { status: 200, body: '<html>' }],
    ['an unknown shape', { status: 200, body: { items: { item: 'none' } } }],
  ])('fails on %s without naming the key', async (_case, answer) => {
    stub.answer(() => answer);
    const failure = catalog.search(query(), NOW);
    await expect(failure).rejects.toThrow(CatalogSourceError);
    await expect(failure).rejects.not.toThrow(/the-key|the-secret/);
  });

  it('fails when the service cannot be reached', async () => {
    const offline = createOneboundCatalog({
      db: handle.db,
      apiUrl: 'http://127.0.0.1:9',
      key: 'the-key',
    });
    await expect(offline.search(query(), NOW)).rejects.toThrow(CatalogSourceError);
  });

  it('fetches and stores a product it has not seen, with its variants, once', async () => {
    stub.answer(() => ({ status: 200, body: itemAnswer() }));
    const product = await catalog.findProduct('1688', '669093370636', NOW);
    expect(stub.received).toEqual([
      {
        path: '/1688/item_get/',
        query: { key: 'the-key', secret: 'the-secret', lang: 'en', num_iid: '669093370636' },
      },
    ]);
    expect(product).toMatchObject({
      link: 'https://detail.1688.com/offer/669093370636.html',
      description: 'Canvas, 40 x 35 cm',
      images: ['https://cbu01.alicdn.com/img/ibank/main.jpg', 'https://cbu01.alicdn.com/b.jpg'],
      priceCny: 1250,
      detailsSyncedAt: NOW,
    });
    const variants = await selectVariants(handle.db, product?.id ?? '');
    expect(
      variants.map((variant) => [
        variant.name,
        variant.stock,
        variant.subVariants.map((sub) => sub.name),
      ]),
    ).toEqual([
      ['Red', 150, ['M', 'L']],
      ['Black', 0, ['M']],
    ]);
    expect(await catalog.findProduct('1688', '669093370636', NOW)).toMatchObject({
      id: product?.id,
    });
    expect(stub.received).toHaveLength(1);
  });

  it('knows nothing of a listing the service does not have', async () => {
    stub.answer(() => ({ status: 200, body: NOT_FOUND }));
    expect(await catalog.findProduct('taobao', '678901234567', NOW)).toBeNull();
    stub.answer(() => ({
      status: 200,
      body: itemAnswer({ detail_url: 'https://shop.example.com/x' }),
    }));
    expect(await catalog.findProduct('alibaba', '1600123456789', NOW)).toBeNull();
    expect(stub.received.at(-1)?.path).toBe('/alibaba/item_get/');
  });

  it('re-reads variants after an hour, keeping the ids of those still listed', async () => {
    stub.answer(() => ({ status: 200, body: itemAnswer() }));
    const product = await catalog.findProduct('1688', '669093370636', NOW);
    if (!product) throw new Error('not stored');
    const before = await selectVariants(handle.db, product.id);

    const soon = new Date(NOW.getTime() + DETAIL_TTL_MS - 1);
    expect(await catalog.refreshProduct(product, soon)).toBe(product);
    expect(stub.received).toHaveLength(1);

    stub.answer(() => ({
      status: 200,
      body: itemAnswer({
        skus: {
          sku: [
            sku('4001', '1627207:28320:颜色:Red;20509:28314:尺码:M', '12.00', 80),
            sku('4005', '1627207:28320:颜色:Red;20509:28316:尺码:XL', '14.00', 20),
          ],
        },
      }),
    }));
    const later = new Date(NOW.getTime() + DETAIL_TTL_MS);
    const refreshed = await catalog.refreshProduct(product, later);
    expect(refreshed).toMatchObject({ id: product.id, priceCny: 1200, detailsSyncedAt: later });
    const after = await selectVariants(handle.db, product.id);
    expect(
      after.map((variant) => [
        variant.id,
        variant.name,
        variant.subVariants.map((sub) => [sub.name, sub.stock]),
      ]),
    ).toEqual([
      [
        before[0]?.id,
        'Red',
        [
          ['M', 80],
          ['XL', 20],
        ],
      ],
    ]);
    const black = await handle.db
      .select()
      .from(catalogVariants)
      .where(eq(catalogVariants.sourceKey, '1627207:28341'));
    expect(black[0]?.removedAt).toEqual(later);
  });

  it('marks a product removed when the listing is gone', async () => {
    stub.answer(() => ({ status: 200, body: itemAnswer() }));
    const product = await catalog.findProduct('1688', '669093370636', NOW);
    stub.answer(() => ({ status: 200, body: NOT_FOUND }));
    const later = new Date(NOW.getTime() + DETAIL_TTL_MS);
    const removed = await catalog.refreshProduct(product as never, later);
    expect(removed.removedAt).toEqual(later);
    expect(
      (await selectProductByMarketplaceId(handle.db, '1688', '669093370636'))?.removedAt,
    ).toEqual(later);
  });

  it('reads again within the hour and reports a failing service when forced (the cart sync)', async () => {
    stub.answer(() => ({ status: 200, body: itemAnswer() }));
    const product = await catalog.findProduct('1688', '669093370636', NOW);
    if (!product) throw new Error('not stored');
    const soon = new Date(NOW.getTime() + 1_000);
    stub.received.length = 0;
    stub.answer(() => ({ status: 200, body: NOT_FOUND }));
    const removed = await catalog.refreshProduct(product, soon, { force: true });
    expect(stub.received).toHaveLength(1);
    expect(removed.removedAt).toEqual(soon);
    stub.answer(() => ({ status: 500, body: 'down' }));
    await expect(catalog.refreshProduct(product, soon, { force: true })).rejects.toThrow(
      CatalogSourceError,
    );
  });

  it('keeps variants it has while the service is down, and fails when it has none', async () => {
    stub.answer(() => ({ status: 200, body: itemAnswer() }));
    const product = await catalog.findProduct('1688', '669093370636', NOW);
    stub.answer(() => ({ status: 500, body: 'down' }));
    const later = new Date(NOW.getTime() + DETAIL_TTL_MS);
    expect(await catalog.refreshProduct(product as never, later)).toBe(product);

    stub.answer(() => ({
      status: 200,
      body: searchAnswer([{ ...TOTE, num_iid: 655555555555, detail_url: undefined }]),
    }));
    const [unsynced] = (await catalog.search(query(), NOW)).products;
    stub.answer(() => ({ status: 500, body: 'down' }));
    await expect(catalog.refreshProduct(unsynced as never, NOW)).rejects.toThrow(
      CatalogSourceError,
    );
    await expect(catalog.findProduct('1688', '699999999999', NOW)).rejects.toThrow(
      CatalogSourceError,
    );
    stub.answer(() => ({ status: 200, body: { error_code: '0000' } }));
    await expect(catalog.findProduct('1688', '699999999999', NOW)).rejects.toThrow(
      CatalogSourceError,
    );
  });
  /** A USD→CNY rate staff put in force a minute before NOW. */
  async function setUsdRate(rate: string) {
    await handle.db.insert(exchangeRates).values({
      fromCurrency: 'USD',
      toCurrency: 'CNY',
      rate,
      effectiveAt: new Date(NOW.getTime() - 60_000),
      setBy: 'test',
    });
  }

  it("refuses Alibaba's dollar prices while no USD→CNY rate is in force, storing nothing", async () => {
    // A rate that only takes effect later is not in force yet.
    await handle.db.insert(exchangeRates).values({
      fromCurrency: 'USD',
      toCurrency: 'CNY',
      rate: '7.2',
      effectiveAt: new Date(NOW.getTime() + 60_000),
    });
    stub.answer(() => ({ status: 200, body: alibabaItemAnswer() }));
    await expect(catalog.findProduct('alibaba', '1600123456789', NOW)).rejects.toThrow(
      /US dollars/,
    );
    expect(await handle.db.$count(catalogProducts)).toBe(0);
  });

  it('stores an Alibaba product with its variants and ladder in yuan', async () => {
    await setUsdRate('7.1234');
    stub.answer(() => ({ status: 200, body: alibabaItemAnswer() }));
    const product = await catalog.findProduct('alibaba', '1600123456789', NOW);
    expect(product).toMatchObject({
      link: 'https://www.alibaba.com/product-detail/Custom-Logo-Canvas-Tote_1600123456789.html',
      // $47.70 × 7.1234 = 339.786 18 yuan
      priceCny: 33979,
      priceTiers: [
        { minQuantity: 2, priceCny: 33979 },
        { minQuantity: 100, priceCny: 32055 },
      ],
    });
    const variants = await selectVariants(handle.db, product?.id ?? '');
    expect(
      variants.map((variant) => [variant.name, variant.priceCny, variant.minQuantity]),
    ).toEqual([
      ['Natural', 33979, 2],
      // US $49.10 × 7.1234 = 349.758 94
      ['Black', 34976, 2],
    ]);
  });

  it("keeps 1688's quantity ladder with the product and follows it on a refresh", async () => {
    stub.answer(() => ({ status: 200, body: tieredItemAnswer() }));
    const product = await catalog.findProduct('1688', '669093370636', NOW);
    if (!product) throw new Error('not stored');
    expect(product.priceTiers).toEqual([
      { minQuantity: 3, priceCny: 1250 },
      { minQuantity: 50, priceCny: 1180 },
      { minQuantity: 500, priceCny: 1050 },
    ]);
    // The supplier went back to one price per SKU: the ladder goes with it.
    stub.answer(() => ({ status: 200, body: itemAnswer() }));
    const later = new Date(NOW.getTime() + DETAIL_TTL_MS);
    expect((await catalog.refreshProduct(product, later)).priceTiers).toEqual([]);
    expect(
      (await selectProductByMarketplaceId(handle.db, '1688', '669093370636'))?.priceTiers,
    ).toEqual([]);
  });

  it('asks for titles in the language it was given', async () => {
    const russian = createOneboundCatalog({
      db: handle.db,
      apiUrl: stub.url,
      key: 'the-key',
      lang: 'ru',
      timeoutMs: 60_000,
    });
    stub.answer(() => ({ status: 200, body: searchAnswer([]) }));
    await russian.search(query(), NOW);
    stub.answer(() => ({ status: 200, body: itemAnswer() }));
    await russian.findProduct('1688', '669093370636', NOW);
    expect(stub.received.map((request) => request.query['lang'])).toEqual(['ru', 'ru']);
  });
});
