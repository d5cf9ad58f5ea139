import { skipToken } from '@reduxjs/toolkit/query';
import type { ApiError } from '@storefront/api';
import { isApiError, useGetSyncResultQuery, useSyncCartMutation } from '@storefront/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SyncOutcome, SyncResultItems } from './sync-outcome';
import { summariseSync } from './sync-outcome';

/** How often a running sync is asked for its outcome. */
export const SYNC_POLL_MS = 1500;

export type CartSync =
  | { readonly status: 'idle' }
  | { readonly status: 'running' }
  | { readonly status: 'done'; readonly outcome: SyncOutcome }
  /** `error` when the call itself failed; otherwise `outcome` names the products that failed. */
  | {
      readonly status: 'failed';
      readonly error: ApiError | null;
      readonly outcome: SyncOutcome | null;
    };

/**
 * Refreshes price and stock of the whole cart from the marketplaces: starts a sync, then asks
 * for its result until the gateway says it finished. `onFinished` runs once a sync ends in any
 * way, so the screen can refetch the cart it changed.
 */
export function useCartSync(onFinished: () => void) {
  const [startSync] = useSyncCartMutation();
  const [syncId, setSyncId] = useState<string | null>(null);
  const [sync, setSync] = useState<CartSync>({ status: 'idle' });
  // Products the supplier removed stay marked for the rest of the visit.
  const [removedIds, setRemovedIds] = useState<ReadonlySet<string>>(new Set());
  const finishedRef = useRef(onFinished);
  useEffect(() => {
    finishedRef.current = onFinished;
  });

  const poll = useGetSyncResultQuery(syncId ? { params: { syncId } } : skipToken, {
    pollingInterval: SYNC_POLL_MS,
  });

  const finish = useCallback((result: SyncResultItems) => {
    const outcome = summariseSync(result);
    setRemovedIds((previous) => new Set([...previous, ...outcome.removedIds]));
    setSync(
      outcome.failures.length > 0
        ? { status: 'failed', error: null, outcome }
        : { status: 'done', outcome },
    );
    setSyncId(null);
    finishedRef.current();
  }, []);

  useEffect(() => {
    if (syncId === null) return;
    if (poll.error) {
      setSync({
        status: 'failed',
        error: isApiError(poll.error) ? poll.error : null,
        outcome: null,
      });
      setSyncId(null);
      finishedRef.current();
    } else if (poll.data && poll.data.sync_id === syncId && poll.data.finished_at !== null) {
      finish(poll.data);
    }
  }, [syncId, poll.data, poll.error, finish]);

  const start = useCallback(async () => {
    setSync({ status: 'running' });
    try {
      const started = await startSync({ body: {} }).unwrap();
      if (started.finished_at !== null) finish(started);
      else setSyncId(started.sync_id);
    } catch (error) {
      setSync({ status: 'failed', error: isApiError(error) ? error : null, outcome: null });
    }
  }, [startSync, finish]);

  return { sync, removedIds, start };
}
