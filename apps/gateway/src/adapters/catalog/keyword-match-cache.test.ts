import type { SearchSort } from '@storefront/domain';
import { describe, expect, it, vi } from 'vitest';
import type { KeywordPageQuery, MatchRow } from './keyword-match-cache';
import { KEYWORD_MATCH_CACHE, KeywordMatchCache } from './keyword-match-cache';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Five products whose sort values tie in places, so the id tie-breaker is exercised. */
const ROWS: readonly MatchRow[] = [
  { id: uuid(3), priceCny: 500, sold: 10, popularity: 7, listedAt: new Date('2026-01-03') },
  { id: uuid(1), priceCny: 900, sold: 10, popularity: 9, listedAt: new Date('2026-01-05') },
  { id: uuid(5), priceCny: 500, sold: 40, popularity: 9, listedAt: new Date('2026-01-01') },
  { id: uuid(2), priceCny: 1_200, sold: 0, popularity: 1, listedAt: new Date('2026-01-05') },
  { id: uuid(4), priceCny: 300, sold: 25, popularity: 3, listedAt: new Date('2026-01-02') },
];

function query(overrides: Partial<KeywordPageQuery> = {}): KeywordPageQuery {
  return {
    searchType: '1688',
    terms: ['bag'],
    sort: 'popular',
    priceCny: { min: null, max: null },
    page: 1,
    limit: 10,
    ...overrides,
  };
}

const loader = (rows: readonly MatchRow[] = ROWS) =>
  vi.fn(async (limit: number) => rows.slice(0, limit + 1));

describe('KeywordMatchCache pages', () => {
  it.each<[SearchSort, number[]]>([
    ['top_sales', [5, 4, 1, 3, 2]],
    ['popular', [1, 5, 3, 4, 2]],
    ['newest', [1, 2, 3, 4, 5]],
    ['lowest_price', [4, 3, 5, 1, 2]],
    ['highest_price', [2, 1, 5, 3, 4]],
  ])('orders %s with the id breaking ties', async (sort, order) => {
    const cache = new KeywordMatchCache();
    expect(await cache.page(query({ sort }), 0, loader())).toEqual({
      ids: order.map(uuid),
      total: 5,
    });
  });

  it.each([
    [{ min: 500, max: null }, [1, 5, 3, 2]],
    [{ min: null, max: 500 }, [5, 3, 4]],
    [{ min: 500, max: 500 }, [5, 3]],
    [{ min: 1_201, max: null }, []],
  ])('keeps the prices within %j, both ends included', async (priceCny, order) => {
    const cache = new KeywordMatchCache();
    expect(await cache.page(query({ priceCny }), 0, loader())).toEqual({
      ids: order.map(uuid),
      total: order.length,
    });
  });

  it('slices pages and counts every match', async () => {
    const cache = new KeywordMatchCache();
    const load = loader();
    const pages = [];
    for (const page of [1, 2, 3, 4])
      pages.push(await cache.page(query({ page, limit: 2 }), 0, load));
    expect(pages).toEqual([
      { ids: [uuid(1), uuid(5)], total: 5 },
      { ids: [uuid(3), uuid(4)], total: 5 },
      { ids: [uuid(2)], total: 5 },
      { ids: [], total: 5 },
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('KeywordMatchCache keeps', () => {
  it('a keyword for maxAgeMs, then reads it again', async () => {
    const cache = new KeywordMatchCache();
    const load = loader();
    await cache.page(query(), 1_000, load);
    await cache.page(query({ sort: 'newest' }), 1_000 + KEYWORD_MATCH_CACHE.maxAgeMs - 1, load);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.page(query(), 1_000 + KEYWORD_MATCH_CACHE.maxAgeMs, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('each search type and each set of terms apart', async () => {
    const cache = new KeywordMatchCache();
    const load = loader();
    await cache.page(query(), 0, load);
    await cache.page(query({ searchType: 'taobao' }), 0, load);
    await cache.page(query({ terms: ['bag', 'red'] }), 0, load);
    await cache.page(query({ terms: ['bagred'] }), 0, load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('one read for concurrent searches of one keyword', async () => {
    const cache = new KeywordMatchCache();
    const load = loader();
    const pages = await Promise.all(
      [1, 2, 3].map((page) => cache.page(query({ page, limit: 2 }), 0, load)),
    );
    expect(pages.map((page) => page?.ids.length)).toEqual([2, 2, 1]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('nothing for a keyword over maxMatchesPerKeyword, and asks for one match past it', async () => {
    const cache = new KeywordMatchCache({ ...KEYWORD_MATCH_CACHE, maxMatchesPerKeyword: 4 });
    const load = loader();
    expect(await cache.page(query(), 0, load)).toBeNull();
    expect(load).toHaveBeenCalledWith(4);
    expect(cache.size).toBe(0);
    // The verdict is kept as long as matches would be.
    expect(await cache.page(query(), 1, load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('at most maxMatches in all, dropping the least recently used keyword', async () => {
    const cache = new KeywordMatchCache({ ...KEYWORD_MATCH_CACHE, maxMatches: 10 });
    const load = loader();
    await cache.page(query({ terms: ['a'] }), 0, load);
    await cache.page(query({ terms: ['b'] }), 0, load);
    await cache.page(query({ terms: ['a'] }), 0, load); // a is now the most recent
    await cache.page(query({ terms: ['c'] }), 0, load); // 15 > 10: b goes
    expect(cache.size).toBe(10);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.page(query({ terms: ['a'] }), 0, load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.page(query({ terms: ['b'] }), 0, load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('a read that failed for nobody: the next search reads again', async () => {
    const cache = new KeywordMatchCache();
    const failing = vi.fn(async () => {
      throw new Error('connection lost');
    });
    await expect(cache.page(query(), 0, failing)).rejects.toThrow('connection lost');
    expect(await cache.page(query(), 0, loader())).toEqual(expect.objectContaining({ total: 5 }));
  });
});
