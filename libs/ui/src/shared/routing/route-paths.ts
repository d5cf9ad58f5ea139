// The paths under `/:locale` that the shell, the features and the gateway's sitemap share live in
// libs/contract (one source, decision 245); the shell's test checks that each is a declared screen.
export {
  PRODUCT_REQUEST_LINK_PARAM,
  ROUTE_PATHS,
  productPath,
  productRequestPath,
} from '@storefront/contract';
export type { RoutePathName } from '@storefront/contract';

/** The query parameter the login guard and the 401 redirect put the interrupted path in. */
export const RETURN_PATH_PARAM = 'next';

/** The search route's keyword parameter (`search?q=`). */
export const SEARCH_QUERY_PARAM = 'q';
