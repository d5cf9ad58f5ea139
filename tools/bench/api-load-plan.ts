/**
 * The pure half of `bench-api.mjs`: what is offered (rates, goals, the request mixes) and how a
 * run is judged and printed. Kept apart so that the mixes and the verdict are tested; the script
 * itself only starts processes and drives autocannon.
 */
import { SEARCH_SORTS } from '@storefront/domain';

export type DatabaseKind = 'pglite' | 'postgres';
export type ScenarioKind = 'search' | 'detail' | 'cart';

export interface ScenarioPlan {
  /** Requests per second offered (autocannon's overallRate). */
  readonly rate: number;
  /** The p99 goal in ms, or null when the issue sets none. */
  readonly goalP99: number | null;
}

/**
 * Issue 4's goals on this 2-core machine. Scenarios without a goal run at the rate of their
 * database's goals (detail as search, add-to-cart as on PostgreSQL) so that rows compare.
 */
export const PLAN: Readonly<Record<DatabaseKind, Readonly<Record<ScenarioKind, ScenarioPlan>>>> = {
  postgres: {
    search: { rate: 1000, goalP99: 50 },
    detail: { rate: 1000, goalP99: null },
    cart: { rate: 200, goalP99: 100 },
  },
  pglite: {
    search: { rate: 200, goalP99: 100 },
    detail: { rate: 200, goalP99: null },
    cart: { rate: 200, goalP99: null },
  },
};

export const SCENARIOS: readonly ScenarioKind[] = ['search', 'detail', 'cart'];
export const SCENARIO_NAMES: Readonly<Record<ScenarioKind, string>> = {
  search: 'search',
  detail: 'product detail',
  cart: 'add-to-cart',
};

/** A deterministic pseudo-random sequence (mulberry32): the same request mix on every run. */
export function randomSequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** What the bench prepared through the API before the load. */
export interface Prepared {
  /** Product ids collected from search pages. */
  readonly ids: readonly string[];
  /** Words of the catalogue's titles, used as keywords. */
  readonly words: readonly string[];
  /** Each customer's bearer token and add-to-cart bodies (one per quoted submission). */
  readonly carts: ReadonlyArray<{ readonly token: string; readonly bodies: readonly string[] }>;
}

export interface BenchRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

function pickFrom(random: () => number) {
  return <T>(list: readonly T[]): T => {
    const item = list[Math.floor(random() * list.length)];
    if (item === undefined) throw new Error('nothing to pick from');
    return item;
  };
}

/** The request builder of a scenario: each call answers the next request of its mix. */
export function scenarioRequests(
  kind: ScenarioKind,
  prepared: Prepared,
  seed = 4,
): () => BenchRequest {
  const random = randomSequence(seed);
  const pick = pickFrom(random);
  if (kind === 'search') {
    return () => {
      const query = new URLSearchParams();
      // One in five browses without a keyword (the catalogue's landing pages).
      if (random() >= 0.2) query.set('keyword', pick(prepared.words));
      query.set('sort', pick(SEARCH_SORTS));
      if (random() < 0.25) query.set('search_type', 'taobao');
      query.set('page', String(1 + Math.floor(random() * 5)));
      if (random() < 0.2) {
        const min = Math.floor(random() * 50) * 1000;
        query.set('min_price', String(min));
        query.set('max_price', String(min + 100_000 + Math.floor(random() * 400) * 1000));
      }
      return { method: 'GET', path: `/oci/catalog/search?${query}` };
    };
  }
  if (kind === 'detail') {
    return () => ({ method: 'GET', path: `/oci/catalog/product/${pick(prepared.ids)}` });
  }
  let turn = 0;
  return () => {
    // Customers in turn (each cart write locks its customer's row), a random submission of theirs.
    const cart = prepared.carts[turn++ % prepared.carts.length];
    if (!cart) throw new Error('no customer with a quoted submission');
    return {
      method: 'POST',
      path: '/oci/orders/cart',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${cart.token}` },
      body: pick(cart.bodies),
    };
  };
}

/** One measured scenario, as printed. */
export interface ScenarioRow extends ScenarioPlan {
  readonly scenario: string;
  readonly database: DatabaseKind;
  readonly achieved: number;
  readonly p50: number;
  readonly p99: number;
  /** Connection errors, timeouts and non-2xx answers. */
  readonly errors: number;
  readonly total: number;
  /** The gateway's CPU as a share of one core, when /proc could be read. */
  readonly cpu: number | undefined;
  /** The bench process's own CPU (autocannon) as a share of one core. */
  readonly loadCpu: number;
  /** p99 of the unmeasured warm-up at the same rate: the gateway's first seconds of the mix. */
  readonly warmupP99: number;
}

/** Met, not met, or null without a goal. A run with errors never meets its goal. */
export function goalMet(row: Pick<ScenarioRow, 'goalP99' | 'p99' | 'errors'>): boolean | null {
  if (row.goalP99 === null) return null;
  return row.p99 <= row.goalP99 && row.errors === 0;
}

/** The result table, one line per scenario and database, columns padded. */
export function formatTable(rows: readonly ScenarioRow[]): string {
  const columns: ReadonlyArray<[string, (row: ScenarioRow) => string]> = [
    ['scenario', (row) => row.scenario],
    ['database', (row) => row.database],
    ['target req/s', (row) => String(row.rate)],
    ['achieved req/s', (row) => row.achieved.toFixed(0)],
    ['p50 ms', (row) => String(row.p50)],
    ['p99 ms', (row) => String(row.p99)],
    ['warm-up p99 ms', (row) => String(row.warmupP99)],
    ['errors', (row) => `${row.errors}/${row.total}`],
    [
      'gateway CPU',
      (row) =>
        row.cpu === undefined
          ? '-'
          : `${(row.cpu * 100).toFixed(0)}% (${((row.cpu * 1000) / row.achieved).toFixed(1)} ms/req)`,
    ],
    ['autocannon CPU', (row) => `${(row.loadCpu * 100).toFixed(0)}%`],
    [
      'goal',
      (row) => {
        const met = goalMet(row);
        return met === null ? 'none' : `p99 <= ${row.goalP99}: ${met ? 'met' : 'NOT met'}`;
      },
    ],
  ];
  const cells = rows.map((row) => columns.map(([, value]) => value(row)));
  const widths = columns.map(([title], index) =>
    Math.max(title.length, ...cells.map((line) => line[index]?.length ?? 0)),
  );
  const line = (values: readonly string[]) =>
    values
      .map((value, index) => value.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(columns.map(([title]) => title)), ...cells.map(line)].join('\n');
}
