import { describe, expect, it } from 'vitest';
import { hasSearchParams, readSearchParams, toCatalogQuery, toSearchParams } from './search-state';
import type { SearchState } from './search-state';

const DEFAULTS: SearchState = {
  keyword: '',
  searchType: '1688',
  sort: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  page: 1,
};

describe('readSearchParams', () => {
  it.each<[string, Partial<SearchState>]>([
    ['', {}],
    ['q=%20tas%20ransel%20', { keyword: 'tas ransel' }],
    ['type=taobao', { searchType: 'taobao' }],
    ['type=alibaba', {}],
    ['type=TAOBAO', {}],
    ['sort=lowest_price', { sort: 'lowest_price' }],
    ['sort=cheapest', {}],
    ['page=3', { page: 3 }],
    ['page=1', { page: 1 }],
    ['page=0', {}],
    ['page=-2', {}],
    ['page=2.5', {}],
    ['page=abc', {}],
    ['min=100000', { minPrice: 100000 }],
    ['max=0', { maxPrice: 0 }],
    ['min=100000&max=100001', { minPrice: 100000, maxPrice: 100001 }],
    // The domain's rule: the minimum must be strictly below the maximum, else no range at all.
    ['min=100000&max=100000', {}],
    ['min=100001&max=100000', {}],
    ['min=-5', {}],
    ['min=1e5', {}],
  ])('%s', (query, expected) => {
    expect(readSearchParams(new URLSearchParams(query))).toEqual({ ...DEFAULTS, ...expected });
  });
});

describe('toSearchParams', () => {
  it('leaves the defaults out', () => {
    expect(toSearchParams(DEFAULTS).toString()).toBe('');
  });

  it('round-trips a full search', () => {
    const state: SearchState = {
      keyword: 'botol minum',
      searchType: 'taobao',
      sort: 'top_sales',
      minPrice: 0,
      maxPrice: 50000,
      page: 4,
    };
    const params = toSearchParams(state);
    expect(params.toString()).toBe(
      'q=botol+minum&type=taobao&sort=top_sales&min=0&max=50000&page=4',
    );
    expect(readSearchParams(params)).toEqual(state);
  });
});

describe('hasSearchParams', () => {
  it.each([
    ['', false],
    ['utm_source=mail', false],
    ['q=', true],
    ['page=2', true],
    ['type=taobao', true],
  ])('%s → %s', (query, expected) => {
    expect(hasSearchParams(new URLSearchParams(query))).toBe(expected);
  });
});

describe('toCatalogQuery', () => {
  it('sends only the filters that are set', () => {
    expect(toCatalogQuery(DEFAULTS)).toEqual({ keyword: '', search_type: '1688', page: 1 });
    expect(
      toCatalogQuery({ ...DEFAULTS, sort: 'newest', minPrice: 10, maxPrice: 20, page: 2 }),
    ).toEqual({
      keyword: '',
      search_type: '1688',
      page: 2,
      sort: 'newest',
      min_price: 10,
      max_price: 20,
    });
  });
});
