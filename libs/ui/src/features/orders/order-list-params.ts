import type { OrderDateFilter, OrderTab } from '@storefront/domain';
import { ORDER_DATE_FILTERS, ORDER_TABS } from '@storefront/domain';

/** The order history's state lives in the URL, so a tab, a filter or a page can be shared. */
export const ORDER_LIST_PARAMS = {
  tab: 'tab',
  dateFilter: 'period',
  page: 'page',
  search: 'q',
} as const;

export interface OrderListState {
  readonly tab: OrderTab;
  readonly dateFilter: OrderDateFilter;
  /** 1-based. */
  readonly page: number;
  /** Trimmed; '' means no search. */
  readonly search: string;
}

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

/** Reads the history's state from the query; anything unknown falls back to the first view. */
export function readOrderListState(params: URLSearchParams): OrderListState {
  const page = Number(params.get(ORDER_LIST_PARAMS.page));
  return {
    tab: oneOf(ORDER_TABS, params.get(ORDER_LIST_PARAMS.tab), 'all'),
    dateFilter: oneOf(ORDER_DATE_FILTERS, params.get(ORDER_LIST_PARAMS.dateFilter), 'all'),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    search: (params.get(ORDER_LIST_PARAMS.search) ?? '').trim(),
  };
}

/** The query of a state, leaving defaults out so the plain history stays `orders`. */
export function writeOrderListState(state: OrderListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== 'all') params.set(ORDER_LIST_PARAMS.tab, state.tab);
  if (state.dateFilter !== 'all') params.set(ORDER_LIST_PARAMS.dateFilter, state.dateFilter);
  if (state.page > 1) params.set(ORDER_LIST_PARAMS.page, String(state.page));
  if (state.search !== '') params.set(ORDER_LIST_PARAMS.search, state.search);
  return params;
}
