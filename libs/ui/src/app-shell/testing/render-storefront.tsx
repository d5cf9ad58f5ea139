import { createTestStore } from '@storefront/api/testing';
import type { MarketConfig } from '@storefront/domain';
import { ID_MARKET } from '@storefront/domain';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { loadHomeMessages, loadMessages } from '../../i18n/messages';
import { localeOfPath } from '../../shared/routing/locale-paths';
import type { StorefrontRoute } from '../../shared/routing/route-definition';
import { LOCALE_COOKIE, preferredLocale } from '../locale-preference';
import { sendToLoginWithReturn } from '../login-redirect';
import type { StorefrontFirebase } from '../storefront-options';
import { createStorefrontRoutes } from '../storefront-routes';

export interface RenderStorefrontOptions {
  readonly market?: MarketConfig;
  readonly featureRoutes: readonly StorefrontRoute[];
  readonly browserLanguages?: readonly string[];
  readonly firebase?: StorefrontFirebase;
  readonly appMessages?: Parameters<typeof createStorefrontRoutes>[0]['appMessages'];
}

/** A screen for a fake route: a heading, like a real screen's. */
export function screenWith(Component: ComponentType): StorefrontRoute['load'] {
  return () => Promise.resolve({ default: Component });
}

/**
 * The shell as createStorefront mounts it, on a memory router: the same routes, the test store
 * of libs/api (talking to the msw handlers) with the same 401 wiring.
 */
export async function renderStorefront(url: string, options: RenderStorefrontOptions) {
  const market = options.market ?? ID_MARKET;
  // The texts of a locale (and the home page's part) are big modules; loaded once here, the route loaders find them in
  // the module cache and tests do not race a cold import.
  await Promise.all(
    market.locales.flatMap((locale) => [loadMessages(locale), loadHomeMessages(locale)]),
  );
  const store = createTestStore({
    market,
    getLocale: () => localeOfPath(router.state.location.pathname, market) ?? market.defaultLocale,
    navigate: (path) => sendToLoginWithReturn(router, path),
  });
  const routes = createStorefrontRoutes({
    market,
    client: store.client,
    featureRoutes: options.featureRoutes,
    preferredLocale: () =>
      preferredLocale(
        market,
        store.client.cookies.get(LOCALE_COOKIE),
        options.browserLanguages ?? [],
      ),
    appMessages: options.appMessages,
    firebase: options.firebase,
    routeData: { dispatch: store.dispatch, mode: 'start' },
  });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return {
    ...result,
    user,
    store,
    router,
    /** The current URL: path and query. */
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}
