import { messageFor } from '@storefront/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../db/schema';
import { createCustomer, createStaff, customerAuth, staffAuth } from '../../testing/fixtures';
import { multipartBody, pngFile, textFile } from '../../testing/sample-files';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { insertRate, testEnv } from './testing/catalog-fixtures';

type Headers = Record<string, string>;
const yuan = (amount: number) => ({ amount, currency: 'CNY' });

describe.each(TEST_DATABASE_KINDS)('staff create the product of a request on %s', (kind) => {
  let t: TestApp;
  let staff: Headers;
  let picture: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: testEnv() });
    await insertRate(t);
    staff = await staffAuth(t, await createStaff(t));
    const uploaded = await upload(staff, pngFile(320, 240));
    expect(uploaded.status).toBe(201);
    picture = uploaded.body.data.path;
  }, 180_000);
  afterAll(() => t.close());

  function upload(headers: Headers, bytes: Buffer) {
    const body = multipartBody([{ name: 'image', value: { filename: 'bag.png', bytes } }]);
    return t.call({
      method: 'POST',
      url: '/admin/catalog/images',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }
  const askFor = async (link: string) => {
    // A verified phone: asking for a price needs one.
    const customer = await createCustomer(t, { phoneVerifiedAt: t.clock.now });
    const headers = await customerAuth(t, customer);
    const answer = await t.call({
      method: 'POST',
      url: '/oci/product-request',
      headers,
      payload: { link },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.product_id).toBeNull();
    return { customer, headers, id: answer.body.data.id as string };
  };
  const create = (requestId: string, payload: object, headers: Headers = staff) =>
    t.call({
      method: 'POST',
      url: `/admin/product-requests/${requestId}/product`,
      headers,
      payload,
    });
  const variant = () => ({
    name: 'Hitam',
    price_cny: yuan(4_550),
    weight_grams: 650,
    min_quantity: 10,
    multiple: 5,
    stock: 800,
  });
  const product = (extra: object = {}) => ({
    title: 'Tas ransel kanvas 30 L',
    description: 'Kanvas 600D, tali bisa diatur',
    images: [picture],
    variants: [
      {
        name: 'Hitam',
        image: picture,
        price_cny: yuan(4_550),
        weight_grams: 650,
        min_quantity: 10,
        multiple: 5,
        stock: 800,
        sub_variants: [
          { name: 'M', price_cny: yuan(4_550), stock: 500 },
          { name: 'L', price_cny: yuan(4_800), stock: 300 },
        ],
      },
      {
        name: 'Biru',
        price_cny: yuan(3_990),
        weight_grams: 640,
        min_quantity: 2,
        multiple: 2,
        stock: 120,
      },
    ],
    ...extra,
  });

  it('stores an uploaded picture as a public PNG catalogue image', async () => {
    expect(picture).toMatch(/^\/catalog\/images\/staff-[0-9a-f-]{36}\.png$/);
    const served = await t.call({ method: 'GET', url: picture });
    expect(served.status).toBe(200);
    expect(served.response.headers['content-type']).toBe('image/png');
    const refused = await upload(staff, textFile());
    expect(refused.status).toBe(415);
  });

  it('creates the product, resolves every open request for its link and tells each customer', async () => {
    const link = 'https://detail.1688.com/offer/733333333331.html';
    const first = await askFor(link);
    const second = await askFor(link);
    t.clock.now = new Date(t.clock.now.getTime() + 3_600_000);
    const answer = await create(first.id, product());
    expect(answer.status).toBe(201);
    const productId = answer.body.data.product_id as string;
    expect(answer.body.data).toMatchObject({
      id: first.id,
      link,
      product_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      rejection_reason: null,
      resolved_at: t.clock.now.toISOString(),
      customer: { id: first.customer.id },
    });

    // The buyer sees it: the product page with its variants, sizes and prices.
    const detail = await t.call({
      method: 'GET',
      url: `/oci/catalog/product/${productId}`,
      headers: first.headers,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      title: 'Tas ransel kanvas 30 L',
      link,
      removed_by_supplier: false,
    });
    const variants = detail.body.data.variants;
    expect(variants.map((variant: any) => variant.name)).toEqual(['Hitam', 'Biru']);
    expect(variants[0]).toMatchObject({
      unit_price_cny: yuan(4_550),
      unit_weight_grams: 650,
      min_quantity: 10,
      multiple: 5,
      stock: 800,
    });
    expect(variants[0].sub_variants.map((sub: any) => sub.name)).toEqual(['M', 'L']);

    // …and asks for the all-in price of it.
    const inquiry = await t.call({
      method: 'POST',
      url: '/oci/orders/inquiry',
      headers: first.headers,
      payload: { product_id: productId, variants: [{ variant_id: variants[1].id, quantity: 4 }] },
    });
    expect(inquiry.status).toBe(201);

    // The other customer's request for the same link is answered with it too.
    const closed = await t.call({
      method: 'GET',
      url: '/admin/product-requests?open=false&limit=100',
      headers: staff,
    });
    const byId = new Map(closed.body.data.items.map((item: any) => [item.id, item]));
    expect(byId.get(second.id)).toMatchObject({ product_id: productId });

    for (const { customer } of [first, second]) {
      const [notice] = await t.handle.db
        .select()
        .from(notifications)
        .where(eq(notifications.customerId, customer.id));
      expect(notice).toMatchObject({
        title: 'Produk yang Anda minta sudah tersedia',
        link: `/id-ID/products/${productId}`,
      });
      expect(notice?.body).toContain('Tas ransel kanvas 30 L');
    }
    const [entry] = await t.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `link_request:${first.id}`));
    expect(entry).toMatchObject({ actorType: 'staff', action: 'link_request.resolve' });
    expect(entry?.data).toMatchObject({
      before: { id: first.id, product_id: null, resolved_at: null },
      after: { id: first.id, product_id: productId, created_product: true },
    });

    // A second submit (a double click, another staff member) finds the request resolved.
    const again = await create(first.id, product());
    expect(again.status).toBe(409);
    expect(again.body.data).toEqual({ code: 'transition_not_allowed' });
  });

  it('stores the quantity ladder staff read off a 1688 page, shown on the product page', async () => {
    const { id, headers } = await askFor('https://detail.1688.com/offer/766666666666.html');
    const answer = await create(
      id,
      product({
        price_tiers: [
          { min_quantity: 2, unit_price_cny: yuan(4_550) },
          { min_quantity: 50, unit_price_cny: yuan(4_200) },
          { min_quantity: 500, unit_price_cny: yuan(3_900) },
        ],
      }),
    );
    expect(answer.status).toBe(201);
    const detail = await t.call({
      method: 'GET',
      url: `/oci/catalog/product/${answer.body.data.product_id}`,
      headers,
    });
    expect(
      detail.body.data.price_tiers.map((tier: any) => [
        tier.min_quantity,
        tier.unit_price_cny.amount,
      ]),
    ).toEqual([
      [2, 4_550],
      [50, 4_200],
      [500, 3_900],
    ]);
    // Each step in the market's currency too, dearer steps first.
    const local = detail.body.data.price_tiers.map((tier: any) => tier.unit_price.amount);
    expect(local[0]).toBeGreaterThan(local[1]);
    expect(local[1]).toBeGreaterThan(local[2]);
  });

  it('needs a link for a photo request, and refuses a product the catalogue already has', async () => {
    const customer = await customerAuth(t, await createCustomer(t));
    const body = multipartBody([
      { name: 'image', value: { filename: 'a.png', bytes: pngFile(300, 300) } },
    ]);
    const photo = await t.call({
      method: 'POST',
      url: '/oci/orders/inquiry/image',
      headers: { ...customer, ...body.headers },
      payload: body.payload,
    });
    const id = photo.body.data.id as string;
    const missing = await create(id, product());
    expect(missing.status).toBe(400);
    expect(missing.body.data).toEqual({
      code: 'validation_failed',
      fields: { link: 'field.required' },
    });
    const listed = await create(
      id,
      product({ link: 'https://detail.1688.com/offer/733333333331.html' }),
    );
    expect(listed.status).toBe(409);
    expect(listed.body).toEqual({
      status: 409,
      message: messageFor('product_already_listed', 'id'),
      data: { code: 'product_already_listed', fields: { link: 'field.invalid' } },
    });
    const created = await create(
      id,
      product({ link: 'https://item.taobao.com/item.htm?id=733333333332' }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data.product_id).not.toBeNull();
  });

  it.each([
    [{ title: ' ' }, { title: 'field.required' }],
    // The first variant shows the picture, which is then not one of the product's.
    [{ images: [] }, { images: 'field.required', 'variants.0.image': 'field.invalid' }],
    [
      { images: ['https://img.example.com/a.png'] },
      { 'images.0': 'field.invalid', 'variants.0.image': 'field.invalid' },
    ],
    // A path of the right shape that the storage does not hold.
    [
      {
        images: ['/catalog/images/staff-not-stored.png'],
        variants: [{ ...variant(), image: null }],
      },
      { 'images.0': 'field.invalid' },
    ],
    [{ variants: [] }, { variants: 'field.required' }],
    [
      {
        variants: [
          {
            name: 'Hitam',
            price_cny: yuan(0),
            weight_grams: 0,
            min_quantity: 2,
            multiple: 3,
            stock: -1,
          },
        ],
      },
      {
        'variants.0.price_cny.amount': 'field.invalid',
        'variants.0.multiple': 'field.invalid',
        'variants.0.weight_grams': 'field.invalid',
        'variants.0.stock': 'field.not_negative',
      },
    ],
    [
      {
        variants: [
          {
            ...variant(),
            price_cny: { amount: 100, currency: 'IDR' },
            sub_variants: [
              { name: 'M', price_cny: yuan(1), stock: 1 },
              { name: 'm', price_cny: yuan(1), stock: 1 },
            ],
          },
        ],
      },
      {
        'variants.0.price_cny.currency': 'field.invalid',
        'variants.0.sub_variants.1.name': 'field.invalid',
      },
    ],
    // Rules across fields, checked once every field is valid on its own.
    [
      {
        variants: [
          { ...variant(), image: '/catalog/images/other.png', min_quantity: 2, multiple: 3 },
          { ...variant(), name: 'hitam' },
        ],
      },
      {
        'variants.0.image': 'field.invalid',
        'variants.0.multiple': 'field.invalid',
        'variants.1.name': 'field.invalid',
      },
    ],
    [
      { variants: [{ ...variant(), image: '/catalog/images/other.png' }] },
      { 'variants.0.image': 'field.invalid' },
    ],
    // A quantity ladder: two steps at least, minimums ascending, prices above zero.
    [
      { price_tiers: [{ min_quantity: 10, unit_price_cny: yuan(4_000) }] },
      { price_tiers: 'field.invalid' },
    ],
    [
      {
        price_tiers: [
          { min_quantity: 10, unit_price_cny: yuan(4_000) },
          { min_quantity: 100, unit_price_cny: yuan(3_800) },
          { min_quantity: 100, unit_price_cny: yuan(3_500) },
        ],
      },
      { 'price_tiers.2.min_quantity': 'field.invalid' },
    ],
    [
      {
        price_tiers: [
          { min_quantity: 0, unit_price_cny: yuan(0) },
          { min_quantity: 100, unit_price_cny: { amount: 3_800, currency: 'USD' } },
        ],
      },
      {
        'price_tiers.0.min_quantity': 'field.invalid',
        'price_tiers.0.unit_price_cny.amount': 'field.invalid',
        'price_tiers.1.unit_price_cny.currency': 'field.invalid',
      },
    ],
  ])('refuses %j: 400 with the field ids, the request stays open', async (change, fields) => {
    const { id } = await askFor('https://detail.1688.com/offer/744444444444.html');
    const answer = await create(id, product(change));
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual({ code: 'validation_failed', fields });
    const open = await t.call({
      method: 'GET',
      url: '/admin/product-requests?limit=100',
      headers: staff,
    });
    expect(open.body.data.items.map((item: any) => item.id)).toContain(id);
  });

  it('picture upload is staff only; an unknown request is 404', async () => {
    const { id, headers } = await askFor('https://detail.1688.com/offer/755555555555.html');
    for (const answer of [
      await create(id, product(), headers),
      await upload(headers, pngFile(300, 300)),
    ]) {
      expect(answer.status).toBe(404);
    }
    expect((await create(id, product(), {})).status).toBe(401);
    expect((await upload({}, pngFile(300, 300))).status).toBe(401);
    const unknown = await create('00000000-0000-4000-8000-000000000000', product());
    expect(unknown.status).toBe(404);
  });

  it('tells the customer when staff attach an existing product too', async () => {
    const { id: otherId } = await askFor('https://detail.1688.com/offer/766666666661.html');
    const created = await create(otherId, product());
    const { id, customer } = await askFor('https://detail.1688.com/offer/766666666662.html');
    const answer = await t.call({
      method: 'POST',
      url: `/admin/product-requests/${id}/resolve`,
      headers: staff,
      payload: { outcome: 'found', product_id: created.body.data.product_id },
    });
    expect(answer.status).toBe(200);
    const [notice] = await t.handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, customer.id));
    expect(notice?.link).toBe(`/id-ID/products/${created.body.data.product_id}`);
  });
});
