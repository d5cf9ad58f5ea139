// Server rendering cost of the gateway (npm run bench:ssr). Not a test: it prints figures.
//
// The gateway and the market's storefront are built first (BENCH_SKIP_BUILD=1 uses the dist
// folders as they are, e.g. while others read them on a shared machine), then the bundled gateway
// (as `npm start` runs it) starts on a fresh PostgreSQL database created for the run (BENCH_DATABASE_URL's server,
// a unique name, dropped afterwards) with BENCH_PRODUCTS products, serving the market's built
// storefront with its server half (decision 250). For each page type (home, search, product) it
// measures, after a warm-up at the same rate:
//   - the p99 (and p50) of the rendered page at a fixed BENCH_RATE (100 req/s by default);
//   - the saturation throughput: autocannon without a rate, BENCH_CONNECTIONS connections;
// and the saturation throughput of the JSON call(s) behind the page on the same gateway, so the
// rendering's own cost reads as the distance between the two:
//   home     its two shelves (GET /oci/catalog/search, top sales and newest, 8 each), in turn;
//   search   GET /oci/catalog/search with the page's query (the search screen's catalogue query);
//   product  GET /oci/catalog/product/:id.
// Requests vary (keywords from the catalogue's own titles, products collected from search pages)
// so no single cached answer decides the figures, and accept brotli as a browser's do. Every page
// answer is checked once to be a server render (the store's state block and the expected text),
// not the client-rendered fallback.
//
// Environment: BENCH_PRODUCTS (100000), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (5),
// BENCH_RATE (100), BENCH_CONNECTIONS (10), BENCH_PAGES (home,search,product), BENCH_DATABASE_URL
// (postgres://postgres@127.0.0.1:5432/postgres), MARKET (id), BENCH_LOCALE (the market's default),
// BENCH_SKIP_BUILD.
import { productPath } from '@storefront/contract';
import { getMarket } from '@storefront/domain';
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  collectCatalogue,
  createBenchDatabase,
  freePort,
  GATEWAY_BUNDLE,
  ROOT,
  startGateway,
  UNLIMITED_PER_MINUTE,
} from './bench-gateway.mjs';

const market = getMarket(process.env.MARKET ?? 'id');
const locale = process.env.BENCH_LOCALE ?? market.defaultLocale;
const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const rate = Number(process.env.BENCH_RATE ?? 100);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const onlyPages = (process.env.BENCH_PAGES ?? 'home,search,product').split(',');
const storefrontDir = join(ROOT, `apps/storefront-${market.id}/dist`);
/** The home shelves' catalogue query (libs/ui home-screen: SHELF_SIZE 8, top sales and newest). */
const SHELF_QUERIES = ['top_sales', 'newest'].map(
  (sort) => `/oci/catalog/search?keyword=&sort=${sort}&page=1&limit=8`,
);
/** The store's state block of a server-rendered page (libs/ui app-shell page-data.ts). */
const STORE_BLOCK = 'id="storefront-state"';

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

