import { catalogApi, useSearchCatalogQuery } from '@storefront/api';
import { DEFAULT_SEARCH_TYPE, SEARCH_SORTS } from '@storefront/domain';
import type { SearchSort } from '@storefront/domain';
import { Alert, Button, buttonClassName, PageHeading, Spinner } from '@storefront/ui-kit';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { ProductCard } from './components/product-card';
import { SearchBox } from './components/search-box';
import { lastSearchType, readProductListMemory } from './product-list-memory';
import { toSearchParams } from './search-state';
import type { SearchState } from './search-state';
import { useCatalogText } from './use-catalog-text';
import type { CatalogMessageId } from './i18n/en-US';
import { useStorefront } from './use-storefront';
import { productRequestPath, ROUTE_PATHS, useBrowserValue } from '../../shared';
import type { RouteQueryArgs } from '../../shared';

/** How many products a home shelf shows: one row of a wide screen, two of a phone. */
const SHELF_SIZE = 8;
/** Cards in a shelf's row at its widest (`sm:grid-cols-4`): the ones fetched first. */
const FIRST_ROW = 4;

function searchUrl(next: Partial<SearchState>): string {
  const params = toSearchParams({
    keyword: '',
    searchType: DEFAULT_SEARCH_TYPE,
    sort: undefined,
    minPrice: undefined,
    maxPrice: undefined,
    page: 1,
    ...next,
  });
  const query = params.toString();
  return query === '' ? ROUTE_PATHS.search : `${ROUTE_PATHS.search}?${query}`;
}

interface ShelfProps {
  readonly sort: SearchSort;
  readonly titleId: CatalogMessageId;
  readonly seeAllId: CatalogMessageId;
}

const SHELVES: readonly ShelfProps[] = [
  {
    sort: 'top_sales',
    titleId: 'catalog.home.bestSellers',
    seeAllId: 'catalog.home.seeAllBestSellers',
  },
  {
    sort: 'newest',
    titleId: 'catalog.home.newArrivals',
    seeAllId: 'catalog.home.seeAllNewArrivals',
  },
];

/** The question each shelf asks: the same argument for the route's loader and the shelf's hook. */
function shelfQuery(sort: SearchSort) {
  return { query: { keyword: '', sort, page: 1, limit: SHELF_SIZE } };
}

/** Both shelves, started by the route's loader (the server renders home from their answers). */
export const routeQueries = ({ dispatch }: RouteQueryArgs) =>
  SHELVES.map(({ sort }) =>
    dispatch(catalogApi.endpoints.searchCatalog.initiate(shelfQuery(sort))),
  );

/**
 * A shelf of real catalogue products, the first page of one sort (no invented "featured" data:
 * the catalogue's own top sellers and newest products).
 */
function Shelf({ sort, titleId, seeAllId, first }: ShelfProps & { readonly first: boolean }) {
  const t = useCatalogText();
  const { pathTo } = useStorefront();
  const headingId = useId();
  const { data, error, isLoading, refetch } = useSearchCatalogQuery(shelfQuery(sort));
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-neutral-900">
          {t(titleId)}
        </h2>
        <Link to={pathTo(searchUrl({ sort }))} className="text-sm text-primary-700 underline">
          {t(seeAllId)}
        </Link>
      </div>
      {/* Written out rather than ui-support's QueryFeedback: home is the first render, whose
          170 KB budget (tools/size) that shared chunk would tip over (decision 273). */}
      {isLoading && <Spinner label={t('catalog.search.loading')} />}
      {error && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="ghost" onClick={() => void refetch()}>
              {t('catalog.search.retry')}
            </Button>
          }
        >
          {error.message}
        </Alert>
      )}
      {data && data.items.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {data.items.map((product, index) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                headingLevel={3}
                // The first shelf's first row (four from `sm`) is the page's first sight.
                priority={first && index < FIRST_ROW}
              />
            </li>
          ))}
        </ul>
      )}
      {data && data.items.length === 0 && (
        <p className="text-sm text-neutral-600">{t('catalog.search.empty')}</p>
      )}
    </section>
  );
}

const lastSearchTypeOfTab = () => lastSearchType(readProductListMemory());

/**
 * The search box on the marketplace the tab last searched (sessionStorage): the page from the
 * server, and so its hydration, shows the default one; the render after it the remembered one,
 * of this box alone (the shelves are not rendered again).
 */
function RememberedSearchBox() {
  const { pathTo } = useStorefront();
  const navigate = useNavigate();
  const searchType = useBrowserValue(lastSearchTypeOfTab, DEFAULT_SEARCH_TYPE);
  return (
    <SearchBox
      keyword=""
      searchType={searchType}
      onSearch={(values) => void navigate(pathTo(searchUrl(values)))}
    />
  );
}

/**
 * Home (SPEC §2): the search box with the marketplace switch, links into the catalogue by each
 * of its sorts, two shelves of catalogue products, and the way to request a missing product.
 */
export default function HomeScreen() {
  const t = useCatalogText();
  const { pathTo } = useStorefront();
  const browseId = useId();
  const requestId = useId();
  return (
    <div className="flex flex-col gap-8">
      <PageHeading title={t('catalog.home.heading')} description={t('catalog.home.intro')} />
      <RememberedSearchBox />
      <nav aria-labelledby={browseId} className="flex flex-col gap-2">
        <h2 id={browseId} className="text-lg font-semibold text-neutral-900">
          {t('catalog.home.browse')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {SEARCH_SORTS.map((sort) => (
            <li key={sort}>
              <Link to={pathTo(searchUrl({ sort }))} className={buttonClassName('ghost', 'sm')}>
                {t(`catalog.search.sort.${sort}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {SHELVES.map((shelf) => (
        <Shelf key={shelf.sort} {...shelf} first={shelf === SHELVES[0]} />
      ))}
      <section
        aria-labelledby={requestId}
        className="flex flex-col items-start gap-2 rounded-lg bg-secondary-50 p-4"
      >
        <h2 id={requestId} className="text-lg font-semibold text-neutral-900">
          {t('catalog.home.requestHeading')}
        </h2>
        <p className="text-sm text-neutral-700">{t('catalog.home.requestText')}</p>
        <Link to={pathTo(productRequestPath())} className={buttonClassName('secondary', 'md')}>
          {t('catalog.home.requestLink')}
        </Link>
      </section>
    </div>
  );
}
