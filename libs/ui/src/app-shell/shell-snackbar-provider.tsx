import { lazy, Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { useToasterWanted, wantToaster } from '../shared/notify/toaster';

const Toaster = lazy(() => import('./toaster'));

/** After the first paint, once the browser has nothing else to do (or a second later). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 200);
  return () => window.clearTimeout(timer);
}

/**
 * The toasts of the shell (toaster.tsx: notistack with SPEC §9's settings) are not part of the
 * first render: they load when the page is idle, or at once when a toast is asked for earlier
 * (enqueueToast). The screens render before and without them (docs/decisions/119).
 */
export function ShellSnackbarProvider({ children }: { readonly children: ReactNode }) {
  const wanted = useToasterWanted();
  useEffect(() => whenIdle(wantToaster), []);
  return (
    <>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
