import { LRUCache } from 'lru-cache';
import type { SearchSort, SearchType } from '@storefront/domain';
import type { CnyRange } from './catalog-adapter';

/**
 * A keyword's matches in one marketplace, as the database found them: each product's id and the
 * values the five sorts and the price filter read. Kept as columns (typed arrays) so that 10,000
 * matches cost a few arrays, not 10,000 objects.
 */
interface KeywordMatches {
  readonly ids: readonly string[];
  readonly priceCny: Float64Array;
  readonly sold: Float64Array;
  readonly popularity: Float64Array;
  readonly listedAt: Float64Array;
}

/** One match as the store reads it. */
export interface MatchRow {
  readonly id: string;
  readonly priceCny: number;
  readonly sold: number;
  readonly popularity: number;
  readonly listedAt: Date;
}

function toKeywordMatches(rows: readonly MatchRow[]): KeywordMatches {
  const matches = {
    ids: rows.map((row) => row.id),
    priceCny: new Float64Array(rows.length),
    sold: new Float64Array(rows.length),
    popularity: new Float64Array(rows.length),
    listedAt: new Float64Array(rows.length),
  };
  rows.forEach((row, index) => {
    matches.priceCny[index] = row.priceCny;
    matches.sold[index] = row.sold;
    matches.popularity[index] = row.popularity;
    matches.listedAt[index] = row.listedAt.getTime();
  });
  return matches;
}

/** What a cached keyword answers for one page: its ids in order and the matches counted. */
export interface KeywordPage {
  readonly ids: readonly string[];
  readonly total: number;
}

export interface KeywordPageQuery {
  readonly searchType: SearchType;
  readonly terms: readonly string[];
  readonly sort: SearchSort;
  readonly priceCny: CnyRange;
  readonly page: number;
  readonly limit: number;
}

export interface KeywordMatchCacheOptions {
  /** How long a keyword's matches are reused (a catalogue change shows after at most this). */
  readonly maxAgeMs: number;
  /** A keyword with more matches is not kept; the database answers it every time. */
  readonly maxMatchesPerKeyword: number;
  /** All keywords together keep at most this many matches; the least recently used go first. */
  readonly maxMatches: number;
}

/**
 * Decision 197: 60 s, 20,000 matches per keyword, 1,000,000 in all (≈ 40 MB at 40 bytes a match).
 * A title word matches 1,500 products of a marketplace of 100,000 on the median, so every word of
 * a catalogue's vocabulary fits many times over.
 */
export const KEYWORD_MATCH_CACHE: KeywordMatchCacheOptions = {
  maxAgeMs: 60_000,
  maxMatchesPerKeyword: 20_000,
  maxMatches: 1_000_000,
};

interface Entry {
  readonly loadedAt: number;
  /** null: too many matches, or none the loader could tell (the database answers it). */
  readonly matches: KeywordMatches | null;
  /** Each sort's order of the matches, made the first time a page of that sort is asked. */
  readonly orders: Map<SearchSort, Uint32Array>;
}

/** How many "the database answers it" verdicts are kept (each a few bytes). */
const MAX_VERDICTS = 10_000;

/**
 * The order of catalog-store.ts's `orderFor` (which follows the sort indexes), id as the
 * tie-breaker. A uuid's text in lower case sorts as PostgreSQL sorts the uuid's bytes.
 */
function comparatorFor(matches: KeywordMatches, sort: SearchSort) {
  const { ids } = matches;
  const byId = (a: number, b: number) => ((ids[a] ?? '') < (ids[b] ?? '') ? -1 : 1);
  const descending = (column: Float64Array) => (a: number, b: number) =>
    (column[b] ?? 0) - (column[a] ?? 0) || byId(a, b);
  switch (sort) {
    case 'top_sales':
      return descending(matches.sold);
    case 'popular':
      return descending(matches.popularity);
    case 'newest':
      return descending(matches.listedAt);
    case 'lowest_price':
      return (a: number, b: number) =>
        (matches.priceCny[a] ?? 0) - (matches.priceCny[b] ?? 0) || byId(a, b);
    case 'highest_price':
      return (a: number, b: number) =>
        (matches.priceCny[b] ?? 0) - (matches.priceCny[a] ?? 0) || byId(b, a);
  }
}

