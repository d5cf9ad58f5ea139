// The fault suite (npm run chaos, issue 12). Not a test: it breaks processes under load and
// prints what customers saw and what the database kept. tools/chaos/README.md explains the
// scenarios and how to read the figures; decision 235 says why these checks.
//
// Scenarios (CHAOS_SCENARIOS, comma-separated; all by default, in this order):
//   kill-postgres     three gateways on one PostgreSQL and Redis behind the round-robin proxy;
//                     CHAOS_KILLS (20) times one of them, in turn, is killed with SIGKILL during
//                     steady writes and started again;
//   kill-pglite       one gateway on a PGlite data folder behind the proxy, killed and started
//                     again CHAOS_KILLS times; the folder is reopened with PGlite to check it;
//   redis-stop        three gateways; Redis is stopped for CHAOS_REDIS_SECONDS (20), then
//                     started again (empty: the rate-limit counters are gone);
//   redis-freeze      the same, but Redis is paused (SIGSTOP): it accepts connections and never
//                     answers, the way a hung server or a broken network looks;
//   postgres-restart  three gateways; PostgreSQL is stopped (fast shutdown: connections cut),
//                     left down CHAOS_PG_SECONDS (5) and started again.
// Every scenario ends with the integrity check of every acknowledged write and of the order,
// payment and cart rules (chaos-integrity.mjs).
//
// Environment: CHAOS_SCENARIOS, CHAOS_KILLS (20), CHAOS_WRITERS (6 customers buying in a loop),
// CHAOS_READERS (3 browsing), CHAOS_TIMEOUT_MS (10000: a request without an answer by then
// counts as `timeout`), CHAOS_REDIS_SECONDS (20), CHAOS_PG_SECONDS (5), CHAOS_PORT_BASE (4750:
// PostgreSQL, Redis, the proxy and the gateways take the next 7 ports), CHAOS_PRODUCTS (300),
// CHAOS_GATEWAY_BUNDLE (another build of apps/gateway/dist/main.mjs, e.g. of an older commit, to
// compare; the migrations must sit beside it as in dist/).
// Only 127.0.0.1 is ever called; the shared PostgreSQL and Redis are never touched.
import { PGlite } from '@electric-sql/pglite';
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import pg from 'pg';
import { GATEWAY_BUNDLE, ROOT } from '../bench/bench-gateway.mjs';
import { formatErrors, formatTable, requestFigures } from './chaos-figures.ts';
import { checkIntegrity } from './chaos-integrity.mjs';
import {
  gatewayFleet,
  probeReady,
  startPostgres,
  startProxy,
  startRedis,
} from './chaos-services.mjs';
import {
  buyableProducts,
  customerWriter,
  prepareCustomers,
  reader,
  requestLog,
} from './chaos-traffic.mjs';

const ALL = ['kill-postgres', 'kill-pglite', 'redis-stop', 'redis-freeze', 'postgres-restart'];
const number = (name, fallback) => Number(process.env[name] ?? fallback);
const chosen = (process.env.CHAOS_SCENARIOS ?? ALL.join(',')).split(',').map((name) => name.trim());
for (const name of chosen) {
  if (!ALL.includes(name)) throw new Error(`unknown scenario ${name}: one of ${ALL.join(', ')}`);
}
const KILLS = number('CHAOS_KILLS', 20);
const WRITERS = number('CHAOS_WRITERS', 6);
const READERS = number('CHAOS_READERS', 3);
const TIMEOUT_MS = number('CHAOS_TIMEOUT_MS', 10_000);
const REDIS_SECONDS = number('CHAOS_REDIS_SECONDS', 20);
const PG_SECONDS = number('CHAOS_PG_SECONDS', 5);
const PORT_BASE = number('CHAOS_PORT_BASE', 4750);
const PRODUCTS = number('CHAOS_PRODUCTS', 300);
/** Another build of the gateway to break instead of this tree's (nothing is built then). */
const GIVEN_BUNDLE = process.env.CHAOS_GATEWAY_BUNDLE || undefined;
const PORTS = {
  postgres: PORT_BASE,
  redis: PORT_BASE + 1,
  proxy: PORT_BASE + 2,
  gateways: [PORT_BASE + 3, PORT_BASE + 4, PORT_BASE + 5],
  pglite: [PORT_BASE + 6],
};
/** One signing key for all replicas: a session made by one is accepted by the others. */
const JWT_SECRET = 'chaos-suite-shared-signing-key-not-a-secret';
/** Steady load before the first fault and after the last one (seconds). */
const SETTLE_SECONDS = 5;
/** Steady load between two kills (ms). */
const KILL_GAP_MS = 1500;

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const ms = (value) => `${Math.round(value)} ms`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : 0;
};

