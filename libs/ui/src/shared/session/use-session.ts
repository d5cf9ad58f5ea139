import { api, COOKIE_NAMES } from '@storefront/api';
import type { ApiClient, ApiStore, profileApi, SessionState } from '@storefront/api';
import type { MarketConfig, SessionIdentity } from '@storefront/domain';
import { isGuest } from '@storefront/domain';
import { useSelector, useStore } from 'react-redux';

/** The API client of the store (createApiStore hangs it on the store as `client`). */
export function useApiClient(): ApiClient {
  return (useStore() as unknown as Pick<ApiStore, 'client'>).client;
}

/** The market this storefront serves. */
export function useMarket(): MarketConfig {
  return useApiClient().market;
}

const snapshots = new WeakMap<ApiClient, { key: string; session: SessionState }>();

/**
 * The session as of the cookies, the same object while they do not change: decoding the token
 * once per change rather than per render, and a stable value for useSelector.
 */
export function sessionSnapshot(client: ApiClient): SessionState {
  const { token, localTestEmail } = COOKIE_NAMES;
  const key = `${client.cookies.get(token) ?? ''}\u0000${client.cookies.get(localTestEmail) ?? ''}`;
  const cached = snapshots.get(client);
  if (cached?.key === key) return cached.session;
  const session = client.session();
  snapshots.set(client, { key, session });
  return session;
}

type SalesContact = SessionIdentity['nama_sales'];
type ProfileSelector = ReturnType<typeof profileApi.endpoints.getProfile.select>;
type ProfileState = Parameters<ProfileSelector>[0];

const withContacts = new WeakMap<SessionState, { sales: SalesContact; session: SessionState }>();

function sameContact(a: SalesContact, b: SalesContact): boolean {
  return a === b || (a !== null && b !== null && a.nama === b.nama && a.telepon === b.telepon);
}

/**
 * The session with the sales contact of the cached profile when that profile is the session's
 * account. The token's `nama_sales` is the one of its sign-in; staff may move the customer to
 * another contact since (decision 302), and the layout load fetches the profile afresh on every
 * page (SPEC §7), so the buyer sees the new contact on the next page load, not at the next
 * sign-in (decision 306). The same object while neither changes: a stable value for useSelector.
 */
export function withCurrentSalesContact(
  session: SessionState,
  profile: { readonly email: string; readonly sales: SalesContact } | undefined,
): SessionState {
  const identity = session.identity;
  if (!profile || isGuest(identity) || profile.email !== identity.email) return session;
  if (sameContact(identity.nama_sales, profile.sales)) return session;
  const cached = withContacts.get(session);
  if (cached && sameContact(cached.sales, profile.sales)) return cached.session;
  const current = { ...session, identity: { ...identity, nama_sales: profile.sales } };
  withContacts.set(session, { sales: profile.sales, session: current });
  return current;
}

let selectProfile: ProfileSelector | undefined;

/**
 * The cached profile, read through the one API object that profile.api.ts injects its endpoints
 * into: the session is in the first render, the profile's endpoints are not (the layout load and
 * the account screens bring them, 170 KB budget). Before they arrive there is no profile to read.
 */
function cachedProfile(state: ProfileState) {
  const endpoint = (api.endpoints as Partial<typeof profileApi.endpoints>).getProfile;
  if (!endpoint) return undefined;
  selectProfile ??= endpoint.select(undefined);
  return selectProfile(state).data;
}

/**
 * Who the visitor is (signed in or the silver guest), re-read whenever the store changes: every
 * sign-in, sign-out and 401 goes through the store, so screens follow them without a reload. The
 * sales contact follows the profile the layout load fetched (withCurrentSalesContact).
 */
export function useSession(): SessionState {
  const client = useApiClient();
  return useSelector((state: ProfileState) =>
    withCurrentSalesContact(sessionSnapshot(client), cachedProfile(state)),
  );
}
