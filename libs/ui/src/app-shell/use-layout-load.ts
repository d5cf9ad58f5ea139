import { useGetCartQuery, useGetCountersQuery, useGetProfileQuery } from '@storefront/api';
import type { CountersData } from '@storefront/api';
import { getCounters } from '@storefront/contract';
import { isGuest } from '@storefront/domain';
import { useMemo } from 'react';
import { useHydrated } from '../shared/hydration/use-hydrated';
import { useApiClient, useSession } from '../shared/session/use-session';

/**
 * An answer this young was fetched by this very page load (the cart page asks for its cart while
 * it hydrates): it counts as fetched afresh, and is not asked for a second time.
 */
const AFRESH_SECONDS = 10;

/**
 * SPEC §7 "On layout load", the signed-in customer's half: the dashboard counters, and when the
 * session has a user name, the user data and the cart fetched afresh. The half every visitor
 * makes (currency, web configuration) is the locale route loader's (layout-queries.ts). Customer
 * calls wait for a real token: the local-test e-mail cookie signs the UI in but the gateway would
 * answer 401 (and the 401 would send the developer to the login).
 * Returns the counters for the header (the stored copy until the fresh one arrives).
 */
export function useLayoutLoad(): CountersData | undefined {
  const client = useApiClient();
  const session = useSession();
  const signedIn = session.via === 'token';
  // The stored copy is the browser's (localStorage): a page rendered on the server, and its
  // hydration, show none; the render after it does (decision 250).
  const hydrated = useHydrated();
  const hasUserName = signedIn && !isGuest(session.identity) && session.identity.userName !== '';

  const stored = useMemo(
    // The stored copy is checked with the contract's schema, handed over from here: the layout
    // load is a lazy chunk, the caches are created with the store (docs/decisions/117).
    () => (signedIn && hydrated ? client.caches.counters.read(getCounters.response) : undefined),
    [client, signedIn, hydrated],
  );

  const counters = useGetCountersQuery(undefined, { skip: !signedIn });
  useGetProfileQuery(undefined, { skip: !hasUserName, refetchOnMountOrArgChange: AFRESH_SECONDS });
  useGetCartQuery(undefined, { skip: !hasUserName, refetchOnMountOrArgChange: AFRESH_SECONDS });

  if (!signedIn) return undefined;
  return counters.data ?? stored;
}