/**
 * Runs writers and readers through `base` while `faults` breaks things; answers the request log,
 * the ledger of writes and the outage windows `faults` recorded.
 */
async function underLoad(base, prepared, faults) {
  const log = requestLog(TIMEOUT_MS);
  const ledger = [];
  const outages = [];
  let stop = false;
  const until = () => stop;
  const share = Math.floor(prepared.products.length / WRITERS);
  const workers = [
    ...prepared.customers.map((customer, index) =>
      customerWriter({
        base,
        log,
        customer,
        staffToken: prepared.staffToken,
        // Each writer its own products: a customer has one open submission per variant.
        products: prepared.products.slice(index * share, (index + 1) * share),
        ledger,
        until,
      }),
    ),
    ...Array.from({ length: READERS }, () =>
      reader({
        base,
        log,
        productIds: prepared.products.map((p) => p.productId),
        until,
        pauseMs: 100,
      }),
    ),
  ];
  const startedAt = performance.now();
  try {
    await sleep(SETTLE_SECONDS * 1000);
    await faults(outages);
    await sleep(SETTLE_SECONDS * 1000);
  } finally {
    stop = true;
    await Promise.all(workers);
  }
  return { log, ledger, outages, seconds: (performance.now() - startedAt) / 1000 };
}

/** Writers' customers and products, made through `base` before any fault. */
async function prepare(base) {
  const { staffToken, customers } = await prepareCustomers(base, WRITERS);
  const products = await buyableProducts(base, Math.min(PRODUCTS, WRITERS * 40));
  if (products.length < WRITERS) throw new Error(`only ${products.length} buyable products`);
  return { staffToken, customers, products };
}

/** Kill replica after replica in turn; each outage lasts until the replica is ready again. */
async function killInTurn(fleet, outages, restartTimes) {
  for (let kill = 0; kill < KILLS; kill += 1) {
    await sleep(KILL_GAP_MS);
    const index = kill % fleet.replicas.length;
    const start = performance.now();
    await fleet.kill(index);
    restartTimes.push(await fleet.start(index));
    outages.push({ start, end: performance.now() });
  }
}

async function withPostgresFleet(services, name, body) {
  const database = `chaos_${name.replace('-', '_')}`;
  await services.postgres.createDatabase(database);
  const url = services.postgres.urlOf(database);
  const fleet = gatewayFleet({
    ports: PORTS.gateways,
    bundle: BUNDLE,
    env: {
      DATABASE_URL: url,
      REDIS_URL: services.redis.url,
      JWT_SECRET,
      CATALOG_SEED_PRODUCTS: String(PRODUCTS),
      DATA_DIR: services.scratch,
      // One proxy in front, as in production behind a balancer (ignored by a tree without it).
      TRUST_PROXY: '1',
    },
  });
  // The first replica creates, migrates and seeds the database alone; the others find it ready.
  for (let index = 0; index < fleet.replicas.length; index += 1) await fleet.start(index);
  fleet.supervise();
  const proxy = await startProxy(
    PORTS.proxy,
    fleet.replicas.map((replica) => replica.base),
  );
  try {
    const prepared = await prepare(proxy.base);
    const outcome = await body({ fleet, proxy, prepared });
    const crashes = [...fleet.crashes];
    const stopProblems = await fleet.stopAll();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      outcome.integrity = await checkIntegrity((sql) => client.query(sql), outcome.ledger);
    } finally {
      await client.end();
    }
    return { ...outcome, crashes, stopProblems, probe: fleet.probe };
  } finally {
    await proxy.close();
    await fleet.stopAll();
  }
}

