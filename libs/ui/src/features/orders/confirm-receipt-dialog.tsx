import { isApiError, messageFor, useConfirmReceiptMutation } from '@storefront/api';
import { Button, Dialog } from '@storefront/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { enqueueToast, useLanguage } from '../../shared';

export interface ConfirmReceiptDialogProps {
  readonly orderNumber: string;
  readonly onClose: () => void;
}

/** "Order received": completes the order, which also ends the refund option, so it asks first. */
export function ConfirmReceiptDialog({ orderNumber, onClose }: ConfirmReceiptDialogProps) {
  const intl = useIntl();
  const language = useLanguage();
  const [confirmReceipt, confirming] = useConfirmReceiptMutation();

  async function confirm() {
    try {
      await confirmReceipt({ body: { order_number: orderNumber } }).unwrap();
      enqueueToast(intl.formatMessage({ id: 'orders.receipt.done' }), { variant: 'success' });
    } catch (error) {
      enqueueToast(isApiError(error) ? error.message : messageFor('generic_retry', language), {
        variant: 'error',
      });
    }
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
        <>
          <Button variant="ghost" onClick={onClose} disabled={confirming.isLoading}>
            <FormattedMessage id="orders.action.cancel" />
          </Button>
          <Button loading={confirming.isLoading} onClick={() => void confirm()}>
            <FormattedMessage id="orders.receipt.confirm" />
          </Button>
        </>
      }
    >
      <p className="text-sm text-neutral-700">
        <FormattedMessage id="orders.receipt.body" values={{ number: orderNumber }} />
      </p>
    </Dialog>
  );
}
