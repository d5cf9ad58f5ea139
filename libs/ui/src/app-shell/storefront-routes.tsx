import type { ApiClient, ApiDispatch } from '@storefront/api';
import {
  isSupportedLocale,
  languageCode,
  resolveLocale,
  STOREFRONT_TIME_ZONE,
} from '@storefront/domain';
import type { Locale, MarketConfig } from '@storefront/domain';
import { matchPath, redirect } from 'react-router';
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { loadMessages, loadTextSet, TEXT_SETS } from '../i18n/messages';
import { sharedInPages } from './page-data';
import type { LocaleTexts, Messages, TextSet } from '../i18n/messages';
import {
  localizedPath,
  loginPathFor,
  looksLikeLocale,
  splitFirstSegment,
} from '../shared/routing/locale-paths';
import type { StorefrontRoute } from '../shared/routing/route-definition';
import { LocaleLayout, ShellHydrateFallback } from './locale-layout';
import { NotFoundScreen } from '../shared/routing/not-found-screen';
import { SignedInScreen } from './signed-in-screen';
import { RootError, RouteError } from './route-error';
import type { StorefrontFirebase } from './storefront-options';

/** What the `/:locale` route's loader hands its layout. */
export interface LocaleData {
  readonly locale: Locale;
  /** The texts of the page's set (`textSetOf`): home's, the public pages', or the whole locale. */
  readonly messages: Messages;
  /** The language's error texts (the browser registers them before hydrating a page). */
  readonly errorTexts: LocaleTexts['errorTexts'];
  /**
   * The footer's copyright year, in the storefront's time zone, read by the loader: a page
   * rendered on the server hands the browser the same year it rendered (decision 250).
   */
  readonly year: number;
}

/** Made once: a formatter costs more to build than the page's year is worth (every render). */
const YEAR_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: STOREFRONT_TIME_ZONE,
  year: 'numeric',
});

/** The current year in Asia/Singapore (the storefront's one time zone). */
function storefrontYear(now: Date): number {
  return Number(YEAR_FORMAT.format(now));
}

/** The route `handle` the shell reads: the page title's message id. */
export interface ShellRouteHandle {
  readonly titleId: string;
  /**
   * A signed-in screen's queries, started in the browser for a signed-in customer. A hydrating
   * page calls it (its loaders do not run then) so that the screen's data comes while React
   * hydrates the server's shell, not only once the screen first renders after it.
   */
  readonly startOwnQueries?: (at: RouteQueryAt) => void;
}

/** Where a screen's queries are started for: the URL and the route's params. */
export interface RouteQueryAt {
  readonly params: LoaderFunctionArgs['params'];
  readonly url: URL;
}

export interface StorefrontRouteOptions {
  readonly market: MarketConfig;
  readonly client: Pick<ApiClient, 'session'>;
  readonly featureRoutes: readonly StorefrontRoute[];
  /** The locale a visitor without one in the URL gets (cookie, browser, market default). */
  readonly preferredLocale: () => Locale;
  /** The app's own texts over the shell's and features' (a brand name), per locale. */
  readonly appMessages?: Partial<Record<Locale, Messages>>;
  readonly firebase?: StorefrontFirebase;
  /**
   * The public pages' texts (i18n/public-texts.ts), given by the server entry: a page it renders
   * carries those instead of the whole locale. Without it (the browser) a public page past home
   * loads the whole locale (decision 300).
   */
  readonly publicTexts?: (locale: Locale) => Promise<LocaleTexts>;
  /** The store the screens' loaders start their queries in, and whether they wait for them. */
  readonly routeData?: { readonly dispatch: ApiDispatch; readonly mode: RouteQueryMode };
}

/** The catch-all route's id: a server render that ends on it answers 404. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/** The locale of a `:locale` segment when the market enables it. */
function enabledLocale(segment: string | undefined, market: MarketConfig): Locale | undefined {
  return segment !== undefined && isSupportedLocale(segment) && market.locales.includes(segment)
    ? segment
    : undefined;
}

/**
 * Where a URL whose first segment is not an enabled locale belongs: a segment meant as a locale
 * ('fr-FR', 'en', 'ID-id') is replaced by the market's reading of it (resolveLocale: same
 * language, else the default); a path that lacks the locale ('/cart') is put under the
 * visitor's preferred one with every segment kept.
 */
