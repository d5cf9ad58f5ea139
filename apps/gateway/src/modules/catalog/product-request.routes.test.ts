import { getMarket, messageFor } from '@storefront/domain';
import { eq } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedProduct } from '../../adapters/catalog/catalog-feed';
import { createAdapters } from '../../adapters/create-adapters';
import { auditLog, productRequests } from '../../db/schema';
import { createCustomer, createStaff, customerAuth, staffAuth } from '../../testing/fixtures';
import { jpegFile, multipartBody, pngFile, textFile } from '../../testing/sample-files';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import {
  feedProducts,
  idsOf,
  insertRate,
  loadTestCatalog,
  markRemoved,
  PRODUCT_REMOVED_ANSWER,
  storedProduct,
  testEnv,
} from './testing/catalog-fixtures';
import { createImageProductRequest } from './product-request.service';

type Headers = Record<string, string>;
const UNKNOWN_1688 = 'https://detail.1688.com/offer/777777777777.html';

describe.each(TEST_DATABASE_KINDS)('product requests on %s', (kind) => {
  let t: TestApp;
  let products: FeedProduct[];
  let staff: Headers;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: testEnv() });
    await insertRate(t);
    await loadTestCatalog(t, 60);
    products = await feedProducts(60);
    staff = await staffAuth(t, await createStaff(t));
  }, 180_000);
  afterAll(() => t.close());

  const signedIn = async () => customerAuth(t, await createCustomer(t));
  const request = (headers: Headers, payload: object, query = '') =>
    t.call({ method: 'POST', url: `/oci/product-request${query}`, headers, payload });
  const imageRequest = (headers: Headers, parts: Parameters<typeof multipartBody>[0]) => {
    const body = multipartBody(parts);
    return t.call({
      method: 'POST',
      url: '/oci/orders/inquiry/image',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const queue = async (query = '') => {
    const answer = await t.call({
      method: 'GET',
      url: `/admin/product-requests${query}`,
      headers: staff,
    });
    expect(answer.status).toBe(200);
    return answer.body.data;
  };

  it('answers a link the catalogue knows at once: resolved with the product', async () => {
    const headers = await signedIn();
    const product = products.find((entry) => idsOf(entry).marketplace === '1688') as FeedProduct;
    const stored = await storedProduct(t, product);
    const answer = await request(headers, {
      link: `${product.link}?spm=a26352.13672862`,
      description: 'Warna merah 500 pcs',
      quantity: 500,
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      link: product.link,
      image_url: null,
      description: 'Warna merah 500 pcs',
      quantity: 500,
      product_id: stored.id,
      rejection_reason: null,
      created_at: t.clock.now.toISOString(),
      resolved_at: t.clock.now.toISOString(),
    });
    const open = await queue();
    expect(open.items.map((item: any) => item.id)).not.toContain(answer.body.data.id);
    const closed = await queue('?open=false');
    expect(closed.items.map((item: any) => item.id)).toContain(answer.body.data.id);
  });

  it('records a link it does not know for staff, once per customer while it waits', async () => {
    const headers = await signedIn();
    const first = await request(headers, { link: UNKNOWN_1688 });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      link: UNKNOWN_1688,
      description: '',
      quantity: null,
      product_id: null,
      resolved_at: null,
    });
    const again = await request(headers, {
      link: 'https://m.1688.com/offer/777777777777.html',
      description: 'again',
    });
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    const other = await request(await signedIn(), { link: UNKNOWN_1688 });
    expect(other.body.data.id).not.toBe(first.body.data.id);
  });

  it.each([
    ['https://www.aliexpress.com/item/1005001234567890.html', 'link_not_marketplace', 'id'],
    ['https://detail.tmall.com/item.htm?id=678901234567', 'link_not_marketplace', 'en'],
    ['https://shop1234567890.1688.com/page/offerlist.htm', 'link_not_product', 'th'],
  ] as const)('refuses %s with %s in %s', async (link, code, language) => {
    const answer = await request(await signedIn(), { link }, `?langcode=${language}`);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      status: 422,
      message: messageFor(code, language),
      data: { code, fields: { link: 'field.invalid' } },
    });
  });

  it('refuses the link of a product the supplier removed', async () => {
    const product = products[5] as FeedProduct;
    await markRemoved(t, product);
    const answer = await request(await signedIn(), { link: product.link });
    expect(answer.status).toBe(410);
    expect(answer.body).toEqual(PRODUCT_REMOVED_ANSWER);
  });

  it.each([
    // The contract's urlSchema reads a missing link as invalid, not required.
    [{}, { link: 'field.invalid' }],
    [{ link: 'not a link' }, { link: 'field.invalid' }],
    [{ link: UNKNOWN_1688, quantity: 0 }, { quantity: 'field.invalid' }],
    [{ link: UNKNOWN_1688, quantity: 2.5 }, { quantity: 'field.number' }],
    [{ link: UNKNOWN_1688, description: 'x'.repeat(101) }, { description: 'field.too_long' }],
  ])('validates %j: 400 with the field ids', async (payload, fields) => {
    const answer = await request(await signedIn(), payload);
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual({ code: 'validation_failed', fields });
  });

  it('needs a signed-in customer: 401 Silahkan login', async () => {
    for (const answer of [
      await request({}, { link: UNKNOWN_1688 }),
      await request(staff, { link: UNKNOWN_1688 }),
      await imageRequest({}, [
        { name: 'image', value: { filename: 'a.png', bytes: pngFile(300, 300) } },
      ]),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Silahkan login');
    }
  });

  it('records a photo request; only its owner and staff can see the photo', async () => {
    const ownerRow = await createCustomer(t);
    const owner = await customerAuth(t, ownerRow);
    const photo = pngFile(320, 240);
    const answer = await imageRequest(owner, [
      { name: 'description', value: 'Tas seperti ini, bahan kulit' },
      { name: 'quantity', value: '200' },
      { name: 'image', value: { filename: '../../etc/passwd.png', bytes: photo } },
    ]);
    expect(answer.status).toBe(201);
    const data = answer.body.data;
    expect(data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      link: null,
      image_url: `http://localhost:3000/oci/product-request/${data.id}/image`,
      description: 'Tas seperti ini, bahan kulit',
      quantity: 200,
      product_id: null,
      rejection_reason: null,
      created_at: t.clock.now.toISOString(),
      resolved_at: null,
    });
    const [row] = await t.handle.db
      .select()
      .from(productRequests)
      .where(eq(productRequests.id, data.id));
    expect(row).toMatchObject({
      customerId: ownerRow.id,
      imageKey: `product-requests/${data.id}.png`,
    });

    const path = `/oci/product-request/${data.id}/image`;
    const mine = await t.call({ method: 'GET', url: path, headers: owner });
    expect(mine.status).toBe(200);
    expect(mine.response.headers['content-type']).toBe('image/png');
    expect(mine.response.headers['cache-control']).toBe('private, no-store');
    // Shown in place (no download), but never sniffed into a page that could run script.
    expect(mine.response.headers['content-disposition']).toBeUndefined();
    expect(mine.response.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.response.headers['content-security-policy']).toContain('sandbox');
    expect(mine.response.rawPayload.equals(photo)).toBe(true);
    expect((await t.call({ method: 'GET', url: path, headers: staff })).status).toBe(200);
    const stranger = await t.call({ method: 'GET', url: path, headers: await signedIn() });
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('Data tidak ditemukan');
    expect((await t.call({ method: 'GET', url: path })).status).toBe(401);
    for (const other of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const missing = await t.call({
        method: 'GET',
        url: `/oci/product-request/${other}/image`,
        headers: owner,
      });
      expect(missing.status).toBe(404);
    }
  });

  it('takes a JPEG photo too', async () => {
    const answer = await imageRequest(await signedIn(), [
      { name: 'image', value: { filename: 'photo.jpg', bytes: jpegFile(400, 400) } },
    ]);
    expect(answer.status).toBe(201);
    const [row] = await t.handle.db
      .select()
      .from(productRequests)
      .where(eq(productRequests.id, answer.body.data.id));
    expect(row?.imageKey).toBe(`product-requests/${answer.body.data.id}.jpg`);
  });

  it('refuses a kind of file it cannot store, and removes a photo whose request fails', async () => {
    const context = {
      db: t.handle.db,
      market: getMarket('id'),
      now: () => t.clock.now,
      adapters: createAdapters(t.config, t.handle.db),
      config: t.config,
    };
    const customer = await createCustomer(t);
    const gif = { filename: 'a.gif', bytes: Buffer.from('GIF89a'), size: 6, type: 'gif' as const };
    await expect(
      createImageProductRequest(context, customer.id, { description: '' }, gif),
    ).rejects.toMatchObject({ code: 'file_type_invalid' });
    const folder = resolve(t.config.dataDir, 'uploads', 'product-requests');
    const before = await readdir(folder).catch(() => []);
    const png = { filename: 'a.png', bytes: pngFile(300, 300), size: 0, type: 'png' as const };
    const nobody = '00000000-0000-4000-8000-000000000000';
    await expect(
      createImageProductRequest(context, nobody, { description: '' }, png),
    ).rejects.toThrow();
    expect(await readdir(folder).catch(() => [])).toEqual(before);
  });

  it.each([
    [
      'a text file named .png',
      [{ name: 'image', value: { filename: 'a.png', bytes: textFile() } }],
      415,
      'Jenis file tidak sesuai',
    ],
    [
      'a photo below 200 x 200',
      [{ name: 'image', value: { filename: 'a.png', bytes: pngFile(199, 300) } }],
      422,
      // The message names the minimum (decision 228 passes the rule's figures).
      messageFor('image_resolution_too_low', 'id', { width: 200, height: 200 }),
    ],
    [
      'a photo over 10 MB',
      [
        {
          name: 'image',
          value: {
            filename: 'big.png',
            bytes: Buffer.concat([pngFile(300, 300), Buffer.alloc(10 * 1024 * 1024)]),
          },
        },
      ],
      413,
      'File terlalu besar',
    ],
    [
      'no photo',
      [{ name: 'description', value: 'tanpa foto' }],
      400,
      messageFor('validation_failed', 'id'),
    ],
  ] as const)('refuses %s', async (_case, parts, status, message) => {
    const answer = await imageRequest(await signedIn(), parts as never);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
  });

  it('lists the open requests oldest first, with who asked, to staff only', async () => {
    const customer = await createCustomer(t, { namaDepan: 'Sari', namaBelakang: 'Dewi' });
    const headers = await customerAuth(t, customer);
    const before = (await queue('?limit=100')).total;
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const older = await request(headers, {
      link: 'https://item.taobao.com/item.htm?id=688888888881',
    });
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const newer = await request(headers, {
      link: 'https://item.taobao.com/item.htm?id=688888888882',
    });
    const open = await queue('?limit=100');
    expect(open.total).toBe(before + 2);
    const ids = open.items.map((item: any) => item.id);
    expect(ids.indexOf(older.body.data.id)).toBeLessThan(ids.indexOf(newer.body.data.id));
    expect(open.items.find((item: any) => item.id === newer.body.data.id).customer).toEqual({
      id: customer.id,
      email: customer.email,
      nama_lengkap: 'Sari Dewi',
      level: 'silver',
    });
    const paged = await queue('?limit=1&page=2');
    expect(paged).toMatchObject({ page: 2, limit: 1, total: before + 2 });
    expect(paged.items).toHaveLength(1);

    const asCustomer = await t.call({ method: 'GET', url: '/admin/product-requests', headers });
    expect(asCustomer.status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/admin/product-requests' })).status).toBe(401);
    const invalid = await t.call({
      method: 'GET',
      url: '/admin/product-requests?open=maybe',
      headers: staff,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.data.fields).toEqual({ open: 'field.invalid' });
  });

  it('lets staff close a request with a product, once, and audits it', async () => {
    const headers = await signedIn();
    const created = await request(headers, {
      link: 'https://detail.1688.com/offer/611111111111.html',
    });
    const id = created.body.data.id as string;
    const product = await storedProduct(t, products[1] as FeedProduct);
    t.clock.now = new Date(t.clock.now.getTime() + 3_600_000);
    const resolve = (payload: object) =>
      t.call({
        method: 'POST',
        url: `/admin/product-requests/${id}/resolve`,
        headers: staff,
        payload,
      });
    const answer = await resolve({ outcome: 'found', product_id: product.id });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id,
      product_id: product.id,
      rejection_reason: null,
      resolved_at: t.clock.now.toISOString(),
      customer: { level: 'silver' },
    });
    const [entry] = await t.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `link_request:${id}`));
    expect(entry).toMatchObject({ actorType: 'staff', action: 'link_request.resolve' });
    expect(entry?.data).toMatchObject({
      before: { id, product_id: null, resolved_at: null },
      after: { id, product_id: product.id, resolved_at: t.clock.now.toISOString() },
    });
    const again = await resolve({ outcome: 'rejected', reason: 'Terlambat' });
    expect(again.status).toBe(409);
    expect(again.body.data).toEqual({ code: 'transition_not_allowed' });
  });

  it('lets staff reject a request with a reason the customer reads', async () => {
    const created = await request(await signedIn(), {
      link: 'https://www.alibaba.com/product-detail/Bag_1600999999999.html',
    });
    const answer = await t.call({
      method: 'POST',
      url: `/admin/product-requests/${created.body.data.id}/resolve`,
      headers: staff,
      payload: { outcome: 'rejected', reason: 'Supplier tidak menjual ke luar negeri' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      product_id: null,
      rejection_reason: 'Supplier tidak menjual ke luar negeri',
    });
  });

  it('refuses to close a request with a product that does not exist or was removed', async () => {
    const created = await request(await signedIn(), {
      link: 'https://detail.1688.com/offer/622222222222.html',
    });
    const url = `/admin/product-requests/${created.body.data.id}/resolve`;
    const unknown = await t.call({
      method: 'POST',
      url,
      headers: staff,
      payload: { outcome: 'found', product_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data).toEqual({
      code: 'product_unavailable',
      fields: { product_id: 'field.invalid' },
    });
    const removed = await storedProduct(t, products[5] as FeedProduct);
    const gone = await t.call({
      method: 'POST',
      url,
      headers: staff,
      payload: { outcome: 'found', product_id: removed.id },
    });
    expect(gone.status).toBe(410);
    const stillOpen = await queue('?limit=100');
    expect(stillOpen.items.map((item: any) => item.id)).toContain(created.body.data.id);
  });

  it.each([
    [{ outcome: 'found' }, { product_id: 'field.required' }],
    [{ outcome: 'rejected', reason: '' }, { reason: 'field.required' }],
    [{ outcome: 'maybe' }, { outcome: 'field.invalid' }],
  ])('validates a resolution %j', async (payload, fields) => {
    const created = await request(await signedIn(), {
      link: 'https://detail.1688.com/offer/633333333333.html',
    });
    const answer = await t.call({
      method: 'POST',
      url: `/admin/product-requests/${created.body.data.id}/resolve`,
      headers: staff,
      payload,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual({ code: 'validation_failed', fields });
  });

  it('answers 404 for a request that does not exist, and to a customer', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const answer = await t.call({
        method: 'POST',
        url: `/admin/product-requests/${id}/resolve`,
        headers: staff,
        payload: { outcome: 'rejected', reason: 'x' },
      });
      expect(answer.status).toBe(404);
    }
    const created = await request(await signedIn(), {
      link: 'https://detail.1688.com/offer/644444444444.html',
    });
    const asCustomer = await t.call({
      method: 'POST',
      url: `/admin/product-requests/${created.body.data.id}/resolve`,
      headers: await signedIn(),
      payload: { outcome: 'rejected', reason: 'x' },
    });
    expect(asCustomer.status).toBe(404);
  });
});

describe.each(TEST_DATABASE_KINDS)('product request limits on %s', (kind) => {
  it('answers 429 over the rate limit', async () => {
    const t = await createTestApp(kind, { env: testEnv({ RATE_LIMIT_PER_MINUTE: '1' }) });
    try {
      const headers = await customerAuth(t, await createCustomer(t));
      const payload = { link: UNKNOWN_1688 };
      expect(
        (await t.call({ method: 'POST', url: '/oci/product-request', headers, payload })).status,
      ).toBe(201);
      const refused = await t.call({
        method: 'POST',
        url: '/oci/product-request',
        headers,
        payload,
      });
      expect(refused.status).toBe(429);
      expect(refused.body.data).toEqual({ code: 'too_many_requests' });
      const staff = await staffAuth(t, await createStaff(t));
      expect(
        (await t.call({ method: 'GET', url: '/admin/product-requests', headers: staff })).status,
      ).toBe(200);
      expect(
        (await t.call({ method: 'GET', url: '/admin/product-requests', headers: staff })).status,
      ).toBe(429);
    } finally {
      await t.close();
    }
  }, 120_000);
});
