import { SEARCH_SORTS } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import type { Prepared, ScenarioRow } from './api-load-plan';
import { formatTable, goalMet, PLAN, randomSequence, scenarioRequests } from './api-load-plan';

const prepared: Prepared = {
  ids: ['p1', 'p2', 'p3', 'p4'],
  words: ['tas', 'kaos', 'botol', 'sepatu', 'lampu'],
  carts: [
    { token: 'token-a', bodies: ['{"inquiry_id":"a1"}', '{"inquiry_id":"a2"}'] },
    { token: 'token-b', bodies: ['{"inquiry_id":"b1"}'] },
    { token: 'token-c', bodies: ['{"inquiry_id":"c1"}'] },
  ],
};

function take<T>(next: () => T, count: number): T[] {
  return Array.from({ length: count }, () => next());
}

const row = (over: Partial<ScenarioRow> = {}): ScenarioRow => ({
  scenario: 'search',
  database: 'postgres',
  rate: 1000,
  goalP99: 50,
  achieved: 998.4,
  p50: 12,
  p99: 48,
  errors: 0,
  total: 19_968,
  cpu: 0.5,
  loadCpu: 0.08,
  warmupP99: 310,
  ...over,
});

describe('the issue 4 plan', () => {
  it('offers the goal rates with their p99 goals', () => {
    expect(PLAN.postgres.search).toEqual({ rate: 1000, goalP99: 50 });
    expect(PLAN.postgres.cart).toEqual({ rate: 200, goalP99: 100 });
    expect(PLAN.pglite.search).toEqual({ rate: 200, goalP99: 100 });
  });
});

describe('randomSequence', () => {
  it('repeats for a seed and stays in [0, 1)', () => {
    const first = take(randomSequence(7), 1000);
    expect(take(randomSequence(7), 1000)).toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(take(randomSequence(8), 10)).not.toEqual(first.slice(0, 10));
  });
});

describe('scenarioRequests', () => {
  it('varies search keywords, sorts, types, pages and price ranges', () => {
    const urls = take(scenarioRequests('search', prepared), 500).map(
      (request) => new URL(request.path, 'http://bench'),
    );
    expect(urls.every((url) => url.pathname === '/oci/catalog/search')).toBe(true);
    const values = (name: string) => new Set(urls.map((url) => url.searchParams.get(name)));
    expect(values('sort')).toEqual(new Set(SEARCH_SORTS));
    expect(values('keyword')).toEqual(new Set([null, ...prepared.words]));
    expect(values('page')).toEqual(new Set(['1', '2', '3', '4', '5']));
    expect(values('search_type')).toEqual(new Set([null, 'taobao']));
    const ranged = urls.filter((url) => url.searchParams.has('min_price'));
    expect(ranged.length).toBeGreaterThan(0);
    // The contract refuses a minimum at or above the maximum: every range must be valid.
    for (const url of ranged) {
      expect(Number(url.searchParams.get('min_price'))).toBeLessThan(
        Number(url.searchParams.get('max_price')),
      );
    }
  });

  it('spreads product details over every collected product', () => {
    const paths = take(scenarioRequests('detail', prepared), 200).map((request) => request.path);
    expect(new Set(paths)).toEqual(new Set(prepared.ids.map((id) => `/oci/catalog/product/${id}`)));
  });

  it('adds to the cart as each customer in turn, with one of their own submissions', () => {
    const requests = take(scenarioRequests('cart', prepared), 60);
    expect(requests.slice(0, 3).map((request) => request.headers?.authorization)).toEqual([
      'Bearer token-a',
      'Bearer token-b',
      'Bearer token-c',
    ]);
    for (const request of requests) {
      expect(request).toMatchObject({ method: 'POST', path: '/oci/orders/cart' });
      const token = request.headers?.authorization?.replace('Bearer ', '');
      const cart = prepared.carts.find((candidate) => candidate.token === token);
      expect(cart?.bodies).toContain(request.body);
    }
    const ofA = requests.filter((request) => request.headers?.authorization === 'Bearer token-a');
    expect(new Set(ofA.map((request) => request.body)).size).toBe(2);
  });
});

describe('goalMet', () => {
  it('judges p99 against the goal, inclusive', () => {
    expect(goalMet(row({ p99: 50 }))).toBe(true);
    expect(goalMet(row({ p99: 51 }))).toBe(false);
  });

  it('never counts a run with errors as met', () => {
    expect(goalMet(row({ p99: 10, errors: 1 }))).toBe(false);
  });

  it('has no verdict without a goal', () => {
    expect(goalMet(row({ goalP99: null, p99: 5000 }))).toBeNull();
  });
});

describe('formatTable', () => {
  it('prints one aligned line per row with the figures and the verdict', () => {
    const table = formatTable([
      row(),
      row({
        scenario: 'add-to-cart',
        database: 'pglite',
        rate: 200,
        goalP99: null,
        p99: 1760,
        cpu: undefined,
      }),
      row({ scenario: 'product detail', p99: 446, errors: 3 }),
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^scenario\s+database\s+target req\/s\s+achieved req\/s\s+p50 ms/);
    expect(lines[1]).toContain('998');
    expect(lines[1]).toContain('50% (0.5 ms/req)');
    expect(lines[1]).toMatch(/48\s+310\s/);
    expect(lines[1]).toMatch(/p99 <= 50: met$/);
    expect(lines[2]).toMatch(/add-to-cart\s+pglite\s+200 .* 1760 .* - .* none$/);
    expect(lines[3]).toContain('3/19968');
    expect(lines[3]).toMatch(/NOT met$/);
    // Columns line up: the database column starts at the same place on every line.
    const starts = lines.map((line) => line.search(/database|postgres|pglite/));
    expect(new Set(starts).size).toBe(1);
  });
});
