// API load benchmark of the gateway (npm run bench:api). Not a test: it prints figures.
//
// For each database (PGlite, then PostgreSQL) it builds nothing twice: the gateway bundle is built
// once (as `npm start` does), then started as a child process on a fresh data folder or a fresh
// PostgreSQL database with CATALOG_SEED_PRODUCTS products (the first start generates and loads
// them, as any fresh gateway does). Through the API alone it then signs in the demo staff member,
// registers customers (phone verified with the one-time code from the development outbox),
// submits inquiries and has staff quote them, so every customer holds quoted variants. autocannon
// then drives each scenario at a fixed request rate (the goal rate) for BENCH_SECONDS,
// after a warm-up of BENCH_WARMUP_SECONDS at the same rate, with requests varied so that no
// single cached answer or hot row decides the figures:
//   search          keywords taken from the catalogue's own titles, the five sorts, both search
//                   types, pages 1-5, sometimes a price range;
//   product detail  products collected from search pages;
//   add-to-cart     every customer's quoted variants, each request a customer chosen in turn.
// Goals (issue 4, on this 2-core machine): PostgreSQL search p99 <= 50 ms at 1,000 req/s and
// add-to-cart p99 <= 100 ms at 200 req/s; PGlite search p99 <= 100 ms at 200 req/s.
//
// The rate limiter is set far above the offered load for the bench's gateway (the load comes from
// one address, and every request would otherwise be a 429 within a second).
//
// The warm-up (30 s by default) is what a gateway that has served the mix for half a minute
// has seen: the keyword matches, sort orders, browse pages and products its search keeps
// (decisions 197-199) fill in that time. Its p99 is printed too ("warm-up p99"): the first
// seconds of a fresh process, caches empty, the lexicon being read.
//
// Environment: BENCH_PRODUCTS (default 100000), BENCH_SECONDS (default 20), BENCH_DATABASES
// (default pglite,postgres), BENCH_SCENARIOS (default search,detail,cart), BENCH_WARMUP_SECONDS
// (default 30), BENCH_CONNECTIONS (default 10), BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres:
// a database is created there and dropped afterwards), BENCH_CUSTOMERS (default 40),
// BENCH_INQUIRIES_PER_CUSTOMER (default 3), MARKET (default id).
//
// Run through tsx (the root script does) so that the quantity and service-fee rules come from
// libs/domain instead of being written again here.
import { getMarket, validQuantityBounds } from '@storefront/domain';
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatTable, PLAN, SCENARIO_NAMES, SCENARIOS, scenarioRequests } from './api-load-plan.ts';
import {
  askedLine,
  call,
  collectCatalogue,
  createBenchDatabase,
  DEMO_STAFF,
  freePort,
  quoteVariant,
  ROOT,
  startGateway as startBundledGateway,
  UNLIMITED_PER_MINUTE,
  verifiedCustomer,
} from './bench-gateway.mjs';

const STARTUP_LIMIT_MS = 30 * 60_000;

const market = getMarket(process.env.MARKET ?? 'id');
const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 30);
// autocannon's rate limit is per connection and per second: each connection sends its share of
// the second back to back, then waits for the next second, so all connections burst together at
// every second's start. Requests in flight during a burst are the connections; 10 (autocannon's
// default) keeps the burst near the offered rate; rate / 10 connections (100 at 1,000 req/s) made
// every second's requests arrive within a few hundred milliseconds, 100 at a time (decision 199).
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const scenarios = process.env.BENCH_SCENARIOS
  ? process.env.BENCH_SCENARIOS.split(',').filter((kind) => SCENARIOS.includes(kind))
  : SCENARIOS;
const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 40);
const inquiriesPerCustomer = Number(process.env.BENCH_INQUIRIES_PER_CUSTOMER ?? 3);

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

let clockTicks;
/** CPU milliseconds a process has used (Linux /proc), to show what the gateway itself cost. */
async function cpuMs(pid) {
  try {
    clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return undefined;
  }
}

/** Starts the bundled gateway on the API alone and resolves once it answers HTTP. */
async function startGateway(extraEnv) {
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    MARKET: market.id,
    LOG_LEVEL: 'warn',
    // The API alone: the storefront's files are not what is measured.
    STOREFRONT_DIR: '',
    BACKOFFICE_DIR: '',
    CATALOG_SEED_PRODUCTS: String(products),
    RATE_LIMIT_PER_MINUTE: UNLIMITED_PER_MINUTE,
    AUTH_RATE_LIMIT_PER_MINUTE: UNLIMITED_PER_MINUTE,
    // No background sweep competing with the load.
    ORDER_SWEEP_INTERVAL_SECONDS: '0',
    ...extraEnv,
  };
  delete env.REDIS_URL;
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  return startBundledGateway({ env, port: await freePort(), limitMs: STARTUP_LIMIT_MS });
}

/** Runs `work` over `items` with at most `width` at a time (the machine has two cores). */
async function inBatches(items, width, work) {
  const results = [];
  for (let start = 0; start < items.length; start += width) {
    const batch = items.slice(start, start + width);
    results.push(...(await Promise.all(batch.map((item, offset) => work(item, start + offset)))));
  }
  return results;
}

/**
 * Submits `productIds` for the customer and has staff quote every variant submitted; answers the
 * add-to-cart bodies (one per submission, every quoted variant at its smallest valid quantity).
 */
