import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductRow } from '../../adapters/catalog/catalog-adapter';
import { CatalogSourceError } from '../../adapters/catalog/catalog-adapter';
import { catalogProducts, catalogSubVariants, catalogVariants } from '../../db/schema';
import { createStaff, staffAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { insertRate, testEnv } from '../catalog/testing';
import { insertProduct, quoteBody, verifiedCustomer } from '../inquiries/testing';
import { quotedSubmission } from './testing/cart-fixtures';

type Headers = Record<string, string>;

/**
 * What the stand-in supplier does when a product is read again: fail (the marketplace service
 * is down) or change the product first (a new stock, a removal), as a real source would.
 */
const supplier: {
  failing: boolean;
  reads: string[];
  change?: (product: ProductRow) => Promise<void>;
} = { failing: false, reads: [] };

describe.each(TEST_DATABASE_KINDS)('cart sync on %s', (kind) => {
  let t: TestApp;
  let staff: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: testEnv(),
      adapters: (defaults) => ({
        ...defaults,
        catalog: {
          ...defaults.catalog,
          async refreshProduct(product, now, options) {
            supplier.reads.push(product.id);
            if (supplier.failing) throw new CatalogSourceError('the data service is down');
            await supplier.change?.(product);
            return defaults.catalog.refreshProduct(product, now, options);
          },
        },
      }),
    });
    await insertRate(t);
    staff = await staffAuth(t, await createStaff(t));
  });
  beforeEach(() => {
    supplier.failing = false;
    supplier.reads = [];
    delete supplier.change;
  });
  afterAll(() => t.close());

  const sync = (headers: Headers, payload: object = {}) =>
    t.call({ method: 'POST', url: '/oci/orders/sync', headers, payload });
  const result = (headers: Headers, id: string) =>
    t.call({ method: 'GET', url: `/oci/sync/all/${id}`, headers });
  const getCart = (headers: Headers) => t.call({ method: 'GET', url: '/oci/orders/cart', headers });

  /** A customer with two cart products: Merah x15 of the first, Hijau x1 of the second. */
  async function twoProducts() {
    const first = await quotedSubmission(t, staff);
    const second = await quotedSubmission(t, staff, { customer: first });
    for (const [s, variant, quantity] of [
      [first, first.variants[0], 15],
      [second, second.variants[2], 1],
    ] as const) {
      const added = await t.call({
        method: 'POST',
        url: '/oci/orders/cart',
        headers: first.headers,
        payload: { inquiry_id: s.inquiryId, variants: [{ variant_id: variant?.id, quantity }] },
      });
      expect(added.status).toBe(200);
    }
    const cart = (await getCart(first.headers)).body.data;
    const items = cart.items as { id: string; inquiry_id: string }[];
    const itemOf = (inquiryId: string) =>
      items.find((item) => item.inquiry_id === inquiryId)?.id as string;
    // Results list products in the cart's order (both were added at the same instant).
    const order = items.map((item) => item.id);
    const itemA = itemOf(first.inquiryId);
    const itemB = itemOf(second.inquiryId);
    /** Outcomes given per product, in the order the result lists them. */
    const inOrder = <T extends { cart_item_id: string }>(outcomes: T[]) =>
      [...outcomes].sort((x, y) => order.indexOf(x.cart_item_id) - order.indexOf(y.cart_item_id));
    return { headers: first.headers, first, second, itemA, itemB, inOrder };
  }

  it('re-reads every cart product, stores the outcome and serves it by id to its owner only', async () => {
    const c = await twoProducts();
    const answer = await sync(c.headers);
    expect(answer.status).toBe(200);
    expect(supplier.reads.sort()).toEqual([c.first.product.id, c.second.product.id].sort());
    expect(answer.body.data).toEqual({
      sync_id: expect.any(String),
      started_at: t.clock.now.toISOString(),
      finished_at: t.clock.now.toISOString(),
      items: c.inOrder([
        { cart_item_id: c.itemA, changed: false, error: null },
        { cart_item_id: c.itemB, changed: false, error: null },
      ]),
    });
    const stored = await result(c.headers, answer.body.data.sync_id);
    expect(stored.status).toBe(200);
    expect(stored.body.data).toEqual(answer.body.data);

    const stranger = await verifiedCustomer(t);
    const foreign = await result(stranger.headers, answer.body.data.sync_id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.data).toEqual({ code: 'not_found' });
    expect((await result(c.headers, 'nope')).status).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: `/oci/sync/all/${answer.body.data.sync_id}` })).status,
    ).toBe(401);
  });

  it('syncs only the cart products asked for; another customer’s is 404', async () => {
    const c = await twoProducts();
    const answer = await sync(c.headers, { cart_item_ids: [c.itemB] });
    expect(answer.body.data.items).toEqual([
      { cart_item_id: c.itemB, changed: false, error: null },
    ]);
    expect(supplier.reads).toEqual([c.second.product.id]);
    const stranger = await verifiedCustomer(t);
    const foreign = await sync(stranger.headers, { cart_item_ids: [c.itemA] });
    expect(foreign.status).toBe(404);
    const bad = await sync(c.headers, { cart_item_ids: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields).toEqual({ cart_item_ids: 'field.invalid' });
  });

  it('deletes a product the supplier removed and reports “Produk telah dihapus supplier”', async () => {
    const c = await twoProducts();
    supplier.change = async (product) => {
      if (product.id !== c.first.product.id) return;
      await t.handle.db
        .update(catalogProducts)
        .set({ removedAt: t.clock.now })
        .where(eq(catalogProducts.id, product.id));
    };
    const answer = await sync(c.headers);
    expect(answer.body.data.items).toEqual(
      c.inOrder([
        { cart_item_id: c.itemA, changed: true, error: 'product_removed_by_supplier' },
        { cart_item_id: c.itemB, changed: false, error: null },
      ]),
    );
    const cart = (await getCart(c.headers)).body.data;
    expect(cart.items.map((item: { id: string }) => item.id)).toEqual([c.itemB]);
  });

  it('reports a stock change, and a quantity the new stock no longer allows', async () => {
    const c = await twoProducts();
    supplier.change = async (product) => {
      if (product.id !== c.first.product.id) return;
      await t.handle.db
        .update(catalogVariants)
        .set({ stock: 12 })
        .where(eq(catalogVariants.id, c.first.variants[0]?.id as string));
    };
    const answer = await sync(c.headers);
    expect(answer.body.data.items).toEqual(
      c.inOrder([
        { cart_item_id: c.itemA, changed: true, error: 'purchase_exceeds_stock' },
        { cart_item_id: c.itemB, changed: false, error: null },
      ]),
    );
    // The line stays for the customer to fix; the stepper sees the new stock.
    const cart = (await getCart(c.headers)).body.data;
    const red = cart.items.find((item: { id: string }) => item.id === c.itemA);
    expect(red.variants[0]).toMatchObject({ quantity: 15, stock: 12 });
  });

  it('reports a size whose own stock fell under the quantity in the cart (decision 296)', async () => {
    const { headers } = await verifiedCustomer(t);
    const { product, variants, sizes } = await insertProduct(t, {
      variants: [
        {
          name: 'Putih',
          minQuantity: 10,
          multiple: 5,
          stock: 70,
          sizes: [
            { name: 'M', stock: 40 },
            { name: 'L', stock: 30 },
          ],
        },
      ],
    });
    const [white] = variants;
    const [m, l] = sizes;
    const line = {
      variant_id: white?.id,
      quantity: 30,
      sub_variants: [
        { sub_variant_id: m?.id, quantity: 10 },
        { sub_variant_id: l?.id, quantity: 20 },
      ],
    };
    const made = await t.call({
      method: 'POST',
      url: '/oci/orders/inquiry',
      headers,
      payload: { product_id: product.id, variants: [line] },
    });
    const inquiryId = made.body.data.id as string;
    await t.call({
      method: 'POST',
      url: `/admin/inquiries/${inquiryId}/variants/${white?.id}/quote`,
      headers: staff,
      payload: quoteBody(),
    });
    const added = await t.call({
      method: 'POST',
      url: '/oci/orders/cart',
      headers,
      payload: { inquiry_id: inquiryId, variants: [line] },
    });
    expect(added.status).toBe(200);
    supplier.change = async () => {
      await t.handle.db
        .update(catalogSubVariants)
        .set({ stock: 15 })
        .where(eq(catalogSubVariants.id, l?.id as string));
    };
    const answer = await sync(headers);
    expect(answer.body.data.items).toMatchObject([{ error: 'purchase_exceeds_stock' }]);
    // The line stays, with the size's new stock for the customer to fix it.
    const cart = (await getCart(headers)).body.data;
    expect(cart.items[0].variants[0].sub_variants).toMatchObject([
      { name: 'M', quantity: 10, stock: 40 },
      { name: 'L', quantity: 20, stock: 15 },
    ]);
  });

  it('drops a variant the supplier no longer lists, keeping the product’s others', async () => {
    const c = await twoProducts();
    const blue = c.first.variants[1]?.id as string;
    await t.call({
      method: 'POST',
      url: '/oci/orders/cart',
      headers: c.headers,
      payload: { inquiry_id: c.first.inquiryId, variants: [{ variant_id: blue, quantity: 2 }] },
    });
    await t.handle.db
      .update(catalogVariants)
      .set({ removedAt: t.clock.now })
      .where(eq(catalogVariants.id, blue));
    const answer = await sync(c.headers, { cart_item_ids: [c.itemA] });
    expect(answer.body.data.items).toEqual([
      { cart_item_id: c.itemA, changed: true, error: 'product_unavailable' },
    ]);
    const cart = (await getCart(c.headers)).body.data;
    const kept = cart.items.find((item: { id: string }) => item.id === c.itemA);
    expect(kept.variants.map((v: { name: string }) => v.name)).toEqual(['Merah']);
  });

  it('fails with “Sinkronisasi gagal” when the catalogue fails, and changes nothing', async () => {
    const c = await twoProducts();
    // Even a product already known removed stays: the failed sync applies nothing at all.
    await t.handle.db
      .update(catalogProducts)
      .set({ removedAt: t.clock.now })
      .where(eq(catalogProducts.id, c.first.product.id));
    const before = (await getCart(c.headers)).body.data;
    supplier.failing = true;
    const answer = await sync(c.headers);
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({
      status: 502,
      message: 'Sinkronisasi gagal',
      data: { code: 'sync_failed' },
    });
    expect((await getCart(c.headers)).body.data).toEqual(before);
    expect(before.items).toHaveLength(2);
  });

  it('an empty cart syncs to an empty result', async () => {
    const { headers } = await verifiedCustomer(t);
    const answer = await sync(headers);
    expect(answer.status).toBe(200);
    expect(answer.body.data.items).toEqual([]);
  });
});
