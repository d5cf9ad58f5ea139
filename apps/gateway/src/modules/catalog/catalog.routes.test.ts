import { convertCny, messageFor, money } from '@storefront/domain';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedProduct } from '../../adapters/catalog/catalog-feed';
import { createCustomer, customerAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import {
  createCatalogApp,
  generatedFeed,
  IDR_RATE,
  idsOf,
  insertRate,
  loadTestCatalog,
  markRemoved,
  matchesKeyword,
  testEnv,
} from './testing/catalog-fixtures';

const SIZE = 300;
const idr = (fen: number) => convertCny(money(fen, 'CNY'), IDR_RATE).amount;
const lowest = (product: FeedProduct) =>
  Math.min(...product.variants.map((variant) => variant.price_cny));
const marketplaceOf = (product: FeedProduct) => idsOf(product).marketplace;

describe.each(TEST_DATABASE_KINDS)('catalogue search and product on %s', (kind) => {
  let t: TestApp;
  let products: FeedProduct[];
  let removed: FeedProduct;

  beforeAll(async () => {
    ({ t, products } = await createCatalogApp(kind, SIZE));
    // One 1688 product the supplier took down: it leaves the search, keeps its page.
    removed = products.find((product) => marketplaceOf(product) === '1688') as FeedProduct;
    await markRemoved(t, removed);
  }, 180_000);
  afterAll(() => t.close());

  const search = (query: string, headers: Record<string, string> = {}) =>
    t.call({ method: 'GET', url: `/oci/catalog/search${query}`, headers });
  const listed = (marketplace: string) =>
    products.filter((product) => marketplaceOf(product) === marketplace && product !== removed);

  /** Every page of a search, checking that pages neither overlap nor skip. */
  async function allPages(query: string) {
    const items: any[] = [];
    let total = -1;
    for (let page = 1; ; page += 1) {
      const answer = await search(
        `${query}${query.includes('?') ? '&' : '?'}limit=100&page=${page}`,
      );
      expect(answer.status).toBe(200);
      total = answer.body.data.total;
      items.push(...answer.body.data.items);
      if (answer.body.data.items.length < 100) break;
    }
    expect(items).toHaveLength(total);
    expect(new Set(items.map((item) => item.id)).size).toBe(total);
    return items;
  }

  it('lists 1688 by default, 10 a page, popular first, priced in yuan and rupiah', async () => {
    const answer = await search('');
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data).toMatchObject({
      page: 1,
      limit: 10,
      total: listed('1688').length,
      total_is_lower_bound: false,
    });
    expect(data.items).toHaveLength(10);
    const byLink = new Map(products.map((product) => [product.link, product]));
    const popularity = data.items.map((item: any) => byLink.get(item.link)?.popularity ?? -1);
    expect(popularity).toEqual([...popularity].sort((a: number, b: number) => b - a));
    const expectedTop = Math.max(...listed('1688').map((product) => product.popularity));
    expect(popularity[0]).toBe(expectedTop);
    for (const item of data.items) {
      const product = byLink.get(item.link) as FeedProduct;
      expect(item).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        marketplace: '1688',
        marketplace_product_id: idsOf(product).productId,
        link: product.link,
        product_source: 'default',
        title: product.title,
        image_url: `http://localhost:3000/catalog/images/${product.images[0]}`,
        // The generated pictures are 800 px: a WebP variant for each smaller width (decisions
        // 247, 298).
        image: {
          url: `http://localhost:3000/catalog/images/${product.images[0]}`,
          width: 800,
          height: 800,
          widths: [160, 320, 640],
        },
        price_cny: { amount: lowest(product), currency: 'CNY' },
        price: { amount: idr(lowest(product)), currency: 'IDR' },
        sold: product.sold,
        removed_by_supplier: false,
        quotation_state: null,
      });
    }
  });

  it('searches Taobao when asked, never Alibaba (not a search type)', async () => {
    const items = await allPages('?search_type=taobao');
    expect(items).toHaveLength(listed('taobao').length);
    expect(new Set(items.map((item) => item.marketplace))).toEqual(new Set(['taobao']));
    const refused = await search('?search_type=alibaba');
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual({
      code: 'validation_failed',
      fields: { search_type: 'field.invalid' },
    });
  });

  const sortKeys: Array<[string, (product: FeedProduct) => number, 'desc' | 'asc']> = [
    ['top_sales', (product) => product.sold, 'desc'],
    ['popular', (product) => product.popularity, 'desc'],
    ['newest', (product) => Date.parse(product.listed_at), 'desc'],
    ['highest_price', lowest, 'desc'],
    ['lowest_price', lowest, 'asc'],
  ];
  it.each(sortKeys)('sorts by %s across every page', async (sort, key, direction) => {
    const items = await allPages(`?sort=${sort}`);
    const byLink = new Map(products.map((product) => [product.link, product]));
    const keys = items.map((item) => key(byLink.get(item.link) as FeedProduct));
    const sorted = [...keys].sort((a, b) => (direction === 'asc' ? a - b : b - a));
    expect(keys).toEqual(sorted);
    expect(items).toHaveLength(listed('1688').length);
  });

  it.each([
    ['tote', 'an English word prefix'],
    ['tas ransel', 'Indonesian category words'],
    ['กระเป๋า', 'Thai'],
    ['сумка', 'Russian'],
    ['Сөмке', 'Kazakh in capitals'],
    ['KAOS cotton', 'mixed case, two words (both must match)'],
    ['wat', 'the start of a word'],
  ])('finds %s (%s) exactly where every word matches a word start', async (keyword) => {
    const items = await allPages(`?keyword=${encodeURIComponent(keyword)}`);
    const expected = listed('1688').filter((product) => matchesKeyword(product, keyword));
    expect(expected.length).toBeGreaterThan(0);
    expect(items.map((item) => item.link).sort()).toEqual(
      expected.map((product) => product.link).sort(),
    );
  });

  it('finds nothing for a word no product has, and treats operators as plain text', async () => {
    for (const keyword of ['zzqxv', "bag' | !(tote", '&&&']) {
      const answer = await search(`?keyword=${encodeURIComponent(keyword)}`);
      expect(answer.status).toBe(200);
      if (keyword === '&&&') expect(answer.body.data.total).toBe(listed('1688').length);
      else if (keyword === 'zzqxv') expect(answer.body.data.total).toBe(0);
      else {
        const expected = listed('1688').filter((product) => matchesKeyword(product, keyword));
        expect(answer.body.data.total).toBe(expected.length);
      }
    }
  });

  it('filters by a price range in rupiah, both ends included, at the current rate', async () => {
    const prices = listed('1688').map((product) => idr(lowest(product)));
    const edge = prices.sort((a, b) => a - b)[Math.floor(prices.length / 2)] as number;
    const cases: Array<[number | undefined, number | undefined]> = [
      [edge, undefined],
      [edge + 1, undefined],
      [undefined, edge],
      [undefined, edge - 1],
      [edge, edge + 1],
      [edge - 1, edge],
      [0, 1],
    ];
    for (const [min, max] of cases) {
      const query = [
        min === undefined ? '' : `min_price=${min}`,
        max === undefined ? '' : `max_price=${max}`,
      ]
        .filter(Boolean)
        .join('&');
      const items = await allPages(`?${query}`);
      const expected = listed('1688').filter((product) => {
        const price = idr(lowest(product));
        return (min === undefined || price >= min) && (max === undefined || price <= max);
      });
      expect(items.map((item) => item.link).sort(), query).toEqual(
        expected.map((product) => product.link).sort(),
      );
      for (const item of items) {
        if (min !== undefined) expect(item.price.amount).toBeGreaterThanOrEqual(min);
        if (max !== undefined) expect(item.price.amount).toBeLessThanOrEqual(max);
      }
    }
  });

  it.each([
    ['?min_price=500000&max_price=500000', { max_price: 'field.price_range' }],
    ['?min_price=500001&max_price=500000', { max_price: 'field.price_range' }],
    ['?min_price=-1', { min_price: 'field.not_negative' }],
    ['?max_price=abc', { max_price: 'field.number' }],
    ['?sort=cheapest', { sort: 'field.invalid' }],
    ['?page=0', { page: 'field.invalid' }],
    ['?limit=101', { limit: 'field.invalid' }],
    [`?keyword=${'a'.repeat(201)}`, { keyword: 'field.too_long' }],
  ])('refuses %s with 400 and the field ids', async (query, fields) => {
    const answer = await search(`${query}&langcode=en`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      status: 400,
      message: 'Some fields are not filled in correctly',
      data: { code: 'validation_failed', fields },
    });
  });

  it('finds the one product of a pasted link, in any of its forms', async () => {
    const product = listed('taobao')[0] as FeedProduct;
    const { productId } = idsOf(product);
    for (const link of [
      product.link,
      `https://world.taobao.com/item/${productId}.htm`,
      `item.taobao.com/item.htm?spm=a1z10&id=${productId}`,
    ]) {
      const answer = await search(`?keyword=${encodeURIComponent(link)}`);
      expect(answer.status).toBe(200);
      expect(answer.body.data.total).toBe(1);
      expect(answer.body.data.items.map((item: any) => item.link)).toEqual([product.link]);
    }
    const second = await search(`?keyword=${encodeURIComponent(product.link)}&page=2`);
    expect(second.body.data).toMatchObject({ items: [], total: 1, page: 2 });
  });

  it('finds nothing for the link of a product it does not know, or of a removed one', async () => {
    for (const link of ['https://detail.1688.com/offer/999999999999.html', removed.link]) {
      const answer = await search(`?keyword=${encodeURIComponent(link)}`);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({
        items: [],
        page: 1,
        limit: 10,
        total: 0,
        total_is_lower_bound: false,
      });
    }
  });

  it.each([
    ['https://www.aliexpress.com/item/1005001234567890.html', 'link_not_marketplace'],
    ['https://s.1688.com/selloffer/offer_search.htm?keywords=bag', 'link_not_product'],
  ] as const)('tells why a pasted link %s cannot be searched', async (link, code) => {
    const answer = await search(`?keyword=${encodeURIComponent(link)}`);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      status: 422,
      message: messageFor(code, 'id'),
      data: { code, fields: { keyword: 'field.invalid' } },
    });
    expect((await search(`?keyword=${encodeURIComponent(link)}&langcode=th`)).body.message).toBe(
      messageFor(code, 'th'),
    );
  });

  it('answers a signed-in caller the same way (no submission yet: no quotation state)', async () => {
    const headers = await customerAuth(t, await createCustomer(t));
    const guest = await search('?sort=top_sales');
    const signedIn = await search('?sort=top_sales', headers);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toEqual(guest.body.data);
  });

  it('shows a product with its variants, sub-variants and both prices', async () => {
    const product = products.find(
      (entry) =>
        entry !== removed && entry.variants.some((variant) => variant.sub_variants.length > 1),
    ) as FeedProduct;
    const [item] = (await search(`?keyword=${encodeURIComponent(product.link)}`)).body.data.items;
    const answer = await t.call({ method: 'GET', url: `/oci/catalog/product/${item.id}` });
    expect(answer.status).toBe(200);
    const image = (name: string) => `http://localhost:3000/catalog/images/${name}`;
    expect(answer.body.data).toEqual({
      ...item,
      // The generated catalogue's ids are made up: the page says so rather than linking.
      demo_link: true,
      description: product.description,
      images: product.images.map(image),
      // Drawn at 800 px, so every smaller width the pages draw has its WebP variant.
      responsive_images: product.images.map((name) => ({
        url: image(name),
        width: 800,
        height: 800,
        widths: [160, 320, 640],
      })),
      variants: product.variants.map((variant) => ({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: variant.name,
        image_url: variant.image === null ? null : image(variant.image),
        // Its thumbnail's widths, like the product's pictures.
        image:
          variant.image === null
            ? null
            : { url: image(variant.image), width: 800, height: 800, widths: [160, 320, 640] },
        unit_price_cny: { amount: variant.price_cny, currency: 'CNY' },
        unit_price: { amount: idr(variant.price_cny), currency: 'IDR' },
        unit_weight_grams: variant.weight_grams,
        min_quantity: variant.min_quantity,
        multiple: variant.multiple,
        stock: variant.stock,
        sub_variants: variant.sub_variants.map((sub) => ({
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          name: sub.name,
          unit_price_cny: { amount: sub.price_cny, currency: 'CNY' },
          unit_price: { amount: idr(sub.price_cny), currency: 'IDR' },
          stock: sub.stock,
        })),
        quotation_state: null,
        quoted_unit_price: null,
      })),
      // The generated catalogue has no quantity ladders.
      price_tiers: [],
    });
  });

  it('serves the catalogue images it links to, and 404 for any other name', async () => {
    const product = products[0] as FeedProduct;
    const name = product.images[0] as string;
    const answer = await t.call({ method: 'GET', url: `/catalog/images/${name}` });
    expect(answer.status).toBe(200);
    expect(answer.response.headers['content-type']).toBe('image/png');
    expect(answer.response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const onDisk = await readFile(join(await generatedFeed(SIZE), 'images', name));
    expect(answer.response.rawPayload.equals(onDisk)).toBe(true);
    for (const other of ['nothing-here.png', '..%2Fsecret.png', 'UPPER.png', 'x.jpg']) {
      const missing = await t.call({ method: 'GET', url: `/catalog/images/${other}` });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({
        status: 404,
        message: 'Data tidak ditemukan',
        data: { code: 'not_found' },
      });
    }
  });

  it('still shows a product the supplier removed, flagged as removed', async () => {
    const { productId } = idsOf(removed);
    const rows = await t.handle.db.query.catalogProducts.findFirst({
      where: (table, { eq }) => eq(table.marketplaceProductId, productId),
    });
    const answer = await t.call({ method: 'GET', url: `/oci/catalog/product/${rows?.id}` });
    expect(answer.status).toBe(200);
    expect(answer.body.data.removed_by_supplier).toBe(true);
    expect(answer.body.data.variants).toHaveLength(removed.variants.length);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-an-id'])(
    'answers product_unavailable for %s, in the language asked',
    async (id) => {
      const answer = await t.call({ method: 'GET', url: `/oci/catalog/product/${id}?langcode=id` });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        status: 422,
        message: 'Produk tidak ditemukan atau tidak tersedia',
        data: { code: 'product_unavailable' },
      });
    },
  );
});

