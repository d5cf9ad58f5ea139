import type { ApiClient } from '@storefront/api';
import { isSupportedLocale, resolveLocale } from '@storefront/domain';
import type { Locale, MarketConfig } from '@storefront/domain';
import { redirect } from 'react-router';
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { loadMessages } from '../i18n/messages';
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

/** Only a change of language reloads the texts; query changes under one locale do not. */
export const revalidateOnLocaleChange: ShouldRevalidateFunction = ({ currentParams, nextParams }) =>
  currentParams['locale'] !== nextParams['locale'];

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

  async function localeLoader({
    params,
    request,
  }: LoaderFunctionArgs): Promise<LocaleData | Response> {
    const locale = enabledLocale(params['locale'], market);
    if (locale === undefined) {
      return redirect(canonicalPath(new URL(request.url), market, options.preferredLocale));
    }
    const messages = await loadMessages(locale);
    const overrides = options.appMessages?.[locale];
    return { locale, messages: overrides ? { ...messages, ...overrides } : messages };
  }

  return [
    {
      path: '/',
      loader: ({ request }) =>
        redirect(canonicalPath(new URL(request.url), market, options.preferredLocale)),
      errorElement: <RootError />,
    },
    {
      path: '/:locale',
      id: 'locale',
      loader: localeLoader,
      shouldRevalidate: revalidateOnLocaleChange,
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
