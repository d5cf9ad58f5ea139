import { catalogApi, createApiStore, requestCookieJar } from '@storefront/api';
import type { ApiDispatch, ApiStore } from '@storefront/api';
import type {
  StorefrontRenderRequest,
  StorefrontRenderResult,
  StorefrontServer,
} from '@storefront/contract';
import { textDirection } from '@storefront/domain';
import type { Locale } from '@storefront/domain';
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createIntl, createIntlCache } from 'react-intl';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { StaticHandlerContext } from 'react-router';
import { withExtraLocales } from '../app-shell/extra-locales';
import { collectFeatureRoutes } from '../app-shell/feature-routes';
import { LOCALE_COOKIE, preferredLocale } from '../app-shell/locale-preference';
import { formattingFingerprint } from '../app-shell/formatting-fingerprint';
import { pageDataScripts } from '../app-shell/page-data';
import type { StorefrontOptions } from '../app-shell/storefront-options';
import { createStorefrontRoutes, NOT_FOUND_ROUTE_ID } from '../app-shell/storefront-routes';
import type { LocaleData, ShellRouteHandle } from '../app-shell/storefront-routes';
import { localeOfPath } from '../shared/routing/locale-paths';
import { PageOutcomeContext } from '../shared/routing/page-outcome';
import type { PageOutcome } from '../shared/routing/page-outcome';
import { acceptedLanguages } from './accept-language';
import { documentHead } from './document-head';
import { loadPublicTexts } from '../i18n/public-texts';

/** A render that takes longer is abandoned: what is ready goes out and the browser does the rest. */
const RENDER_TIMEOUT_MS = 10_000;

const ROOT_ELEMENT = '<div id="root"></div>';

/** The head's formatters, kept across pages as the screens' are (shell-intl.tsx). */
const headTextsCache = createIntlCache();

/** The template split around the app's container; refused early when it has none. */
function splitTemplate(template: string): readonly [string, string] {
  const at = template.indexOf(ROOT_ELEMENT);
  if (at < 0) throw new Error(`The storefront's index.html has no ${ROOT_ELEMENT}`);
  return [template.slice(0, at), template.slice(at + ROOT_ELEMENT.length)];
}

function titleIdOf(context: StaticHandlerContext): string | undefined {
  return context.matches
    .map((match) => match.route.handle as Partial<ShellRouteHandle> | undefined)
    .filter((handle): handle is ShellRouteHandle => typeof handle?.titleId === 'string')
    .at(-1)?.titleId;
}

/** What the shared routes' loaders read of the page being rendered. */
interface RequestScope {
  readonly store: ApiStore;
  readonly preferredLocale: () => Locale;
}

/**
 * The storefront rendered on the server (decision 250), for the gateway: React Router's data
 * router with the very route objects the browser uses (createStaticHandler runs the loaders, the
 * screens' loaders await their RTK Query calls), React's streaming renderer, and the page's data
 * (store state, route data with the locale's texts) in JSON blocks for `createStorefront` to
 * hydrate from. One store per request: nothing a visitor sees is shared with another.
 */
