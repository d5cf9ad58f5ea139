import { convertCny } from '@storefront/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  NOT_FOUND,
  TOTE,
  itemAnswer,
  searchAnswer,
  startOneboundStub,
  tieredItemAnswer,
} from '../../adapters/catalog/testing/onebound-stub';
import { loadConfig } from '../../config';
import { createAdapters } from '../../adapters/create-adapters';
import { createCustomer, customerAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { IDR_RATE, insertRate, testEnv } from './testing/catalog-fixtures';

describe('catalogue adapter selection', () => {
  it('uses Onebound when its URL and key are set, the local catalogue otherwise', () => {
    const db = {} as never;
    const remote = loadConfig({
      CATALOG_API_URL: 'https://api-gw.onebound.cn',
      CATALOG_API_KEY: 'k',
    });
    expect(remote.catalogApi).toEqual({
      url: 'https://api-gw.onebound.cn',
      key: 'k',
      secret: undefined,
    });
    expect(createAdapters(remote, db).catalog.source).toBe('onebound');
    const keyOnly = loadConfig({ CATALOG_API_KEY: 'k' });
    expect(keyOnly.catalogApi).toBeNull();
    expect(createAdapters(keyOnly, db).catalog.source).toBe('local');
    expect(loadConfig({}).catalogSeedProducts).toBe(1_000);
    expect(() => loadConfig({ CATALOG_SEED_PRODUCTS: '-1' })).toThrow('CATALOG_SEED_PRODUCTS');
  });
});

describe.each(TEST_DATABASE_KINDS)('catalogue from the marketplace data service on %s', (kind) => {
  let t: TestApp;
  let stub: Awaited<ReturnType<typeof startOneboundStub>>;

  beforeAll(async () => {
    stub = await startOneboundStub();
    t = await createTestApp(kind, {
      env: testEnv({ CATALOG_API_URL: stub.url, CATALOG_API_KEY: 'k', CATALOG_API_SECRET: 's' }),
    });
    await insertRate(t);
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });
  beforeEach(() => {
    stub.received.length = 0;
  });

  it('searches the service and prices its results in rupiah', async () => {
    stub.answer(() => ({ status: 200, body: searchAnswer([TOTE], 480) }));
    const answer = await t.call({ method: 'GET', url: '/oci/catalog/search?keyword=tote&limit=5' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      page: 1,
      limit: 5,
      total: 480,
      total_is_lower_bound: false,
    });
    const [item] = answer.body.data.items;
    expect(item).toMatchObject({
      link: 'https://detail.1688.com/offer/669093370636.html',
      image_url: 'https://cbu01.alicdn.com/img/ibank/O1CN01tote.jpg',
      price_cny: { amount: 1250, currency: 'CNY' },
      price: convertCny({ amount: 1250, currency: 'CNY' }, IDR_RATE),
    });
    expect(stub.received[0]?.query).toMatchObject({ q: 'tote', page_size: '5', sort: '_credit' });

    stub.answer(() => ({ status: 200, body: itemAnswer() }));
    const detail = await t.call({ method: 'GET', url: `/oci/catalog/product/${item.id}` });
    expect(detail.status).toBe(200);
    expect(detail.body.data.variants.map((variant: any) => variant.name)).toEqual(['Red', 'Black']);
    expect(detail.body.data.variants[0].sub_variants.map((sub: any) => sub.name)).toEqual([
      'M',
      'L',
    ]);
    expect(detail.body.data.variants[0].min_quantity).toBe(3);
  });

  it("shows the supplier's quantity ladder in yuan and rupiah", async () => {
    stub.answer(() => ({
      status: 200,
      body: searchAnswer([{ ...TOTE, num_iid: 671234567890, detail_url: undefined }]),
    }));
    const [item] = (await t.call({ method: 'GET', url: '/oci/catalog/search?keyword=tote' })).body
      .data.items;
    stub.answer(() => ({
      status: 200,
      body: tieredItemAnswer({ num_iid: '671234567890', detail_url: undefined }),
    }));
    const detail = await t.call({ method: 'GET', url: `/oci/catalog/product/${item.id}` });
    expect(detail.status).toBe(200);
    expect(detail.body.data.price_tiers).toEqual(
      [
        [3, 1250],
        [50, 1180],
        [500, 1050],
      ].map(([minQuantity = 0, fen = 0]) => ({
        min_quantity: minQuantity,
        unit_price_cny: { amount: fen, currency: 'CNY' },
        unit_price: convertCny({ amount: fen, currency: 'CNY' }, IDR_RATE),
      })),
    );
  });

  it('answers a service total above the cap as "1,000+", like the local catalogue', async () => {
    stub.answer(() => ({ status: 200, body: searchAnswer([TOTE], 48_000) }));
    const answer = await t.call({ method: 'GET', url: '/oci/catalog/search?keyword=tote' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ total: 1_000, total_is_lower_bound: true });
  });

  it('answers the generic retry message when the service fails', async () => {
    stub.answer(() => ({ status: 503, body: 'busy' }));
    const answer = await t.call({ method: 'GET', url: '/oci/catalog/search?keyword=bag' });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      status: 500,
      message: 'Terjadi Kesalahan, Silahkan coba lagi',
      data: { code: 'generic_retry' },
    });
  });

  it('resolves a product request through the service, or keeps it for staff when it cannot', async () => {
    const headers = await customerAuth(t, await createCustomer(t));
    stub.answer(() => ({
      status: 200,
      body: itemAnswer({
        num_iid: '678901234567',
        detail_url: 'https://item.taobao.com/item.htm?id=678901234567',
      }),
    }));
    const found = await t.call({
      method: 'POST',
      url: '/oci/product-request',
      headers,
      payload: { link: 'https://item.taobao.com/item.htm?id=678901234567' },
    });
    expect(found.status).toBe(201);
    expect(found.body.data.product_id).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(stub.received.at(-1)?.path).toBe('/taobao/item_get/');

    stub.answer(() => ({ status: 500, body: 'down' }));
    const waiting = await t.call({
      method: 'POST',
      url: '/oci/product-request',
      headers,
      payload: { link: 'https://detail.1688.com/offer/698765432109.html' },
    });
    expect(waiting.status).toBe(201);
    expect(waiting.body.data).toMatchObject({ product_id: null, resolved_at: null });

    stub.answer(() => ({ status: 200, body: NOT_FOUND }));
    const unknown = await t.call({
      method: 'POST',
      url: '/oci/profile/wishlist',
      headers,
      payload: { link: 'https://detail.1688.com/offer/698765432100.html' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.code).toBe('product_unavailable');
  });
});
