import { Button, FormDialog } from '@storefront/ui-kit';
import type { ButtonProps, FormDialogProps } from '@storefront/ui-kit';
import { createContext, useContext, useState } from 'react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export type StaffFormDialogProps = Omit<
  FormDialogProps,
  'open' | 'closeLabel' | 'cancelLabel' | 'onClose'
> &
  Partial<Pick<FormDialogProps, 'closeLabel' | 'cancelLabel' | 'onClose'>>;

/** The `close` of the DialogOpener a dialog was opened from. */
const CloseDialogContext = createContext<(() => void) | null>(null);

/**
 * Closes the dialog this component sits in (the one its DialogOpener mounted), so a form can
 * close itself after a success without its parent handing `onClose` down.
 */
export function useCloseDialog(): () => void {
  const close = useContext(CloseDialogContext);
  if (!close) throw new Error('useCloseDialog is used outside a DialogOpener');
  return close;
}

/**
 * A staff form in a dialog, with the back-office's common Close and Cancel texts. It is open
 * while mounted: the parent mounts it to open it, so every opening starts from empty fields.
 * Without `onClose` it closes through the DialogOpener that opened it.
 */
export function StaffFormDialog({ onClose, ...props }: StaffFormDialogProps) {
  const intl = useIntl();
  const opener = useContext(CloseDialogContext);
  const close = onClose ?? opener;
  if (!close) throw new Error('StaffFormDialog needs onClose outside a DialogOpener');
  return (
    <FormDialog
      open
      closeLabel={intl.formatMessage({ id: 'backoffice.common.close' })}
      cancelLabel={<FormattedMessage id="backoffice.common.cancel" />}
      onClose={close}
      {...props}
    />
  );
}

export interface DialogOpenerProps extends Pick<ButtonProps, 'variant' | 'size'> {
  /** The button's text. */
  readonly label: ReactNode;
  /** The dialog, mounted while open; it closes through useCloseDialog or StaffFormDialog. */
  readonly children: ReactNode;
}

/** A button that opens a dialog of its own (a StaffFormDialog) beside it. */
export function DialogOpener({ label, variant, size, children }: DialogOpenerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <CloseDialogContext.Provider value={() => setOpen(false)}>
          {children}
        </CloseDialogContext.Provider>
      )}
    </>
  );
}
