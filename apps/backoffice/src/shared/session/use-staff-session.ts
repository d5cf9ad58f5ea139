import type { ApiClient } from '@storefront/api';
import { createContext, useContext } from 'react';

/**
 * The configured API client of the back-office's store, for what the hooks do not cover: whether
 * a staff token is present, and ending the session on log out.
 */
export const ApiClientContext = createContext<ApiClient | null>(null);

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs the shell’s ApiClientContext');
  return client;
}

/**
 * Signed in = a staff token is stored. A staff token's payload is not a customer identity, so
 * libs/api's `loggedIn` stays false for it: the bearer token is what the gateway checks.
 */
export function isStaffSignedIn(client: ApiClient): boolean {
  return client.session().bearerToken !== undefined;
}