if (!process.env.BENCH_SKIP_BUILD) {
  execFileSync(
    'npx',
    [
      'nx',
      'run-many',
      '-t',
      'build',
      `--projects=gateway,storefront-${market.id}`,
      '--outputStyle=static',
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
}
for (const file of [GATEWAY_BUNDLE, join(storefrontDir, 'server/server.js')]) {
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build the gateway and storefront-${market.id} first`);
  }
}

/** A function answering the next path of a list, in turn. */
function inTurn(paths) {
  let next = 0;
  return () => {
    const path = paths[next % paths.length];
    next += 1;
    return path;
  };
}

/** Each page type: its page paths, the JSON paths behind it, what a rendered page must contain. */
function pageTypes({ ids, words }) {
  const keywords = words.slice(0, 200);
  const productIds = ids.slice(0, 500);
  return [
    {
      name: 'home',
      pages: [`/${locale}`],
      json: SHELF_QUERIES,
      jsonName: 'both shelves, in turn',
    },
    {
      name: 'search',
      pages: keywords.map((word) => `/${locale}/search?q=${encodeURIComponent(word)}`),
      // The search screen's catalogue query (libs/ui search-state toCatalogQuery).
      json: keywords.map(
        (word) => `/oci/catalog/search?keyword=${encodeURIComponent(word)}&search_type=1688&page=1`,
      ),
      jsonName: 'GET /oci/catalog/search',
    },
    {
      name: 'product',
      pages: productIds.map((id) => `/${locale}/${productPath(id)}`),
      json: productIds.map((id) => `/oci/catalog/product/${id}`),
      jsonName: 'GET /oci/catalog/product/:id',
    },
  ];
}

/**
 * What a browser says it accepts: a page is then sent compressed, and compressing it is part of
 * what a page costs (decision 300).
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

function run(base, paths, duration, overallRate) {
  const next = inTurn(paths);
  return autocannon({
    url: base,
    connections,
    headers: BROWSER_HEADERS,
    ...(overallRate ? { overallRate } : {}),
    duration,
    timeout: 10,
    requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }],
  });
}

const perSecond = (result) => result.requests.total / result.duration;
const errorsOf = (result) => result.errors + result.timeouts + result.non2xx;

/** Checks that the gateway renders the page type on the server (not the fallback shell). */
async function checkRendered(base, type) {
  const response = await fetch(`${base}${type.pages[0]}`);
  const html = await response.text();
  if (response.status !== 200 || !html.includes(STORE_BLOCK)) {
    throw new Error(`${type.pages[0]} was not rendered on the server (${response.status})`);
  }
}

console.log(
  `server rendering benchmark, market ${market.id} (${locale}), ${products} products on PostgreSQL, ${seconds} s per run after a ${warmupSeconds} s warm-up, ${connections} connections`,
);
console.log(`load average before: ${load()}`);
const database = await createBenchDatabase('bench_ssr');
const dataDir = await mkdtemp(join(tmpdir(), 'bench-ssr-'));
const rows = [];
try {
  const env = {
    ...process.env,
    // Production, as customers are served: React's development build (chosen by NODE_ENV in the
    // gateway's process) renders several times slower and would be what is measured.
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    // The benchmark sends no mail (decision 275).
    MAIL_TRANSPORT: 'none',
    // Prices delivery from the zone table, not RajaOngkir (decision 277).
    COURIER_RATES: 'local',
    // Takes no real money (decision 281).
    PAYMENT_PROVIDER: 'simulator',
    MARKET: market.id,
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    STOREFRONT_DIR: storefrontDir,
    BACKOFFICE_DIR: '',
    CATALOG_SEED_PRODUCTS: String(products),
    RATE_LIMIT_PER_MINUTE: UNLIMITED_PER_MINUTE,
    AUTH_RATE_LIMIT_PER_MINUTE: UNLIMITED_PER_MINUTE,
    ORDER_SWEEP_INTERVAL_SECONDS: '0',
  };
  delete env.REDIS_URL;
  const gateway = await startGateway({ env, port: await freePort(), limitMs: 30 * 60_000 });
  try {
    console.log(
      `database ${database.name}: first start with ${products} products ${(gateway.startMs / 1000).toFixed(1)} s`,
    );
    const catalogue = await collectCatalogue(gateway.base, 3);
    for (const type of pageTypes(catalogue).filter((one) => onlyPages.includes(one.name))) {
      await checkRendered(gateway.base, type);
      console.log(`${type.name}: page at ${rate} req/s (load average ${load()})`);
      await run(gateway.base, type.pages, warmupSeconds, rate);
      const paced = await run(gateway.base, type.pages, seconds, rate);
      console.log(`${type.name}: page at saturation (load average ${load()})`);
      const pageMax = await run(gateway.base, type.pages, seconds);
      console.log(`${type.name}: JSON at saturation (load average ${load()})`);
      await run(gateway.base, type.json, warmupSeconds);
      const jsonMax = await run(gateway.base, type.json, seconds);
      rows.push({
        page: type.name,
        p50: paced.latency.p50,
        p99: paced.latency.p99,
        achieved: perSecond(paced),
        pageMax: perSecond(pageMax),
        pageMaxP99: pageMax.latency.p99,
        jsonName: type.jsonName,
        jsonMax: perSecond(jsonMax),
        errors: errorsOf(paced) + errorsOf(pageMax) + errorsOf(jsonMax),
      });
    }
  } finally {
    await gateway.stop();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
  await database.drop();
  console.log(`database ${database.name} dropped`);
}

const header = [
  'page',
  `p50 @${rate}/s`,
  `p99 @${rate}/s`,
  'achieved',
  'page max req/s',
  'p99 at max',
  'JSON behind it',
  'JSON max req/s',
  'page/JSON',
  'errors',
];
const lines = rows.map((row) => [
  row.page,
  `${row.p50} ms`,
  `${row.p99} ms`,
  row.achieved.toFixed(0),
  row.pageMax.toFixed(0),
  `${row.pageMaxP99} ms`,
  row.jsonName,
  row.jsonMax.toFixed(0),
  `${((100 * row.pageMax) / row.jsonMax).toFixed(0)} %`,
  String(row.errors),
]);
const widths = header.map((title, column) =>
  Math.max(title.length, ...lines.map((line) => line[column].length)),
);
for (const line of [header, ...lines]) {
  console.log(line.map((cell, column) => cell.padEnd(widths[column])).join('  '));
}
console.log(`\nload average after: ${load()}`);
