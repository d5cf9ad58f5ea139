import { useRejectInquiryMutation } from '@storefront/api';
import { rejectInquiry } from '@storefront/contract';
import { Alert, TextAreaField } from '@storefront/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogOpener, StaffFormDialog, useStaffForm } from '../../../shared/forms';
import { enqueueToast } from '../../../shared/notify';

export interface RejectInquiryDialogProps {
  readonly inquiryId: string;
  readonly submissionNumber: string;
}

/** "Reject inquiry": a dialog asking the reason the customer will read (the contract requires it). */
export function RejectInquiryDialog(props: RejectInquiryDialogProps) {
  return (
    <DialogOpener
      variant="danger"
      label={<FormattedMessage id="backoffice.inquiries.reject.open" />}
    >
      {(close) => <RejectForm {...props} onClose={close} />}
    </DialogOpener>
  );
}

function RejectForm({
  inquiryId,
  submissionNumber,
  onClose,
}: RejectInquiryDialogProps & { readonly onClose: () => void }) {
  const intl = useIntl();
  const [reject, { isLoading }] = useRejectInquiryMutation();
  const { register, errors, failure, submitMutation } = useStaffForm(rejectInquiry.body, {
    reason: '',
  });

  const submit = submitMutation(
    (body) => reject({ params: { inquiryId }, body }),
    { reason: 'reason' },
    () => {
      onClose();
      enqueueToast(
        intl.formatMessage(
          { id: 'backoffice.inquiries.reject.done' },
          { number: submissionNumber },
        ),
        { variant: 'success' },
      );
    },
  );

  return (
    <StaffFormDialog
      onClose={onClose}
      onSubmit={submit}
      busy={isLoading}
      title={
        <FormattedMessage
          id="backoffice.inquiries.reject.title"
          values={{ number: submissionNumber }}
        />
      }
      description={<FormattedMessage id="backoffice.inquiries.reject.description" />}
      submitLabel={<FormattedMessage id="backoffice.inquiries.reject.confirm" />}
      submitVariant="danger"
    >
      {failure && (
        <Alert tone="error" className="mb-3">
          {failure}
        </Alert>
      )}
      <TextAreaField
        {...register('reason')}
        label={intl.formatMessage({ id: 'backoffice.inquiries.reject.reason' })}
        error={errors.reason?.message}
        rows={4}
        required
      />
    </StaffFormDialog>
  );
}
