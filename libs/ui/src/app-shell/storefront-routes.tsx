import type { ApiClient } from '@storefront/api';
import { isSupportedLocale, resolveLocale } from '@storefront/domain';
import type { Locale, MarketConfig } from '@storefront/domain';
import { redirect } from 'react-router';
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { loadHomeMessages, loadMessages } from '../i18n/messages';
import type { Messages } from '../i18n/messages';
import {
  localizedPath,
  loginPathFor,
  looksLikeLocale,
  splitFirstSegment,
} from '../shared/routing/locale-paths';
import type { StorefrontRoute } from '../shared/routing/route-definition';
import { LocaleLayout, ShellHydrateFallback } from './locale-layout';
import { NotFoundScreen } from './not-found-screen';
import { RootError, RouteError } from './route-error';
import type { StorefrontFirebase } from './storefront-options';

/** What the `/:locale` route's loader hands its layout. */
export interface LocaleData {
  readonly locale: Locale;
  /** Every text of the locale, or only the home page's while the first visit is on home. */
  readonly messages: Messages;
}

/** The route `handle` the shell reads: the page title's message id. */
export interface ShellRouteHandle {
  readonly titleId: string;
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
}

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
 * The texts are loaded again for another language, and when leaving the home page: a visit that
 * started there has only the home page's texts (docs/decisions/108); the loader then answers with
 * the whole locale, already fetched in the background. Query changes under one locale do not.
 */
export const revalidateLocaleTexts: ShouldRevalidateFunction = ({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
}) =>
  currentParams['locale'] !== nextParams['locale'] ||
  (isHomePath(currentUrl.pathname) && !isHomePath(nextUrl.pathname));

function toRouteObject(route: StorefrontRoute, options: StorefrontRouteOptions): RouteObject {
  const handle: ShellRouteHandle = { titleId: route.titleId };
  const guard = route.requiresLogin
    ? ({ request, params }: LoaderFunctionArgs) => {
        if (options.client.session().loggedIn) return null;
        const url = new URL(request.url);
        const locale = enabledLocale(params['locale'], options.market) ?? options.preferredLocale();
        return redirect(loginPathFor(locale, `${url.pathname}${url.search}`));
      }
    : undefined;
  const lazy = async () => ({ Component: (await route.load()).default });
  const common = { handle, lazy, ...(guard ? { loader: guard } : {}) };
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

  async function localeLoader({
    params,
    request,
  }: LoaderFunctionArgs): Promise<LocaleData | Response> {
    const locale = enabledLocale(params['locale'], market);
    if (locale === undefined) {
      return redirect(canonicalPath(new URL(request.url), market, options.preferredLocale));
    }
    if (!isHomePath(new URL(request.url).pathname)) {
      return { locale, messages: textsOf(locale, await loadMessages(locale)) };
    }
    // The home page renders with its own texts; the rest comes meanwhile, for the next screen.
    loadMessages(locale).catch(() => undefined);
    return { locale, messages: textsOf(locale, await loadHomeMessages(locale)) };
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
      shouldRevalidate: revalidateLocaleTexts,
      element: <LocaleLayout firebase={options.firebase} />,
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
              Component: NotFoundScreen,
              handle: { titleId: 'shell.notFound.title' } satisfies ShellRouteHandle,
            },
          ],
        },
      ],
    },
  ];
}
