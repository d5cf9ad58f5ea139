import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import type { SnackbarKey } from 'notistack';
import { useEffect } from 'react';
import { ToastCloseButton } from '@storefront/ui-kit';
import { useIntl } from 'react-intl';
import { DEFAULT_TOAST } from '../shared/notify/notify';
import { attachToaster } from '../shared/notify/toaster';

function CloseToast({ id }: { readonly id: SnackbarKey }) {
  const intl = useIntl();
  return (
    <ToastCloseButton
      label={intl.formatMessage({ id: 'shell.toast.close' })}
      onClick={() => closeSnackbar(id)}
    />
  );
}

/**
 * notistack, loaded after the first paint (ShellSnackbarProvider). Toasts as SPEC §9 sets them:
 * top-center, 3 s, no progress bar (notistack has none), with a close button; notification
 * toasts override it (shared/notify). Three at most on screen. It wraps nothing: the toasts sit
 * in fixed containers, and the screens reach it through enqueueToast, not notistack's context.
 */
export default function Toaster() {
  // notistack's global enqueueSnackbar belongs to the provider constructed last: this one.
  useEffect(() => attachToaster((message, options) => enqueueSnackbar(message, options)), []);
  return (
    <SnackbarProvider
      maxSnack={3}
      anchorOrigin={DEFAULT_TOAST.anchorOrigin}
      autoHideDuration={DEFAULT_TOAST.autoHideDuration}
      action={(id) => <CloseToast id={id} />}
    />
  );
}
