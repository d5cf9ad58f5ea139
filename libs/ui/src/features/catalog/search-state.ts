import {
  checkPriceRange,
  DEFAULT_SEARCH_TYPE,
  SEARCH_SORTS,
  SEARCH_TYPES,
} from '@storefront/domain';
import type { SearchSort, SearchType } from '@storefront/domain';
import { SEARCH_QUERY_PARAM } from '../../shared/routing/route-paths';

/**
 * What a catalogue search asks for. It lives in the URL (`?q=&type=&sort=&min=&max=&page=`), so
 * the browser's back button, a shared link and the header's search box (`search?q=`) all land
 * on the same results.
 */
export interface SearchState {
  readonly keyword: string;
  readonly searchType: SearchType;
  readonly sort: SearchSort | undefined;
  /** Price bounds in minor units of the market currency, like every amount. */
  readonly minPrice: number | undefined;
  readonly maxPrice: number | undefined;
  /** 1-based. */
  readonly page: number;
}

export const SEARCH_PARAMS = {
  // The shell's header search box links here with the same name.
  keyword: SEARCH_QUERY_PARAM,
  searchType: 'type',
  sort: 'sort',
  minPrice: 'min',
  maxPrice: 'max',
  page: 'page',
} as const;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** A whole number of at least `min` written in plain digits, else undefined. */
function wholeNumber(value: string | null, min: number): number | undefined {
  if (value === null || !/^\d{1,15}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min ? number : undefined;
}

/**
 * Reads the search from a URL. A hand-edited or stale URL never breaks the screen: an unknown
 * type is the default marketplace, an unknown sort is no sort, a bad page is page 1, and a price
 * range the domain refuses (min not below max) is dropped as a whole rather than guessed at.
 */
export function readSearchParams(params: URLSearchParams): SearchState {
  const minPrice = wholeNumber(params.get(SEARCH_PARAMS.minPrice), 0);
  const maxPrice = wholeNumber(params.get(SEARCH_PARAMS.maxPrice), 0);
  const rangeOk = checkPriceRange(minPrice, maxPrice).ok;
  return {
    keyword: (params.get(SEARCH_PARAMS.keyword) ?? '').trim(),
    searchType: oneOf(SEARCH_TYPES, params.get(SEARCH_PARAMS.searchType)) ?? DEFAULT_SEARCH_TYPE,
    sort: oneOf(SEARCH_SORTS, params.get(SEARCH_PARAMS.sort)),
    minPrice: rangeOk ? minPrice : undefined,
    maxPrice: rangeOk ? maxPrice : undefined,
    page: wholeNumber(params.get(SEARCH_PARAMS.page), 1) ?? 1,
  };
}

/** The URL query of a search; defaults are left out so the common URL stays short. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.keyword !== '') params.set(SEARCH_PARAMS.keyword, state.keyword);
  if (state.searchType !== DEFAULT_SEARCH_TYPE) {
    params.set(SEARCH_PARAMS.searchType, state.searchType);
  }
  if (state.sort) params.set(SEARCH_PARAMS.sort, state.sort);
  if (state.minPrice !== undefined) params.set(SEARCH_PARAMS.minPrice, String(state.minPrice));
  if (state.maxPrice !== undefined) params.set(SEARCH_PARAMS.maxPrice, String(state.maxPrice));
  if (state.page > 1) params.set(SEARCH_PARAMS.page, String(state.page));
  return params;
}

/** Whether the URL says anything about a search (else the remembered one may be restored). */
export function hasSearchParams(params: URLSearchParams): boolean {
  return Object.values(SEARCH_PARAMS).some((name) => params.has(name));
}

/** The catalogue query of a search, as the contract's searchCatalog takes it. */
export function toCatalogQuery(state: SearchState) {
  return {
    keyword: state.keyword,
    search_type: state.searchType,
    page: state.page,
    ...(state.sort ? { sort: state.sort } : {}),
    ...(state.minPrice !== undefined ? { min_price: state.minPrice } : {}),
    ...(state.maxPrice !== undefined ? { max_price: state.maxPrice } : {}),
  };
}
