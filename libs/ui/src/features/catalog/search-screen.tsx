import { catalogApi, useSearchCatalogQuery } from '@storefront/api';
import { isLinkLike, SEARCH_SORTS } from '@storefront/domain';
import {
  buttonClassName,
  EmptyState,
  PageHeading,
  Pagination,
  SelectField,
} from '@storefront/ui-kit';
import { QueryFeedback } from '@storefront/ui-support';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PriceFilterForm } from './components/price-filter-form';
import { ProductCard } from './components/product-card';
import type { ProductSummary } from './components/product-card';
import { SearchBox } from './components/search-box';
import { readProductListMemory, rememberProductList } from './product-list-memory';
import { hasSearchParams, readSearchParams, toCatalogQuery, toSearchParams } from './search-state';
import type { SearchState } from './search-state';
import { useCatalogText } from './use-catalog-text';
import { useStorefront } from './use-storefront';
import { productPath, productRequestPath, useBrowserValue } from '../../shared';
import type { RouteQueryArgs } from '../../shared';

/**
 * A result photo's slot: two columns on a phone, three from `sm`, beside the 16rem filters from
 * `md` (a fifth of the screen or less), at most ~210px in the 72rem page column (decision 247).
 */
const RESULT_IMAGE_SIZES =
  '(min-width: 1152px) 210px, (min-width: 768px) 20vw, (min-width: 640px) 33vw, 50vw';
/** Results in a row at the widest (`lg:grid-cols-4`): the ones fetched first. */
const FIRST_ROW = 4;

/** The search of the URL, started by the route's loader with the argument the screen's hook uses. */
export const routeQueries = ({ url, dispatch }: RouteQueryArgs) => [
  dispatch(
    catalogApi.endpoints.searchCatalog.initiate({
      query: toCatalogQuery(readSearchParams(url.searchParams)),
    }),
  ),
];

/**
 * Search and catalogue (SPEC §2): keyword or link, marketplace switch, the five sorts, a price
 * range, pages. The search lives in the URL; the last one, its page and the product last opened
 * are also remembered for the tab (SPEC §3 temporary_product_list), so coming back from a product
 * — or to the search from anywhere — lands on the same page, scrolled to that product.
 */
