import { messageFor } from '@storefront/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, orderGroups, orderLines, orders } from '../../db/schema';
import { createStaff, staffAuth } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { bogorAddress, gambirAddress, insertAreaTree } from '../account/testing';
import { insertRate } from '../catalog/testing';
import { quoteBody, verifiedCustomer } from '../inquiries/testing';
import { UNIT_PRICE, cartProduct, savedAddress } from './testing/checkout-fixtures';

type Headers = Record<string, string>;
const HOUR = 3_600_000;

describe.each(TEST_DATABASE_KINDS)('checkout on %s', (kind) => {
  let t: TestApp;
  let staff: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertRate(t);
    await insertAreaTree(t);
    // A second Bogor subdistrict that a test takes out of the couriers' range.
    await t.handle.db.insert(areas).values({
      id: '32.01.01.1002',
      level: 'subdistrict',
      parentId: '32.01.01',
      name: 'CIRIMEKAR',
      postalCode: '16917',
    });
    staff = await staffAuth(t, await createStaff(t));
  });
  afterAll(() => t.close());

  /** A verified customer with a Jakarta address (the hub's own province). */
  async function shopper() {
    const { customer, headers } = await verifiedCustomer(t);
    const addressId = await savedAddress(t, headers, gambirAddress());
    return { customer, headers, addressId };
  }
  const post = (url: string, headers: Headers, payload: object) =>
    t.call({ method: 'POST', url, headers, payload });
  const get = (url: string, headers?: Headers) =>
    t.call({ method: 'GET', url, ...(headers ? { headers } : {}) });
  const checkoutBody = (cartItemIds: string[], addressId: string, over: object = {}) => ({
    cart_item_ids: cartItemIds,
    address_id: addressId,
    courier: { code: 'jne', service: 'REG' },
    payment_method: 'virtual_account',
    notes: 'Kirim pagi',
    ...over,
  });

  describe('GET /oci/rajaongkir/courier', () => {
    it('prices every courier for the parcel weight from the rate table, by zone', async () => {
      const { headers, addressId } = await shopper();
      const jakarta = await get(`/oci/rajaongkir/courier?id=${addressId}&weight=6900`, headers);
      expect(jakarta.status).toBe(200);
      expect(jakarta.body.data).toContainEqual({
        code: 'jne',
        name: 'JNE',
        service: 'REG',
        description: 'Layanan Reguler',
        fee: { amount: 70_000, currency: 'IDR' },
        etd_days_min: 1,
        etd_days_max: 2,
      });
      const bogor = await savedAddress(t, headers, bogorAddress());
      const bogorRates = await get(
        `/oci/rajaongkir/courier?id=${bogor}&weight=6900&courier=jne`,
        headers,
      );
      expect(
        bogorRates.body.data.map((o: { service: string; fee: { amount: number } }) => [
          o.service,
          o.fee.amount,
        ]),
      ).toEqual([
        // Jawa Barat is the ring next to the Jakarta warehouse: seven kilograms at its price.
        ['REG', 7 * 13_000],
        ['YES', 7 * 24_000],
      ]);
    });

    it('gives a gold customer free delivery to a free-shipping province', async () => {
      const { headers } = await verifiedCustomer(t, { totalOrder: 100_000_000 });
      const addressId = await savedAddress(t, headers, gambirAddress());
      const answer = await get(`/oci/rajaongkir/courier?id=${addressId}&weight=500`, headers);
      expect(answer.body.data.every((o: { fee: { amount: number } }) => o.fee.amount === 0)).toBe(
        true,
      );
    });

    it('prices the parcel of a placed group with id_group', async () => {
      const { headers, addressId } = await shopper();
      const { cartItemId } = await cartProduct(t, staff, headers);
      const made = await post('/oci/checkout', headers, checkoutBody([cartItemId], addressId));
      const group = made.body.data.group_number as string;
      const answer = await get(
        `/oci/rajaongkir/courier?id=${addressId}&id_group=${group}&weight=1&courier=jne`,
        headers,
      );
      // 23 items x 300 g = 6,900 g: seven started kilograms.
      expect(answer.body.data[0].fee).toEqual({ amount: 70_000, currency: 'IDR' });
      const other = await shopper();
      const theirs = await get(
        `/oci/rajaongkir/courier?id=${other.addressId}&id_group=${group}&weight=1`,
        other.headers,
      );
      expect(theirs.status).toBe(404);
      expect(theirs.body.message).toBe('Pesanan tidak ditemukan');
    });

    it('refuses a bad query (400), a guest (401), another customer’s address (404) and an area out of range', async () => {
      const { headers, addressId } = await shopper();
      const bad = await get(`/oci/rajaongkir/courier?id=${addressId}&weight=0`, headers);
      expect(bad.status).toBe(400);
      expect(bad.body.data).toEqual({
        code: 'validation_failed',
        fields: { weight: 'field.invalid' },
      });
      expect((await get(`/oci/rajaongkir/courier?id=${addressId}&weight=1`)).status).toBe(401);
      const other = await shopper();
      const theirs = await get(`/oci/rajaongkir/courier?id=${addressId}&weight=1`, other.headers);
      expect(theirs.status).toBe(404);
      expect(theirs.body.message).toBe('Data tidak ditemukan');

      const far = await savedAddress(t, headers, bogorAddress({ id_kelurahan: '32.01.01.1002' }));
      await t.handle.db
        .update(areas)
        .set({ deliverable: false })
        .where(eq(areas.id, '32.01.01.1002'));
      const out = await get(`/oci/rajaongkir/courier?id=${far}&weight=1`, headers);
      expect(out.status).toBe(422);
      expect(out.body).toMatchObject({
        message: 'Alamat berada di luar jangkauan pengiriman',
        data: { code: 'address_out_of_range' },
      });
    });
  });

  describe('POST /oci/checkout', () => {
    it('makes one group with one order per shipping type, shares the fee by weight and empties those cart lines', async () => {
      t.clock.now = new Date('2026-03-02T03:00:00.000Z');
      const { headers, addressId } = await shopper();
      const sea = await cartProduct(t, staff, headers);
      const air = await cartProduct(t, staff, headers, {
        shippingType: 'air',
        quantities: [[0, 10]],
      });
      const kept = await cartProduct(t, staff, headers);

      const made = await post(
        '/oci/checkout',
        headers,
        checkoutBody([sea.cartItemId, air.cartItemId], addressId),
      );
      expect(made.status).toBe(201);
      const data = made.body.data;
      // 23 + 10 items x 300 g = 9,900 g: ten started kilograms at the Jakarta rate.
      const fee = 100_000;
      const goods = 33 * UNIT_PRICE;
      expect(data).toMatchObject({
        group_number: expect.stringMatching(/^IDL-20260302-\d{6}$/),
        payment_method: 'virtual_account',
        payment_status: 'unpaid',
        payment_deadline: new Date(t.clock.now.getTime() + 24 * HOUR).toISOString(),
        courier: {
          code: 'jne',
          name: 'JNE',
          service: 'REG',
          fee: { amount: fee, currency: 'IDR' },
        },
        address: expect.objectContaining({ id: addressId, id_kelurahan: '31.71.01.1001' }),
        subtotal: { amount: goods, currency: 'IDR' },
        shipping_fee: { amount: fee, currency: 'IDR' },
        discount: { amount: 0, currency: 'IDR' },
        total: { amount: goods + fee, currency: 'IDR' },
        vouchers: [],
        notes: 'Kirim pagi',
      });
      const group = data.group_number as string;
      expect(data.orders).toEqual([
        expect.objectContaining({
          order_number: `${group}-1`,
          shipping_type: 'sea',
          status: 'waiting_payment',
          // 6,900 g of 9,900 g carries 69,697 of the fee (largest remainder).
          total: { amount: 23 * UNIT_PRICE + 69_697, currency: 'IDR' },
        }),
        expect.objectContaining({
          order_number: `${group}-2`,
          shipping_type: 'air',
          total: { amount: 10 * UNIT_PRICE + 30_303, currency: 'IDR' },
        }),
      ]);

      const cart = await get('/oci/orders/cart', headers);
      expect(cart.body.data.items.map((item: { id: string }) => item.id)).toEqual([
        kept.cartItemId,
      ]);
      const again = await get(`/oci/checkout/${group}`, headers);
      expect(again.status).toBe(200);
      expect(again.body.data).toEqual(data);
    });

    it('keeps each line’s quote parts as ordered: a later re-quote never changes the order', async () => {
      const { headers, addressId } = await shopper();
      const placed = await cartProduct(t, staff, headers);
      const made = await post(
        '/oci/checkout',
        headers,
        checkoutBody([placed.cartItemId], addressId),
      );
      expect(made.status).toBe(201);
      const group = made.body.data.group_number as string;
      const detailUrl = `/oci/orders/transaction-detail/${group}/${group}-1`;
      const idr = (amount: number) => ({ amount, currency: 'IDR' });
      const asQuoted = {
        goods: idr(120_000),
        service_fee: idr(6_000),
        domestic_shipping: idr(2_000),
        freight: idr(13_500),
        tax_and_customs: idr(13_200),
        paperwork: idr(1_300),
      };
      const before = await get(detailUrl, headers);
      expect(before.body.data.lines[0].variants[0]).toMatchObject({
        quantity: 20,
        unit_price: idr(UNIT_PRICE),
        line_total: idr(20 * UNIT_PRICE),
        parts: asQuoted,
      });
      // Staff correct the quote after the order: the order keeps what was bought.
      const requoted = await post(
        `/admin/inquiries/${placed.inquiryId}/variants/${placed.variants[0]?.id}/quote`,
        staff,
        quoteBody(200_000, { freight: idr(50_000) }),
      );
      expect(requoted.status).toBe(200);
      const after = await get(detailUrl, headers);
      expect(after.body.data.lines[0].variants[0].parts).toEqual(asQuoted);
      expect(after.body.data.lines[0].variants[0].unit_price).toEqual(idr(UNIT_PRICE));

      // A line ordered before the parts were kept shows none; parts that do not add up to the
      // unit price are refused by the database itself.
      const [order] = await t.handle.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.orderNumber, `${group}-1`));
      const lineOf = eq(orderLines.orderId, order?.id ?? '');
      await expect(
        t.handle.db.update(orderLines).set({ goods: 120_001 }).where(lineOf),
      ).rejects.toThrow();
      await t.handle.db
        .update(orderLines)
        .set({
          goods: null,
          serviceFee: null,
          domesticShipping: null,
          freight: null,
          taxAndCustoms: null,
          paperwork: null,
        })
        .where(lineOf);
      const older = await get(detailUrl, headers);
      expect(older.body.data.lines[0].variants[0]).toMatchObject({
        unit_price: idr(UNIT_PRICE),
        parts: null,
      });
    });

    it('makes one order of two parallel checkouts of the same cart', async () => {
      const { customer, headers, addressId } = await shopper();
      const { cartItemId } = await cartProduct(t, staff, headers);
      const answers = await Promise.all(
        [1, 2].map(() => post('/oci/checkout', headers, checkoutBody([cartItemId], addressId))),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 404]);
      const groups = await t.handle.db
        .select()
        .from(orderGroups)
        .where(eq(orderGroups.customerId, customer.id));
      expect(groups).toHaveLength(1);
      const made = await t.handle.db
        .select()
        .from(orders)
        .where(eq(orders.customerId, customer.id));
      expect(made).toHaveLength(1);
    });

    it('refuses a product below the market minimum with the catalogue message and keeps the cart', async () => {
      const { headers, addressId } = await shopper();
      // 3 x 156,000 = 468,000, below Rp 1,000,000 for a marketplace product.
      const { cartItemId } = await cartProduct(t, staff, headers, { quantities: [[2, 3]] });
      const answer = await post('/oci/checkout', headers, checkoutBody([cartItemId], addressId));
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        status: 422,
        message: 'Ada produk yang belum mencapai Minimum harga atau kuantiti',
        data: { code: 'minimum_not_met' },
      });
      const cart = await get('/oci/orders/cart', headers);
      expect(cart.body.data.items).toHaveLength(1);
    });

    it('refuses a cart line whose price passed its 7 days (quote_expired) and keeps the cart', async () => {
      const start = t.clock.now;
      try {
        const { headers, addressId } = await shopper();
        const { cartItemId } = await cartProduct(t, staff, headers);
        // A quote stands 7 x 24 h from its pricing (decision 288); then it is no offer.
        t.clock.now = new Date(start.getTime() + 7 * 24 * 3_600_000 + 1_000);
        const answer = await post('/oci/checkout', headers, checkoutBody([cartItemId], addressId));
        expect(answer.status).toBe(409);
        expect(answer.body).toEqual({
          status: 409,
          message: messageFor('quote_expired', 'id'),
          data: { code: 'quote_expired' },
        });
        const cart = await get('/oci/orders/cart', headers);
        expect(cart.body.data.items).toHaveLength(1);
      } finally {
        t.clock.now = start;
      }
    });

    it('refuses an address out of range, an unknown courier service, and another customer’s cart or address', async () => {
      const { headers, addressId } = await shopper();
      const { cartItemId } = await cartProduct(t, staff, headers);
      const unknownService = await post(
        '/oci/checkout',
        headers,
        checkoutBody([cartItemId], addressId, { courier: { code: 'jne', service: 'SUPER' } }),
      );
      expect(unknownService.status).toBe(400);
      expect(unknownService.body.data).toEqual({
        code: 'validation_failed',
        fields: { 'courier.service': 'field.invalid' },
      });

      const other = await shopper();
      const theirCart = await post(
        '/oci/checkout',
        other.headers,
        checkoutBody([cartItemId], other.addressId),
      );
      expect(theirCart.status).toBe(404);
      expect(theirCart.body.message).toBe('Data tidak ditemukan');
      const theirAddress = await post(
        '/oci/checkout',
        headers,
        checkoutBody([cartItemId], other.addressId),
      );
      expect(theirAddress.status).toBe(404);

      const [subdistrict] = await t.handle.db
        .select()
        .from(areas)
        .where(eq(areas.id, '31.71.01.1002'));
      expect(subdistrict).toBeDefined();
      const far = await savedAddress(t, headers, gambirAddress({ id_kelurahan: '31.71.01.1002' }));
      await t.handle.db
        .update(areas)
        .set({ deliverable: false })
        .where(eq(areas.id, '31.71.01.1002'));
      const out = await post('/oci/checkout', headers, checkoutBody([cartItemId], far));
      expect(out.status).toBe(422);
      expect(out.body.message).toBe('Alamat berada di luar jangkauan pengiriman');
      // Nothing was ordered: the cart still holds the product.
      expect((await get('/oci/orders/cart', headers)).body.data.items).toHaveLength(1);
    });

    it.each([
      [{}, ['cart_item_ids', 'address_id', 'courier', 'payment_method']],
      [
        {
          cart_item_ids: [],
          address_id: 'a',
          courier: { code: 'jne', service: 'REG' },
          payment_method: 'cash',
        },
        ['cart_item_ids', 'payment_method'],
      ],
    ])('refuses the body %j with 400 on its fields', async (payload, fields) => {
      const { headers } = await shopper();
      const answer = await post('/oci/checkout', headers, payload);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Beberapa isian belum benar');
      expect(Object.keys(answer.body.data.fields).sort()).toEqual(expect.arrayContaining(fields));
    });

    it('answers a guest 401', async () => {
      const answer = await t.call({ method: 'POST', url: '/oci/checkout', payload: {} });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Silahkan login');
    });
  });

  describe('GET /oci/checkout/:groupNumber and POST /oci/checkout-save-note', () => {
    it('shows the group to its owner only and replaces its note', async () => {
      const { headers, addressId } = await shopper();
      const { cartItemId } = await cartProduct(t, staff, headers);
      const made = await post('/oci/checkout', headers, checkoutBody([cartItemId], addressId));
      const group = made.body.data.group_number as string;

      const saved = await post('/oci/checkout-save-note', headers, {
        group_number: group,
        notes: 'Hubungi sebelum kirim',
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toBeNull();
      expect((await get(`/oci/checkout/${group}`, headers)).body.data.notes).toBe(
        'Hubungi sebelum kirim',
      );

      const other = await shopper();
      const theirs = await get(`/oci/checkout/${group}`, other.headers);
      expect(theirs.status).toBe(404);
      expect(theirs.body.message).toBe('Pesanan tidak ditemukan');
      const theirNote = await post('/oci/checkout-save-note', other.headers, {
        group_number: group,
        notes: 'x',
      });
      expect(theirNote.status).toBe(404);
      expect((await get(`/oci/checkout/${group}`)).status).toBe(401);

      const long = await post('/oci/checkout-save-note', headers, {
        group_number: group,
        notes: 'x'.repeat(101),
      });
      expect(long.status).toBe(400);
      expect(long.body.data.fields).toEqual({ notes: 'field.too_long' });
    });
  });
});
