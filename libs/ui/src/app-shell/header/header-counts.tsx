import { Badge } from '@storefront/ui-kit';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '../../shared/routing/route-paths';
import { useLocalePath } from '../../shared/routing/use-locale';
import { useLayoutLoad } from '../use-layout-load';
import { COUNTS_SPACE } from './counts-space';

const ICON_LINK =
  'relative inline-flex size-10 items-center justify-center rounded-md text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-primary-500';

function CountLink({
  to,
  label,
  count,
  children,
}: {
  readonly to: string;
  readonly label: string;
  readonly count: number;
  readonly children: ReactNode;
}) {
  return (
    <Link to={to} aria-label={label} className={ICON_LINK}>
      {children}
      {count > 0 && (
        // The link's name carries the number; the badge is its picture.
        <span aria-hidden="true" className="absolute -end-1 -top-1">
          <Badge tone="secondary" className="bg-secondary-700 px-1.5 text-white ring-0">
            {count > 99 ? '99+' : count}
          </Badge>
        </span>
      )}
    </Link>
  );
}

/**
 * The layout load (SPEC §7) and the two counts it feeds: notifications and cart, for a signed-in
 * customer. A lazy chunk of the shell: the calls and their schemas load after the first render
 * instead of weighing on it (docs/decisions/103).
 */
export default function HeaderCounts() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const counters = useLayoutLoad();
  if (!counters) return COUNTS_SPACE;
  const cartCount = counters.cart;
  const newNotifications = counters.notifications_new;
  return (
    <>
      <CountLink
        to={localePath(ROUTE_PATHS.notifications)}
        label={intl.formatMessage({ id: 'shell.notifications.label' }, { count: newNotifications })}
        count={newNotifications}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
          <path d="M10 2a5.5 5.5 0 0 0-5.5 5.5v3.2L3 13.5V15h14v-1.5l-1.5-2.8V7.5A5.5 5.5 0 0 0 10 2Zm-2 14a2 2 0 0 0 4 0H8Z" />
        </svg>
      </CountLink>
      <CountLink
        to={localePath(ROUTE_PATHS.cart)}
        label={intl.formatMessage({ id: 'shell.cart.label' }, { count: cartCount })}
        count={cartCount}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
          <path d="M1 2h3l.6 2H18l-2 8H6.3l.4 1.5H16V15H5.5L3 3.5H1V2Zm6 15a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm9 0a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z" />
        </svg>
      </CountLink>
    </>
  );
}
