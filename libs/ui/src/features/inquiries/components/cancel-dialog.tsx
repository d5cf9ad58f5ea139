import { useDeleteQuotationMutation } from '@storefront/api';
import { Alert, Button, Dialog } from '@storefront/ui-kit';
import { useState } from 'react';
import { enqueueToast } from '../../../shared';
import { useInquiriesText } from '../use-inquiries-text';
import type { Inquiry } from './inquiry-card';

export interface CancelDialogProps {
  readonly inquiry: Inquiry;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onCanceled: () => void;
}

/** Asks before canceling: the team stops pricing and the submission cannot come back. */
export function CancelDialog({ inquiry, open, onClose, onCanceled }: CancelDialogProps) {
  const { t, failure } = useInquiriesText();
  const [cancel, { isLoading }] = useDeleteQuotationMutation();
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    setProblem(null);
    const result = await cancel({ params: { inquiryId: inquiry.id } });
    if (result.error) {
      setProblem(failure(result.error).message);
      return;
    }
    enqueueToast(t('inquiries.cancel.done', { number: inquiry.submission_number }), {
      variant: 'success',
    });
    onCanceled();
  }

  return (
    <Dialog
      open={open}
      size="sm"
      title={t('inquiries.cancel.title')}
      description={t('inquiries.cancel.text', { number: inquiry.submission_number })}
      closeLabel={t('inquiries.dialog.close')}
      dismissible={!isLoading}
      onClose={() => {
        setProblem(null);
        onClose();
      }}
      footer={
        <>
          <Button variant="ghost" disabled={isLoading} onClick={onClose}>
            {t('inquiries.cancel.keep')}
          </Button>
          <Button variant="danger" loading={isLoading} onClick={() => void confirm()}>
            {t('inquiries.cancel.confirm')}
          </Button>
        </>
      }
    >
      {problem && <Alert tone="error">{problem}</Alert>}
    </Dialog>
  );
}