export function canonicalPath(url: URL, market: MarketConfig, preferred: () => Locale): string {
  const [segment, rest] = splitFirstSegment(url.pathname);
  const path = looksLikeLocale(segment)
    ? `/${resolveLocale(segment, market)}${rest}`
    : `${localizedPath(preferred())}${url.pathname === '/' ? '' : url.pathname}`;
  return `${path}${url.search}`;
}

/** The home page: `/<locale>` (the index route), with or without the trailing slash. */
export function isHomePath(pathname: string): boolean {
  return splitFirstSegment(pathname)[1].replace(/\/$/, '') === '';
}

/**
 * The texts a page under `/:locale` renders with: the home page's own (docs/decisions/108), the
 * public pages' for a screen that says `texts: 'public'` and for a path no screen claims (the
 * not-found page), every text of the locale for the rest (docs/decisions/300).
 */
export function textSetOf(pathname: string, routes: readonly StorefrontRoute[]): TextSet {
  if (isHomePath(pathname)) return 'home';
  const rest = splitFirstSegment(pathname)[1];
  const route = routes.find(
    (candidate) => candidate.path !== '' && matchPath({ path: candidate.path }, rest) !== null,
  );
  return route === undefined || route.texts === 'public' ? 'public' : 'all';
}

/**
 * The texts are loaded again for another language, and when the next page needs a larger set
 * than the current one has (`TEXT_SETS`, smallest first): leaving home for a product page, or a
 * product page for the cart. Query changes and moves to a smaller set keep what is there.
 */
export function localeTextsRevalidation(
  routes: readonly StorefrontRoute[],
): ShouldRevalidateFunction {
  const rank = (url: URL) => TEXT_SETS.indexOf(textSetOf(url.pathname, routes));
  return ({ currentParams, nextParams, currentUrl, nextUrl }) =>
    currentParams['locale'] !== nextParams['locale'] || rank(nextUrl) > rank(currentUrl);
}

/**
 * What each screen's loader does with the queries its module names (`routeQueries`): 'await' on
 * the server (the page is rendered from their answers, which travel in it), 'start' in the
 * browser (they run while the chunk loads; the screen's hooks pick them up).
 */
export type RouteQueryMode = 'await' | 'start';

async function runRouteQueries(
  route: StorefrontRoute,
  at: RouteQueryAt,
  data: NonNullable<StorefrontRouteOptions['routeData']>,
): Promise<void> {
  const module = await route.load();
  const started = module.routeQueries?.({ ...at, dispatch: data.dispatch }) ?? [];
  if (data.mode === 'start') {
    // The cache keeps an answer for its hour once nobody holds it, long enough for the screen.
    for (const query of started) void Promise.resolve(query).finally(() => query.unsubscribe());
    return;
  }
  // The server's store lives for one request: its subscriptions are simply dropped with it.
  await Promise.all(started);
}

function toRouteObject(route: StorefrontRoute, options: StorefrontRouteOptions): RouteObject {
  const { routeData } = options;
  // A signed-in screen the server renders with the session (decision 307) brings its answers in
  // the page like a public one; the others are shells there, their data only ever asked for by
  // the browser (decision 250).
  const shell = route.requiresLogin === true && route.rendersWithSession !== true;
  const startOwnQueries =
    shell && routeData?.mode === 'start'
      ? (at: RouteQueryAt) => {
          if (!options.client.session().loggedIn) return;
          runRouteQueries(route, at, routeData).catch(() => undefined);
        }
      : undefined;
  const handle: ShellRouteHandle = {
    titleId: route.titleId,
    ...(startOwnQueries ? { startOwnQueries } : {}),
  };
  const loader =
    route.requiresLogin || routeData
      ? async (args: LoaderFunctionArgs) => {
          const at = { params: args.params, url: new URL(args.request.url) };
          if (route.requiresLogin && !options.client.session().loggedIn) {
            const locale =
              enabledLocale(args.params['locale'], options.market) ?? options.preferredLocale();
            return redirect(loginPathFor(locale, `${at.url.pathname}${at.url.search}`));
          }
          if (shell) {
            startOwnQueries?.(at);
            return null;
          }
          if (!routeData) return null;
          const running = runRouteQueries(route, at, routeData);
          if (routeData.mode === 'await') await running;
          else running.catch(() => undefined);
          return null;
        }
      : undefined;
  const lazy = async () => {
    const Screen = (await route.load()).default;
    // A signed-in screen is per customer and private; several read the clock while rendering.
    // The server renders its shell, the browser the screen once hydrated (decision 250).
    return { Component: shell ? () => <SignedInScreen screen={Screen} /> : Screen };
  };
  const common = { handle, lazy, ...(loader ? { loader } : {}) };
  return route.path === '' ? { index: true, ...common } : { path: route.path, ...common };
}

