import { DEFAULT_SEARCH_TYPE } from '@storefront/domain';
import type { SearchType } from '@storefront/domain';
import { readSearchParams } from './search-state';

/**
 * SPEC §3 `temporary_product_list`: the product list remembers the keyword, the page and the
 * last product clicked, so a customer who opens a product and comes back lands where they were.
 * It is kept for the tab's life (sessionStorage): a new visit starts a new search.
 */
export const PRODUCT_LIST_MEMORY_KEY = 'temporary_product_list';

export interface ProductListMemory {
  readonly lastKeyword: string;
  readonly lastPage: number;
  readonly lastProductIdClicked: string | null;
  /** The whole search as a URL query, so sort, type and price range come back too. */
  readonly lastSearch: string;
}

/** The part of Storage the memory uses (sessionStorage, or a fake in tests). */
export type MemoryStorage = Pick<Storage, 'getItem' | 'setItem'>;

const EMPTY: ProductListMemory = {
  lastKeyword: '',
  lastPage: 1,
  lastProductIdClicked: null,
  lastSearch: '',
};

/** sessionStorage when the browser lets us use it (it throws where site data is blocked). */
export function browserSessionStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The remembered list, or an empty memory when there is none or it cannot be read. */
export function readProductListMemory(
  storage: MemoryStorage | undefined = browserSessionStorage(),
): ProductListMemory {
  try {
    const raw = storage?.getItem(PRODUCT_LIST_MEMORY_KEY);
    if (!raw) return EMPTY;
    const value = JSON.parse(raw) as Partial<Record<keyof ProductListMemory, unknown>>;
    return {
      lastKeyword: typeof value.lastKeyword === 'string' ? value.lastKeyword : EMPTY.lastKeyword,
      lastPage:
        typeof value.lastPage === 'number' && Number.isInteger(value.lastPage) && value.lastPage > 0
          ? value.lastPage
          : EMPTY.lastPage,
      lastProductIdClicked:
        typeof value.lastProductIdClicked === 'string' ? value.lastProductIdClicked : null,
      lastSearch: typeof value.lastSearch === 'string' ? value.lastSearch : EMPTY.lastSearch,
    };
  } catch {
    // Another version's or a hand-edited value: forgetting it costs one search, never a crash.
    return EMPTY;
  }
}

/** Merges `change` into the memory; a full or blocked storage only loses the memory. */
export function rememberProductList(
  change: Partial<ProductListMemory>,
  storage: MemoryStorage | undefined = browserSessionStorage(),
): ProductListMemory {
  const next = { ...readProductListMemory(storage), ...change };
  try {
    storage?.setItem(PRODUCT_LIST_MEMORY_KEY, JSON.stringify(next));
  } catch {
    // Quota exceeded or storage blocked: the list still works, it only will not be restored.
  }
  return next;
}

/** The marketplace the customer searched last (SPEC §3 `search_type`), 1688 when none. */
export function lastSearchType(memory: ProductListMemory): SearchType {
  return memory.lastSearch === ''
    ? DEFAULT_SEARCH_TYPE
    : readSearchParams(new URLSearchParams(memory.lastSearch)).searchType;
}