/**
 * Keyword searches of the local catalogue, answered from each keyword's matches kept in the
 * process for a short time (decision 197; the matches come from the catalogue lexicon, decision
 * 198). A page of a known match set is a sort and a slice here plus one lookup of twenty rows by
 * id. The page's products are always read fresh; only which products match, and
 * their order, can lag a change of the catalogue tables by `maxAgeMs` (the local catalogue is
 * loaded before the gateway listens; a product removed meanwhile is left out of the page by that
 * lookup).
 */
export class KeywordMatchCache {
  readonly #maxAgeMs: number;
  readonly #maxMatchesPerKeyword: number;
  /** Keywords with their matches, bounded by their matches (a keyword without any counts one). */
  readonly #kept: LRUCache<string, Entry>;
  /** Keywords the database answers: kept as long, so their matches are not read every time. */
  readonly #verdicts = new LRUCache<string, Entry>({ max: MAX_VERDICTS });
  readonly #loading = new Map<string, Promise<Entry>>();

  constructor(options: KeywordMatchCacheOptions = KEYWORD_MATCH_CACHE) {
    this.#maxAgeMs = options.maxAgeMs;
    this.#maxMatchesPerKeyword = options.maxMatchesPerKeyword;
    this.#kept = new LRUCache({
      maxSize: options.maxMatches,
      sizeCalculation: (entry) => Math.max(1, entry.matches?.ids.length ?? 0),
    });
  }

  /** Matches kept right now, over every keyword (what the memory bound counts). */
  get size(): number {
    return this.#kept.calculatedSize;
  }

  /**
   * The page of `query`, or null when the keyword is not kept: it matches more than
   * maxMatchesPerKeyword products, or `load` answered null (it cannot tell this keyword's
   * matches). The caller then asks the database. `load` may stop at `limit` + 1 matches: one
   * past the limit already says "too many".
   */
  async page(
    query: KeywordPageQuery,
    nowMs: number,
    load: (limit: number) => Promise<readonly MatchRow[] | null>,
  ): Promise<KeywordPage | null> {
    const entry = await this.#entry(query, nowMs, load);
    const { matches } = entry;
    if (!matches) return null;
    let order = entry.orders.get(query.sort);
    if (!order) {
      order = Uint32Array.from(matches.ids.keys()).sort(comparatorFor(matches, query.sort));
      entry.orders.set(query.sort, order);
    }
    const { min, max } = query.priceCny;
    const inRange =
      min === null && max === null
        ? order
        : order.filter((index) => {
            const price = matches.priceCny[index] ?? 0;
            return (min === null || price >= min) && (max === null || price <= max);
          });
    const start = (query.page - 1) * query.limit;
    const ids = Array.from(inRange.subarray(start, start + query.limit), (index) => {
      const id = matches.ids[index];
      if (id === undefined) throw new Error('a match order names no match');
      return id;
    });
    return { ids, total: inRange.length };
  }

  async #entry(
    query: KeywordPageQuery,
    nowMs: number,
    load: (limit: number) => Promise<readonly MatchRow[] | null>,
  ): Promise<Entry> {
    const key = `${query.searchType}\u0000${query.terms.join('\u0000')}`;
    // The request's clock decides the age (lru-cache's own would not follow a test's clock).
    const cached = this.#kept.get(key) ?? this.#verdicts.get(key);
    if (cached && nowMs >= cached.loadedAt && nowMs - cached.loadedAt < this.#maxAgeMs) {
      return cached;
    }
    // Concurrent searches of one keyword share one read.
    const pending = this.#loading.get(key);
    if (pending) return pending;
    const loading = (async () => {
      const rows = await load(this.#maxMatchesPerKeyword);
      const entry: Entry = {
        loadedAt: nowMs,
        matches:
          rows === null || rows.length > this.#maxMatchesPerKeyword ? null : toKeywordMatches(rows),
        orders: new Map(),
      };
      this.#kept.delete(key);
      this.#verdicts.delete(key);
      (entry.matches ? this.#kept : this.#verdicts).set(key, entry);
      return entry;
    })();
    this.#loading.set(key, loading);
    try {
      return await loading;
    } finally {
      this.#loading.delete(key);
    }
  }
}