const SCENARIOS = {
  'kill-postgres': (services) =>
    withPostgresFleet(services, 'kill-postgres', async ({ fleet, proxy, prepared }) => {
      const restartTimes = [];
      const run = await underLoad(proxy.base, prepared, (outages) =>
        killInTurn(fleet, outages, restartTimes),
      );
      return {
        ...run,
        note: `${KILLS} kills, restart to ready median ${ms(median(restartTimes))}`,
      };
    }),

  async 'kill-pglite'() {
    const dataDir = await mkdtemp(join(tmpdir(), 'chaos-pglite-'));
    const fleet = gatewayFleet({
      ports: PORTS.pglite,
      bundle: BUNDLE,
      env: {
        DATA_DIR: dataDir,
        JWT_SECRET,
        CATALOG_SEED_PRODUCTS: String(PRODUCTS),
        TRUST_PROXY: '1',
      },
    });
    let proxy;
    try {
      await fleet.start(0);
      fleet.supervise();
      proxy = await startProxy(PORTS.proxy, [fleet.replicas[0].base]);
      const prepared = await prepare(proxy.base);
      const restartTimes = [];
      const run = await underLoad(proxy.base, prepared, (outages) =>
        killInTurn(fleet, outages, restartTimes),
      );
      const crashes = [...fleet.crashes];
      const stopProblems = await fleet.stopAll();
      await proxy.close();
      proxy = undefined;
      // The folder as the next start would find it, opened by PGlite itself.
      const db = new PGlite(join(dataDir, 'id'));
      try {
        run.integrity = await checkIntegrity((sql) => db.query(sql), run.ledger);
      } finally {
        await db.close();
      }
      return {
        ...run,
        crashes,
        stopProblems,
        probe: fleet.probe,
        note: `${KILLS} kills, restart to ready median ${ms(median(restartTimes))}`,
      };
    } finally {
      await proxy?.close();
      await fleet.stopAll();
      await rm(dataDir, { recursive: true, force: true });
    }
  },

  'redis-stop': (services) =>
    withPostgresFleet(services, 'redis-stop', async ({ proxy, prepared }) => {
      const run = await underLoad(proxy.base, prepared, async (outages) => {
        const start = performance.now();
        await services.redis.stop();
        await sleep(REDIS_SECONDS * 1000);
        await services.redis.start();
        outages.push({ start, end: performance.now() });
      });
      return { ...run, note: `Redis stopped ${REDIS_SECONDS} s` };
    }),

  'redis-freeze': (services) =>
    withPostgresFleet(services, 'redis-freeze', async ({ proxy, prepared }) => {
      const run = await underLoad(proxy.base, prepared, async (outages) => {
        const start = performance.now();
        services.redis.freeze();
        await sleep(REDIS_SECONDS * 1000);
        services.redis.thaw();
        outages.push({ start, end: performance.now() });
      });
      return { ...run, note: `Redis paused (SIGSTOP) ${REDIS_SECONDS} s` };
    }),

  'postgres-restart': (services) =>
    withPostgresFleet(services, 'postgres-restart', async ({ fleet, proxy, prepared }) => {
      let recovery = 0;
      const run = await underLoad(proxy.base, prepared, async (outages) => {
        const start = performance.now();
        await services.postgres.stop();
        await sleep(PG_SECONDS * 1000);
        await services.postgres.start();
        const startedAgain = performance.now();
        // Over when every replica answers ready again (bounded: a minute).
        let states = [];
        while (performance.now() - startedAgain < 60_000) {
          states = await Promise.all(fleet.replicas.map((replica) => probeReady(replica.base)));
          if (states.every((state) => state.ready)) break;
          await sleep(100);
        }
        if (!states.every((state) => state.ready)) {
          console.log(`  not ready after a minute: ${JSON.stringify(states)}`);
          console.log(`  replicas' stderr: ${fleet.errors().slice(-1500)}`);
        }
        recovery = performance.now() - startedAgain;
        outages.push({ start, end: performance.now() });
      });
      return {
        ...run,
        note: `PostgreSQL down ${PG_SECONDS} s, all replicas ready ${ms(recovery)} after its start`,
      };
    }),
};

