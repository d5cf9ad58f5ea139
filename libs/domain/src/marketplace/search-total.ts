/**
 * A catalogue search counts its matches only up to this many (decision 196). Counting every
 * match of a broad search cost more than reading its page (16–34 ms of database time for
 * 60,000 matches against 0.3–3 ms); 1,000 is 50 pages of 20, more than anyone pages through.
 */
export const SEARCH_TOTAL_CAP = 1_000;

/** The total a search answers: exact up to the cap, else the cap as a lower bound ("1,000+"). */
export interface SearchTotal {
  readonly total: number;
  readonly isLowerBound: boolean;
}

/**
 * The total to answer for `counted` matches. A count may stop early, at any number above the
 * cap: more than the cap counted means "at least the cap", whatever the real number is.
 */
export function searchTotal(counted: number): SearchTotal {
  if (!Number.isSafeInteger(counted) || counted < 0) {
    throw new RangeError(`A count of matches is a whole number from 0, got ${counted}`);
  }
  return counted > SEARCH_TOTAL_CAP
    ? { total: SEARCH_TOTAL_CAP, isLowerBound: true }
    : { total: counted, isLowerBound: false };
}
