import { api, TAG_TYPES } from '@storefront/api';
import type { MarketConfig } from '@storefront/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Outlet, ScrollRestoration, useLoaderData, useLocation } from 'react-router';
import { useCampaignArrival } from './use-campaign-arrival';
import { SiteHeader } from './header/site-header';
import { useInitialProgress, useNavigationProgress } from './navigation-progress';
import { ShellIntlProvider } from './shell-intl';
import { ShellSnackbarProvider } from './shell-snackbar-provider';
import { SiteFooter } from './site-footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import type { StorefrontFirebase } from './storefront-options';
import type { LocaleData } from './storefront-routes';
import { useDocumentLocale } from './use-document-locale';
import { useDocumentTitle } from './use-document-title';
import { PageTitleContext } from '../shared/routing/page-title';

const PushBridge = lazy(() => import('./push-bridge'));

/** A missing text is a bug to see in development, not a reason to break the page in production. */
function reportIntlError(error: Error): void {
  if (import.meta.env.DEV) console.error(error);
}

/** The page around every screen: providers that need the locale, header, main, footer. */
export function LocaleLayout({
  firebase,
  dateWriters,
}: {
  readonly firebase?: StorefrontFirebase;
  readonly dateWriters?: MarketConfig['dateWriters'];
}) {
  const { locale, messages, year } = useLoaderData() as LocaleData;
  useDocumentLocale(locale);
  return (
    <ShellIntlProvider
      locale={locale}
      messages={messages}
      onError={reportIntlError}
      dateWriter={dateWriters?.[locale]}
    >
      <ShellSnackbarProvider>
        <ShellFrame firebase={firebase} locale={locale} year={year} />
      </ShellSnackbarProvider>
    </ShellIntlProvider>
  );
}

function ShellFrame({
  firebase,
  locale,
  year,
}: {
  readonly firebase: StorefrontFirebase | undefined;
  readonly locale: LocaleData['locale'];
  readonly year: number;
}) {
  useNavigationProgress();
  useCampaignArrival();
  // A screen's own page name (a product's), set while it shows; else the route's.
  const [screenPage, setScreenPage] = useState<string | undefined>();
  useDocumentTitle(screenPage);
  useRefetchOnLocaleChange(locale);
  const mainRef = useFocusMainOnNavigation();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      <main
        id={MAIN_CONTENT_ID}
        ref={mainRef}
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none"
      >
        <PageTitleContext value={setScreenPage}>
          <Outlet />
        </PageTitleContext>
      </main>
      <SiteFooter year={year} />
      <ScrollRestoration />
      {firebase && (
        <Suspense fallback={null}>
          <PushBridge firebase={firebase} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The gateway answers in the request's language (names, messages, CMS texts): after a switch,
 * every answer on screen is fetched again in the new one.
 */
function useRefetchOnLocaleChange(locale: string): void {
  const dispatch = useDispatch();
  const previous = useRef(locale);
  useEffect(() => {
    if (previous.current === locale) return;
    previous.current = locale;
    dispatch(api.util.invalidateTags([...TAG_TYPES]));
  }, [dispatch, locale]);
}

/**
 * After a route change, focus moves to the main landmark (without scrolling), so a screen-reader
 * user hears the new page instead of staying on the link they followed.
 */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}

/** What shows while the first screen and its texts load: an empty page and the progress bar. */
export function ShellHydrateFallback() {
  useInitialProgress();
  return <div aria-busy="true" className="min-h-screen" />;
}
