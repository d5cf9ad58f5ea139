import { useRejectInquiryMutation } from '@storefront/api';
import { rejectInquiry } from '@storefront/contract';
import { TextAreaField } from '@storefront/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogOpener, StaffFormDialog, useCloseDialog, useStaffForm } from '../../../shared/forms';
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
      <RejectForm {...props} />
    </DialogOpener>
  );
}

function RejectForm({ inquiryId, submissionNumber }: RejectInquiryDialogProps) {
  const intl = useIntl();
  const close = useCloseDialog();
  const [reject] = useRejectInquiryMutation();
  const { register, errors, mutationDialog } = useStaffForm(rejectInquiry.body, { reason: '' });

  const dialog = mutationDialog(
    (body) => reject({ params: { inquiryId }, body }),
    { reason: 'reason' },
    () => {
      close();
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
      {...dialog}
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
