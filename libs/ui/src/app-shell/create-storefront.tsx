import { createApiStore } from '@storefront/api';
import type { ApiStore } from '@storefront/api';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { localeOfPath } from '../shared/routing/locale-paths';
import { withExtraLocales } from './extra-locales';
import { collectFeatureRoutes } from './feature-routes';
import { LOCALE_COOKIE, preferredLocale } from './locale-preference';
import { sendToLoginWithReturn } from './login-redirect';
import type { StorefrontOptions } from './storefront-options';
import { createStorefrontRoutes } from './storefront-routes';
import './storefront.css';

export type StorefrontRouter = ReturnType<typeof createBrowserRouter>;

export interface Storefront {
  readonly router: StorefrontRouter;
  readonly store: ApiStore;
  readonly unmount: () => void;
}

/**
 * Mounts a market's storefront: the API store (libs/api) configured for the market, the router
 * with every feature's screens under `/:locale`, and the providers. Apps call only this.
 */
export function createStorefront(options: StorefrontOptions): Storefront {
  const market = withExtraLocales(options.market, options.extraLocales);
  const container = options.container ?? document.getElementById('root');
  if (!container) throw new Error('createStorefront: no element with id "root" to mount in');

  // The store and the router need each other: the store's 401 handling navigates with the
  // router, the router's guards read the store's session. The closures below run on requests,
  // which only start once the router exists.
  const store = createApiStore({
    baseUrl: options.apiBaseUrl ?? '/',
    market,
    getLocale: () => localeOfPath(router.state.location.pathname, market) ?? market.defaultLocale,
    navigate: (path) => sendToLoginWithReturn(router, path),
  });
  const preferred = () =>
    preferredLocale(market, store.client.cookies.get(LOCALE_COOKIE), navigator.languages ?? []);

  const router: StorefrontRouter = createBrowserRouter(
    createStorefrontRoutes({
      market,
      client: store.client,
      featureRoutes: collectFeatureRoutes(),
      preferredLocale: preferred,
      appMessages: options.messages,
      firebase: options.firebase,
    }),
  );

  const root = createRoot(container);
  root.render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
  return {
    router,
    store,
    unmount: () => {
      root.unmount();
      router.dispose();
    },
  };
}
