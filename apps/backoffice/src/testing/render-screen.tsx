import { createTestStore, makeStaffSession } from '@storefront/api/testing';
import type { MarketConfig } from '@storefront/domain';
import { ID_MARKET } from '@storefront/domain';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictIntlProvider } from '@storefront/ui-support/testing';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { BackofficeLocale } from '../app/backoffice-feature';
import { SHELL_MESSAGES } from '../app/i18n';
import { LocaleContext } from '../shared/locale';
import { MarketContext } from '../shared/market';
import { Toaster } from '../shared/notify';
import { ApiClientContext, rememberStaffName, staffCookieJar } from '../shared/session';

export interface RenderScreenOptions {
  /** The UI locale (default en-US). */
  readonly locale?: BackofficeLocale;
  /** The market the gateway serves (default Indonesia). */
  readonly market?: MarketConfig;
  /** The route pattern the element is mounted at, e.g. 'orders/:orderNumber' (default ''). */
  readonly routePath?: string;
  /** The URL to open, e.g. 'orders/IDL123' (default: the route path itself). */
  readonly url?: string;
  /** The screen's own texts, beside the shell's common ones. */
  readonly messages?: Readonly<Record<string, string>>;
  /** A staff member is signed in (a staff token in the staff cookie jar); default true. */
  readonly signedIn?: boolean;
}

/** Where a screen navigated to: every path the element's route does not match lands here. */
function NavigatedAway() {
  const location = useLocation();
  return <p data-testid="navigated-to">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders a screen as the back-office shell would: the store of libs/api with the staff cookie
 * jar (talking to the msw handlers), the shell's common texts plus the screen's, the toaster and
 * a router. Returns the testing-library queries, a userEvent instance and the store (its
 * `navigations` records the client's 401 redirects). A navigation elsewhere renders
 * `getByTestId('navigated-to')` with the new path and query.
 */
export function renderScreen(element: ReactElement, options: RenderScreenOptions = {}) {
  const locale = options.locale ?? 'en-US';
  const market = options.market ?? ID_MARKET;
  const store = createTestStore({ locale, market, cookies: staffCookieJar() });
  if (options.signedIn ?? true) {
    const session = makeStaffSession();
    store.client.startSession(session);
    rememberStaffName(session.staff.name);
  }
  const messages = { ...SHELL_MESSAGES[locale], ...options.messages };
  const routePath = options.routePath ?? '';
  const url = `/${options.url ?? routePath}`;
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <ApiClientContext.Provider value={store.client}>
        <MarketContext.Provider value={market}>
          <LocaleContext.Provider value={{ locale, setLocale: store.setLocale }}>
            <StrictIntlProvider locale={locale} messages={messages} timeZone={market.timeZone}>
              <Toaster />
              <MemoryRouter initialEntries={[url]}>
                <Routes>
                  <Route path={`/${routePath}`} element={element} />
                  <Route path="*" element={<NavigatedAway />} />
                </Routes>
              </MemoryRouter>
            </StrictIntlProvider>
          </LocaleContext.Provider>
        </MarketContext.Provider>
      </ApiClientContext.Provider>
    </Provider>,
  );
  return { ...result, store, user };
}