export function createStorefrontServer(
  options: Omit<StorefrontOptions, 'container'>,
): StorefrontServer {
  const market = withExtraLocales(options.market, options.extraLocales);
  const featureRoutes = collectFeatureRoutes();

  // The routes and their handler are made once, not per page: building them (flattening and
  // compiling every path, resolving each lazy screen again) was a tenth of a page's render. What
  // is the request's own (its store, its visitor's preferred locale) the loaders read from the
  // request they run for, which AsyncLocalStorage carries through their awaits.
  const current = new AsyncLocalStorage<RequestScope>();
  function scope(): RequestScope {
    const found = current.getStore();
    if (!found) throw new Error('A storefront loader ran outside a page render');
    return found;
  }
  const routes = createStorefrontRoutes({
    market,
    client: { session: () => scope().store.client.session() },
    featureRoutes,
    preferredLocale: () => scope().preferredLocale(),
    appMessages: options.messages,
    firebase: options.firebase,
    publicTexts: loadPublicTexts,
    routeData: {
      dispatch: ((action: Parameters<ApiDispatch>[0]) =>
        scope().store.dispatch(action)) as ApiDispatch,
      mode: 'await',
    },
  });
  const handler = createStaticHandler(routes);

  async function render(request: StorefrontRenderRequest): Promise<StorefrontRenderResult> {
    const url = new URL(request.url);
    const cookies = requestCookieJar(request.cookie);
    const store = createApiStore({
      baseUrl: request.apiBaseUrl,
      market,
      getLocale: () => localeOfPath(url.pathname, market) ?? market.defaultLocale,
      cookies,
      fetchFn: request.fetch,
      // A 401 while rendering: the page renders as the answers came; the browser's own calls
      // then end the session as usual.
      navigate: () => undefined,
    });
    const requestScope: RequestScope = {
      store,
      preferredLocale: () =>
        preferredLocale(
          market,
          cookies.get(LOCALE_COOKIE),
          acceptedLanguages(request.acceptLanguage),
        ),
    };
    const context = await current.run(requestScope, () =>
      handler.query(new Request(url, { headers: { accept: 'text/html' } })),
    );
    if (context instanceof Response) {
      const location = context.headers.get('location');
      if (location !== null && context.status >= 300 && context.status < 400) {
        return { kind: 'redirect', status: context.status, location };
      }
      return { kind: 'fallback', status: context.status, error: new Error('Unexpected answer') };
    }
    if (context.errors) {
      const error = Object.values(context.errors)[0];
      return { kind: 'fallback', status: context.statusCode, error };
    }

    const localeData = context.loaderData['locale'] as LocaleData | undefined;
    const locale: Locale = localeData?.locale ?? market.defaultLocale;
    const notFound = context.matches.at(-1)?.route.id === NOT_FOUND_ROUTE_ID;
    // A signed-in screen renders only with a session (its guard redirects a guest), so the
    // session alone tells a page meant for one visitor.
    const personal = store.client.session().loggedIn;
    const router = createStaticRouter(handler.dataRoutes, context);
    const [before, after] = splitTemplate(request.template);
    const intl = createIntl(
      {
        locale,
        messages: localeData?.messages ?? {},
        defaultLocale: 'en-US',
        onError: () => undefined,
      },
      headTextsCache,
    );
    // Screens say here when the page they rendered is the not-found page (a product that does
    // not exist): known once the whole page has rendered, before its head is written.
    const outcome: PageOutcome = { notFound };
    const handled = context;
    function prefixOf(): string {
      const productId = outcome.notFound ? undefined : handled.matches.at(-1)?.params['productId'];
      const product = productId
        ? catalogApi.endpoints.getCatalogProduct.select({ params: { productId } })(store.getState())
            .data
        : undefined;
      const head = documentHead({
        intl,
        url,
        market,
        locale,
        titleId: outcome.notFound ? 'shell.notFound.title' : titleIdOf(handled),
        product,
      });
      return (
        before
          .replace(/<html[^>]*>/, `<html lang="${locale}" dir="${textDirection(locale)}">`)
          // A function, so a `$` in a product's name is not read as a replacement pattern.
          .replace(/<title>[^<]*<\/title>/, () => head)
      );
    }

    let timer: ReturnType<typeof setTimeout> | undefined;
    const html = await new Promise<string>((resolve, reject) => {
      let failed: unknown;
      const stream = renderToPipeableStream(
        <StrictMode>
          <Provider store={store}>
            <PageOutcomeContext value={outcome}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </PageOutcomeContext>
          </Provider>
        </StrictMode>,
        {
          // Never a boundary written apart from its place (a hidden template and an inline script
          // that moves it, which the page's CSP would block): with the whole page awaited below,
          // a lazy part (the product's price request form) is written where it stands.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          // The whole page at once: search engines and visitors without scripts read complete
          // HTML, and no inline script is needed to put late parts in place (the page's CSP).
          onAllReady() {
            if (failed !== undefined) {
              reject(failed);
              return;
            }
            let prefix: string;
            try {
              prefix = prefixOf();
            } catch (error) {
              reject(error);
              return;
            }
            // Gathered, not streamed: everything is ready, and React's many small chunks would
            // each be a write to the socket (a tenth of a page's cost, measured: decision 273).
            const chunks: Buffer[] = [];
            const app = new PassThrough();
            app.on('data', (chunk: Buffer) => chunks.push(chunk));
            app.on('end', () => {
              // The store after the render: the state the screens rendered from.
              const data = pageDataScripts({
                store: store.getState(),
                router: {
                  loaderData: context.loaderData,
                  actionData: context.actionData,
                  errors: null,
                },
                formatting: formattingFingerprint(locale, market),
              });
              resolve(
                `${prefix}<div id="root">${Buffer.concat(chunks).toString('utf8')}</div>${data}${after}`,
              );
            });
            app.on('error', reject);
            stream.pipe(app);
          },
          onShellError: reject,
          onError(error) {
            failed ??= error;
          },
        },
      );
      timer = setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS);
    })
      .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))
      .finally(() => clearTimeout(timer));
    if (html instanceof Error) {
      return { kind: 'fallback', status: 500, error: html };
    }
    return { kind: 'page', status: outcome.notFound ? 404 : 200, personal, html };
  }

  return { render };
}