describe.each(TEST_DATABASE_KINDS)('catalogue edges on %s', (kind) => {
  it('prices in baht at the Thai rate, to the satang', async () => {
    const t = await createTestApp(kind, { env: testEnv({ MARKET: 'th' }) });
    try {
      const rate = { from: 'CNY', to: 'THB', rate: '4.55' } as const;
      await insertRate(t, rate);
      await loadTestCatalog(t, 60);
      const answer = await t.call({ method: 'GET', url: '/oci/catalog/search?limit=5' });
      expect(answer.status).toBe(200);
      for (const item of answer.body.data.items) {
        expect(item.price).toEqual(convertCny(item.price_cny, rate));
        expect(item.price.currency).toBe('THB');
      }
    } finally {
      await t.close();
    }
  }, 120_000);

  it('uses the newest rate in force, not one scheduled for later', async () => {
    const t = await createTestApp(kind, { env: testEnv() });
    try {
      await insertRate(t, { from: 'CNY', to: 'IDR', rate: '2000' });
      await insertRate(t, { from: 'CNY', to: 'IDR', rate: '2100' });
      const { exchangeRates } = await import('../../db/schema');
      await t.handle.db.insert(exchangeRates).values({
        fromCurrency: 'CNY',
        toCurrency: 'IDR',
        rate: '9999',
        effectiveAt: new Date(t.clock.now.getTime() + 60_000),
      });
      await loadTestCatalog(t, 60);
      const [item] = (await t.call({ method: 'GET', url: '/oci/catalog/search?limit=1' })).body.data
        .items;
      expect(item.price).toEqual(
        convertCny(item.price_cny, { from: 'CNY', to: 'IDR', rate: '2100' }),
      );
    } finally {
      await t.close();
    }
  }, 120_000);

  it('answers 500 rather than invent a price when no rate exists', async () => {
    const t = await createTestApp(kind, { env: testEnv() });
    try {
      const answer = await t.call({ method: 'GET', url: '/oci/catalog/search?langcode=en' });
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({
        status: 500,
        message: 'An error occurred please try again',
        data: { code: 'server_error' },
      });
    } finally {
      await t.close();
    }
  }, 120_000);

  it('answers an empty page on an empty catalogue', async () => {
    const t = await createTestApp(kind, { env: testEnv() });
    try {
      await insertRate(t);
      const answer = await t.call({ method: 'GET', url: '/oci/catalog/search?keyword=bag' });
      expect(answer.body.data).toEqual({
        items: [],
        page: 1,
        limit: 10,
        total: 0,
        total_is_lower_bound: false,
      });
    } finally {
      await t.close();
    }
  }, 120_000);

  it('limits a caller to the rate: 429 in the language asked', async () => {
    const t = await createTestApp(kind, { env: testEnv({ RATE_LIMIT_PER_MINUTE: '2' }) });
    try {
      await insertRate(t);
      for (let i = 0; i < 2; i += 1) {
        expect((await t.call({ method: 'GET', url: '/oci/catalog/search' })).status).toBe(200);
      }
      const refused = await t.call({ method: 'GET', url: '/oci/catalog/search?langcode=en' });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        status: 429,
        message: messageFor('too_many_requests', 'en'),
        data: { code: 'too_many_requests' },
      });
      const product = await t.call({
        method: 'GET',
        url: '/oci/catalog/product/00000000-0000-4000-8000-000000000000',
      });
      expect(product.status).toBe(429);
    } finally {
      await t.close();
    }
  }, 120_000);
});
