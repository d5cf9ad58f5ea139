import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '../../shared/routing/route-paths';
import { useLocalePath } from '../../shared/routing/use-locale';
import { useSession } from '../../shared/session/use-session';
import { AccountMenu } from './account-menu';
import { COUNTS_SPACE } from './counts-space';
import { LanguageSwitcher } from './language-switcher';
import { SearchBox } from './search-box';

const HeaderCounts = lazy(() => import('./header-counts'));

/**
 * Logo, search, cart and notification counts (with the signed-in half of the layout load behind
 * them), the account and the language.
 */
export function SiteHeader() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const brand = intl.formatMessage({ id: 'shell.brand' });
  // Counts are a signed-in customer's (a real token): a guest's page loads neither their chunk
  // nor its calls (decision 274).
  const signedIn = useSession().via === 'token';

  return (
    <header className="border-b border-neutral-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3">
        <Link
          to={localePath(ROUTE_PATHS.home)}
          aria-label={intl.formatMessage({ id: 'shell.homeLink' }, { brand })}
          className="inline-flex items-center gap-2 rounded-md font-bold text-primary-700 focus-visible:outline-2 focus-visible:outline-primary-500"
        >
          <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
            <rect width="32" height="32" rx="8" className="fill-primary-600" />
            <path
              d="M8 12h16l-2 12H10L8 12Zm4-1a4 4 0 0 1 8 0h-2a2 2 0 0 0-4 0h-2Z"
              className="fill-white"
            />
            <circle cx="24" cy="9" r="4" className="fill-secondary-500" />
          </svg>
          <span className="hidden sm:inline">{brand}</span>
        </Link>
        <div className="order-last w-full sm:order-none sm:w-auto sm:flex-1">
          <SearchBox />
        </div>
        <nav
          aria-label={intl.formatMessage({ id: 'shell.nav.label' })}
          // Wraps on the narrowest phones (long sign-in labels, in Thai) rather than widen the page.
          className="ms-auto flex min-w-0 flex-wrap items-center justify-end gap-1"
        >
          {signedIn && (
            <Suspense fallback={COUNTS_SPACE}>
              <HeaderCounts />
            </Suspense>
          )}
          <AccountMenu />
          <LanguageSwitcher />
        </nav>
      </div>
    </header>
  );
}
