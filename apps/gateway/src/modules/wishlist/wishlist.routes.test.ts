import { messageFor } from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedProduct } from '../../adapters/catalog/catalog-feed';
import { createCustomer, createStaff, customerAuth, staffAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import {
  createCatalogApp,
  idsOf,
  insertRate,
  markRemoved,
  matchesKeyword,
  testEnv,
} from '../catalog/testing';

type Headers = Record<string, string>;

describe.each(TEST_DATABASE_KINDS)('wishlist on %s', (kind) => {
  let t: TestApp;
  let products: FeedProduct[];

  beforeAll(async () => {
    ({ t, products } = await createCatalogApp(kind, 60));
    await markRemoved(t, products[59] as FeedProduct);
  }, 180_000);
  afterAll(() => t.close());

  const signedIn = async () => customerAuth(t, await createCustomer(t));
  const add = (headers: Headers, link: string, query = '') =>
    t.call({ method: 'POST', url: `/oci/profile/wishlist${query}`, headers, payload: { link } });
  const list = (headers: Headers, query = '') =>
    t.call({ method: 'GET', url: `/oci/profile/wishlist${query}`, headers });
  const links = (headers: Headers) =>
    t.call({ method: 'GET', url: '/oci/profile/wishlist/link', headers });
  const remove = (headers: Headers, marketplace: string, productId: string) =>
    t.call({ method: 'DELETE', url: `/oci/orders/wishlist/${marketplace}/${productId}`, headers });
  /** Wishes products one minute apart, so that "newest first" is well defined. */
  async function wish(headers: Headers, chosen: readonly FeedProduct[]) {
    for (const product of chosen) {
      t.clock.now = new Date(t.clock.now.getTime() + 60_000);
      expect((await add(headers, product.link)).status).toBe(201);
    }
  }

  it('adds a product by its link and answers the entry with the product', async () => {
    const headers = await signedIn();
    const product = products.find((entry) => idsOf(entry).marketplace === 'taobao') as FeedProduct;
    const { productId } = idsOf(product);
    const answer = await add(headers, `https://world.taobao.com/item/${productId}.htm`);
    expect(answer.status).toBe(201);
    expect(answer.body.data).toEqual({
      link: product.link,
      product: expect.objectContaining({
        link: product.link,
        title: product.title,
        marketplace: 'taobao',
        marketplace_product_id: productId,
        removed_by_supplier: false,
      }),
      added_at: t.clock.now.toISOString(),
    });
  });

  it('keeps one entry per product however often and in whatever form it is added', async () => {
    const headers = await signedIn();
    const product = products.find((entry) => idsOf(entry).marketplace === '1688') as FeedProduct;
    const { productId } = idsOf(product);
    const first = await add(headers, product.link);
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const again = await add(headers, `https://m.1688.com/offer?offerId=${productId}`);
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    expect((await list(headers)).body.data.total).toBe(1);
    expect((await links(headers)).body.data).toEqual({ links: [product.link] });
  });

  it('keys an Alibaba entry by the catalogue link, whatever slug was pasted', async () => {
    const headers = await signedIn();
    const product = products.find((entry) => idsOf(entry).marketplace === 'alibaba') as FeedProduct;
    expect(product).toBeDefined();
    const { productId } = idsOf(product);
    const answer = await add(headers, `https://m.alibaba.com/product/${productId}/Other-Slug.html`);
    expect(answer.status).toBe(201);
    expect(answer.body.data.link).toBe(product.link);
  });

  it.each([
    ['https://detail.1688.com/offer/999999999999.html', 422, 'product_unavailable'],
    ['https://www.aliexpress.com/item/1005001234567890.html', 422, 'link_not_marketplace'],
    ['https://www.1688.com/', 422, 'link_not_product'],
  ] as const)('refuses %s with %s', async (link, status, code) => {
    const answer = await add(await signedIn(), link, '?langcode=en');
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({
      status,
      message: messageFor(code, 'en'),
      data: { code, fields: { link: 'field.invalid' } },
    });
  });

  it('refuses a product the supplier removed', async () => {
    const answer = await add(await signedIn(), (products[59] as FeedProduct).link);
    expect(answer.status).toBe(410);
    expect(answer.body.message).toBe('Produk telah dihapus supplier');
  });

  it('validates the link: 400 on the field', async () => {
    const answer = await t.call({
      method: 'POST',
      url: '/oci/profile/wishlist',
      headers: await signedIn(),
      payload: { link: 'detail.1688.com/offer/1.html' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual({
      code: 'validation_failed',
      fields: { link: 'field.invalid' },
    });
  });

  it('lists 10 a page, the newest wish first', async () => {
    const headers = await signedIn();
    const chosen = products.slice(0, 12);
    await wish(headers, chosen);
    const first = await list(headers);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ page: 1, limit: 10, total: 12 });
    expect(first.body.data.items.map((item: any) => item.link)).toEqual(
      [...chosen]
        .reverse()
        .slice(0, 10)
        .map((product) => product.link),
    );
    const second = await list(headers, '?page=2');
    expect(second.body.data.items.map((item: any) => item.link)).toEqual(
      [chosen[1], chosen[0]].map((product) => (product as FeedProduct).link),
    );
    expect((await list(headers, '?sort=newest')).body.data.items).toEqual(first.body.data.items);
    expect((await links(headers)).body.data.links).toEqual(
      [...chosen].reverse().map((product) => product.link),
    );
  });

  it('gives each picture the size and variants the product page gives it (decision 247)', async () => {
    const headers = await signedIn();
    await wish(headers, products.slice(30, 33));
    const items = (await list(headers)).body.data.items;
    expect(items).toHaveLength(3);
    for (const item of items) {
      const page = await t.call({ method: 'GET', url: `/oci/catalog/product/${item.product.id}` });
      expect(item.product.image).toEqual(page.body.data.image);
      expect(item.product.image).toMatchObject({
        url: item.product.image_url,
        width: expect.any(Number),
        height: expect.any(Number),
      });
    }
  });

  it.each([
    ['lowest_price', (item: any) => item.product.price_cny.amount, 'asc'],
    ['highest_price', (item: any) => item.product.price_cny.amount, 'desc'],
    ['top_sales', (item: any) => item.product.sold, 'desc'],
  ] as const)('sorts by %s', async (sort, key, direction) => {
    const headers = await signedIn();
    await wish(headers, products.slice(10, 22));
    const answer = await list(headers, `?sort=${sort}&limit=20`);
    const keys = answer.body.data.items.map(key);
    expect(keys).toHaveLength(12);
    expect(keys).toEqual([...keys].sort((a, b) => (direction === 'asc' ? a - b : b - a)));
  });

  it('sorts by popularity', async () => {
    const headers = await signedIn();
    const chosen = products.slice(22, 30);
    await wish(headers, chosen);
    const answer = await list(headers, '?sort=popular');
    const popularity = new Map(chosen.map((product) => [product.link, product.popularity]));
    const order = answer.body.data.items.map((item: any) => popularity.get(item.link));
    expect(order).toEqual([...order].sort((a, b) => b - a));
  });

  it('searches its titles and categories like the catalogue does', async () => {
    const headers = await signedIn();
    const chosen = products.slice(0, 30);
    await wish(headers, chosen);
    // An Indonesian category name and an English title word.
    for (const word of [(chosen[0] as FeedProduct).keywords[1] as string, 'wholesale']) {
      const answer = await list(headers, `?search=${encodeURIComponent(word)}&limit=50`);
      expect(answer.status).toBe(200);
      const expected = chosen.filter((product) => matchesKeyword(product, word));
      expect(expected.length).toBeGreaterThan(0);
      expect(answer.body.data.items.map((item: any) => item.link).sort()).toEqual(
        expected.map((product) => product.link).sort(),
      );
    }
    const none = await list(headers, '?search=zzqxv');
    expect(none.body.data).toEqual({ items: [], page: 1, limit: 10, total: 0 });
  });

  it('still lists a wished product after the supplier removed it, flagged', async () => {
    const headers = await signedIn();
    const product = products[40] as FeedProduct;
    await add(headers, product.link);
    await markRemoved(t, product);
    const [item] = (await list(headers)).body.data.items;
    expect(item.product.removed_by_supplier).toBe(true);
  });

  it.each([
    ['?sort=cheapest', { sort: 'field.invalid' }],
    ['?limit=0', { limit: 'field.invalid' }],
    [`?search=${'x'.repeat(201)}`, { search: 'field.too_long' }],
  ])('validates the list query %s', async (query, fields) => {
    const answer = await list(await signedIn(), query);
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual({ code: 'validation_failed', fields });
  });

  it('removes an entry by marketplace and product id; a second time is 404', async () => {
    const headers = await signedIn();
    const product = products[3] as FeedProduct;
    const { marketplace, productId } = idsOf(product);
    await add(headers, product.link);
    const answer = await remove(headers, marketplace, productId);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 200, message: 'OK', data: null });
    expect((await links(headers)).body.data.links).toEqual([]);
    const again = await remove(headers, marketplace, productId);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Data tidak ditemukan');
    const invalid = await remove(headers, 'amazon', productId);
    expect(invalid.status).toBe(400);
    expect(invalid.body.data.fields).toEqual({ marketplace: 'field.invalid' });
  });

  it("never shows or removes another customer's entries", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const product = products[7] as FeedProduct;
    const { marketplace, productId } = idsOf(product);
    await add(owner, product.link);
    expect((await list(stranger)).body.data).toEqual({ items: [], page: 1, limit: 10, total: 0 });
    expect((await links(stranger)).body.data.links).toEqual([]);
    const removed = await remove(stranger, marketplace, productId);
    expect(removed.status).toBe(404);
    expect(removed.body).toEqual({
      status: 404,
      message: 'Data tidak ditemukan',
      data: { code: 'not_found' },
    });
    expect((await links(owner)).body.data.links).toEqual([product.link]);
  });

  it('needs a signed-in customer: 401 for guests and staff', async () => {
    const staff = await staffAuth(t, await createStaff(t));
    for (const headers of [{}, staff]) {
      for (const answer of [
        await list(headers),
        await add(headers, (products[0] as FeedProduct).link),
        await links(headers),
        await remove(headers, '1688', '600000001459'),
      ]) {
        expect(answer.status).toBe(401);
        expect(answer.body.message).toBe('Silahkan login');
      }
    }
  });
});

describe.each(TEST_DATABASE_KINDS)('wishlist limits on %s', (kind) => {
  it('answers 429 over the rate limit', async () => {
    const t = await createTestApp(kind, { env: testEnv({ RATE_LIMIT_PER_MINUTE: '2' }) });
    try {
      await insertRate(t);
      const headers = await customerAuth(t, await createCustomer(t));
      const call = () => t.call({ method: 'GET', url: '/oci/profile/wishlist/link', headers });
      expect((await call()).status).toBe(200);
      expect((await call()).status).toBe(200);
      const refused = await call();
      expect(refused.status).toBe(429);
      expect(refused.body.data).toEqual({ code: 'too_many_requests' });
    } finally {
      await t.close();
    }
  }, 120_000);
});
