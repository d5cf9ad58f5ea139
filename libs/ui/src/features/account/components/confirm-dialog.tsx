import { Button, Dialog } from '@storefront/ui-kit';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: ReactNode;
  readonly description: ReactNode;
  readonly confirmLabel: ReactNode;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /** While the request runs the dialog stays, and cannot be dismissed half-way. */
  readonly busy: boolean;
}

/** Asks once more before something that cannot be undone (deleting an address, an account). */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  onConfirm,
  onCancel,
  busy,
}: ConfirmDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      title={title}
      description={description}
      onClose={onCancel}
      closeLabel={intl.formatMessage({ id: 'account.close' })}
      dismissible={!busy}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            <FormattedMessage id="account.cancel" />
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
