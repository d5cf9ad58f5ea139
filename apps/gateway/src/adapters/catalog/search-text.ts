import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { catalogProducts } from '../../db/schema';

/**
 * The one normalisation both sides of the keyword search share: what is stored in
 * `catalog_products.search_text` and what a typed keyword becomes. Lower-casing happens here,
 * in JavaScript, because PostgreSQL's lower() follows the database's locale and PGlite runs in
 * the C locale, where "Сумка" would not become "сумка".
 */
function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** Letters (any script, with their combining marks, which Thai needs) and digits. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** At most this many words count; a pasted paragraph should not become a 200-term query. */
export const MAX_SEARCH_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/** The words of a typed keyword, in order, without repeats. */
export function searchTerms(keyword: string): string[] {
  const words = normalize(keyword).match(WORD) ?? [];
  return [...new Set(words.map((word) => word.slice(0, MAX_TERM_LENGTH)))].slice(
    0,
    MAX_SEARCH_TERMS,
  );
}

/**
 * The tsquery text of the terms: every term must start a word of the product (prefix match),
 * so "tas ransel" finds "Tas ransel anak" and "bag" finds "bags". Terms hold only letters,
 * marks and digits, so no tsquery operator can be smuggled in.
 */
export function prefixQuery(terms: readonly string[]): string {
  return terms.map((term) => `${term}:*`).join(' & ');
}

/** What a product is found by: its title and the names of its category in every language. */
export function searchTextOf(title: string, keywords: readonly string[]): string {
  return normalize([title, ...keywords].join(' '));
}

/**
 * The keyword condition of a search: every term a word prefix of the title or the category
 * names (the stored search vector). The local catalogue's search and the modules that search
 * their own rows by product (inquiries, wishlist) use it alike.
 */
export function matchesTerms(terms: readonly string[]): SQL | undefined {
  return terms.length === 0
    ? undefined
    : sql`${catalogProducts.searchVector} @@ to_tsquery('simple', ${prefixQuery(terms)})`;
}
