import { addErrorTexts, createApiStore, useGetSiteContentQuery } from '@storefront/api';
import { ERROR_TEXTS_EN, ERROR_TEXTS_ID, getMarket, ID_MARKET } from '@storefront/domain';
import type { MarketConfig } from '@storefront/domain';
import { Alert, Button, Spinner } from '@storefront/ui-kit';
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { LocaleContext, readLocalePreference, storeLocalePreference } from '../shared/locale';
import type { LocaleState } from '../shared/locale';
import { MarketContext } from '../shared/market';
import { Toaster } from '../shared/notify';
import { ApiClientContext, staffCookieJar } from '../shared/session';
import type { BackofficeFeature, BackofficeLocale } from './backoffice-feature';
import { messagesFor } from './feature-messages';
import { createBackofficeRouter, sendToLogin } from './routes';

// Staff read the gateway's errors in either language; there is no budget to defer one.
addErrorTexts('en', ERROR_TEXTS_EN);
addErrorTexts('id', ERROR_TEXTS_ID);

/** The header the gateway logs the caller by: the back-office, not a market's storefront. */
const SOURCE_NAME = 'backoffice';

export interface BackofficeAppProps {
  readonly apiBaseUrl: string;
  readonly features: readonly BackofficeFeature[];
}

function useLocaleState(): LocaleState {
  const [locale, setLocaleState] = useState<BackofficeLocale>(readLocalePreference);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return useMemo(
    () => ({
      locale,
      setLocale: (next: BackofficeLocale) => {
        storeLocalePreference(next);
        setLocaleState(next);
      },
    }),
    [locale],
  );
}

/**
 * The back-office: one build for every market. It first asks the gateway which market it serves
 * (the public site configuration), then mounts the staff screens with that market's currency and
 * time zone.
 */
export function BackofficeApp({ apiBaseUrl, features }: BackofficeAppProps) {
  const localeState = useLocaleState();
  const messages = useMemo(
    () => messagesFor(localeState.locale, features),
    [localeState.locale, features],
  );
  return (
    <LocaleContext.Provider value={localeState}>
      <IntlProvider locale={localeState.locale} messages={messages}>
        <Toaster />
        <MarketGate apiBaseUrl={apiBaseUrl} locale={localeState.locale}>
          {(market) => (
            <IntlProvider
              locale={localeState.locale}
              messages={messages}
              timeZone={market.timeZone}
            >
              <SignedInApp
                apiBaseUrl={apiBaseUrl}
                market={market}
                locale={localeState.locale}
                features={features}
              />
            </IntlProvider>
          )}
        </MarketGate>
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

interface MarketGateProps {
  readonly apiBaseUrl: string;
  readonly locale: BackofficeLocale;
  readonly children: (market: MarketConfig) => ReactNode;
}

/**
 * Reads the market from the public site configuration. The client needs a market before the one
 * it serves is known: the start-up client asks only that public, market-free entry, so the market
 * it is configured with is never read (the source name is given) and it is dropped afterwards
 * (docs/decisions/201).
 */
function MarketGate({ apiBaseUrl, locale, children }: MarketGateProps) {
  const [store] = useState(() =>
    createApiStore({
      baseUrl: apiBaseUrl,
      market: ID_MARKET,
      sourceName: SOURCE_NAME,
      getLocale: () => locale,
      cookies: staffCookieJar(),
    }),
  );
  return (
    <Provider store={store}>
      <SiteMarket>{children}</SiteMarket>
    </Provider>
  );
}

function SiteMarket({ children }: { readonly children: (market: MarketConfig) => ReactNode }) {
  const intl = useIntl();
  const { data, isError, isFetching, refetch } = useGetSiteContentQuery();
  if (data) return <>{children(getMarket(data.config.market))}</>;
  if (isError && !isFetching) {
    return (
      <main className="mx-auto flex min-h-screen max-w-md items-center p-6">
        <Alert
          tone="error"
          title={<FormattedMessage id="backoffice.shell.startFailed" />}
          action={
            <Button variant="secondary" onClick={() => void refetch()}>
              <FormattedMessage id="backoffice.shell.retry" />
            </Button>
          }
        />
      </main>
    );
  }
  return (
    <main className="flex min-h-screen items-center justify-center">
      <Spinner size="lg" label={intl.formatMessage({ id: 'backoffice.shell.loading' })} />
    </main>
  );
}

interface SignedInAppProps {
  readonly apiBaseUrl: string;
  readonly market: MarketConfig;
  readonly locale: BackofficeLocale;
  readonly features: readonly BackofficeFeature[];
}

/** The staff client of the market, and the hash router of every screen. */
function SignedInApp({ apiBaseUrl, market, locale, features }: SignedInAppProps) {
  // The client reads the locale through this ref at call time: a language switch does not
  // rebuild the store (and lose its cache).
  const [localeRef] = useState(() => ({ current: locale }));
  localeRef.current = locale;
  const [store] = useState(() =>
    createApiStore({
      baseUrl: apiBaseUrl,
      market,
      sourceName: SOURCE_NAME,
      getLocale: () => localeRef.current,
      cookies: staffCookieJar(),
      navigate: sendToLogin,
    }),
  );
  const [router] = useState(() => createBackofficeRouter(features, store.client));
  // A router listens to the window's history until disposed: an unmounted app must stop.
  useEffect(() => () => router.dispose(), [router]);
  return (
    <Provider store={store}>
      <ApiClientContext.Provider value={store.client}>
        <MarketContext.Provider value={market}>
          <RouterProvider router={router} />
        </MarketContext.Provider>
      </ApiClientContext.Provider>
    </Provider>
  );
}
