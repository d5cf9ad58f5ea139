import { currencyApi, siteContentApi } from '@storefront/api';
import type { LanguageCode } from '@storefront/domain';
import type { StorefrontRouteOptions } from './storefront-routes';

/**
 * The visitor-independent half of SPEC §7's layout load: the currency of the page's language and
 * the web configuration. The locale route's loader starts them, so a page rendered on the server
 * carries their answers (its store travels in the page) and a guest's browser loads neither the
 * calls nor the header's counts chunk: the counts, the profile and the cart are a signed-in
 * customer's, and stay with the header (use-layout-load.ts, decision 274).
 * A lazy chunk of the shell: the endpoints' schemas stay off the first render (decision 103).
 */
export async function runLayoutQueries(
  data: NonNullable<StorefrontRouteOptions['routeData']>,
  language: LanguageCode,
): Promise<void> {
  const started = [
    data.dispatch(currencyApi.endpoints.getCurrency.initiate({ query: { id: language } })),
    data.dispatch(siteContentApi.endpoints.getSiteContent.initiate()),
  ];
  if (data.mode === 'start') {
    // As a screen's queries in the browser: the cache keeps the answers once nobody holds them.
    for (const query of started) void Promise.resolve(query).finally(() => query.unsubscribe());
    return;
  }
  // The server's store lives for one request: its subscriptions are dropped with it (an
  // unsubscribe would arm the cache's one-hour timer and keep the store alive that long).
  await Promise.all(started);
}
