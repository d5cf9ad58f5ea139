/** Data query defaults of SPEC §9, as data for the client's query layer. */
export const QUERY_DEFAULTS = {
  /** One retry, one second apart, before a failure is shown. */
  retry: 1,
  retryDelayMs: 1_000,
  /** Served without refetching for 5 minutes. */
  staleMs: 300_000,
  /** Kept in memory for an hour after the last screen stops using it. */
  cacheMs: 3_600_000,
  /** Notifications change more often and are dropped sooner. */
  notifications: {
    staleMs: 300_000,
    cacheMs: 600_000,
  },
} as const;
