import { useConfirmReceiptMutation } from '@storefront/api';
import { Dialog, DialogActions } from '@storefront/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { useOutcomeToast } from '../../shared/screen-feedback';

export interface ConfirmReceiptDialogProps {
  readonly orderNumber: string;
  readonly onClose: () => void;
}

/** "Order received": completes the order, which also ends the refund option, so it asks first. */
export function ConfirmReceiptDialog({ orderNumber, onClose }: ConfirmReceiptDialogProps) {
  const intl = useIntl();
  const toastOutcome = useOutcomeToast();
  const [confirmReceipt, confirming] = useConfirmReceiptMutation();

  async function confirm() {
    await toastOutcome(
      () => confirmReceipt({ body: { order_number: orderNumber } }).unwrap(),
      intl.formatMessage({ id: 'orders.receipt.done' }),
    );
    onClose();
  }

  return (
    <Dialog
      open
      size="sm"
      title={<FormattedMessage id="orders.receipt.title" />}
      closeLabel={intl.formatMessage({ id: 'orders.action.close' })}
      onClose={onClose}
      dismissible={!confirming.isLoading}
      footer={
        <DialogActions
          cancelLabel={<FormattedMessage id="orders.action.cancel" />}
          onCancel={onClose}
          confirmLabel={<FormattedMessage id="orders.receipt.confirm" />}
          onConfirm={() => void confirm()}
          busy={confirming.isLoading}
        />
      }
    >
      <p className="text-sm text-neutral-700">
        <FormattedMessage id="orders.receipt.body" values={{ number: orderNumber }} />
      </p>
    </Dialog>
  );
}
