import { useRejectInquiryVariantMutation } from '@storefront/api';
import { rejectInquiryVariant } from '@storefront/contract';
import { TextAreaField } from '@storefront/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogOpener, StaffFormDialog, useCloseDialog, useStaffForm } from '../../../shared/forms';
import { enqueueToast } from '../../../shared/notify';

export interface RejectVariantDialogProps {
  readonly inquiryId: string;
  readonly submissionNumber: string;
  readonly variantId: string;
  readonly variantName: string;
}

/**
 * "Reject" on one variant: a dialog asking the reason the customer reads beside that variant
 * (the contract requires it); the other variants carry on and the customer may resubmit this one.
 */
export function RejectVariantDialog(props: RejectVariantDialogProps) {
  return (
    <DialogOpener
      variant="danger"
      size="sm"
      label={
        <FormattedMessage
          id="backoffice.inquiries.rejectVariant.open"
          values={{ variant: props.variantName }}
        />
      }
    >
      <RejectVariantForm {...props} />
    </DialogOpener>
  );
}

function RejectVariantForm({
  inquiryId,
  submissionNumber,
  variantId,
  variantName,
}: RejectVariantDialogProps) {
  const intl = useIntl();
  const close = useCloseDialog();
  const [reject] = useRejectInquiryVariantMutation();
  const { register, errors, mutationDialog } = useStaffForm(rejectInquiryVariant.body, {
    reason: '',
  });

  const dialog = mutationDialog(
    (body) => reject({ params: { inquiryId, variantId }, body }),
    { reason: 'reason' },
    () => {
      close();
      enqueueToast(
        intl.formatMessage(
          { id: 'backoffice.inquiries.rejectVariant.done' },
          { variant: variantName },
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
          id="backoffice.inquiries.rejectVariant.title"
          values={{ variant: variantName, number: submissionNumber }}
        />
      }
      description={<FormattedMessage id="backoffice.inquiries.rejectVariant.description" />}
      submitLabel={<FormattedMessage id="backoffice.inquiries.rejectVariant.confirm" />}
      submitVariant="danger"
    >
      <TextAreaField
        {...register('reason')}
        label={intl.formatMessage({ id: 'backoffice.inquiries.rejectVariant.reason' })}
        error={errors.reason?.message}
        rows={4}
        required
      />
    </StaffFormDialog>
  );
}
