import { describe, expect, it } from 'vitest';
import { QUERY_DEFAULTS } from './query-defaults';

describe('QUERY_DEFAULTS', () => {
  it('retries once after a second, keeps data fresh 5 minutes and cached an hour (SPEC §9)', () => {
    expect(QUERY_DEFAULTS).toMatchObject({
      retry: 1,
      retryDelayMs: 1000,
      staleMs: 5 * 60_000,
      cacheMs: 60 * 60_000,
    });
  });

  it('keeps notifications fresh 5 minutes and cached 10 minutes', () => {
    expect(QUERY_DEFAULTS.notifications).toEqual({ staleMs: 5 * 60_000, cacheMs: 10 * 60_000 });
  });

  it('never keeps data cached for less time than it is fresh', () => {
    expect(QUERY_DEFAULTS.cacheMs).toBeGreaterThanOrEqual(QUERY_DEFAULTS.staleMs);
    expect(QUERY_DEFAULTS.notifications.cacheMs).toBeGreaterThanOrEqual(
      QUERY_DEFAULTS.notifications.staleMs,
    );
  });
});
