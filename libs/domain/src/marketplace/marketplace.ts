/** The three Chinese wholesale marketplaces a link or a product may come from. */
export const MARKETPLACES = ['1688', 'taobao', 'alibaba'] as const;
export type Marketplace = (typeof MARKETPLACES)[number];

/** Search runs on two of them; 1688 is the default. */
export const SEARCH_TYPES = ['1688', 'taobao'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const DEFAULT_SEARCH_TYPE: SearchType = '1688';

export const SEARCH_SORTS = [
  'top_sales',
  'popular',
  'newest',
  'highest_price',
  'lowest_price',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
