import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * What only the browser knows (sessionStorage, the visitor's clock), read while rendering: the
 * server's value on the server and while its page hydrates, so the first browser render matches
 * the server's HTML (decision 250); the browser's from the render after it, and in every render
 * of a screen the browser opens itself. React renders the component again after hydration only
 * when the two differ, and then that component alone: read it in the smallest component that
 * shows it, not at the top of a screen (a screen rendered twice is a long task, issue 13).
 * `read` must answer an equal primitive while nothing changed (useSyncExternalStore's snapshot).
 */
export function useBrowserValue<T extends string | number | boolean | null>(
  read: () => T,
  onServer: T,
): T {
  return useSyncExternalStore(noSubscription, read, () => onServer);
}

const inBrowser = () => true;

/**
 * False while a page rendered on the server is being hydrated (and on the server itself), true
 * from the render after it and in every render of a screen the browser opens itself: the
 * component that reads it always renders again after hydration (useBrowserValue).
 */
export function useHydrated(): boolean {
  return useBrowserValue(inBrowser, false);
}
