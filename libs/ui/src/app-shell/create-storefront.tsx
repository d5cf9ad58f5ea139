import { addErrorTexts, createApiStore, hydrateApiState } from '@storefront/api';
import { languageCode } from '@storefront/domain';
import type { ApiStore } from '@storefront/api';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { localeOfPath } from '../shared/routing/locale-paths';
import { withExtraLocales } from './extra-locales';
import { collectFeatureRoutes } from './feature-routes';
import { LOCALE_COOKIE, preferredLocale } from './locale-preference';
import { sendToLoginWithReturn } from './login-redirect';
import type { StorefrontOptions } from './storefront-options';
import { formattingFingerprint } from './formatting-fingerprint';
import { readPageData } from './page-data';
import type { PageData } from './page-data';
import { yieldToBrowser } from './yield-to-browser';
import { createStorefrontRoutes } from './storefront-routes';
import type { LocaleData, ShellRouteHandle } from './storefront-routes';
import './storefront.css';

export type StorefrontRouter = ReturnType<typeof createBrowserRouter>;

export interface Storefront {
  readonly router: StorefrontRouter;
  readonly store: ApiStore;
  /** Resolves once the storefront is mounted (a server-rendered page loads its screen first). */
  readonly ready: Promise<void>;
  readonly unmount: () => void;
}

/**
 * The signed-in screens the page opens on start their own queries now: hydration runs no loader,
 * and the screen would otherwise ask only once it renders after hydration (decision 250).
 */
function startSignedInQueries(routes: RouteObject[]): void {
  const url = new URL(window.location.href);
  for (const { route, params } of matchRoutes(routes, window.location) ?? []) {
    (route.handle as ShellRouteHandle | undefined)?.startOwnQueries?.({ params, url });
  }
}

/**
 * The screens the page opens on, loaded before hydrating: the router would otherwise render its
 * fallback while their chunks load, and the server's HTML would not match (React Router's
 * guidance for lazy routes with server rendering).
 */
async function loadLazyMatches(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Mounts a market's storefront: the API store (libs/api) configured for the market, the router
 * with every feature's screens under `/:locale`, and the providers. Apps call only this. A page
 * the gateway rendered (its data blocks present, decision 250) is hydrated with the server's
 * store state and route data; otherwise the storefront renders from scratch.
 */
export function createStorefront(options: StorefrontOptions): Storefront {
  const market = withExtraLocales(options.market, options.extraLocales);
  const found = options.container ?? document.getElementById('root');
  if (!found) throw new Error('createStorefront: no element with id "root" to mount in');
  const container: HTMLElement = found;

  // The store and the router need each other: the store's 401 handling navigates with the
  // router, the router's guards read the store's session. The closures below run on requests,
  // which only start once the router exists.
  const store = createApiStore({
    baseUrl: options.apiBaseUrl ?? '/',
    market,
    getLocale: () =>
      localeOfPath(router?.state.location.pathname ?? window.location.pathname, market) ??
      market.defaultLocale,
    navigate: (path) => {
      if (router) sendToLoginWithReturn(router, path);
    },
  });
  const preferred = () =>
    preferredLocale(market, store.client.cookies.get(LOCALE_COOKIE), navigator.languages ?? []);

  const makeRoutes = () =>
    createStorefrontRoutes({
      market,
      client: store.client,
      featureRoutes: collectFeatureRoutes(),
      preferredLocale: preferred,
      appMessages: options.messages,
      firebase: options.firebase,
      routeData: { dispatch: store.dispatch, mode: 'start' },
    });
  const page = readPageData(container.ownerDocument);

  let router: StorefrontRouter | undefined;
  let root: ReturnType<typeof createRoot> | undefined;
  let unmounted = false;
  function mount(routes: RouteObject[], hydrate: boolean): void {
    router = createBrowserRouter(routes, page ? { hydrationData: page.router } : {});
    const app = (
      <StrictMode>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </StrictMode>
    );
    // In a transition the first render yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page at once: a tap or a scroll on the server's HTML
    // is answered meanwhile (Lighthouse's Total Blocking Time, decision 273). A page rendered anew
    // keeps showing the server's HTML until its render commits.
    startTransition(() => {
      if (hydrate) {
        root = hydrateRoot(container, app);
      } else {
        root = createRoot(container);
        root.render(app);
      }
    });
  }
  /**
   * A page the server rendered is taken up in tasks of their own after the module's (decisions
   * 310, 311): the routes and the store state, the page's texts, the screens it opens on, then
   * hydration. At once, they made one task of some 250 ms on a mid-range phone, all of it Total
   * Blocking Time past 50 ms; each step is a few milliseconds to some 40 at 4x CPU.
   */
  async function takeUp(rendered: PageData): Promise<void> {
    await yieldToBrowser();
    const routes = makeRoutes();
    // Before the router exists: its first render (and the screens' hooks) find the answers the
    // page brought, and nothing is fetched again.
    store.dispatch(hydrateApiState(rendered.store));
    await yieldToBrowser();
    // The server's HTML is taken over only when this browser formats numbers and dates as the
    // server did; otherwise the page is rendered anew from the same data (no mismatch).
    const pageLocaleData = rendered.router.loaderData?.['locale'] as LocaleData | undefined;
    // The page's error texts: the browser loads no locale module before hydrating, and a text
    // the server showed (a variant's stock rule) must read the same, not as its code.
    if (pageLocaleData?.errorTexts) {
      addErrorTexts(languageCode(pageLocaleData.locale), pageLocaleData.errorTexts);
    }
    const hydrate =
      pageLocaleData !== undefined &&
      rendered.formatting === formattingFingerprint(pageLocaleData.locale, market);
    await yieldToBrowser();
    startSignedInQueries(routes);
    await loadLazyMatches(routes);
    // The screen's modules were evaluated in the task that resolved the import.
    await yieldToBrowser();
    if (!unmounted) mount(routes, hydrate);
  }
  const ready = page ? takeUp(page) : Promise.resolve(mount(makeRoutes(), false));
  return {
    get router() {
      if (!router) throw new Error('createStorefront: the router starts once `ready` resolves');
      return router;
    },
    store,
    ready,
    unmount: () => {
      unmounted = true;
      root?.unmount();
      router?.dispose();
    },
  };
}
