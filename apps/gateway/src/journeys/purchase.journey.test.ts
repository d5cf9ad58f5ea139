import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, createStaff } from '../testing/fixtures';
import type { TestApp } from '../testing/test-app';
import { createTestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { gambirAddress, insertAreaTree, insertBanks } from '../modules/account/testing';
import { solvedCaptcha } from '../modules/captcha/testing';
import { insertRate, loadTestCatalog, testEnv } from '../modules/catalog/testing';
import { quoteBody } from '../modules/inquiries/testing';
import { requestRefund } from '../modules/orders/testing';

type Headers = Record<string, string>;
const HOUR = 3_600_000;
/** quoteBody's all-in unit price for a silver customer: 120,000 + 5% + 15,500 + 13,200 + 1,300. */
const UNIT_PRICE = 156_000;

/**
 * The purchase journey of issue 4 ("Done when"), through the HTTP API alone: only the catalogue
 * feed, the area tree, the bank list and one staff account are provisioned as a deployment
 * would be; everything a customer or staff member does is a request. The unpaid-order sweep
 * runs as the app runs it (every second here), on the test clock.
 */
describe.each(TEST_DATABASE_KINDS)('purchase journey on %s', (kind) => {
  let t: TestApp;
  let staff: Headers;
  let staffEmail: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: testEnv({
        ORDER_SWEEP_INTERVAL_SECONDS: '1',
        RATE_LIMIT_PER_MINUTE: '100000',
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      }),
    });
    await insertRate(t);
    await loadTestCatalog(t, 60);
    await insertAreaTree(t);
    await insertBanks(t);
    staffEmail = (await createStaff(t)).email;
  }, 120_000);

  /** Sets the test clock and signs the staff member in at that time (tokens last 7 days). */
  async function startAt(iso: string) {
    t.clock.now = new Date(iso);
    const login = await call('POST', '/admin/auth/login', undefined, {
      email: staffEmail,
      password: DEFAULT_PASSWORD,
    });
    expect(login.status).toBe(200);
    staff = { authorization: `Bearer ${login.body.data.token}` };
  }
  afterAll(() => t.close());

  function call(method: 'GET' | 'POST' | 'PUT', url: string, headers?: Headers, payload?: object) {
    return t.call({
      method,
      url,
      ...(headers ? { headers } : {}),
      ...(payload ? { payload } : {}),
    });
  }
  async function ok(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Headers | undefined,
    payload?: object,
    status = 200,
  ) {
    const answer = await call(method, url, headers, payload);
    if (answer.status !== status) {
      throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer.body.data;
  }

  let phones = 0;
  /** Registers, signs in and verifies the phone with the code read from the development outbox. */
  async function newCustomer(): Promise<Headers> {
    const key = randomBytes(4).toString('hex');
    const telepon = `+62813${String(4_000_000 + (phones += 1) + Math.floor(Math.random() * 1e6)).padStart(7, '0')}`;
    const email = `budi.${key}@example.co.id`;
    await ok(
      'POST',
      '/v1/auth/registration',
      undefined,
      {
        namaDepan: 'Budi',
        namaBelakang: 'Santoso',
        email,
        telepon,
        password: DEFAULT_PASSWORD,
        captcha: await solvedCaptcha(t),
      },
      201,
    );
    const session = await ok('POST', '/v1/auth/login', undefined, {
      email,
      password: DEFAULT_PASSWORD,
    });
    const headers = { authorization: `Bearer ${session.token}` };
    await ok('POST', '/oci/customer/sendwhatsapp', headers, { telepon });
    const outbox = await ok(
      'GET',
      `/dev/outbox?channel=whatsapp&to=${encodeURIComponent(telepon)}&limit=1`,
      staff,
    );
    const otp = /\b(\d{6})\b/.exec(outbox.items[0].body)?.[1];
    expect(otp).toBeDefined();
    await ok('POST', '/oci/customer/phonevalidation', headers, { telepon, otp });
    const profile = await ok('GET', '/oci/profile', headers);
    expect(profile).toMatchObject({ telepon });
    return headers;
  }

  /**
   * Searches the catalogue, opens a product, submits a variant for a price, has staff quote it and
   * puts it in the cart at a quantity that clears the market minimum. Returns the cart product.
   */
  async function quotedCartProduct(headers: Headers, skip = 0): Promise<string> {
    const found = await ok('GET', `/oci/catalog/search?limit=20&sort=top_sales`, headers);
    expect(found.items.length).toBeGreaterThan(skip);
    for (const item of found.items.slice(skip)) {
      const product = await ok('GET', `/oci/catalog/product/${item.id}`, headers);
      for (const variant of product.variants) {
        // Rp 1,000,000 minimum for a marketplace product: at least 7 units at 156,000.
        const wanted = Math.max(variant.min_quantity, 7);
        const quantity = Math.ceil(wanted / variant.multiple) * variant.multiple;
        if (quantity > variant.stock) continue;
        // A variant in sizes is asked for size by size (decision 296): all in one size here.
        const sizes = variant.sub_variants as { id: string; stock: number }[];
        const size = sizes.find((sub) => sub.stock >= quantity);
        if (sizes.length > 0 && !size) continue;
        const asked = size
          ? {
              variant_id: variant.id,
              quantity,
              sub_variants: [{ sub_variant_id: size.id, quantity }],
            }
          : { variant_id: variant.id, quantity };
        const inquiry = await ok(
          'POST',
          '/oci/orders/inquiry',
          headers,
          { product_id: product.id, variants: [asked] },
          201,
        );
        await ok(
          'POST',
          `/admin/inquiries/${inquiry.id}/variants/${variant.id}/quote`,
          staff,
          quoteBody(),
        );
        const cart = await ok('POST', '/oci/orders/cart', headers, {
          inquiry_id: inquiry.id,
          variants: [asked],
        });
        const line = cart.items.find((i: { inquiry_id: string }) => i.inquiry_id === inquiry.id);
        return line.id as string;
      }
    }
    throw new Error('no product in the catalogue can be bought at the minimum');
  }

  async function checkout(headers: Headers, cartItemIds: string[], addressId: string) {
    const couriers = await ok(
      'GET',
      `/oci/rajaongkir/courier?id=${addressId}&weight=1000`,
      headers,
    );
    const courier = couriers.find((c: { code: string }) => c.code === 'jne');
    return ok(
      'POST',
      '/oci/checkout',
      headers,
      {
        cart_item_ids: cartItemIds,
        address_id: addressId,
        courier: { code: courier.code, service: courier.service },
        payment_method: 'virtual_account',
        notes: 'Tolong dibungkus rapi',
      },
      201,
    );
  }
  const settle = (kind: 'order_group' | 'adjustment', id: string) =>
    ok('POST', '/dev/payments/settle', staff, { subject_kind: kind, subject_id: id });
  const move = (orderNumber: string, payload: object) =>
    ok('POST', `/admin/orders/${orderNumber}/status`, staff, payload);
  const detail = (headers: Headers, group: string, order: string) =>
    ok('GET', `/oci/orders/transaction-detail/${group}/${order}`, headers);

  /** A customer with an address and a paid group of one order, In Process. */
  async function paidOrder() {
    const headers = await newCustomer();
    const address = await ok('POST', '/oci/customer/alamat', headers, gambirAddress(), 201);
    const group = await checkout(headers, [await quotedCartProduct(headers)], address.id);
    // The buyer picks the bank of the virtual account (decision 281).
    const payment = await ok('GET', `/oci/pembayaran/${group.group_number}?channel=BCA`, headers);
    expect(payment.virtual_account).not.toBeNull();
    await settle('order_group', group.group_number);
    return {
      headers,
      addressId: address.id as string,
      group: group.group_number as string,
      order: group.orders[0].order_number as string,
    };
  }

  it('goes from registration to a completed order, with a voucher and a simulated transfer', async () => {
    await startAt('2026-03-02T03:00:00.000Z');
    const headers = await newCustomer();
    const address = await ok('POST', '/oci/customer/alamat', headers, gambirAddress(), 201);
    const cartItemId = await quotedCartProduct(headers);

    const voucher = await ok(
      'POST',
      '/admin/vouchers',
      staff,
      {
        title: 'Potongan Rp 50.000',
        valid_from: new Date(t.clock.now.getTime() - HOUR).toISOString(),
        valid_until: new Date(t.clock.now.getTime() + 30 * 24 * HOUR).toISOString(),
        quota: 100,
        stackable: true,
        discount: { kind: 'fixed', amount: { amount: 50_000, currency: 'IDR' } },
        min_spend: null,
      },
      201,
    );
    await ok('POST', '/oci/voucher', headers, { voucher_id: voucher.id });

    const placed = await checkout(headers, [cartItemId], address.id);
    expect(placed).toMatchObject({
      group_number: expect.stringMatching(/^IDL-20260302-\d{6}$/),
      payment_status: 'unpaid',
      payment_deadline: '2026-03-03T03:00:00.000Z',
    });
    // The goods are charged at the quoted all-in unit price, at least the market minimum.
    expect(placed.subtotal.amount % UNIT_PRICE).toBe(0);
    expect(placed.subtotal.amount).toBeGreaterThanOrEqual(7 * UNIT_PRICE);
    const group = placed.group_number as string;
    const order = placed.orders[0].order_number as string;
    const usable = await ok('GET', `/oci/voucher/list/${group}`, headers);
    expect(usable).toEqual([expect.objectContaining({ usable: true, reason: null })]);
    const discounted = await ok('POST', '/oci/profile/vouchers/use', headers, {
      group_number: group,
      voucher_ids: [voucher.id],
    });
    expect(discounted.discount).toEqual({ amount: 50_000, currency: 'IDR' });
    expect(discounted.total.amount).toBe(placed.total.amount - 50_000);
    expect((await ok('GET', '/oci/orders/cart', headers)).items).toEqual([]);

    const payment = await ok('GET', `/oci/pembayaran/${group}?channel=MANDIRI`, headers);
    expect(payment).toMatchObject({
      amount: discounted.total,
      payment_status: 'unpaid',
      virtual_account: { bank: 'MANDIRI', number: expect.any(String) },
    });
    await settle('order_group', group);
    expect(await ok('GET', `/oci/pembayaran/${group}`, headers)).toMatchObject({
      payment_status: 'paid',
    });
    expect(await detail(headers, group, order)).toMatchObject({
      status: 'in_process',
      payment_status: 'paid',
      vouchers: [expect.objectContaining({ id: voucher.id })],
    });

    await move(order, { status: 'shipping', tracking_number: 'JX1234567890ID' });
    const tracking = await ok('GET', `/oci/orders/tracking/${order}`, headers);
    expect(tracking).toMatchObject({ status: 'shipping', tracking_number: 'JX1234567890ID' });
    await move(order, { status: 'delivered' });
    const completed = await ok('POST', '/oci/orders/confirm-receipt', headers, {
      order_number: order,
    });
    expect(completed).toMatchObject({ order_number: order, status: 'completed' });
    const done = await ok('GET', '/oci/orders/transaction-list/completed/all', headers);
    expect(done.items.map((i: { order_number: string }) => i.order_number)).toEqual([order]);
    const told = await ok('GET', '/oci/notification?page=1&limit=10', headers);
    expect(JSON.stringify(told)).toContain(order);
  }, 120_000);

  it('cancels an unpaid order at its payment deadline', async () => {
    await startAt('2026-03-10T03:00:00.000Z');
    const headers = await newCustomer();
    const address = await ok('POST', '/oci/customer/alamat', headers, gambirAddress(), 201);
    const placed = await checkout(headers, [await quotedCartProduct(headers, 1)], address.id);
    const group = placed.group_number as string;
    const order = placed.orders[0].order_number as string;

    // One hour before the deadline the sweep leaves it alone.
    t.clock.now = new Date(t.clock.now.getTime() + 23 * HOUR);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await detail(headers, group, order)).toMatchObject({ status: 'waiting_payment' });

    t.clock.now = new Date(new Date(placed.payment_deadline).getTime());
    let status = '';
    for (let tries = 0; tries < 40 && status !== 'canceled'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await detail(headers, group, order)).status;
    }
    expect(status).toBe('canceled');
    // The payment page no longer offers a way to pay it.
    const late = await ok('GET', `/oci/pembayaran/${group}`, headers);
    expect(late).toMatchObject({ payment_status: 'unpaid', virtual_account: null });
    const tab = await ok('GET', '/oci/orders/transaction-list/cancelled/all', headers);
    expect(tab.items.map((i: { order_number: string }) => i.order_number)).toEqual([order]);
  }, 120_000);

  it('refunds a delivered order when staff approve the request', async () => {
    await startAt('2026-03-20T03:00:00.000Z');
    const { headers, group, order } = await paidOrder();
    await move(order, { status: 'shipping', tracking_number: 'JX5550000001ID' });
    await move(order, { status: 'delivered' });
    const account = await ok(
      'PUT',
      '/oci/profile/bank/create',
      headers,
      {
        bank_name: 'Bank Central Asia',
        account_number: '1234567890',
        account_holder: 'Budi Santoso',
      },
      201,
    );
    t.clock.now = new Date(t.clock.now.getTime() + 24 * HOUR);
    const asked = await requestRefund(t, headers, {
      order_number: order,
      reason: 'Barang rusak saat diterima',
      bank_account_id: account.id,
    });
    expect(asked.status).toBe(201);
    expect((await detail(headers, group, order)).status).toBe('returning');

    const queue = await ok('GET', '/admin/refunds', staff);
    const request = queue.items.find((r: { order_number: string }) => r.order_number === order);
    const decided = await ok('POST', `/admin/refunds/${request.id}/decision`, staff, {
      decision: 'approve',
    });
    expect(decided).toMatchObject({ decision: 'approve' });
    // Every unit asked for: refunded, and still under Return/Refund (decision 289).
    expect(await detail(headers, group, order)).toMatchObject({
      status: 'refunded',
      refund: expect.objectContaining({ decision: 'approve' }),
    });
    const tab = await ok('GET', '/oci/orders/transaction-list/return_refund/all', headers);
    expect(tab.items.map((i: { order_number: string }) => i.order_number)).toContain(order);
  }, 120_000);

  it('collects an extra charge through the same payment page', async () => {
    await startAt('2026-03-25T03:00:00.000Z');
    const { headers, group, order } = await paidOrder();
    const charged = await ok(
      'POST',
      `/admin/orders/${order}/adjustments`,
      staff,
      { amount: { amount: 75_000, currency: 'IDR' }, reason: 'Bea masuk tambahan' },
      201,
    );
    expect(charged.status).toBe('adjustment');
    const adjustment = charged.adjustments[0].id as string;
    const tab = await ok('GET', '/oci/orders/transaction-list/adjustment/all', headers);
    expect(tab.items.map((i: { order_number: string }) => i.order_number)).toEqual([order]);

    const page = await ok('GET', `/oci/pembayaran/${adjustment}?channel=BNI`, headers);
    expect(page).toMatchObject({
      amount: { amount: 75_000, currency: 'IDR' },
      payment_status: 'unpaid',
      virtual_account: expect.objectContaining({ bank: 'BNI' }),
    });
    await settle('adjustment', adjustment);
    expect(await detail(headers, group, order)).toMatchObject({
      status: 'in_process',
      adjustments: [expect.objectContaining({ id: adjustment, paid_at: expect.any(String) })],
    });
  }, 120_000);
});
