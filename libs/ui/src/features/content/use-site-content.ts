import { siteContentApi, useGetSiteContentQuery } from '@storefront/api';
import type { RouteQueryArgs } from '../../shared';

/**
 * The CMS texts and FAQ of GET /oci/cms/seo, in the user's language (the gateway picks the
 * language; the shell refetches after a language switch). The layout loads the same query, so a
 * content page usually opens from the cache.
 */
export function useSiteContent() {
  return useGetSiteContentQuery();
}

/** The content pages' one query, started by their routes' loaders (complete pages from the server). */
export const siteContentQueries = ({ dispatch }: RouteQueryArgs) => [
  dispatch(siteContentApi.endpoints.getSiteContent.initiate()),
];
