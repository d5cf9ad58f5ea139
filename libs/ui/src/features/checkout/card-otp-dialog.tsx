import { Alert, Button, Dialog } from '@storefront/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';

export interface CardOtpDialogProps {
  /** The bank's one-time-password page (3-D Secure). */
  readonly url: string;
  readonly checking: boolean;
  /** Set when the customer said they were done but the payment is not confirmed yet. */
  readonly notConfirmed: boolean;
  readonly onDone: () => void;
  readonly onCancel: () => void;
}

/**
 * The card's OTP step: the bank's own page, framed so the customer stays on the storefront, then
 * a check whether the payment went through.
 */
export function CardOtpDialog({
  url,
  checking,
  notConfirmed,
  onDone,
  onCancel,
}: CardOtpDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open
      size="lg"
      title={<FormattedMessage id="checkout.card.otp.title" />}
      description={<FormattedMessage id="checkout.card.otp.description" />}
      closeLabel={intl.formatMessage({ id: 'checkout.action.close' })}
      onClose={onCancel}
      dismissible={!checking}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={checking}>
            <FormattedMessage id="checkout.action.cancel" />
          </Button>
          <Button loading={checking} onClick={onDone}>
            <FormattedMessage id="checkout.card.otp.done" />
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <iframe
          src={url}
          title={intl.formatMessage({ id: 'checkout.card.otp.frame' })}
          className="h-96 w-full rounded-md border border-neutral-200"
          sandbox="allow-forms allow-scripts allow-same-origin allow-top-navigation"
        />
        {notConfirmed && (
          <Alert tone="warning">
            <FormattedMessage id="checkout.card.otp.notConfirmed" />
          </Alert>
        )}
      </div>
    </Dialog>
  );
}
