import { messageFor } from '@storefront/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogProducts, catalogVariants } from '../../db/schema';
import { multipartBody, pdfFile, svgFile, textFile } from '../../testing/sample-files';
import type { TestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { PRODUCT_REMOVED_ANSWER } from '../catalog/testing';
import { createQuotingApp, quoteBody, verifiedCustomer } from '../inquiries/testing';
import { GOLD_TOTAL, quotedSubmission, quotedUnitPrice } from './testing/cart-fixtures';

type Headers = Record<string, string>;

describe.each(TEST_DATABASE_KINDS)('cart on %s', (kind) => {
  let t: TestApp;
  let staff: Headers;
  beforeAll(async () => {
    ({ t, staff } = await createQuotingApp(kind));
  });
  afterAll(() => t.close());

  const getCart = (headers: Headers) => t.call({ method: 'GET', url: '/oci/orders/cart', headers });
  const add = (headers: Headers, payload: object, query = '') =>
    t.call({ method: 'POST', url: `/oci/orders/cart${query}`, headers, payload });
  const update = (headers: Headers, payload: object) =>
    t.call({ method: 'PUT', url: '/oci/orders/cart', headers, payload });
  const removeItem = (headers: Headers, id: string) =>
    t.call({ method: 'DELETE', url: `/oci/orders/cart/${id}`, headers });
  const removeVariant = (headers: Headers, id: string, variantId: string) =>
    t.call({ method: 'DELETE', url: `/oci/orders/cart/variant/${id}/${variantId}`, headers });
  const idr = (amount: number) => ({ amount, currency: 'IDR' });

  /** A submission with every variant quoted, its Merah (min 10, step 5) put in the cart at 15. */
  async function cartWithRed(options: { totalOrder?: number } = {}) {
    const s = await quotedSubmission(t, staff, options);
    const red = s.variants[0];
    const added = await add(s.headers, {
      inquiry_id: s.inquiryId,
      variants: [{ variant_id: red?.id, quantity: 15 }],
    });
    expect(added.status).toBe(200);
    return { ...s, cartItemId: added.body.data.items[0].id as string, red: red?.id as string };
  }

  describe('guests', () => {
    it.each([
      ['GET', '/oci/orders/cart'],
      ['POST', '/oci/orders/cart'],
      ['PUT', '/oci/orders/cart'],
      ['DELETE', '/oci/orders/cart/00000000-0000-4000-8000-000000000000'],
      ['POST', '/oci/orders/cart/logo'],
      ['POST', '/oci/orders/sync'],
    ] as const)('%s %s needs a signed-in customer (401)', async (method, url) => {
      const answer = await t.call({ method, url, payload: {} });
      expect(answer.status).toBe(401);
      expect(answer.body.data.code).toBe('unauthorized');
    });

    it('refuses a staff token (the cart is a customer’s)', async () => {
      expect((await getCart(staff)).status).toBe(401);
    });
  });

  describe('add', () => {
    it('starts empty, then shows the quoted variants with their all-in price, rules and totals', async () => {
      const s = await quotedSubmission(t, staff);
      const empty = await getCart(s.headers);
      expect(empty.body.data).toEqual({ items: [], subtotal: idr(0), total_weight_grams: 0 });

      const [red, blue] = s.variants;
      const answer = await add(s.headers, {
        inquiry_id: s.inquiryId,
        variants: [
          { variant_id: red?.id, quantity: 15 },
          { variant_id: blue?.id, quantity: 3 },
        ],
      });
      expect(answer.status).toBe(200);
      const unit = quotedUnitPrice(t);
      expect(unit).toBe(156_000);
      const cart = answer.body.data;
      expect(cart).toMatchObject({
        subtotal: idr(unit * 18),
        total_weight_grams: 300 * 18,
        items: [
          {
            inquiry_id: s.inquiryId,
            product_source: 'default',
            product: { id: s.product.id, quotation_state: 'quoted', removed_by_supplier: false },
            logos: [],
            subtotal: idr(unit * 18),
            variants: [
              {
                variant_id: red?.id,
                name: 'Merah',
                quantity: 15,
                min_quantity: 10,
                multiple: 5,
                stock: 500,
                unit_weight_grams: 300,
                unit_price: idr(unit),
                line_total: idr(unit * 15),
                shipping_type: 'sea',
              },
              { variant_id: blue?.id, name: 'Biru', quantity: 3, line_total: idr(unit * 3) },
            ],
          },
        ],
      });
      expect((await getCart(s.headers)).body.data).toEqual(cart);
    });

    it('shows how each unit price is made; the parts, lines and products add up', async () => {
      const s = await quotedSubmission(t, staff);
      const [red, blue] = s.variants;
      const answer = await add(s.headers, {
        inquiry_id: s.inquiryId,
        variants: [
          { variant_id: red?.id, quantity: 15 },
          { variant_id: blue?.id, quantity: 3 },
        ],
      });
      expect(answer.status).toBe(200);
      const [item] = answer.body.data.items;
      expect(item.variants[0].parts).toEqual({
        goods: idr(120_000),
        service_fee: idr(6_000),
        domestic_shipping: idr(2_000),
        freight: idr(13_500),
        tax_and_customs: idr(13_200),
        paperwork: idr(1_300),
      });
      const sum = (amounts: { amount: number }[]) => amounts.reduce((a, b) => a + b.amount, 0);
      for (const variant of item.variants) {
        expect(sum(Object.values(variant.parts))).toBe(variant.unit_price.amount);
        expect(variant.line_total.amount).toBe(variant.unit_price.amount * variant.quantity);
      }
      expect(item.subtotal.amount).toBe(
        sum(item.variants.map((v: { line_total: { amount: number } }) => v.line_total)),
      );

      // The cart reads the quote as it stands: a correction by staff shows at once.
      const requoted = await t.call({
        method: 'POST',
        url: `/admin/inquiries/${s.inquiryId}/variants/${red?.id}/quote`,
        headers: staff,
        payload: quoteBody(120_000, { domestic_shipping: idr(7_000) }),
      });
      expect(requoted.status).toBe(200);
      const cart = (await getCart(s.headers)).body.data;
      expect(cart.items[0].variants[0]).toMatchObject({
        unit_price: idr(161_000),
        line_total: idr(161_000 * 15),
        parts: { domestic_shipping: idr(7_000) },
      });
      expect(cart.subtotal).toEqual(idr(161_000 * 15 + 156_000 * 3));
    });

    it('refuses a variant that is not quoted (partial quote): nothing is added', async () => {
      const s = await quotedSubmission(t, staff, { quoted: [0] });
      const [red, blue] = s.variants;
      const answer = await add(s.headers, {
        inquiry_id: s.inquiryId,
        variants: [
          { variant_id: red?.id, quantity: 10 },
          { variant_id: blue?.id, quantity: 2 },
        ],
      });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        status: 409,
        message: 'Hanya varian yang sudah memiliki harga yang dapat dimasukkan ke keranjang',
        data: { code: 'variant_not_quoted', fields: { 'variants.1.variant_id': 'field.invalid' } },
      });
      expect((await getCart(s.headers)).body.data.items).toEqual([]);
      // The quoted one goes in; the product shows as partially quoted.
      const ok = await add(s.headers, {
        inquiry_id: s.inquiryId,
        variants: [{ variant_id: red?.id, quantity: 10 }],
      });
      expect(ok.body.data.items[0].product.quotation_state).toBe('partially_quoted');
    });

    it('takes a price on the last instant of its 7 days and refuses it after (quote_expired)', async () => {
      const start = t.clock.now;
      try {
        const s = await quotedSubmission(t, staff);
        const red = s.variants[0];
        const body = { inquiry_id: s.inquiryId, variants: [{ variant_id: red?.id, quantity: 10 }] };
        const week = 7 * 24 * 3_600_000;
        t.clock.now = new Date(start.getTime() + week + 1);
        const late = await add(s.headers, body);
        expect(late.status).toBe(409);
        expect(late.body).toEqual({
          status: 409,
          message: messageFor('quote_expired', 'id'),
          data: { code: 'quote_expired', fields: { 'variants.0.variant_id': 'field.invalid' } },
        });
        expect((await getCart(s.headers)).body.data.items).toEqual([]);
        t.clock.now = new Date(start.getTime() + week);
        expect((await add(s.headers, body)).status).toBe(200);
      } finally {
        t.clock.now = start;
      }
    });

    it('refuses a variant of another product than the submission’s', async () => {
      const s = await quotedSubmission(t, staff);
      const other = await quotedSubmission(t, staff, { customer: s });
      const answer = await add(s.headers, {
        inquiry_id: s.inquiryId,
        variants: [{ variant_id: other.variants[2]?.id, quantity: 1 }],
      });
      expect(answer.status).toBe(409);
      expect(answer.body.data.code).toBe('variant_not_quoted');
    });

    it('answers 404 for another customer’s submission, leaking nothing', async () => {
      const s = await quotedSubmission(t, staff);
      const stranger = await verifiedCustomer(t);
      const answer = await add(stranger.headers, {
        inquiry_id: s.inquiryId,
        variants: [{ variant_id: s.variants[0]?.id, quantity: 10 }],
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({
        status: 404,
        message: messageFor('not_found', 'id'),
        data: { code: 'not_found' },
      });
    });

    it.each([
      [7, 'quantity_below_minimum', 'Jumlah pembelian minimum adalah 10'],
      [12, 'quantity_not_multiple', 'Jumlah harus kelipatan 5'],
      [505, 'purchase_exceeds_stock', 'Pembelian melebihi stok'],
    ] as const)('refuses quantity %s with %s', async (quantity, code, message) => {
      const s = await quotedSubmission(t, staff);
      const answer = await add(s.headers, {
        inquiry_id: s.inquiryId,
        variants: [{ variant_id: s.variants[0]?.id, quantity }],
      });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        status: 422,
        message,
        data: { code, fields: { 'variants.0.quantity': 'field.invalid' } },
      });
    });

    it('refuses when the multiple is above the stock (nothing can be bought)', async () => {
      const s = await quotedSubmission(t, staff, {
        variants: [{ name: 'Merah', minQuantity: 6, multiple: 6, stock: 60 }],
      });
      await t.handle.db
        .update(catalogVariants)
        .set({ stock: 5 })
        .where(eq(catalogVariants.id, s.variants[0]?.id as string));
      const answer = await add(s.headers, {
        inquiry_id: s.inquiryId,
        variants: [{ variant_id: s.variants[0]?.id, quantity: 6 }],
      });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe('Nilai Kelipatan melebihi stok');
      expect(answer.body.data.code).toBe('multiple_exceeds_stock');
    });

    it('refuses a product the supplier removed with “Produk telah dihapus supplier”', async () => {
      const s = await quotedSubmission(t, staff);
      await t.handle.db
        .update(catalogProducts)
        .set({ removedAt: t.clock.now })
        .where(eq(catalogProducts.id, s.product.id));
      const answer = await add(s.headers, {
        inquiry_id: s.inquiryId,
        variants: [{ variant_id: s.variants[0]?.id, quantity: 10 }],
      });
      expect(answer.status).toBe(410);
      expect(answer.body).toEqual(PRODUCT_REMOVED_ANSWER);
    });

    it.each([
      [{}, { inquiry_id: 'field.required', variants: 'field.required' }],
      [{ inquiry_id: 'x', variants: [] }, { variants: 'field.required' }],
      [
        { inquiry_id: 'x', variants: [{ variant_id: 'v', quantity: 0 }] },
        { 'variants.0.quantity': 'field.invalid' },
      ],
    ])('answers 400 with field messages for %j', async (payload, fields) => {
      const { headers } = await verifiedCustomer(t);
      const answer = await add(headers, payload, '?langcode=en');
      expect(answer.status).toBe(400);
      expect(answer.body.data.code).toBe('validation_failed');
      expect(answer.body.data.fields).toEqual(fields);
    });

    it('a second add of a variant sets its quantity: one line, never two', async () => {
      const s = await cartWithRed();
      const again = await add(s.headers, {
        inquiry_id: s.inquiryId,
        variants: [{ variant_id: s.red, quantity: 20 }],
      });
      expect(again.body.data.items).toHaveLength(1);
      expect(again.body.data.items[0].id).toBe(s.cartItemId);
      expect(again.body.data.items[0].variants).toMatchObject([
        { variant_id: s.red, quantity: 20 },
      ]);
    });

    it('parallel adds of the same variants make one product with one line each', async () => {
      const s = await quotedSubmission(t, staff);
      const body = {
        inquiry_id: s.inquiryId,
        variants: [
          { variant_id: s.variants[0]?.id, quantity: 10 },
          { variant_id: s.variants[2]?.id, quantity: 4 },
        ],
      };
      const answers = await Promise.all(Array.from({ length: 8 }, () => add(s.headers, body)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
      const cart = (await getCart(s.headers)).body.data;
      expect(cart.items).toHaveLength(1);
      expect(
        cart.items[0].variants.map((v: { name: string; quantity: number }) => [v.name, v.quantity]),
      ).toEqual([
        ['Merah', 10],
        ['Hijau', 4],
      ]);
    });

    it('hides a line whose quote was withdrawn (the submission was rejected)', async () => {
      const s = await quotedSubmission(t, staff, { quoted: [0] });
      await add(s.headers, {
        inquiry_id: s.inquiryId,
        variants: [{ variant_id: s.variants[0]?.id, quantity: 10 }],
      });
      const rejected = await t.call({
        method: 'POST',
        url: `/admin/inquiries/${s.inquiryId}/reject`,
        headers: staff,
        payload: { reason: 'Harga supplier berubah' },
      });
      expect(rejected.status).toBe(200);
      expect((await getCart(s.headers)).body.data).toEqual({
        items: [],
        subtotal: idr(0),
        total_weight_grams: 0,
      });
    });
  });

  describe('update', () => {
    it('changes quantities by the rules and answers the new cart', async () => {
      const s = await cartWithRed();
      const answer = await update(s.headers, {
        items: [{ cart_item_id: s.cartItemId, variant_id: s.red, quantity: 25 }],
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.items[0].variants[0].quantity).toBe(25);
      expect(answer.body.data.subtotal).toEqual(idr(quotedUnitPrice(t) * 25));
    });

    it.each([
      [5, 'quantity_below_minimum', 'Jumlah pembelian minimum adalah 10'],
      [11, 'quantity_not_multiple', 'Jumlah harus kelipatan 5'],
      [1000, 'purchase_exceeds_stock', 'Pembelian melebihi stok'],
    ] as const)('refuses %s with %s and changes nothing', async (quantity, code, message) => {
      const s = await cartWithRed();
      const answer = await update(s.headers, {
        items: [
          { cart_item_id: s.cartItemId, variant_id: s.red, quantity: 20 },
          { cart_item_id: s.cartItemId, variant_id: s.red, quantity },
        ],
      });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        status: 422,
        message,
        data: { code, fields: { 'items.1.quantity': 'field.invalid' } },
      });
      expect((await getCart(s.headers)).body.data.items[0].variants[0].quantity).toBe(15);
    });

    it('answers 404 for another customer’s cart product and for a variant not in the cart', async () => {
      const s = await cartWithRed();
      const stranger = await verifiedCustomer(t);
      const foreign = await update(stranger.headers, {
        items: [{ cart_item_id: s.cartItemId, variant_id: s.red, quantity: 10 }],
      });
      expect(foreign.status).toBe(404);
      expect(foreign.body.data).toEqual({ code: 'not_found' });
      const missing = await update(s.headers, {
        items: [{ cart_item_id: s.cartItemId, variant_id: s.variants[1]?.id, quantity: 2 }],
      });
      expect(missing.status).toBe(404);
      expect((await getCart(s.headers)).body.data.items[0].variants[0].quantity).toBe(15);
    });

    it('answers 400 with field messages for an empty or malformed list', async () => {
      const { headers } = await verifiedCustomer(t);
      const empty = await update(headers, { items: [] });
      expect(empty.status).toBe(400);
      expect(empty.body.data.fields).toEqual({ items: 'field.required' });
      const bad = await update(headers, {
        items: [{ cart_item_id: 'a', variant_id: 'b', quantity: 2.5 }],
      });
      expect(bad.status).toBe(400);
      expect(bad.body.data.fields).toEqual({ 'items.0.quantity': 'field.number' });
    });

    it('parallel updates all succeed and the cart ends at one of the asked quantities', async () => {
      const s = await cartWithRed();
      const quantities = [10, 20, 30, 40, 50, 60, 70, 80];
      const answers = await Promise.all(
        quantities.map((quantity) =>
          update(s.headers, {
            items: [{ cart_item_id: s.cartItemId, variant_id: s.red, quantity }],
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
      const cart = (await getCart(s.headers)).body.data;
      expect(cart.items).toHaveLength(1);
      expect(cart.items[0].variants).toHaveLength(1);
      expect(quantities).toContain(cart.items[0].variants[0].quantity);
      expect(cart.subtotal).toEqual(idr(quotedUnitPrice(t) * cart.items[0].variants[0].quantity));
    });
  });

  describe('remove', () => {
    it('removes one variant; the product goes with its last variant', async () => {
      const s = await cartWithRed();
      const blue = s.variants[1]?.id as string;
      await add(s.headers, {
        inquiry_id: s.inquiryId,
        variants: [{ variant_id: blue, quantity: 2 }],
      });
      const one = await removeVariant(s.headers, s.cartItemId, s.red);
      expect(one.status).toBe(200);
      expect(one.body.data.items[0].variants.map((v: { name: string }) => v.name)).toEqual([
        'Biru',
      ]);
      const last = await removeVariant(s.headers, s.cartItemId, blue);
      expect(last.body.data.items).toEqual([]);
      expect((await removeVariant(s.headers, s.cartItemId, blue)).status).toBe(404);
    });

    it('removes a product with all its variants', async () => {
      const s = await cartWithRed();
      const kept = await cartWithRed({});
      const answer = await removeItem(s.headers, s.cartItemId);
      expect(answer.status).toBe(200);
      expect(answer.body.data.items).toEqual([]);
      expect((await removeItem(s.headers, s.cartItemId)).status).toBe(404);
      expect((await getCart(kept.headers)).body.data.items).toHaveLength(1);
    });

    it('answers 404 for another customer’s cart product or variant and keeps it', async () => {
      const s = await cartWithRed();
      const stranger = await verifiedCustomer(t);
      const item = await removeItem(stranger.headers, s.cartItemId);
      expect(item.status).toBe(404);
      expect(item.body.message).toBe(messageFor('not_found', 'id'));
      expect((await removeVariant(stranger.headers, s.cartItemId, s.red)).status).toBe(404);
      expect((await removeItem(s.headers, 'not-an-id')).status).toBe(404);
      expect((await getCart(s.headers)).body.data.items).toHaveLength(1);
    });
  });

  describe('logo', () => {
    const upload = (
      headers: Headers,
      cartItemId: string,
      files: { filename: string; bytes: Buffer }[],
    ) => {
      const body = multipartBody([
        { name: 'cart_item_id', value: cartItemId },
        ...files.map((file) => ({ name: 'logos', value: file })),
      ]);
      return t.call({
        method: 'POST',
        url: '/oci/orders/cart/logo',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };

    it('attaches logo files to the cart product’s submission and shows them in the cart', async () => {
      const s = await cartWithRed({ totalOrder: GOLD_TOTAL });
      const answer = await upload(s.headers, s.cartItemId, [
        { filename: 'logo.pdf', bytes: pdfFile() },
        { filename: 'merek.svg', bytes: svgFile() },
      ]);
      expect(answer.status).toBe(200);
      expect(answer.body.data.logos.map((l: { file_name: string }) => l.file_name)).toEqual([
        'logo.pdf',
        'merek.svg',
      ]);
      const cart = (await getCart(s.headers)).body.data;
      expect(cart.items[0].logos).toEqual(answer.body.data.logos);
      const served = await t.app.inject({
        method: 'GET',
        url: new URL(answer.body.data.logos[0].url).pathname,
        headers: s.headers,
      });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(pdfFile())).toBe(true);
    });

    it('refuses a file judged by content, a level without the logo benefit and a stranger', async () => {
      const s = await cartWithRed({ totalOrder: GOLD_TOTAL });
      const wrong = await upload(s.headers, s.cartItemId, [
        { filename: 'logo.png', bytes: textFile() },
      ]);
      expect(wrong.status).toBe(415);
      expect(wrong.body.message).toBe('Jenis file tidak sesuai');
      const silver = await cartWithRed();
      const forbidden = await upload(silver.headers, silver.cartItemId, [
        { filename: 'logo.pdf', bytes: pdfFile() },
      ]);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.data.code).toBe('forbidden');
      const stranger = await verifiedCustomer(t, { totalOrder: GOLD_TOTAL });
      const foreign = await upload(stranger.headers, s.cartItemId, [
        { filename: 'logo.pdf', bytes: pdfFile() },
      ]);
      expect(foreign.status).toBe(404);
      expect((await getCart(s.headers)).body.data.items[0].logos).toEqual([]);
    });

    it('answers 400 when the cart product or the files are missing', async () => {
      const s = await cartWithRed({ totalOrder: GOLD_TOTAL });
      const noFiles = multipartBody([{ name: 'cart_item_id', value: s.cartItemId }]);
      const answer = await t.call({
        method: 'POST',
        url: '/oci/orders/cart/logo',
        headers: { ...s.headers, ...noFiles.headers },
        payload: noFiles.payload,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.data.fields).toEqual({ logos: 'field.required' });
      const noItem = multipartBody([
        { name: 'logos', value: { filename: 'a.pdf', bytes: pdfFile() } },
      ]);
      const missing = await t.call({
        method: 'POST',
        url: '/oci/orders/cart/logo',
        headers: { ...s.headers, ...noItem.headers },
        payload: noItem.payload,
      });
      expect(missing.status).toBe(400);
      expect(missing.body.data.fields).toEqual({ cart_item_id: 'field.required' });
    });
  });
});
