// Lighthouse benchmark of the built storefront (npm run bench:web). Not a test: it prints figures.
//
// Builds the gateway bundle and the market's storefront (what `npm start` builds), starts the
// gateway as a child process on a fresh data folder with that storefront, and runs Lighthouse (the
// npm package, in Debian's Chromium) in its default mobile profile — a mid-range phone on
// simulated slow 4G with a 4x slower CPU — BENCH_RUNS times on four screens:
//   home     /<locale>/
//   search   /<locale>/search?q=<a word from the seeded catalogue's titles that finds products>
//   product  /<locale>/products/<the first product that search finds>
//   cart     /<locale>/cart, signed in as the seeded demo customer with one quoted line in the cart
// The cart's line is made through the public API as a customer and staff would make it (inquiry,
// staff quote, add to cart), and the sign-in is the token cookie the storefront itself writes
// (base64 of the session JWT, libs/api/src/session). Every other screen is a guest's first visit.
//
// It prints, per screen, the median of the runs of each category score and each metric, marked
// against the issue's goals (performance >= 90, accessibility >= 95), and for a missed goal the
// audits that cost the most in the run with the median performance score. A missed goal does not
// fail the command; a run that cannot complete does (exit code 1), after two more tries when
// Lighthouse itself failed to record the load (NO_NAVSTART and the like: "run Lighthouse again").
//
// Environment: MARKET (default id), BENCH_RUNS (default 3), CHROMIUM_PATH (default
// /usr/bin/chromium), BENCH_SKIP_BUILD=1 (use the bundles already built, e.g. a second market's
// run right after the first; the storefront must be apps/storefront-<MARKET>/dist),
// BENCH_REPORT_DIR (a folder to keep every run's Lighthouse JSON report in, to open in the
// Lighthouse viewer; kept nowhere by default).
//
// Run through tsx (the root script does) so that market facts and the quote's service-fee rule
// come from libs/domain instead of being written again here.
import { getMarket, validQuantityBounds } from '@storefront/domain';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import {
  askedLine,
  call,
  DEMO_CUSTOMER,
  DEMO_STAFF,
  freePort,
  GATEWAY_BUNDLE,
  quoteVariant,
  ROOT,
  startGateway as startBundledGateway,
  UNLIMITED_PER_MINUTE,
} from './bench-gateway.mjs';
const STARTUP_LIMIT_MS = 5 * 60_000;
/** The issue's goals (issue 7 §3), on a 0-100 scale. */
const GOALS = { performance: 90, accessibility: 95 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Lighthouse's audit ids of the metrics printed, with how each is shown. */
const METRICS = [
  {
    id: 'largest-contentful-paint',
    label: 'LCP',
    format: (value) => `${(value / 1000).toFixed(1)} s`,
  },
  { id: 'total-blocking-time', label: 'TBT', format: (value) => `${Math.round(value)} ms` },
  { id: 'cumulative-layout-shift', label: 'CLS', format: (value) => value.toFixed(3) },
  {
    id: 'first-contentful-paint',
    label: 'FCP',
    format: (value) => `${(value / 1000).toFixed(1)} s`,
  },
];
/**
 * Debian's Chromium without anything that reaches the network on its own (nothing may download
 * at run time) and without a sandbox (it runs as root in containers).
 */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const market = getMarket(process.env.MARKET ?? 'id');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const storefrontDir = join(ROOT, `apps/storefront-${market.id}/dist`);
const reportDir = process.env.BENCH_REPORT_DIR ? resolve(process.env.BENCH_REPORT_DIR) : undefined;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** The bundles `npm start` runs: the root prestart script, for this market. */
async function build() {
  const { scripts } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8'));
  execFileSync('sh', ['-c', scripts.prestart], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      MARKET: market.id,
      PATH: `${join(ROOT, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
    },
  });
}

/** The bundled gateway serving the built storefront on a fresh data folder; resolves once it answers. */
async function startGateway(dataDir) {
  const port = await freePort();
  const env = {
    ...process.env,
    // Development: the demo accounts are seeded (never in production).
    NODE_ENV: 'development',
    MARKET: market.id,
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    STOREFRONT_DIR: storefrontDir,
    BACKOFFICE_DIR: '',
    // Lighthouse loads each screen a few times per run and the screens call the API, all from
    // one address, which the default per-minute limit would soon answer with 429.
    RATE_LIMIT_PER_MINUTE: UNLIMITED_PER_MINUTE,
    AUTH_RATE_LIMIT_PER_MINUTE: UNLIMITED_PER_MINUTE,
    ORDER_SWEEP_INTERVAL_SECONDS: '0',
    // Image URLs name the address the pages are loaded from: the default names localhost, which
    // from pages on 127.0.0.1 is another origin whose images the browser refuses.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Outside production a deployment asks not to be indexed (X-Robots-Tag, decision 246), which
    // Lighthouse's SEO category scores as a failure: measure the pages as production serves them.
    SEARCH_INDEXING: 'true',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return startBundledGateway({ env, port, limitMs: STARTUP_LIMIT_MS });
}

/**
 * A keyword a customer could type that finds products: a word of a title on the catalogue's
 * first page that the keyword search answers with at least one product; and the first of them.
 */
async function searchTarget(base) {
  const browse = await call(base, 'GET', '/oci/catalog/search?page=1');
  const words = new Set();
  for (const item of browse.items) {
    for (const word of item.title.toLowerCase().split(/[^\p{L}]+/u)) {
      if (word.length >= 4) words.add(word);
    }
  }
  for (const keyword of words) {
    const found = await call(
      base,
      'GET',
      `/oci/catalog/search?keyword=${encodeURIComponent(keyword)}`,
    );
    if (found.items.length > 0)
      return { keyword, productId: found.items[0].id, found: found.items.length };
  }
  throw new Error('no keyword from the catalogue titles finds a product');
}

/**
 * Signs in the demo customer and puts one quoted variant of `productId` in their cart the way a
 * customer and staff do (inquiry, staff quote, add to cart); answers the customer's session.
 */
async function demoCustomerWithCart(base, productId) {
  const staff = await call(base, 'POST', '/admin/auth/login', { body: DEMO_STAFF });
  const session = await call(base, 'POST', '/v1/auth/login', { body: DEMO_CUSTOMER });
  const product = await call(base, 'GET', `/oci/catalog/product/${productId}`);
  const chosen = product.variants
    .map((variant) => ({
      variant,
      bounds: validQuantityBounds({
        minQuantity: variant.min_quantity,
        multiple: variant.multiple,
        stock: variant.stock,
      }),
    }))
    .find(({ variant, bounds }) => bounds && askedLine(variant, bounds.smallest));
  if (!chosen) throw new Error(`product ${productId} has no variant that can be ordered`);
  const variants = [askedLine(chosen.variant, chosen.bounds.smallest)];
  const inquiry = await call(base, 'POST', '/oci/orders/inquiry', {
    token: session.token,
    body: { product_id: productId, variants },
  });
  await quoteVariant(base, staff.token, market, inquiry.id, chosen.variant);
  await call(base, 'POST', '/oci/orders/cart', {
    token: session.token,
    body: { inquiry_id: inquiry.id, variants },
  });
  const cart = await call(base, 'GET', '/oci/orders/cart', { token: session.token });
  if (cart.items.length === 0) throw new Error("the demo customer's cart stayed empty");
  return { session, cartLines: cart.items.length };
}

/**
 * Sets the storefront's token cookie (base64 of the JWT, as libs/api's startSession writes it) in
 * the browser through the DevTools protocol. Lighthouse's storage reset keeps cookies, so the
 * page loads signed in.
 */
async function setTokenCookie(port, base, session) {
  const version = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await once(socket, 'open');
  const answered = new Promise((done, fail) => {
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data));
      if (message.id !== 1) return;
      if (message.error) fail(new Error(`Storage.setCookies: ${message.error.message}`));
      else done();
    });
  });
  socket.send(
    JSON.stringify({
      id: 1,
      method: 'Storage.setCookies',
      params: {
        cookies: [
          {
            name: 'token',
            value: btoa(session.token),
            url: `${base}/`,
            path: '/',
            sameSite: 'Lax',
            expires: Date.parse(session.expires_at) / 1000,
          },
        ],
      },
    }),
  );
  try {
    await answered;
  } finally {
    socket.close();
  }
}

/** Lighthouse could not record the load (NO_NAVSTART, NO_FCP…): its own advice is to run again. */
class LighthouseRuntimeError extends Error {
  constructor(url, runtimeError) {
    super(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  }
}

/** Runs a screen's Lighthouse load again, at most twice, when Lighthouse failed to record it. */
async function measuredRun(url, prepareBrowser) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(url, prepareBrowser);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === 3) throw error;
      console.log(`  ${error.message}; running it again`);
    }
  }
}

/** One Lighthouse run in a fresh Chromium (its own profile folder, removed by the launcher). */
async function lighthouseRun(url, prepareBrowser) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS });
  try {
    if (prepareBrowser) await prepareBrowser(chrome.port);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse answered nothing for ${url}`);
    if (lhr.runtimeError) {
      throw new LighthouseRuntimeError(url, lhr.runtimeError);
    }
    for (const category of CATEGORIES) {
      if (typeof lhr.categories[category]?.score !== 'number') {
        throw new Error(`Lighthouse on ${url} gave no ${category} score`);
      }
    }
    if (lhr.finalDisplayedUrl !== url) {
      // A redirect (e.g. the login guard) would measure another screen than the one named.
      throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
    }
    return lhr;
  } finally {
    chrome.kill();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const score = (lhr, category) => Math.round(lhr.categories[category].score * 100);

/** A short description of up to three of an audit's items (elements, scripts, requests). */
function auditItems(audit) {
  const details = audit.details;
  // The LCP element audit is a list of tables; its first table holds the element.
  const items = details?.type === 'list' ? (details.items[0]?.items ?? []) : (details?.items ?? []);
  return items.slice(0, 3).map((item) => {
    const what =
      item.node?.snippet ??
      item.url ??
      item.source?.url ??
      item.groupLabel ??
      item.description ??
      item.issueType ??
      (item.line === undefined ? undefined : `${item.line}: ${item.message}`) ??
      JSON.stringify(item);
    const cost = item.total ?? item.wastedMs ?? item.duration ?? item.score;
    const shown =
      typeof cost === 'number' ? ` (${cost < 1 ? cost.toFixed(3) : Math.round(cost)})` : '';
    // axe's explanation of a failing element, e.g. the contrast ratio it measured.
    const why = item.node?.explanation?.split('\n')[1]?.trim();
    return `${String(what).slice(0, 160)}${shown}${why ? ` — ${why.slice(0, 200)}` : ''}`;
  });
}

/**
 * What to look at when a goal is missed: the category's failing audits other than the metrics
 * themselves, costliest first (estimated savings, then weight), with a few of their items.
 */
function auditsToLookAt(lhr, category) {
  const lines = [];
  for (const ref of lhr.categories[category].auditRefs) {
    const audit = lhr.audits[ref.id];
    // The metrics are printed above; the hidden ones (TTI, max FID) are not scored.
    if (!audit || ref.group === 'metrics' || ref.group === 'hidden') continue;
    if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') continue;
    const savings =
      audit.details?.overallSavingsMs ??
      Object.values(audit.metricSavings ?? {}).reduce((sum, value) => sum + value, 0);
    const failing = audit.score !== null && audit.score < 0.9;
    // Informative diagnostics have no score; the ones that name the LCP element, the layout
    // shifts and the main thread's cost say where a metric's time went.
    const explains = ['largest-contentful-paint-element', 'layout-shifts', 'bootup-time'].includes(
      audit.id,
    );
    if (!failing && !explains) continue;
    if (audit.scoreDisplayMode === 'error') {
      lines.push({
        weight: 0,
        savings: -1,
        text: `${audit.id}: not available (${audit.errorMessage})`,
        elements: [],
      });
      continue;
    }
    lines.push({
      weight: ref.weight,
      savings,
      text: `${audit.id} (${audit.title})${audit.displayValue ? `: ${audit.displayValue}` : ''}${
        savings ? `, estimated saving ${Math.round(savings)}` : ''
      }${ref.weight ? `, weight ${ref.weight}` : ''}`,
      elements: auditItems(audit),
    });
  }
  return lines.sort((a, b) => b.weight - a.weight || b.savings - a.savings).slice(0, 8);
}

/** The ids of a category's failing audits (for the categories without a goal). */
function failedAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .filter((audit) => audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric')
    .map((audit) => {
      const first = auditItems(audit)[0];
      return first ? `${audit.id} (${first})` : audit.id;
    });
}

function report(name, url, lhrs) {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(lhrs.map((lhr) => score(lhr, category)))]),
  );
  const metrics = METRICS.map(({ id, label, format }) => {
    const value = median(lhrs.map((lhr) => lhr.audits[id].numericValue));
    return `${label} ${format(value)}`;
  });
  const mark = (category) =>
    GOALS[category] === undefined
      ? ''
      : scores[category] >= GOALS[category]
        ? ' (goal met)'
        : ` (goal ${GOALS[category]} NOT met)`;
  console.log(`\n${name}  ${url}`);
  console.log(
    `  ${CATEGORIES.map((category) => `${category} ${scores[category]}${mark(category)}`).join(', ')}`,
  );
  console.log(`  ${metrics.join(', ')}`);
  console.log(
    `  runs: performance ${lhrs.map((lhr) => score(lhr, 'performance')).join(' / ')}, accessibility ${lhrs.map((lhr) => score(lhr, 'accessibility')).join(' / ')}`,
  );
  // The run whose performance score is the median stands for the screen's audits.
  const byPerformance = [...lhrs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const typical = byPerformance[Math.floor(byPerformance.length / 2)];
  for (const category of CATEGORIES) {
    const missed = GOALS[category] !== undefined && scores[category] < GOALS[category];
    if (missed) {
      console.log(`  ${category}: audits to look at (median run)`);
      for (const line of auditsToLookAt(typical, category)) {
        console.log(`    - ${line.text}`);
        for (const element of line.elements) console.log(`        ${element}`);
      }
      continue;
    }
    // A goal met (or none) can still hide a failing audit worth fixing, e.g. a contrast failure
    // that axe counts as serious.
    const failed = failedAudits(typical, category);
    if (failed.length > 0) console.log(`  ${category}: failing audits: ${failed.join('; ')}`);
  }
  return { name, scores };
}

