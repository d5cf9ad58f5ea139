import { createTestStore } from '@storefront/api/testing';
import type { Locale, MarketConfig } from '@storefront/domain';
import { ID_MARKET } from '@storefront/domain';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictIntlProvider } from '@storefront/ui-support/testing';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ShellSnackbarProvider } from '../app-shell/shell-snackbar-provider';
import { collectFeatureRoutes } from '../app-shell/feature-routes';
import { textSetOf } from '../app-shell/storefront-routes';
import { loadTextSet } from '../i18n/messages';
import { loadPublicTexts } from '../i18n/public-texts';

export interface RenderScreenOptions {
  /** The UI locale (default id-ID). */
  readonly locale?: Locale;
  readonly market?: MarketConfig;
  /** The route pattern under `/:locale` the element is mounted at (default ''). */
  readonly routePath?: string;
  /** The URL to open, without the locale (default: the route path itself). */
  readonly url?: string;
}

/**
 * Renders a screen as the storefront would: the store of libs/api (talking to the msw handlers),
 * the locale's real messages (the set the page renders with: `textSetOf`), the shell's toaster and a router with the `:locale` segment. Returns the
 * testing-library queries, a userEvent instance and the store (its `navigations` records the
 * client's 401 redirects).
 */
export async function renderScreen(element: ReactElement, options: RenderScreenOptions = {}) {
  const locale = options.locale ?? 'id-ID';
  const market = options.market ?? ID_MARKET;
  const store = createTestStore({ locale, market });
  const routePath = options.routePath ?? '';
  const url = `/${locale}/${options.url ?? routePath}`;
  // A screen's test names its page (routePath or url) and gets the texts the storefront renders
  // that page with (a public page has only some): a text of another feature shown there would
  // show its id in the shop, and fails the test instead. A component's test names no page and
  // gets every text.
  const set =
    options.routePath === undefined && options.url === undefined
      ? 'all'
      : textSetOf(new URL(url, 'http://test').pathname, collectFeatureRoutes());
  // The public set as the server renders it (the browser would load the whole locale).
  const { messages } = await (set === 'public'
    ? loadPublicTexts(locale)
    : loadTextSet(set, locale));
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <StrictIntlProvider locale={locale} messages={messages} timeZone={market.timeZone}>
        <ShellSnackbarProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={`/:locale/${routePath}`} element={element} />
              <Route path="*" element={<p>navigated away</p>} />
            </Routes>
          </MemoryRouter>
        </ShellSnackbarProvider>
      </StrictIntlProvider>
    </Provider>,
  );
  return { ...result, store, user };
}
