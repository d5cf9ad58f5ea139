import type { OptionsObject, SnackbarMessage } from 'notistack';
import { useSyncExternalStore } from 'react';

/** What the mounted toaster does with a toast: notistack's enqueueSnackbar. */
export type ShowToast = (message: SnackbarMessage, options: OptionsObject) => void;

/**
 * The toasts go through here rather than notistack's `useSnackbar`, so that notistack (and
 * goober, its styles) loads after the first paint instead of with it (docs/decisions/119): the
 * shell's ShellSnackbarProvider mounts the toaster when the page is idle or when the first toast
 * is asked for, whichever comes first. A toast asked for before then waits for it, in order.
 */
let show: ShowToast | undefined;
let waiting: [SnackbarMessage, OptionsObject][] = [];
let wanted = false;
const listeners = new Set<() => void>();

/** Asks the shell to mount the toaster (idempotent). */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Whether the toaster should be mounted: the shell's provider renders it from then on. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/**
 * The mounted toaster hands over its enqueue; the toasts that waited for it show now. Returns
 * the detach for its unmount.
 */
export function attachToaster(next: ShowToast): () => void {
  show = next;
  const queued = waiting;
  waiting = [];
  for (const [message, options] of queued) next(message, options);
  return () => {
    if (show === next) show = undefined;
  };
}

/**
 * Shows a toast with the shell's defaults (SPEC §9: top-center, 3 s, a close button) unless
 * `options` says otherwise. Callable anywhere under the shell, also outside React.
 */
export function enqueueToast(message: SnackbarMessage, options: OptionsObject = {}): void {
  if (show) {
    show(message, options);
    return;
  }
  waiting.push([message, options]);
  wantToaster();
}
