import { buttonClassName } from '@storefront/ui-kit';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '../../shared/routing/route-paths';
import { useLocalePath } from '../../shared/routing/use-locale';
import { useMarket, useSession } from '../../shared/session/use-session';

/**
 * The signed-in customer's menu: a lazy chunk, as the header's counts are, so a guest's first
 * render does not carry it (the 170 KB budget, decision 300). A page rendered for a customer
 * keeps the server's menu on screen until the chunk has come and hydrates it then.
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
  return (
    <Suspense fallback={null}>
      <CustomerMenu />
    </Suspense>
  );
}