async function quotedSubmissions(base, staffToken, customer, productIds) {
  const bodies = [];
  for (const productId of productIds) {
    const product = await call(base, 'GET', `/oci/catalog/product/${productId}`);
    const chosen = [];
    for (const variant of product.variants) {
      const bounds = validQuantityBounds({
        minQuantity: variant.min_quantity,
        multiple: variant.multiple,
        stock: variant.stock,
      });
      const line = bounds && askedLine(variant, bounds.smallest);
      if (line) chosen.push({ variant, quantity: bounds.smallest, line });
      if (chosen.length === 3) break;
    }
    if (chosen.length === 0) continue;
    const variants = chosen.map(({ line }) => line);
    const inquiry = await call(base, 'POST', '/oci/orders/inquiry', {
      token: customer.token,
      body: { product_id: productId, variants },
    });
    for (const { variant } of chosen) {
      await quoteVariant(base, staffToken, market, inquiry.id, variant);
    }
    bodies.push(JSON.stringify({ inquiry_id: inquiry.id, variants }));
  }
  return bodies;
}

/** Everything the scenarios need, made through the API of a freshly seeded gateway. */
async function prepare(base) {
  const staff = await call(base, 'POST', '/admin/auth/login', { body: DEMO_STAFF });
  const catalogue = await collectCatalogue(base, 6);
  const needed = customerCount * inquiriesPerCustomer;
  if (catalogue.ids.length < needed) {
    throw new Error(`only ${catalogue.ids.length} products found, ${needed} needed`);
  }
  const customers = await inBatches(
    Array.from({ length: customerCount }, (_, index) => index),
    4,
    (index) => verifiedCustomer(base, staff.token, index),
  );
  const carts = await inBatches(customers, 4, async (customer, index) => {
    const position = index * inquiriesPerCustomer;
    const ids = catalogue.ids.slice(position, position + inquiriesPerCustomer);
    const bodies = await quotedSubmissions(base, staff.token, customer, ids);
    return { token: customer.token, bodies };
  });
  return { ...catalogue, carts: carts.filter((cart) => cart.bodies.length > 0) };
}

function runAutocannon(base, next, rate, duration) {
  return autocannon({
    url: base,
    connections,
    overallRate: rate,
    duration,
    timeout: 10,
    requests: [{ setupRequest: (request) => ({ ...request, ...next() }) }],
  });
}

async function runScenario(gateway, kind, prepared, { rate, goalP99 }) {
  const next = scenarioRequests(kind, prepared);
  const warmup = await runAutocannon(gateway.base, next, rate, warmupSeconds);
  const cpuBefore = await cpuMs(gateway.pid);
  const ownBefore = process.cpuUsage();
  const result = await runAutocannon(gateway.base, next, rate, seconds);
  const own = process.cpuUsage(ownBefore);
  const cpuAfter = await cpuMs(gateway.pid);
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    rate,
    achieved: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    total: result.requests.total,
    cpu:
      cpuBefore === undefined || cpuAfter === undefined
        ? undefined
        : (cpuAfter - cpuBefore) / (result.duration * 1000),
    // autocannon runs in this process and shares the two cores with the gateway and PostgreSQL.
    loadCpu: (own.user + own.system) / 1000 / (result.duration * 1000),
    warmupP99: warmup.latency.p99,
    goalP99,
  };
}

async function benchDatabase(kind) {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-api-'));
  const database = kind === 'postgres' ? await createBenchDatabase('bench_api') : undefined;
  const rows = [];
  try {
    const gateway = await startGateway({
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    try {
      console.log(
        `\n${kind}: first start with ${products} products (create, migrate, seed, generate and load the catalogue): ${(gateway.startMs / 1000).toFixed(1)} s`,
      );
      const preparedAt = performance.now();
      const prepared = await prepare(gateway.base);
      const quoted = prepared.carts.reduce((sum, cart) => sum + cart.bodies.length, 0);
      console.log(
        `${kind}: prepared ${prepared.carts.length} customers with ${quoted} quoted submissions, ${prepared.ids.length} products, ${prepared.words.length} keywords in ${((performance.now() - preparedAt) / 1000).toFixed(1)} s`,
      );
      for (const scenario of scenarios) {
        console.log(`${kind}: ${SCENARIO_NAMES[scenario]} (load average ${load()})`);
        const row = await runScenario(gateway, scenario, prepared, PLAN[kind][scenario]);
        rows.push({ scenario: SCENARIO_NAMES[scenario], database: kind, ...row });
      }
    } finally {
      await gateway.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
  return rows;
}

console.log(
  `gateway API benchmark, market ${market.id}, ${products} products, ${seconds} s per scenario after a ${warmupSeconds} s warm-up, ${connections} connections`,
);
console.log(
  `rate limits for the bench's gateway: RATE_LIMIT_PER_MINUTE=AUTH_RATE_LIMIT_PER_MINUTE=${UNLIMITED_PER_MINUTE} (the load comes from one address)`,
);
execFileSync('npm', ['run', 'build', '-w', '@storefront/gateway'], {
  cwd: ROOT,
  stdio: 'inherit',
});
console.log(`load average before: ${load()}`);
const rows = [];
for (const kind of databases) {
  if (!(kind in PLAN)) throw new Error(`unknown database ${kind}: pglite or postgres`);
  rows.push(...(await benchDatabase(kind)));
}
console.log(`\n${formatTable(rows)}`);
console.log(`\nload average after: ${load()}`);
console.log(
  'errors: connection errors, timeouts and non-2xx answers; a goal counts as met only without errors',
);
console.log(
  'CPU: share of one core during the measured seconds (PostgreSQL runs in its own processes, not counted)',
);
