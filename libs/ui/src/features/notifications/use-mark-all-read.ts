import { useReadNotificationsMutation } from '@storefront/api';
import { PAGE_LIMIT_MAX } from '@storefront/contract';
import { hasMorePages } from '@storefront/domain';
import { useCallback, useState } from 'react';

/** `error` is the call's failure (an ApiError, or RTK's SerializedError if something threw). */
export type MarkAllReadResult =
  { readonly ok: true } | { readonly ok: false; readonly error: unknown };

/**
 * Marks every notification read. The gateway reads a page at a time (GET
 * /oci/notification/read marks the page it answers), so this asks for the largest pages the
 * contract allows until one comes back short (the domain's hasMorePages) or the total is
 * covered: one call for anyone with up to 100 notifications.
 */
export function useMarkAllRead() {
  const [readPage] = useReadNotificationsMutation();
  const [running, setRunning] = useState(false);

  const markAllRead = useCallback(async (): Promise<MarkAllReadResult> => {
    setRunning(true);
    try {
      for (let page = 1; ; page += 1) {
        const result = await readPage({ query: { page, limit: PAGE_LIMIT_MAX } });
        if (result.error) return { ok: false, error: result.error };
        const { items, total } = result.data;
        if (!hasMorePages(items.length, PAGE_LIMIT_MAX) || page * PAGE_LIMIT_MAX >= total) {
          return { ok: true };
        }
      }
    } finally {
      setRunning(false);
    }
  }, [readPage]);

  return { markAllRead, running };
}