/**
 * The storefront's routes: `/` sends to the preferred locale, `/:locale` holds the layout and
 * every feature's screens (each a lazy chunk, guarded when it requires a login), and anything
 * unknown under a locale is the not-found page.
 */
export function createStorefrontRoutes(options: StorefrontRouteOptions): RouteObject[] {
  const { market } = options;

  // One object per locale and part, so a reload that finds the same texts does not make the
  // IntlProvider start over.
  const withOverrides = new Map<Messages, Messages>();
  function textsOf(locale: Locale, messages: Messages): Messages {
    const overrides = options.appMessages?.[locale];
    if (!overrides) return messages;
    let merged = withOverrides.get(messages);
    if (!merged) {
      merged = { ...messages, ...overrides };
      withOverrides.set(messages, merged);
    }
    return merged;
  }

  /** SPEC §7's layout load, the part every visitor makes (layout-queries.ts). */
  async function startLayoutQueries(locale: Locale): Promise<void> {
    const { routeData } = options;
    if (!routeData) return;
    try {
      const { runLayoutQueries } = await import('./layout-queries');
      await runLayoutQueries(routeData, languageCode(locale));
    } catch {
      // A failed call leaves the page without it, as a failed screen query does (its own retry).
    }
  }

  async function localeLoader({
    params,
    request,
  }: LoaderFunctionArgs): Promise<LocaleData | Response> {
    const locale = enabledLocale(params['locale'], market);
    if (locale === undefined) {
      return redirect(canonicalPath(new URL(request.url), market, options.preferredLocale));
    }
    const year = storefrontYear(new Date());
    const set = textSetOf(new URL(request.url).pathname, options.featureRoutes);
    // Home renders with its own texts; in the browser the rest comes meanwhile, for the next
    // screen (the server, which awaits, never needs it for this page).
    if (set === 'home' && options.routeData?.mode !== 'await') {
      loadMessages(locale).catch(() => undefined);
    }
    const layout = startLayoutQueries(locale);
    const texts = await (set === 'public' && options.publicTexts
      ? options.publicTexts(locale)
      : loadTextSet(set, locale));
    // On the server the page waits for them: their answers travel in it.
    if (options.routeData?.mode === 'await') await layout;
    // The same objects on every page of the locale: their JSON in the page is made once.
    return {
      locale,
      year,
      messages: sharedInPages(textsOf(locale, texts.messages)),
      errorTexts: sharedInPages(texts.errorTexts),
    };
  }

  return [
    {
      path: '/',
      loader: ({ request }) =>
        redirect(canonicalPath(new URL(request.url), market, options.preferredLocale)),
      // The loader always redirects, so nothing renders here; saying so (and what shows while
      // the first load runs) keeps React Router from warning in every visitor's console.
      element: null,
      HydrateFallback: ShellHydrateFallback,
      errorElement: <RootError />,
    },
    {
      path: '/:locale',
      id: 'locale',
      loader: localeLoader,
      shouldRevalidate: localeTextsRevalidation(options.featureRoutes),
      element: (
        <LocaleLayout firebase={options.firebase} dateWriters={options.market.dateWriters} />
      ),
      HydrateFallback: ShellHydrateFallback,
      errorElement: <RootError />,
      children: [
        {
          // A pathless layer: a screen that fails to load shows its error inside the layout.
          errorElement: <RouteError />,
          children: [
            ...options.featureRoutes.map((route) => toRouteObject(route, options)),
            {
              path: '*',
              id: NOT_FOUND_ROUTE_ID,
              Component: NotFoundScreen,
              handle: { titleId: 'shell.notFound.title' } satisfies ShellRouteHandle,
            },
          ],
        },
      ],
    },
  ];
}
