import { Button, FormDialog } from '@storefront/ui-kit';
import type { ButtonProps, FormDialogProps } from '@storefront/ui-kit';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export type StaffFormDialogProps = Omit<FormDialogProps, 'open' | 'closeLabel' | 'cancelLabel'> &
  Partial<Pick<FormDialogProps, 'closeLabel' | 'cancelLabel'>>;

/**
 * A staff form in a dialog, with the back-office's common Close and Cancel texts. It is open
 * while mounted: the parent mounts it to open it, so every opening starts from empty fields.
 */
export function StaffFormDialog(props: StaffFormDialogProps) {
  const intl = useIntl();
  return (
    <FormDialog
      open
      closeLabel={intl.formatMessage({ id: 'backoffice.common.close' })}
      cancelLabel={<FormattedMessage id="backoffice.common.cancel" />}
      {...props}
    />
  );
}

export interface DialogOpenerProps extends Pick<ButtonProps, 'variant' | 'size'> {
  /** The button's text. */
  readonly label: ReactNode;
  /** The dialog, mounted while open; `close` unmounts it. */
  readonly children: (close: () => void) => ReactNode;
}

/** A button that opens a dialog of its own (a StaffFormDialog) beside it. */
export function DialogOpener({ label, variant, size, children }: DialogOpenerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && children(() => setOpen(false))}
    </>
  );
}