export default function SearchScreen() {
  const t = useCatalogText();
  const { market, pathTo } = useStorefront();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // The tab's last search (sessionStorage) is known from the first render after hydration: the
  // server's page, and its hydration, show the bare search. A page with a search of its own
  // restores nothing, and is not rendered again after hydration for it.
  const restoring = useBrowserValue(
    () => !hasSearchParams(params) && readProductListMemory().lastSearch !== '',
    false,
  );
  const search = useMemo(() => readSearchParams(params), [params]);
  const { data, error, isFetching, isLoading, refetch } = useSearchCatalogQuery(
    { query: toCatalogQuery(search) },
    { skip: restoring },
  );

  // Back on the search without a query (a menu link, the browser's back button to a bare URL):
  // continue the search the customer left.
  useEffect(() => {
    if (!restoring) return;
    void navigate({ search: readProductListMemory().lastSearch }, { replace: true });
  }, [navigate, restoring]);

  useEffect(() => {
    if (restoring) return;
    rememberProductList({
      lastKeyword: search.keyword,
      lastPage: search.page,
      lastSearch: toSearchParams(search).toString(),
    });
  }, [restoring, search]);

  const scrolled = useRef(false);
  const lastClicked = useRef(readProductListMemory().lastProductIdClicked);
  const scrollTarget = (product: ProductSummary) => (element: HTMLAnchorElement | null) => {
    if (!element || scrolled.current || product.id !== lastClicked.current) return;
    scrolled.current = true;
    // Back from the product: the customer continues where they left the list.
    element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
  };

  function change(next: Partial<SearchState>) {
    // A new question starts at its first page; only paging keeps the page.
    setParams(toSearchParams({ ...search, page: 1, ...next }));
  }

  function changePage(page: number) {
    change({ page });
    window.scrollTo?.({ top: 0 });
  }

  // A pasted marketplace link is looked up, not searched (the gateway's `isLinkLike`): the page
  // speaks of the link, opens its product when the catalogue knows it, and offers to request it
  // when it does not. A link of another site is the gateway's refusal, naming the marketplaces.
  const pastedLink = isLinkLike(search.keyword);
  const linkedProduct = pastedLink && data?.items.length === 1 ? data.items[0] : undefined;
  useEffect(() => {
    if (!linkedProduct) return;
    void navigate(pathTo(productPath(linkedProduct.id)), { replace: true });
  }, [linkedProduct, navigate, pathTo]);

  // A lower-bound total is the cap (decision 196), so the pager ends at the cap's last page.
  const pageCount = data ? Math.ceil(data.total / data.limit) : 0;
  const title = pastedLink
    ? t('catalog.search.linkTitle')
    : search.keyword
      ? t('catalog.search.resultsFor', { keyword: search.keyword })
      : t('catalog.search.title');

  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={title} />
      {pastedLink && (
        // A link is one long word: it wraps anywhere rather than widen the page.
        <p className="-mt-4 text-sm break-all text-neutral-600">{search.keyword.trim()}</p>
      )}
      <SearchBox
        keyword={search.keyword}
        searchType={search.searchType}
        onSearch={(values) => change(values)}
      />
      <div className={pastedLink ? 'grid gap-6' : 'grid gap-6 md:grid-cols-[16rem_1fr]'}>
        {/* Sorting and a price range do not apply to one link's product: the answer comes first. */}
        {!pastedLink && (
          <section aria-label={t('catalog.search.filters')} className="flex flex-col gap-4">
            <SelectField
              label={t('catalog.search.sort.label')}
              value={search.sort ?? ''}
              onChange={(event) =>
                change({ sort: SEARCH_SORTS.find((sort) => sort === event.target.value) })
              }
              options={[
                { value: '', label: t('catalog.search.sort.relevance') },
                ...SEARCH_SORTS.map((sort) => ({
                  value: sort,
                  label: t(`catalog.search.sort.${sort}`),
                })),
              ]}
            />
            <PriceFilterForm
              currency={market.currency}
              minPrice={search.minPrice}
              maxPrice={search.maxPrice}
              onApply={(range) => change({ minPrice: range.min, maxPrice: range.max })}
            />
          </section>
        )}
        <section aria-label={t('catalog.search.results')} aria-busy={isFetching}>
          <QueryFeedback
            loading={isLoading || restoring}
            error={error?.message}
            onRetry={() => void refetch()}
            texts={{ loading: t('catalog.search.loading'), retry: t('catalog.search.retry') }}
          />
          {data && !error && (
            <>
              {!pastedLink && (
                <p className="mb-3 text-sm text-neutral-600" aria-live="polite">
                  {data.total_is_lower_bound
                    ? t('catalog.search.countAtLeast', { total: data.total })
                    : t('catalog.search.count', { total: data.total })}
                </p>
              )}
              {pastedLink && data.items.length === 0 ? (
                <EmptyState
                  title={t('catalog.search.linkNotListed')}
                  description={t('catalog.search.linkNotListedHint')}
                  action={
                    <Link
                      className={buttonClassName('primary', 'md')}
                      to={pathTo(productRequestPath(search.keyword.trim()))}
                    >
                      {t('catalog.search.requestLink')}
                    </Link>
                  }
                />
              ) : data.items.length === 0 ? (
                <EmptyState
                  title={t('catalog.search.empty')}
                  description={t('catalog.search.emptyHint')}
                  action={
                    <Link className="text-primary-700 underline" to={pathTo(productRequestPath())}>
                      {t('catalog.home.requestLink')}
                    </Link>
                  }
                />
              ) : (
                <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
                  {data.items.map((product, index) => (
                    <li key={product.id} id={`product-${product.id}`}>
                      <ProductCard
                        product={product}
                        headingLevel={2}
                        imageSizes={RESULT_IMAGE_SIZES}
                        priority={index < FIRST_ROW}
                        linkRef={scrollTarget(product)}
                        onOpen={(opened) =>
                          rememberProductList({ lastProductIdClicked: opened.id })
                        }
                      />
                    </li>
                  ))}
                </ul>
              )}
              <Pagination
                className="mt-6"
                page={search.page}
                pageCount={pageCount}
                onPageChange={changePage}
                labels={{
                  navigation: t('catalog.pagination.label'),
                  previous: t('catalog.pagination.previous'),
                  next: t('catalog.pagination.next'),
                  page: (page) => t('catalog.pagination.page', { page }),
                }}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
