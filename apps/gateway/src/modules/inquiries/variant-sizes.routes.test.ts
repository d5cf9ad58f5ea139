import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { gambirAddress, insertAreaTree } from '../account/testing';
import { savedAddress } from '../checkout/testing';
import { createQuotingApp, insertProduct, quoteBody, verifiedCustomer } from './testing';

type Headers = Record<string, string>;

/**
 * A T-shirt in one colour and three sizes: the minimum (10) and the multiple (5) hold for the
 * colour's total, each size has its own stock (decision 296). A second colour has no sizes.
 */
const SHIRT = [
  {
    name: 'Putih',
    minQuantity: 10,
    multiple: 5,
    stock: 90,
    sizes: [
      { name: 'M', stock: 40 },
      { name: 'L', stock: 30 },
      { name: 'XL', stock: 20 },
    ],
  },
  { name: 'Hitam', minQuantity: 2, multiple: 1, stock: 50 },
];

describe.each(TEST_DATABASE_KINDS)('sizes of a variant on %s', (kind) => {
  let t: TestApp;
  let staff: Headers;
  beforeAll(async () => {
    ({ t, staff } = await createQuotingApp(kind));
    await insertAreaTree(t);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    t.call({ method, url, headers, ...(payload ? { payload } : {}) });

  async function shirt() {
    const { product, variants, sizes } = await insertProduct(t, { variants: SHIRT });
    const [white, black] = variants;
    const [m, l, xl] = sizes;
    if (!white || !black || !m || !l || !xl) throw new Error('shirt not inserted');
    return { product, white, black, m, l, xl };
  }

  it('takes 20 M and 30 L to the inquiry, the staff view, the cart and the order', async () => {
    const { headers } = await verifiedCustomer(t);
    const { product, white, black, m, l } = await shirt();
    // Sent L first: the answer keeps the catalogue's order of sizes.
    const made = await call('POST', '/oci/orders/inquiry', headers, {
      product_id: product.id,
      variants: [
        {
          variant_id: white.id,
          quantity: 50,
          sub_variants: [
            { sub_variant_id: l.id, quantity: 30 },
            { sub_variant_id: m.id, quantity: 20 },
          ],
        },
        { variant_id: black.id, quantity: 3 },
      ],
    });
    expect(made.status).toBe(201);
    const inquiryId = made.body.data.id as string;
    const sized = [
      { sub_variant_id: m.id, name: 'M', quantity: 20 },
      { sub_variant_id: l.id, name: 'L', quantity: 30 },
    ];
    expect(made.body.data.variants).toMatchObject([
      { variant_id: white.id, quantity: 50, sub_variants: sized },
      { variant_id: black.id, quantity: 3, sub_variants: [] },
    ]);

    // Staff price what they see: the sizes and how many of each.
    const detail = await call('GET', `/admin/inquiries/${inquiryId}`, staff);
    expect(detail.status).toBe(200);
    expect(detail.body.data.variants[0]).toMatchObject({ quantity: 50, sub_variants: sized });
    for (const variant of [white, black]) {
      const quoted = await call(
        'POST',
        `/admin/inquiries/${inquiryId}/variants/${variant.id}/quote`,
        staff,
        quoteBody(),
      );
      expect(quoted.status).toBe(200);
    }

    // Added as quoted without naming the sizes: the quote's sizes go to the cart.
    const added = await call('POST', '/oci/orders/cart', headers, {
      inquiry_id: inquiryId,
      variants: [
        { variant_id: white.id, quantity: 50 },
        { variant_id: black.id, quantity: 3 },
      ],
    });
    expect(added.status).toBe(200);
    const item = added.body.data.items[0];
    expect(item.variants).toMatchObject([
      {
        variant_id: white.id,
        quantity: 50,
        sub_variants: [
          { sub_variant_id: m.id, name: 'M', quantity: 20, stock: 40 },
          { sub_variant_id: l.id, name: 'L', quantity: 30, stock: 30 },
        ],
      },
      { variant_id: black.id, quantity: 3, sub_variants: [] },
    ]);

    // Changed in the cart size by size: 25 M and 30 L.
    const changed = await call('PUT', '/oci/orders/cart', headers, {
      items: [
        {
          cart_item_id: item.id,
          variant_id: white.id,
          quantity: 55,
          sub_variants: [
            { sub_variant_id: m.id, quantity: 25 },
            { sub_variant_id: l.id, quantity: 30 },
          ],
        },
      ],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.items[0].variants[0]).toMatchObject({
      quantity: 55,
      sub_variants: [
        { name: 'M', quantity: 25 },
        { name: 'L', quantity: 30 },
      ],
    });

    const addressId = await savedAddress(t, headers, gambirAddress());
    const ordered = await call('POST', '/oci/checkout', headers, {
      cart_item_ids: [item.id],
      address_id: addressId,
      courier: { code: 'jne', service: 'REG' },
      payment_method: 'virtual_account',
      notes: '',
    });
    expect(ordered.status).toBe(201);
    const group = ordered.body.data.group_number as string;
    const order = await call('GET', `/oci/orders/transaction-detail/${group}/${group}-1`, headers);
    expect(order.status).toBe(200);
    expect(order.body.data.lines[0].variants).toMatchObject([
      {
        variant_id: white.id,
        quantity: 55,
        sub_variants: [
          { sub_variant_id: m.id, name: 'M', quantity: 25 },
          { sub_variant_id: l.id, name: 'L', quantity: 30 },
        ],
      },
      { variant_id: black.id, quantity: 3, sub_variants: [] },
    ]);
  });

  it('refuses bad sizes with the catalogue’s message, on the size or the total', async () => {
    const { headers } = await verifiedCustomer(t);
    const { product, white, m, l, xl } = await shirt();
    const submit = (line: object, language = 'id') =>
      call(
        'POST',
        '/oci/orders/inquiry',
        { ...headers, 'accept-language': language },
        { product_id: product.id, variants: [line] },
      );
    const sizes = (...pairs: [string, number][]) =>
      pairs.map(([id, quantity]) => ({ sub_variant_id: id, quantity }));

    // A size above its own stock (XL has 20), though the colour has 90: the size is named.
    const overSize = await submit({
      variant_id: white.id,
      quantity: 30,
      sub_variants: sizes([m.id, 9], [xl.id, 21]),
    });
    expect(overSize.status).toBe(422);
    expect(overSize.body.data).toMatchObject({
      code: 'purchase_exceeds_stock',
      fields: { 'variants.0.sub_variants.1.quantity': 'field.invalid' },
    });
    expect(overSize.body.message).toBe('Pembelian melebihi stok');

    // The minimum holds for the colour's total: 4 M + 4 L is below 10, named with its value.
    const below = await submit({
      variant_id: white.id,
      quantity: 8,
      sub_variants: sizes([m.id, 4], [l.id, 4]),
    });
    expect(below.body.data).toMatchObject({
      code: 'quantity_below_minimum',
      fields: { 'variants.0.quantity': 'field.invalid' },
    });
    expect(below.body.message).toBe('Jumlah pembelian minimum adalah 10');
    const belowEnglish = await submit(
      { variant_id: white.id, quantity: 8, sub_variants: sizes([m.id, 4], [l.id, 4]) },
      'en',
    );
    expect(belowEnglish.body.message).toBe('The minimum purchase quantity is 10');

    // So does the multiple: 6 M + 6 L = 12 is no multiple of 5; 7 M + 8 L = 15 is.
    const notMultiple = await submit({
      variant_id: white.id,
      quantity: 12,
      sub_variants: sizes([m.id, 6], [l.id, 6]),
    });
    expect(notMultiple.body.data.code).toBe('quantity_not_multiple');
    expect(notMultiple.body.message).toBe('Jumlah harus kelipatan 5');
    const fine = await submit({
      variant_id: white.id,
      quantity: 15,
      sub_variants: sizes([m.id, 7], [l.id, 8]),
    });
    expect(fine.status).toBe(201);
  });

  it('refuses sizes missing, foreign, doubled or not adding up', async () => {
    const { headers } = await verifiedCustomer(t);
    const { product, white, black, m } = await shirt();
    const other = await shirt();
    const submit = (line: object) =>
      call('POST', '/oci/orders/inquiry', headers, { product_id: product.id, variants: [line] });

    const missing = await submit({ variant_id: white.id, quantity: 20 });
    expect(missing.status).toBe(400);
    expect(missing.body.data).toMatchObject({
      code: 'validation_failed',
      fields: { 'variants.0.sub_variants': 'field.required' },
    });
    const onPlain = await submit({
      variant_id: black.id,
      quantity: 5,
      sub_variants: [{ sub_variant_id: m.id, quantity: 5 }],
    });
    expect(onPlain.status).toBe(400);
    expect(onPlain.body.data.fields).toEqual({ 'variants.0.sub_variants': 'field.invalid' });
    // Another product's size is no size of this colour.
    const foreign = await submit({
      variant_id: white.id,
      quantity: 10,
      sub_variants: [{ sub_variant_id: other.m.id, quantity: 10 }],
    });
    expect(foreign.body.data).toMatchObject({
      code: 'product_unavailable',
      fields: { 'variants.0.sub_variants.0.sub_variant_id': 'field.invalid' },
    });
    // The contract: each size once, and the total their sum.
    const doubled = await submit({
      variant_id: white.id,
      quantity: 20,
      sub_variants: [
        { sub_variant_id: m.id, quantity: 10 },
        { sub_variant_id: m.id, quantity: 10 },
      ],
    });
    expect(doubled.status).toBe(400);
    expect(doubled.body.data.fields).toMatchObject({ 'variants.0.sub_variants': 'field.invalid' });
    const offSum = await submit({
      variant_id: white.id,
      quantity: 25,
      sub_variants: [{ sub_variant_id: m.id, quantity: 20 }],
    });
    expect(offSum.status).toBe(400);
    expect(offSum.body.data.fields).toMatchObject({ 'variants.0.quantity': 'field.invalid' });
    const zero = await submit({
      variant_id: white.id,
      quantity: 10,
      sub_variants: [
        { sub_variant_id: m.id, quantity: 10 },
        { sub_variant_id: other.l.id, quantity: 0 },
      ],
    });
    expect(zero.status).toBe(400);
  });

  it('checks sizes again in the cart, and refuses a change without them', async () => {
    const { headers } = await verifiedCustomer(t);
    const { product, white, m, l, xl } = await shirt();
    const made = await call('POST', '/oci/orders/inquiry', headers, {
      product_id: product.id,
      variants: [
        {
          variant_id: white.id,
          quantity: 20,
          sub_variants: [
            { sub_variant_id: m.id, quantity: 10 },
            { sub_variant_id: l.id, quantity: 10 },
          ],
        },
      ],
    });
    const inquiryId = made.body.data.id as string;
    await call(
      'POST',
      `/admin/inquiries/${inquiryId}/variants/${white.id}/quote`,
      staff,
      quoteBody(),
    );
    // Another total than the quote's without sizes: which sizes is not ours to guess.
    const guess = await call('POST', '/oci/orders/cart', headers, {
      inquiry_id: inquiryId,
      variants: [{ variant_id: white.id, quantity: 25 }],
    });
    expect(guess.status).toBe(400);
    expect(guess.body.data.fields).toEqual({ 'variants.0.sub_variants': 'field.required' });
    const overXl = await call('POST', '/oci/orders/cart', headers, {
      inquiry_id: inquiryId,
      variants: [
        {
          variant_id: white.id,
          quantity: 25,
          sub_variants: [
            { sub_variant_id: m.id, quantity: 4 },
            { sub_variant_id: xl.id, quantity: 21 },
          ],
        },
      ],
    });
    expect(overXl.status).toBe(422);
    expect(overXl.body.data).toMatchObject({
      code: 'purchase_exceeds_stock',
      fields: { 'variants.0.sub_variants.1.quantity': 'field.invalid' },
    });
    const added = await call('POST', '/oci/orders/cart', headers, {
      inquiry_id: inquiryId,
      variants: [{ variant_id: white.id, quantity: 20 }],
    });
    expect(added.status).toBe(200);
    const cartItemId = added.body.data.items[0].id as string;
    const plain = await call('PUT', '/oci/orders/cart', headers, {
      items: [{ cart_item_id: cartItemId, variant_id: white.id, quantity: 25 }],
    });
    expect(plain.status).toBe(400);
    expect(plain.body.data.fields).toEqual({ 'items.0.sub_variants': 'field.required' });
    const belowMinimum = await call('PUT', '/oci/orders/cart', headers, {
      items: [
        {
          cart_item_id: cartItemId,
          variant_id: white.id,
          quantity: 5,
          sub_variants: [{ sub_variant_id: m.id, quantity: 5 }],
        },
      ],
    });
    expect(belowMinimum.status).toBe(422);
    expect(belowMinimum.body.data.fields).toEqual({ 'items.0.quantity': 'field.invalid' });
    expect(belowMinimum.body.message).toBe('Jumlah pembelian minimum adalah 10');
    // Nothing changed by the refused writes.
    const cart = await call('GET', '/oci/orders/cart', headers);
    expect(cart.body.data.items[0].variants[0]).toMatchObject({
      quantity: 20,
      sub_variants: [
        { name: 'M', quantity: 10 },
        { name: 'L', quantity: 10 },
      ],
    });
  });

  it('resubmits a rejected variant in the sizes asked before, or in new ones', async () => {
    const { headers } = await verifiedCustomer(t);
    const { product, white, m, l } = await shirt();
    const made = await call('POST', '/oci/orders/inquiry', headers, {
      product_id: product.id,
      variants: [
        {
          variant_id: white.id,
          quantity: 20,
          sub_variants: [
            { sub_variant_id: m.id, quantity: 10 },
            { sub_variant_id: l.id, quantity: 10 },
          ],
        },
      ],
    });
    const inquiryId = made.body.data.id as string;
    const reject = () =>
      call('POST', `/admin/inquiries/${inquiryId}/variants/${white.id}/reject`, staff, {
        reason: 'Ukuran L habis di pabrik',
      });
    expect((await reject()).status).toBe(200);
    const resubmitUrl = `/oci/orders/inquiry/${inquiryId}/variants/${white.id}/resubmit`;
    const again = await call('POST', resubmitUrl, headers, {});
    expect(again.status).toBe(200);
    expect(again.body.data.variants[0]).toMatchObject({
      quantity: 20,
      sub_variants: [
        { name: 'M', quantity: 10 },
        { name: 'L', quantity: 10 },
      ],
    });
    expect((await reject()).status).toBe(200);
    const changed = await call('POST', resubmitUrl, headers, {
      quantity: 15,
      sub_variants: [{ sub_variant_id: m.id, quantity: 15 }],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.variants[0]).toMatchObject({
      quantity: 15,
      sub_variants: [{ name: 'M', quantity: 15 }],
    });
  });
});
