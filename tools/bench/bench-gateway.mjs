// What the benchmarks share (bench-api.mjs, bench-ssr.mjs, bench-web.mjs): the bundled gateway
// started as a child process on a database of its own, one API call in the envelope, the
// catalogue a bench picks from, the seeded demo accounts, and a staff quote as the back-office
// would make it. Run through tsx, like the benchmarks themselves.
import {
  applyBasisPoints,
  LEVEL_BENEFITS,
  levelForTotal,
  money,
  SEARCH_SORTS,
} from '@storefront/domain';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';

export const ROOT = resolve(import.meta.dirname, '../..');
export const GATEWAY_BUNDLE = join(ROOT, 'apps/gateway/dist/main.mjs');
/** Far above anything a bench offers: the limiter must not answer 429 to the load. */
export const UNLIMITED_PER_MINUTE = '100000000';
/**
 * The seeded development accounts (apps/gateway/src/db/seed/README.md). Written out: tools may
 * not import the gateway app.
 */
export const DEMO_CUSTOMER = { email: 'demo.customer@example.com', password: 'Demo12345' };
export const DEMO_STAFF = { email: 'demo.staff@example.com', password: 'Staff12345' };

/** The PostgreSQL server a bench creates its database on (BENCH_DATABASE_URL). */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * An empty database of the bench's own (`prefix` and a random suffix) on BENCH_DATABASE_URL's
 * server, for the gateway to migrate and seed at its first start; drop() removes it, connections
 * and all.
 */
export async function createBenchDatabase(prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: ADMIN_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

export async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

/**
 * Starts the bundled gateway (`bundle`: another build of it, e.g. an older one to compare) with
 * `env` (the whole environment: the caller decides) on `port` and resolves once it answers HTTP;
 * fails when it exits first or stays silent past `limitMs`.
 */
export async function startGateway({ env, port, limitMs, bundle = GATEWAY_BUNDLE }) {
  const startedAt = performance.now();
  // BENCH_GATEWAY_NODE_ARGS: Node options for the gateway alone, e.g. `--cpu-prof` to see where a
  // bench's time goes (Node refuses them in NODE_OPTIONS).
  const nodeArgs = (process.env.BENCH_GATEWAY_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, bundle], {
    cwd: ROOT,
    env: { ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const exited = once(child, 'exit');
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the gateway exited while starting:\n${errors}`);
    if (performance.now() - startedAt > limitMs) throw new Error(`no answer:\n${errors}`);
    try {
      await fetch(`${base}/address/area`);
      break;
    } catch {
      await new Promise((done) => setTimeout(done, 200));
    }
  }
  return {
    base,
    port,
    pid: child.pid,
    startMs: performance.now() - startedAt,
    errors: () => errors,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const [code] = await exited;
      if (code !== 0) throw new Error(`SIGTERM ended the gateway with code ${code}:\n${errors}`);
    },
  };
}

/** One API call; answers the envelope's data or throws with the envelope's message. */
export async function call(base, method, path, { token, body } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = await response.json();
  if (!response.ok) {
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(envelope)}`);
  }
  return envelope.data;
}

/**
 * Product ids and title words from the first `pages` search pages (100 products each) in every
 * sort: what a bench picks its product details and keywords from.
 */
export async function collectCatalogue(base, pages) {
  const ids = new Set();
  const words = new Set();
  for (const sort of SEARCH_SORTS) {
    for (let page = 1; page <= pages; page += 1) {
      const found = await call(
        base,
        'GET',
        `/oci/catalog/search?sort=${sort}&page=${page}&limit=100`,
      );
      for (const item of found.items) {
        ids.add(item.id);
        for (const word of item.title.toLowerCase().split(/[^\p{L}]+/u)) {
          if (word.length >= 3) words.add(word);
        }
      }
    }
  }
  return { ids: [...ids], words: [...words] };
}

/**
 * A staff quote of one variant: the goods at the variant's price, the service fee of the
 * customer's level (libs/domain; by default a new customer's, whose order total is zero), and
 * freight, tax and paperwork as fixed shares of the goods.
 */
export function quoteBody(
  market,
  variant,
  level = levelForTotal(money(0, market.currency), market),
) {
  const goods = money(variant.unit_price.amount, market.currency);
  const fee = applyBasisPoints(goods, LEVEL_BENEFITS[level].serviceFeeBps);
  const part = (amount) => ({ amount, currency: market.currency });
  return {
    goods: part(goods.amount),
    service_fee: part(fee.amount),
    freight: part(Math.round(goods.amount * 0.12)),
    tax_and_customs: part(Math.round(goods.amount * 0.11)),
    paperwork: part(Math.round(goods.amount * 0.01)),
    shipping_type: 'sea',
  };
}

/** Staff quote one variant of a new customer's inquiry (quoteBody). */
export async function quoteVariant(base, staffToken, market, inquiryId, variant) {
  await call(base, 'POST', `/admin/inquiries/${inquiryId}/variants/${variant.id}/quote`, {
    token: staffToken,
    body: quoteBody(market, variant),
  });
}

/** A solved captcha for a guest form (decision 286): the gateway's challenge, solved as the widget does. */
async function solvedCaptcha(base) {
  const challenge = await call(base, 'GET', '/v1/auth/captcha');
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A registered customer whose phone is verified by the code from the development outbox. */
export async function verifiedCustomer(base, staffToken, index) {
  const suffix = randomBytes(4).toString('hex');
  const email = `bench.${suffix}.${index}@example.com`;
  // Distinct valid mobile numbers: a phone verified by one account is refused to another.
  const telepon = `+62812${String(70_000_000 + index)}`;
  await call(base, 'POST', '/v1/auth/registration', {
    body: {
      namaDepan: 'Bench',
      namaBelakang: 'Pelanggan',
      email,
      telepon,
      password: 'Bench12345',
      captcha: await solvedCaptcha(base),
    },
  });
  await call(base, 'POST', '/auth/otp', { body: { email } });
  // Read until the code is there (a few seconds at most): behind a load balancer the read may
  // reach another replica than the one still writing the message.
  let otp;
  for (let attempt = 0; attempt < 25 && !otp; attempt += 1) {
    if (attempt > 0) await new Promise((done) => setTimeout(done, 200));
    const outbox = await call(
      base,
      'GET',
      `/dev/outbox?channel=whatsapp&to=${encodeURIComponent(telepon)}&limit=1`,
      { token: staffToken },
    );
    otp = outbox.items[0]?.body.match(/\b(\d{6})\b/)?.[1];
  }
  if (!otp) throw new Error(`no one-time code in the outbox for ${telepon}`);
  const session = await call(base, 'POST', '/auth/validation-otp', { body: { email, otp } });
  return { email, token: session.token };
}

/**
 * A price request's line for `variant` (the catalogue's answer) at `quantity`, as a customer
 * sends it: a variant in sizes is asked size by size (decision 296), here all of it in the first
 * size with the stock for it; null when no size has that stock. Adding it to the cart at the
 * same total takes the quote's sizes.
 */
export function askedLine(variant, quantity) {
  const sizes = variant.sub_variants ?? [];
  if (sizes.length === 0) return { variant_id: variant.id, quantity };
  const size = sizes.find((sub) => sub.stock >= quantity);
  return size
    ? { variant_id: variant.id, quantity, sub_variants: [{ sub_variant_id: size.id, quantity }] }
    : null;
}
