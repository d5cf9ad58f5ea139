import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters and page kept in the screen's query ('#/inquiries?state=submitted&page=2'):
 * a reload, a shared link or the back button shows the same rows.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const get = useCallback((name: string) => params.get(name) ?? undefined, [params]);
  /** Sets filters (undefined or '' removes one) and goes back to the first page. */
  const setFilters = useCallback(
    (changes: Readonly<Record<string, string | undefined>>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, value);
        }
        next.delete('page');
        return next;
      });
    },
    [setParams],
  );
  const setPage = useCallback(
    (nextPage: number) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (nextPage <= 1) next.delete('page');
        else next.set('page', String(nextPage));
        return next;
      });
    },
    [setParams],
  );
  return { page, get, setFilters, setPage };
}
