import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while a page rendered on the server is being hydrated (and on the server itself), true
 * from the render after it and in every render of a screen the browser opens itself. A component
 * that shows what only the browser knows (sessionStorage, the visitor's clock) reads it while
 * rendering, so the first browser render matches the server's HTML (decision 250).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
