// The load of the fault suite: customers who buy (each step a real API write, remembered when it
// is acknowledged) and readers who browse, every request timed and classed by its answer.
import { getMarket, minimumOrderFor, validQuantityBounds } from '@storefront/domain';
import {
  askedLine,
  call,
  DEMO_STAFF,
  quoteBody,
  verifiedCustomer,
} from '../bench/bench-gateway.mjs';

const market = getMarket('id');
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** A Jakarta address (an area of the seeded Indonesian tree), as the address form sends it. */
const ADDRESS = {
  label: 'Kantor',
  nama_depan: 'Chaos',
  nama_belakang: 'Pelanggan',
  telepon: '+6281234567890',
  email: 'chaos@example.co.id',
  alamat: 'Jl. Medan Merdeka Barat No. 12',
  building_name: 'Gedung Sapta',
  notes: '',
  id_provinsi: '31',
  id_kabupaten: '31.71',
  id_kecamatan: '31.71.01',
  id_kelurahan: '31.71.01.1001',
  kode_pos: '10110',
};

/**
 * Every request of a scenario: when it started and ended (ms on the performance clock), and its
 * outcome: the HTTP status, `<status>p` for an answer the proxy made itself, `timeout` or
 * `network` (connection refused or cut without an answer).
 */
export function requestLog(timeoutMs) {
  const entries = [];
  /** The first answer of each failing outcome and call, to say what the errors were. */
  const samples = new Map();
  const sample = (outcome, method, path, message) => {
    const key = `${outcome} ${method} ${path.replace(/[0-9a-f-]{36}|\?.*$|[A-Z]{3}\d+/g, ':id')}`;
    if (!samples.has(key)) samples.set(key, { count: 0, message });
    samples.get(key).count += 1;
  };
  return {
    entries,
    samples,
    /** One request; answers `{ ok, status, data }` and never throws. */
    async send(base, method, path, { token, body } = {}) {
      const headers = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const entry = { start: performance.now(), end: 0, outcome: '' };
      entries.push(entry);
      try {
        const response = await fetch(`${base}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await response.text();
        entry.end = performance.now();
        entry.outcome = response.headers.get('x-chaos-proxy')
          ? `${response.status}p`
          : String(response.status);
        let data = null;
        let message = text.slice(0, 120);
        try {
          ({ data, message } = JSON.parse(text));
        } catch {
          // Not the envelope (a proxy page or a cut answer): the status says enough.
        }
        if (!response.ok) {
          const detail =
            response.status < 500 && data ? ` ${JSON.stringify(data).slice(0, 160)}` : '';
          sample(entry.outcome, method, path, `${message}${detail}`);
        }
        return { ok: response.ok, status: response.status, data };
      } catch (error) {
        entry.end = performance.now();
        entry.outcome = error?.name === 'TimeoutError' ? 'timeout' : 'network';
        sample(entry.outcome, method, path, String(error?.cause?.code ?? error?.message));
        return { ok: false, status: 0, data: null };
      }
    },
  };
}

/** Products that a customer can buy at the market minimum: one variant each, with its bounds. */
export async function buyableProducts(base, count) {
  const chosen = [];
  for (let page = 1; chosen.length < count && page <= 20; page += 1) {
    const found = await call(
      base,
      'GET',
      `/oci/catalog/search?sort=top_sales&page=${page}&limit=100`,
    );
    if (found.items.length === 0) break;
    for (const item of found.items) {
      if (chosen.length >= count) break;
      const product = await call(base, 'GET', `/oci/catalog/product/${item.id}`);
      // Variants without sizes: the traffic changes a line's total, which a variant in sizes
      // would have to split again size by size (decision 296).
      const variant = product.variants.find(
        (candidate) =>
          (candidate.sub_variants ?? []).length === 0 &&
          validQuantityBounds({
            minQuantity: candidate.min_quantity,
            multiple: candidate.multiple,
            stock: candidate.stock,
          }),
      );
      if (!variant) continue;
      const bounds = validQuantityBounds({
        minQuantity: variant.min_quantity,
        multiple: variant.multiple,
        stock: variant.stock,
      });
      chosen.push({ productId: product.id, variant, smallest: bounds.smallest });
    }
  }
  return chosen;
}

/**
 * The staff session and `count` customers, each with a verified phone and an address: what the
 * writers need, made through the API (directly on one gateway, before any fault).
 */
export async function prepareCustomers(base, count) {
  const staff = await call(base, 'POST', '/admin/auth/login', { body: DEMO_STAFF });
  const customers = [];
  for (let index = 0; index < count; index += 1) {
    const customer = await verifiedCustomer(base, staff.token, index);
    const address = await call(base, 'POST', '/oci/customer/alamat', {
      token: customer.token,
      body: ADDRESS,
    });
    customers.push({ ...customer, addressId: address.id });
  }
  return { staffToken: staff.token, customers };
}

/** The quantity of `line` (a cart variant) that clears the market minimum, or null past stock. */
function quantityForMinimum(line, productSource) {
  const minimum = minimumOrderFor(productSource, market).amount;
  const needed = Math.max(line.min_quantity, Math.ceil(minimum / line.unit_price.amount));
  const quantity = Math.ceil(needed / line.multiple) * line.multiple;
  return quantity <= line.stock ? quantity : null;
}

/**
 * One customer buying in a loop until `until()` says stop: submit a product (inquiry), staff
 * quote it, put it in the cart at the smallest quantity, raise the quantity to the market
 * minimum, check out, open the payment and have it settled (the development transfer). Each
 * write is remembered in `ledger` when it is acknowledged (2xx) with what the database must then
 * show; a write that failed or got no answer is remembered as attempted (it may or may not have
 * been applied, and a later check accepts either). After any failure the cycle is given up and a
 * new one starts on the next product, after a short pause.
 */
export async function customerWriter({ base, log, customer, staffToken, products, ledger, until }) {
  let turn = 0;
  // A product refused for what it is (a 4xx to its submission or quote, e.g. a variant still
  // frozen by a submission whose quote was cut off) is not tried again: only faults should fail.
  const refused = new Set();
  while (!until()) {
    const usable = products.filter((candidate) => !refused.has(candidate.productId));
    if (usable.length === 0) break;
    const product = usable[turn % usable.length];
    turn += 1;
    const cycle = {
      customer: customer.email,
      productId: product.productId,
      variantId: product.variant.id,
    };
    // The quantities this cycle tried for its cart line, in order: a cart write's effect may be
    // overwritten by a later attempt of the same cycle, never by anything else.
    const quantities = [];
    const write = async (kind, method, path, options, facts = {}) => {
      const answer = await log.send(base, method, path, options);
      const record = { kind, ...cycle, ...facts, acknowledged: answer.ok, status: answer.status };
      ledger.push(record);
      return { answer, record };
    };
    const inquiry = await write('inquiry', 'POST', '/oci/orders/inquiry', {
      token: customer.token,
      body: {
        product_id: product.productId,
        variants: [askedLine(product.variant, product.smallest)],
      },
    });
    if (!inquiry.answer.ok) {
      if (inquiry.answer.status >= 400 && inquiry.answer.status < 500)
        refused.add(product.productId);
      await sleep(200);
      continue;
    }
    const inquiryId = inquiry.answer.data.id;
    inquiry.record.inquiryId = inquiryId;
    Object.assign(cycle, { inquiryId });

    // Staff quote the service fee of the customer's level, which rises as their orders are paid.
    const profile = await log.send(base, 'GET', '/oci/profile', { token: customer.token });
    if (!profile.ok) {
      await sleep(200);
      continue;
    }
    const quote = await write(
      'quote',
      'POST',
      `/admin/inquiries/${inquiryId}/variants/${product.variant.id}/quote`,
      { token: staffToken, body: quoteBody(market, product.variant, profile.data.level) },
    );
    if (!quote.answer.ok) {
      if (quote.answer.status >= 400 && quote.answer.status < 500) refused.add(product.productId);
      await sleep(200);
      continue;
    }

    quantities.push(product.smallest);
    const added = await write(
      'cart',
      'POST',
      '/oci/orders/cart',
      {
        token: customer.token,
        body: {
          inquiry_id: inquiryId,
          variants: [askedLine(product.variant, product.smallest)],
        },
      },
      { quantity: product.smallest, quantities },
    );
    if (!added.answer.ok) {
      await sleep(200);
      continue;
    }
    const item = added.answer.data.items.find((candidate) => candidate.inquiry_id === inquiryId);
    const line = item?.variants.find((candidate) => candidate.variant_id === product.variant.id);
    const wanted = line ? quantityForMinimum(line, item.product_source) : null;
    if (!item || !line || wanted === null) continue;

    quantities.push(wanted);
    const updated = await write(
      'cart',
      'PUT',
      '/oci/orders/cart',
      {
        token: customer.token,
        body: {
          items: [{ cart_item_id: item.id, variant_id: product.variant.id, quantity: wanted }],
        },
      },
      { quantity: wanted, quantities },
    );
    if (!updated.answer.ok) {
      await sleep(200);
      continue;
    }

    const weight = Math.max(1, line.unit_weight_grams * wanted);
    const couriers = await log.send(
      base,
      'GET',
      `/oci/rajaongkir/courier?id=${customer.addressId}&weight=${weight}`,
      { token: customer.token },
    );
    const courier = couriers.ok ? couriers.data[0] : undefined;
    if (!courier) {
      await sleep(200);
      continue;
    }
    const checkout = await write(
      'checkout',
      'POST',
      '/oci/checkout',
      {
        token: customer.token,
        body: {
          cart_item_ids: [item.id],
          address_id: customer.addressId,
          courier: { code: courier.code, service: courier.service },
          payment_method: 'virtual_account',
        },
      },
      { quantities },
    );
    if (!checkout.answer.ok) {
      await sleep(200);
      continue;
    }
    const groupNumber = checkout.answer.data.group_number;
    checkout.record.groupNumber = groupNumber;

    const payment = await write(
      'payment',
      'GET',
      `/oci/pembayaran/${groupNumber}`,
      { token: customer.token },
      { groupNumber },
    );
    if (!payment.answer.ok) {
      await sleep(200);
      continue;
    }
    const settled = await write(
      'settle',
      'POST',
      '/dev/payments/settle',
      { token: staffToken, body: { subject_kind: 'order_group', subject_id: groupNumber } },
      { groupNumber },
    );
    if (!settled.answer.ok) await sleep(200);
  }
}

/** Browsing: search pages, product pages and the SEO texts, paced to leave the cores to writes. */
export async function reader({ base, log, productIds, until, pauseMs }) {
  let turn = 0;
  while (!until()) {
    turn += 1;
    const kind = turn % 3;
    const path =
      kind === 0
        ? `/oci/catalog/search?sort=top_sales&page=${1 + (turn % 5)}&limit=20`
        : kind === 1
          ? `/oci/catalog/product/${productIds[turn % productIds.length]}`
          : '/oci/cms/seo';
    await log.send(base, 'GET', path);
    await sleep(pauseMs);
  }
}
