import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';
import { ToastCloseButton } from '@storefront/ui-kit';
import { useIntl } from 'react-intl';

/** The storefront's ordinary toast (SPEC §9): top-center, 3 s. Staff see the same. */
const DEFAULT_TOAST = {
  anchorOrigin: { vertical: 'top', horizontal: 'center' },
  autoHideDuration: 3000,
} as const satisfies OptionsObject;

/**
 * The outcome of a staff action ("Variant quoted"). No bundle budget applies to the back-office,
 * so notistack is simply mounted with the shell (the storefront defers it, decision 119).
 */
export function enqueueToast(message: SnackbarMessage, options: OptionsObject = {}): void {
  enqueueSnackbar(message, { ...DEFAULT_TOAST, ...options });
}

function CloseToast({ id }: { readonly id: SnackbarKey }) {
  const intl = useIntl();
  return (
    <ToastCloseButton
      label={intl.formatMessage({ id: 'backoffice.shell.toast.close' })}
      onClick={() => closeSnackbar(id)}
    />
  );
}

/** Mounted once by the shell (and by renderScreen), inside the IntlProvider. */
export function Toaster() {
  return (
    <SnackbarProvider maxSnack={3} {...DEFAULT_TOAST} action={(id) => <CloseToast id={id} />} />
  );
}
