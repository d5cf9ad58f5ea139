import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import type { SnackbarKey } from 'notistack';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_TOAST } from '../shared/notify/notify';
import { attachToaster } from '../shared/notify/toaster';

function CloseToast({ id }: { readonly id: SnackbarKey }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      onClick={() => closeSnackbar(id)}
      aria-label={intl.formatMessage({ id: 'shell.toast.close' })}
      className="rounded p-1 text-current opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-white"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
        <path d="M5.3 4 4 5.3 8.7 10 4 14.7 5.3 16l4.7-4.7 4.7 4.7 1.3-1.3-4.7-4.7L16 5.3 14.7 4 10 8.7 5.3 4Z" />
      </svg>
    </button>
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
