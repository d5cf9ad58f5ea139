import { COOKIE_NAMES } from '@storefront/api';
import type { ApiClient, ApiStore, SessionState } from '@storefront/api';
import type { MarketConfig } from '@storefront/domain';
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

/**
 * Who the visitor is (signed in or the silver guest), re-read whenever the store changes: every
 * sign-in, sign-out and 401 goes through the store, so screens follow them without a reload.
 */
export function useSession(): SessionState {
  const client = useApiClient();
  return useSelector(() => sessionSnapshot(client));
}
