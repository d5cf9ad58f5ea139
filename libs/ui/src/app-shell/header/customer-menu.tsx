import { api, profileApi } from '@storefront/api';
import { isGuest } from '@storefront/domain';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router';
import { enqueueToast } from '../../shared/notify';
import { ROUTE_PATHS } from '../../shared/routing/route-paths';
import type { RoutePathName } from '../../shared/routing/route-paths';
import { useLocalePath } from '../../shared/routing/use-locale';
import { useApiClient, useSession } from '../../shared/session/use-session';

/** The customer's own pages, in the order the menu lists them. */
const ACCOUNT_LINKS = [
  ['orders', 'shell.account.orders'],
  ['buyAgain', 'shell.account.buyAgain'],
  ['inquiries', 'shell.account.inquiries'],
  ['wishlist', 'shell.account.wishlist'],
  ['vouchers', 'shell.account.vouchers'],
  ['profile', 'shell.account.profile'],
  ['addresses', 'shell.account.addresses'],
] as const satisfies readonly (readonly [RoutePathName, string])[];

const MENU_LINK =
  'block rounded-md px-3 py-2 text-sm text-neutral-800 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-primary-500';

/**
 * A signed-in customer's disclosure button with their name that opens the list of their pages
 * and "Log out" (account-menu.tsx loads it). A disclosure, not an ARIA menu: these are plain
 * links, which keyboard and screen-reader users already know.
 */
export default function CustomerMenu() {
  const intl = useIntl();
  const session = useSession();
  const localePath = useLocalePath();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  // The token's name is the one of its sign-in; the profile (the layout load fetches it, and an
  // edit refetches it) has the current one, so the header follows a profile edit (issue 14).
  // Read, not subscribed: the header never asks for the profile itself.
  const { data: profile } = profileApi.endpoints.getProfile.useQueryState(undefined);

  // Following a link (or any navigation) closes the list.
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return undefined;
    function closeOutside(event: MouseEvent) {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) {
        setOpen(false);
      }
    }
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const name = isGuest(session.identity)
    ? (session.localTestEmail ?? '')
    : profile?.email === session.identity.email
      ? profile.nama
      : session.identity.userName;

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    <div className="relative" onKeyDown={closeOnEscape}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex max-w-48 items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-neutral-800 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-primary-500"
      >
        <span className="sr-only">{intl.formatMessage({ id: 'shell.account.menu' })}: </span>
        {/* On a phone the header has no room for the greeting: a person stands for it. */}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5 shrink-0 fill-current sm:hidden"
        >
          <path d="M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0H3Z" />
        </svg>
        <span className="sr-only sm:not-sr-only sm:truncate">
          {intl.formatMessage({ id: 'shell.account.greeting' }, { name })}
        </span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-current">
          <path d="m5.3 7.3 4.7 4.6 4.7-4.6 1.3 1.3-6 6-6-6 1.3-1.3Z" />
        </svg>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute end-0 z-40 mt-1 w-56 rounded-md border border-neutral-200 bg-white p-1 shadow-lg"
      >
        <ul>
          {ACCOUNT_LINKS.map(([path, label]) => (
            <li key={path}>
              <Link to={localePath(ROUTE_PATHS[path])} className={MENU_LINK}>
                {intl.formatMessage({ id: label })}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-neutral-200 pt-1">
            <LogoutButton />
          </li>
        </ul>
      </div>
    </div>
  );
}

/**
 * Signing out is the client's alone (the contract has no logout call): the token cookie goes,
 * every cached answer of the customer is dropped, and the visitor lands on the home page.
 */
function LogoutButton() {
  const intl = useIntl();
  const client = useApiClient();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const localePath = useLocalePath();

  function logout() {
    client.endSession();
    dispatch(api.util.resetApiState());
    void navigate(localePath(ROUTE_PATHS.home));
    enqueueToast(intl.formatMessage({ id: 'shell.account.loggedOut' }), { variant: 'success' });
  }

  return (
    <button type="button" onClick={logout} className={`${MENU_LINK} w-full text-start`}>
      {intl.formatMessage({ id: 'shell.account.logout' })}
    </button>
  );
}
