import { useRejectInquiryMutation } from '@storefront/api';
import { rejectInquiry } from '@storefront/contract';
import { Alert, Button, Dialog, TextAreaField } from '@storefront/ui-kit';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { applyServerFieldErrors, fieldErrorResolver, toApiError } from '@storefront/ui-support';
import { useLanguage } from '../../../shared/locale';
import { enqueueToast } from '../../../shared/notify';

type RejectForm = z.input<typeof rejectInquiry.body>;

export interface RejectInquiryDialogProps {
  readonly inquiryId: string;
  readonly submissionNumber: string;
}

/** "Reject inquiry": a dialog asking the reason the customer will read (the contract requires it). */
export function RejectInquiryDialog({ inquiryId, submissionNumber }: RejectInquiryDialogProps) {
  const intl = useIntl();
  const language = useLanguage();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [reject, { isLoading }] = useRejectInquiryMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<RejectForm>({
    resolver: fieldErrorResolver(rejectInquiry.body, language),
    defaultValues: { reason: '' },
  });

  function close() {
    setOpen(false);
    setFailure(null);
    reset();
  }

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    const result = await reject({ params: { inquiryId }, body });
    if (result.error !== undefined) {
      const error = toApiError(
        result.error,
        intl.formatMessage({ id: 'backoffice.common.genericError' }),
      );
      if (!applyServerFieldErrors(error, { reason: 'reason' }, setError, language)) {
        setFailure(error.message);
      }
      return;
    }
    close();
    enqueueToast(
      intl.formatMessage({ id: 'backoffice.inquiries.reject.done' }, { number: submissionNumber }),
      { variant: 'success' },
    );
  });

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        <FormattedMessage id="backoffice.inquiries.reject.open" />
      </Button>
      <Dialog
        open={open}
        onClose={close}
        closeLabel={intl.formatMessage({ id: 'backoffice.common.close' })}
        title={
          <FormattedMessage
            id="backoffice.inquiries.reject.title"
            values={{ number: submissionNumber }}
          />
        }
        description={<FormattedMessage id="backoffice.inquiries.reject.description" />}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              <FormattedMessage id="backoffice.common.cancel" />
            </Button>
            <Button type="submit" form={formId} variant="danger" loading={isLoading}>
              <FormattedMessage id="backoffice.inquiries.reject.confirm" />
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
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
        </form>
      </Dialog>
    </>
  );
}
