import type { StorefrontRoute } from '../../shared/routing/route-definition';
import { ROUTE_PATHS } from '../../shared/routing/route-paths';

/** The catalogue is public: a guest browses and is asked to log in only to save or submit. */
export const routes: StorefrontRoute[] = [
  { path: '', load: () => import('./home-screen'), titleId: 'catalog.home.title' },
  {
    path: 'search',
    load: () => import('./search-screen'),
    titleId: 'catalog.search.title',
    texts: 'public',
  },
  {
    path: ROUTE_PATHS.product,
    load: () => import('./product-screen'),
    titleId: 'catalog.product.title',
    texts: 'public',
  },
];
