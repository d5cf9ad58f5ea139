import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogProducts, catalogVariants } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { createQuotingApp } from '../inquiries/testing';
import { clearOrderedCartLines, lockCartForCheckout } from './cart-checkout';
import { quotedSubmission, quotedUnitPrice } from './testing/cart-fixtures';

type Headers = Record<string, string>;

describe.each(TEST_DATABASE_KINDS)('cart for checkout on %s', (kind) => {
  let t: TestApp;
  let staff: Headers;
  beforeAll(async () => {
    ({ t, staff } = await createQuotingApp(kind));
  });
  afterAll(() => t.close());

  async function filledCart() {
    const s = await quotedSubmission(t, staff);
    const added = await t.call({
      method: 'POST',
      url: '/oci/orders/cart',
      headers: s.headers,
      payload: {
        inquiry_id: s.inquiryId,
        variants: [
          { variant_id: s.variants[0]?.id, quantity: 20 },
          { variant_id: s.variants[2]?.id, quantity: 3 },
        ],
      },
    });
    expect(added.status).toBe(200);
    return { ...s, cartItemId: added.body.data.items[0].id as string };
  }

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: { code?: string }) => error.code,
    );

  it('reads the lines with the quoted price, weight and source, then clears the ordered ones', async () => {
    const s = await filledCart();
    const unit = quotedUnitPrice(t);
    const lines = await t.handle.db.transaction((tx) =>
      lockCartForCheckout(tx, s.customer.id, { now: t.clock.now }),
    );
    expect(lines).toEqual([
      {
        cartLineId: expect.any(String),
        cartItemId: s.cartItemId,
        inquiryId: s.inquiryId,
        productId: s.product.id,
        productSource: 'default',
        variantId: s.variants[0]?.id,
        variantName: 'Merah',
        quantity: 20,
        unitPrice: { amount: unit, currency: 'IDR' },
        // The quote's parts, which the order line copies (decision 297); they add up to unitPrice.
        parts: {
          goods: { amount: 120_000, currency: 'IDR' },
          serviceFee: { amount: unit - 150_000, currency: 'IDR' },
          domesticShipping: { amount: 2_000, currency: 'IDR' },
          freight: { amount: 13_500, currency: 'IDR' },
          taxAndCustoms: { amount: 13_200, currency: 'IDR' },
          paperwork: { amount: 1_300, currency: 'IDR' },
        },
        shippingType: 'sea',
        unitWeightGrams: 300,
        sizes: [],
      },
      expect.objectContaining({ variantName: 'Hijau', quantity: 3 }),
    ]);
    const [first] = lines;
    const cleared = await t.handle.db.transaction((tx) =>
      clearOrderedCartLines(tx, s.customer.id, [first?.cartLineId as string]),
    );
    expect(cleared).toBe(1);
    const cart = await t.call({ method: 'GET', url: '/oci/orders/cart', headers: s.headers });
    expect(cart.body.data.items[0].variants.map((v: { name: string }) => v.name)).toEqual([
      'Hijau',
    ]);
    // Another customer's lines are never cleared by someone else's checkout.
    const other = await filledCart();
    const theirs = await t.handle.db.transaction((tx) =>
      lockCartForCheckout(tx, other.customer.id, { now: t.clock.now }),
    );
    expect(
      await t.handle.db.transaction((tx) =>
        clearOrderedCartLines(
          tx,
          s.customer.id,
          theirs.map((line) => line.cartLineId),
        ),
      ),
    ).toBe(0);
  });

  it('two parallel checkouts of one cart: the second finds the lines gone', async () => {
    const s = await filledCart();
    const checkout = () =>
      t.handle.db.transaction(async (tx) => {
        const lines = await lockCartForCheckout(tx, s.customer.id, { now: t.clock.now });
        // Hold the lock a moment, as a real checkout writing its orders would.
        await new Promise((resolve) => setTimeout(resolve, 50));
        await clearOrderedCartLines(
          tx,
          s.customer.id,
          lines.map((line) => line.cartLineId),
        );
        return lines.length;
      });
    const counts = await Promise.all([checkout(), checkout()]);
    expect(counts.sort()).toEqual([0, 2]);
    const cart = await t.call({ method: 'GET', url: '/oci/orders/cart', headers: s.headers });
    expect(cart.body.data.items).toEqual([]);
  });

  it('refuses a cart that can no longer be bought as it is', async () => {
    const s = await filledCart();
    await t.handle.db
      .update(catalogVariants)
      .set({ stock: 10 })
      .where(eq(catalogVariants.id, s.variants[0]?.id as string));
    expect(
      await failure(
        t.handle.db.transaction((tx) =>
          lockCartForCheckout(tx, s.customer.id, { now: t.clock.now }),
        ),
      ),
    ).toBe('purchase_exceeds_stock');
    await t.handle.db
      .update(catalogProducts)
      .set({ removedAt: t.clock.now })
      .where(eq(catalogProducts.id, s.product.id));
    expect(
      await failure(
        t.handle.db.transaction((tx) =>
          lockCartForCheckout(tx, s.customer.id, { now: t.clock.now }),
        ),
      ),
    ).toBe('product_removed_by_supplier');
    expect(
      await failure(
        t.handle.db.transaction((tx) =>
          lockCartForCheckout(tx, s.customer.id, { cartItemIds: ['not-an-id'], now: t.clock.now }),
        ),
      ),
    ).toBe('not_found');
  });
});