const dataDir = await mkdtemp(join(tmpdir(), 'bench-web-'));
let gateway;
try {
  console.log(
    `Lighthouse (mobile profile: simulated slow 4G, 4x CPU slowdown), market ${market.id}, ${runs} run(s) per screen, ${chromePath}`,
  );
  if (process.env.BENCH_SKIP_BUILD !== '1') await build();
  if (!existsSync(GATEWAY_BUNDLE) || !existsSync(join(storefrontDir, 'index.html'))) {
    throw new Error(
      `built gateway and storefront needed: MARKET=${market.id} npm run prestart (or leave BENCH_SKIP_BUILD unset)`,
    );
  }
  gateway = await startGateway(dataDir);
  console.log(
    `gateway on ${gateway.base}, fresh data folder (first start ${(gateway.startMs / 1000).toFixed(1)} s); rate limits raised for it (RATE_LIMIT_PER_MINUTE=AUTH_RATE_LIMIT_PER_MINUTE=${UNLIMITED_PER_MINUTE}): every load comes from one address`,
  );
  const target = await searchTarget(gateway.base);
  const customer = await demoCustomerWithCart(gateway.base, target.productId);
  console.log(
    `search keyword "${target.keyword}" (${target.found} products on its first page), product ${target.productId}; demo customer signed in with that product's quoted variant in the cart`,
  );
  const locale = market.defaultLocale;
  const pages = [
    { name: 'home', path: `/${locale}/` },
    { name: 'search', path: `/${locale}/search?q=${encodeURIComponent(target.keyword)}` },
    { name: 'product', path: `/${locale}/products/${target.productId}` },
    {
      name: 'cart',
      path: `/${locale}/cart`,
      prepareBrowser: (port) => setTokenCookie(port, gateway.base, customer.session),
    },
  ];
  if (reportDir) await mkdir(reportDir, { recursive: true });
  console.log(`load average before: ${load()}`);
  const results = [];
  for (const page of pages) {
    const url = `${gateway.base}${page.path}`;
    const lhrs = [];
    for (let run = 1; run <= runs; run += 1) {
      const lhr = await measuredRun(url, page.prepareBrowser);
      console.log(
        `${page.name} run ${run}/${runs}: performance ${score(lhr, 'performance')}, accessibility ${score(lhr, 'accessibility')}`,
      );
      lhrs.push(lhr);
      if (reportDir) {
        await writeFile(
          join(reportDir, `${market.id}-${page.name}-${run}.json`),
          JSON.stringify(lhr),
        );
      }
    }
    results.push(report(page.name, page.path, lhrs));
  }
  console.log(`\nload average after: ${load()}`);
  const missed = results.flatMap(({ name, scores }) =>
    Object.keys(GOALS)
      .filter((category) => scores[category] < GOALS[category])
      .map((category) => `${name} ${category}`),
  );
  console.log(
    missed.length === 0
      ? `goals (performance >= ${GOALS.performance}, accessibility >= ${GOALS.accessibility}): all met`
      : `goals (performance >= ${GOALS.performance}, accessibility >= ${GOALS.accessibility}) NOT met: ${missed.join(', ')}`,
  );
} finally {
  await gateway?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
