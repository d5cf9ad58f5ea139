import type { SearchType } from '@storefront/domain';
import type { MatchRow } from './keyword-match-cache';

/** A listed product as the lexicon reads it: its sort values and its search vector's words. */
export interface LexiconRow extends MatchRow {
  readonly marketplace: string;
  /** `tsvector_to_array(search_vector)`: the words the database matches, as it stores them. */
  readonly lexemes: readonly string[];
}

/**
 * Every listed product's words, held in the gateway (decision 198): which products a keyword
 * matches is worked out here, by the database's own rule, instead of by a GIN prefix lookup and
 * a recheck of every matching row (50–200 ms per keyword on PGlite, 8–38 ms on PostgreSQL).
 *
 * The rule is PostgreSQL's for `search_vector @@ to_tsquery('simple', 'w1:* & w2:*')`: a product
 * matches when each query word is a prefix of one of its words. The words on both sides come
 * from the database's own parser (the product's from its stored vector, the query's from
 * `to_tsvector('simple', term)`), so no tokenising rule is written twice; a term the parser
 * splits into several words is left to the database (see `lexemesOfTerms`).
 */
export class CatalogLexicon {
  /** Each product's id and values, by its index here. */
  readonly #rows: readonly MatchRow[];
  readonly #marketplace: readonly string[];
  /** Every distinct word, sorted, and the indexes of the products having it (same order). */
  readonly #words: readonly string[];
  readonly #postings: readonly Uint32Array[];

  constructor(rows: readonly LexiconRow[]) {
    this.#rows = rows.map(({ id, priceCny, sold, popularity, listedAt }) => ({
      id,
      priceCny,
      sold,
      popularity,
      listedAt,
    }));
    this.#marketplace = rows.map((row) => row.marketplace);
    const byWord = new Map<string, number[]>();
    rows.forEach((row, index) => {
      for (const word of row.lexemes) {
        const products = byWord.get(word);
        if (products) products.push(index);
        else byWord.set(word, [index]);
      }
    });
    // Code-unit order, in which every word starting with a prefix sits in one run.
    this.#words = [...byWord.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    this.#postings = this.#words.map((word) => Uint32Array.from(byWord.get(word) ?? []));
  }

  get productCount(): number {
    return this.#rows.length;
  }

  /**
   * The listed products of `searchType` having, for every query word, a word it starts; in no
   * particular order (the caller sorts). `queryWords` empty matches nothing: a browse is not a
   * keyword search.
   */
  matches(searchType: SearchType, queryWords: readonly string[]): MatchRow[] {
    if (queryWords.length === 0) return [];
    let found: Uint8Array | null = null;
    for (const prefix of queryWords) {
      const withPrefix = new Uint8Array(this.#rows.length);
      for (let at = this.#firstAtOrAfter(prefix); at < this.#words.length; at += 1) {
        if (!this.#words[at]?.startsWith(prefix)) break;
        for (const index of this.#postings[at] ?? []) {
          if (!found || found[index]) withPrefix[index] = 1;
        }
      }
      found = withPrefix;
    }
    const matched: MatchRow[] = [];
    found?.forEach((hit, index) => {
      const row = this.#rows[index];
      if (hit && row && this.#marketplace[index] === searchType) matched.push(row);
    });
    return matched;
  }

  /** Every listed product of `searchType` (a browse: no keyword), in no particular order. */
  listed(searchType: SearchType): MatchRow[] {
    return this.#rows.filter((_, index) => this.#marketplace[index] === searchType);
  }

  /** Binary search: the first word not sorting before `prefix`. */
  #firstAtOrAfter(prefix: string): number {
    let low = 0;
    let high = this.#words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.#words[middle] ?? '') < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/**
 * How long one lexicon serves before it is read again (decision 198). The local catalogue is
 * loaded before the gateway listens and does not change while it runs; the period only bounds
 * how long a change made by other means (a re-import) stays unseen.
 */
export const LEXICON_MAX_AGE_MS = 10 * 60_000;

/**
 * The current lexicon: read on the first keyword search, then read again in the background once
 * it is LEXICON_MAX_AGE_MS old, the old one answering meanwhile (a failed refresh keeps it and
 * is tried again on the next search).
 */
export class LexiconSource {
  readonly #read: () => Promise<readonly LexiconRow[]>;
  readonly #maxAgeMs: number;
  #current: { readonly lexicon: CatalogLexicon; readonly builtAt: number } | null = null;
  #building: Promise<CatalogLexicon> | null = null;

  constructor(read: () => Promise<readonly LexiconRow[]>, maxAgeMs = LEXICON_MAX_AGE_MS) {
    this.#read = read;
    this.#maxAgeMs = maxAgeMs;
  }

  async get(nowMs: number): Promise<CatalogLexicon> {
    const current = this.#current;
    const fresh = current && nowMs >= current.builtAt && nowMs - current.builtAt < this.#maxAgeMs;
    if (current && fresh) return current.lexicon;
    if (current) {
      // Stale: answer with it, and let one refresh run.
      this.#build(nowMs).catch(() => undefined);
      return current.lexicon;
    }
    return this.#build(nowMs);
  }

  #build(nowMs: number): Promise<CatalogLexicon> {
    this.#building ??= this.#read()
      .then((rows) => {
        const lexicon = new CatalogLexicon(rows);
        this.#current = { lexicon, builtAt: nowMs };
        return lexicon;
      })
      .finally(() => {
        this.#building = null;
      });
    return this.#building;
  }
}
