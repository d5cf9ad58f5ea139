import type { OptionsObject, SnackbarMessage } from 'notistack';
import { enqueueToast } from './toaster';

/** SPEC §9: ordinary toasts (mutation outcomes) sit top-center and close after 3 s. */
export const DEFAULT_TOAST = {
  anchorOrigin: { vertical: 'top', horizontal: 'center' },
  autoHideDuration: 3000,
} as const satisfies OptionsObject;

/**
 * SPEC §9: notification toasts (a push arrived) sit top-right for 8 s with no close button.
 * "Right" is the reading end: in right-to-left pages the shell mirrors it (notificationToast).
 */
export const NOTIFICATION_TOAST = {
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
  autoHideDuration: 8000,
  // notistack falls back to the provider's close button for a missing or null action; an action
  // that renders nothing removes it.
  action: () => null,
} as const satisfies OptionsObject;

/** The notification toast's options for a page direction. */
export function notificationToast(rtl: boolean): OptionsObject {
  return rtl
    ? { ...NOTIFICATION_TOAST, anchorOrigin: { vertical: 'top', horizontal: 'left' } }
    : NOTIFICATION_TOAST;
}

/**
 * Shows a notification toast (a push message, a new notification). Anywhere under the shell's
 * toaster; ordinary outcomes use enqueueToast with the defaults.
 */
export function notify(
  message: SnackbarMessage,
  options: Omit<OptionsObject, 'anchorOrigin' | 'autoHideDuration' | 'action'> = {},
): void {
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  enqueueToast(message, { variant: 'info', ...options, ...notificationToast(rtl) });
}
