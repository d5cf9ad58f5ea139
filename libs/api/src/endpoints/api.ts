import { createAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { QUERY_DEFAULTS } from '@storefront/domain';
import { apiBaseQuery } from '../base-query/base-query';
import { TAG_TYPES } from './tags';

const MS_PER_SECOND = 1000;

/**
 * The API state a page rendered on the server brought (the gateway puts the server store's
 * `api` slice in the page): dispatched once, before the browser's first render, so the screens
 * find their answers and do not fetch them again (libs/ui's createStorefront, decision 250).
 */
export const hydrateApiState = createAction<unknown>('api/hydrateFromPage');

/**
 * The one RTK Query API of the product. It starts empty: each feature file injects its own
 * endpoints (api.injectEndpoints), so a screen's chunk carries only the calls it makes.
 * Defaults of SPEC §9 (QUERY_DEFAULTS): data is kept an hour after its last user and refetched
 * when a screen mounts on data older than 5 minutes.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: QUERY_DEFAULTS.cacheMs / MS_PER_SECOND,
  refetchOnMountOrArgChange: QUERY_DEFAULTS.staleMs / MS_PER_SECOND,
  endpoints: () => ({}),
  extractRehydrationInfo(action, { reducerPath }) {
    if (!hydrateApiState.match(action)) return undefined;
    const state = action.payload as Record<string, unknown> | null;
    // RTK checks nothing here: a page without the slice (or a hand-edited one) hydrates nothing.
    return state && typeof state === 'object' ? (state[reducerPath] as never) : undefined;
  },
});

/** Notifications change more often: dropped 10 minutes after their last user (SPEC §9). */
export const NOTIFICATION_KEEP_SECONDS = QUERY_DEFAULTS.notifications.cacheMs / MS_PER_SECOND;