function report(name, result, loadBefore, loadAfter) {
  const figures = requestFigures(result.log.entries, result.outages);
  const { integrity } = result;
  const kinds = Object.entries(integrity.byKind)
    .map(
      ([kind, counts]) =>
        `${kind} ${counts.acknowledged}${counts.lost ? ` (${counts.lost} lost)` : ''}`,
    )
    .join(', ');
  console.log(`\n${name}: ${result.note}; readiness probe ${result.probe}`);
  console.log(
    `  ${figures.requests} requests in ${result.seconds.toFixed(0)} s; writes attempted ${integrity.attempted}, acknowledged ${integrity.acknowledged}: ${kinds}`,
  );
  console.log(`  errors by status: ${formatErrors(figures.errors)}`);
  for (const [key, { count, message }] of result.log.samples) {
    console.log(`    ${key} x${count}: ${message}`);
  }
  if (figures.longestPerOutage.length > 1) {
    console.log(
      `  longest request per outage: median ${ms(median(figures.longestPerOutage))}, max ${ms(figures.longestInOutage)}`,
    );
  }
  for (const rule of integrity.broken) {
    console.log(`  BROKEN: ${rule.rule}: ${rule.rows} rows, e.g. ${rule.sample.join(', ')}`);
  }
  for (const record of integrity.lostSample) {
    console.log(`  LOST: ${JSON.stringify({ ...record, quantities: undefined })}`);
  }
  for (const problem of result.stopProblems) console.log(`  stop: ${problem}`);
  for (const crash of result.crashes) {
    console.log(
      `  CRASH: replica ${crash.index} exited by itself (${crash.reason}); started again${crash.failedRestarts ? ` after ${crash.failedRestarts} failed starts` : ''}`,
    );
  }
  return [
    name,
    String(figures.requests),
    String(integrity.acknowledged),
    String(integrity.lost),
    formatErrors(figures.errors),
    ms(figures.longestInOutage),
    `${ms(figures.p50)} / ${ms(figures.p99)}`,
    integrity.broken.length === 0 ? 'all hold' : `${integrity.broken.length} broken`,
    String(result.crashes.length),
    `${loadBefore} → ${loadAfter}`,
  ];
}

console.log(
  `fault suite: ${chosen.join(', ')}; ${WRITERS} writers, ${READERS} readers, timeout ${TIMEOUT_MS} ms, ports ${PORT_BASE}-${PORT_BASE + 6}`,
);
/**
 * This tree's bundle, built and then copied aside: another engineer's build empties
 * apps/gateway/dist while the suite restarts gateways from it. The copy sits under
 * node_modules/.cache so that the bundle's external packages still resolve from node_modules.
 */
async function ownBundle() {
  execFileSync('npm', ['run', 'build', '-w', '@storefront/gateway'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const folder = join(ROOT, 'node_modules/.cache', `chaos-gateway-${process.pid}`);
  await cp(dirname(GATEWAY_BUNDLE), folder, { recursive: true });
  return {
    bundle: join(folder, basename(GATEWAY_BUNDLE)),
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}

if (GIVEN_BUNDLE) console.log(`gateway: ${GIVEN_BUNDLE} (CHAOS_GATEWAY_BUNDLE; not built here)`);
const built = GIVEN_BUNDLE ? undefined : await ownBundle();
const BUNDLE = GIVEN_BUNDLE ?? built.bundle;
const needsServers = chosen.some((name) => name !== 'kill-pglite');
const scratch = await mkdtemp(join(tmpdir(), 'chaos-'));
const services = { scratch };
const rows = [];
try {
  if (needsServers) {
    services.postgres = await startPostgres(PORTS.postgres);
    services.redis = await startRedis(PORTS.redis);
  }
  for (const name of chosen) {
    const loadBefore = load().split(' ')[0];
    console.log(`\n${name}: starting (load average ${load()})`);
    const result = await SCENARIOS[name](services);
    rows.push(report(name, result, loadBefore, load().split(' ')[0]));
  }
} finally {
  await services.redis?.remove();
  await services.postgres?.remove();
  await rm(scratch, { recursive: true, force: true });
  await built?.remove();
}
console.log(
  `\n${formatTable(
    [
      'scenario',
      'requests',
      'writes acknowledged',
      'writes lost',
      'errors by status',
      'longest in outage',
      'p50 / p99',
      'invariants',
      'crashes',
      'load (1 min)',
    ],
    rows,
  )}`,
);
console.log(
  '\nerrors: <status> from a gateway, <status>p made by the proxy (no healthy replica, or a request cut mid-way), timeout (no answer in CHAOS_TIMEOUT_MS), network (connection refused or reset)',
);
console.log(`load average after: ${load()} (2 shared cores)`);
