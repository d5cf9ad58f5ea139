import { buttonClassName } from '@storefront/ui-kit';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useHydrated } from '../../shared/hydration/use-hydrated';
import { ROUTE_PATHS } from '../../shared/routing/route-paths';
import { useLocalePath } from '../../shared/routing/use-locale';
import { useMarket, useSession } from '../../shared/session/use-session';

/**
 * The signed-in customer's menu: a lazy chunk, so a guest's first render does not carry it (the
 * 170 KB budget, decision 300). It renders from the browser's first render after hydration on:
 * a lazy boundary hydrated while its chunk still loads is rendered anew by React when the header
 * changes meanwhile (React's error #419 in the console, seen in the journeys).
 */
const CustomerMenu = lazy(() => import('./customer-menu'));

/**
 * A guest sees "Log in" (and "Register" where the market shows it); a customer a disclosure
 * button with their name that opens the list of their pages and "Log out" (customer-menu.tsx).
 */
export function AccountMenu() {
  const intl = useIntl();
  const session = useSession();
  const market = useMarket();
  const localePath = useLocalePath();

  if (!session.loggedIn) {
    return (
      <div className="flex items-center gap-2">
        <Link to={localePath(ROUTE_PATHS.login)} className={buttonClassName('ghost', 'sm')}>
          {intl.formatMessage({ id: 'shell.account.login' })}
        </Link>
        {market.showRegisterButton && (
          <Link to={localePath(ROUTE_PATHS.register)} className={buttonClassName('primary', 'sm')}>
            {intl.formatMessage({ id: 'shell.account.register' })}
          </Link>
        )}
      </div>
    );
  }
  return <SignedInMenu />;
}

/** Until the menu is there, a box of its size keeps the header's other controls in place. */
const MENU_PLACEHOLDER = <span aria-hidden="true" className="inline-block h-8 w-10 sm:w-36" />;

function SignedInMenu() {
  const hydrated = useHydrated();
  if (!hydrated) return MENU_PLACEHOLDER;
  return (
    <Suspense fallback={MENU_PLACEHOLDER}>
      <CustomerMenu />
    </Suspense>
  );
}
