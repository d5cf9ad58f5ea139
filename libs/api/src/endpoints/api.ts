import { createApi } from '@reduxjs/toolkit/query/react';
import { QUERY_DEFAULTS } from '@storefront/domain';
import { apiBaseQuery } from '../base-query/base-query';
import { TAG_TYPES } from './tags';

const MS_PER_SECOND = 1000;

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
});

/** Notifications change more often: dropped 10 minutes after their last user (SPEC §9). */
export const NOTIFICATION_KEEP_SECONDS = QUERY_DEFAULTS.notifications.cacheMs / MS_PER_SECOND;
