import { MAX_MONEY_AMOUNT, MAX_QUANTITY } from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createQuotingApp,
  insertProduct,
  quoteBody,
  verifiedCustomer,
} from '../modules/inquiries/testing';
import type { TestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';

type Headers = Record<string, string>;

// Amounts and quantities past what JavaScript counts exactly or the database's columns hold are
// the contract's 400 on the field, never a 500 from the arithmetic or the database (decision 227).
describe.each(TEST_DATABASE_KINDS)('amount and quantity bounds on %s', (kind) => {
  let t: TestApp;
  let staff: Headers;
  let customer: Headers;
  let inquiryId: string;
  let variantId: string;
  let productId: string;

  beforeAll(async () => {
    ({ t, staff } = await createQuotingApp(kind));
    customer = (await verifiedCustomer(t)).headers;
    const { product, variants } = await insertProduct(t);
    productId = product.id;
    const chosen = variants[1];
    if (!chosen) throw new Error('no variant');
    const answer = await t.call({
      method: 'POST',
      url: '/oci/orders/inquiry',
      headers: customer,
      payload: {
        product_id: product.id,
        variants: [{ variant_id: chosen.id, quantity: chosen.minQuantity }],
      },
    });
    expect(answer.status).toBe(201);
    inquiryId = answer.body.data.id;
    variantId = chosen.id;
  });
  afterAll(() => t.close());

  const quote = (body: object) =>
    t.call({
      method: 'POST',
      url: `/admin/inquiries/${inquiryId}/variants/${variantId}/quote?langcode=en`,
      headers: staff,
      payload: body,
    });

  it('refuses a staff quote of 9,007,199,254,740,991 on the field', async () => {
    const answer = await quote(quoteBody(Number.MAX_SAFE_INTEGER));
    expect(answer.status).toBe(400);
    expect(answer.body.data.fields).toMatchObject({ 'goods.amount': 'field.invalid' });
    const freight = await quote(
      quoteBody(120_000, { freight: { amount: 2 ** 53, currency: 'IDR' } }),
    );
    expect(freight.status).toBe(400);
    expect(freight.body.data.fields).toMatchObject({ 'freight.amount': 'field.number' });
  });

  it('accepts a quote at the bound and refuses one minor unit past it', async () => {
    expect((await quote(quoteBody(MAX_MONEY_AMOUNT))).status).toBe(200);
    const past = await quote(quoteBody(MAX_MONEY_AMOUNT + 20));
    expect(past.status).toBe(400);
    expect(past.body.data.fields).toMatchObject({ 'goods.amount': 'field.invalid' });
  });

  it('refuses a quantity past MAX_QUANTITY or the integer column', async () => {
    for (const quantity of [MAX_QUANTITY + 1, 2 ** 31]) {
      const submission = await t.call({
        method: 'POST',
        url: '/oci/orders/inquiry',
        headers: customer,
        payload: { product_id: productId, variants: [{ variant_id: variantId, quantity }] },
      });
      expect(submission.status).toBe(400);
      expect(submission.body.data.fields).toEqual({ 'variants.0.quantity': 'field.invalid' });
      const request = await t.call({
        method: 'POST',
        url: '/oci/product-request',
        headers: customer,
        payload: { link: 'https://detail.1688.com/offer/610947572360.html', quantity },
      });
      expect(request.status).toBe(400);
      expect(request.body.data.fields).toEqual({ quantity: 'field.invalid' });
    }
  });

  it('refuses a query number past the integer column', async () => {
    const answer = await t.call({
      method: 'GET',
      url: `/oci/profile/wishlist?page=${2 ** 40}`,
      headers: customer,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.fields).toEqual({ page: 'field.invalid' });
  });
});
