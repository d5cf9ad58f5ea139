import {
  useDeclineInquiryVariantMutation,
  useGetCatalogProductQuery,
  useResubmitInquiryVariantMutation,
} from '@storefront/api';
import type { VariantStep } from '@storefront/domain';
import { acceptsVariantMoves, allowedVariantMoves, validateQuantity } from '@storefront/domain';
import type { BadgeTone } from '@storefront/ui-kit';
import { Alert, Badge, Button, Dialog, Spinner, TextField } from '@storefront/ui-kit';
import { useState } from 'react';
import { enqueueToast } from '../../../shared';
import { useInquiriesText } from '../use-inquiries-text';
import type { Inquiry } from './inquiry-card';

type InquiryVariant = Inquiry['variants'][number];

/** Where a variant of the submission stands (the domain's variant steps), read off its view. */
export function lineStep(line: InquiryVariant): VariantStep | null {
  if (line.declined_at !== null) return 'declined';
  switch (line.quotation_state) {
    case 'in_progress':
    case 'quoted':
    case 'rejected':
      return line.quotation_state;
    default:
      return null;
  }
}

const STEP_TONES: Readonly<Record<VariantStep, BadgeTone>> = {
  in_progress: 'neutral',
  quoted: 'success',
  rejected: 'danger',
  declined: 'warning',
};

/** The variant's state: being priced, quoted, rejected or declined. */
export function VariantStateBadge({ line }: { readonly line: InquiryVariant }) {
  const { t } = useInquiriesText();
  const step = lineStep(line);
  return (
    <Badge tone={step ? STEP_TONES[step] : 'neutral'}>
      {step === 'declined'
        ? t('inquiries.variant.declined')
        : t(`inquiries.quotation.${line.quotation_state}`)}
    </Badge>
  );
}

/**
 * What the buyer may do with one variant (the domain's variant moves, the gateway judges
 * again): a rejected one shows its reason and can be sent back for a price, a quoted one can be
 * declined (after a confirmation: a decline is final). Nothing once the submission is canceled.
 */
export function VariantDecisions({
  inquiry,
  line,
}: {
  readonly inquiry: Inquiry;
  readonly line: InquiryVariant;
}) {
  const { t } = useInquiriesText();
  const [dialog, setDialog] = useState<'resubmit' | 'decline' | null>(null);
  const step = lineStep(line);
  const moves =
    step && acceptsVariantMoves(inquiry.state) ? allowedVariantMoves(step, 'customer') : [];
  const canResubmit = moves.includes('in_progress');
  const canDecline = moves.includes('declined');
  return (
    <>
      {step === 'rejected' && line.rejection_reason && (
        <Alert tone="warning">
          {t('inquiries.variant.rejectedReason', { reason: line.rejection_reason })}
        </Alert>
      )}
      {(canResubmit || canDecline) && (
        <div className="mt-2 flex flex-wrap gap-2">
          {canResubmit && (
            <Button size="sm" onClick={() => setDialog('resubmit')}>
              {t('inquiries.variant.resubmit')}
            </Button>
          )}
          {canDecline && (
            <Button size="sm" variant="ghost" onClick={() => setDialog('decline')}>
              {t('inquiries.variant.decline')}
            </Button>
          )}
        </div>
      )}
      {canResubmit && dialog === 'resubmit' && (
        <ResubmitVariantDialog inquiry={inquiry} line={line} onClose={() => setDialog(null)} />
      )}
      {canDecline && (
        <DeclineVariantDialog
          inquiry={inquiry}
          line={line}
          open={dialog === 'decline'}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

interface VariantDialogProps {
  readonly inquiry: Inquiry;
  readonly line: InquiryVariant;
  readonly onClose: () => void;
}

/** Asks before declining: the price cannot come back; a new price is a new request. */
function DeclineVariantDialog({
  inquiry,
  line,
  open,
  onClose,
}: VariantDialogProps & { readonly open: boolean }) {
  const { t, failure } = useInquiriesText();
  const [decline, { isLoading }] = useDeclineInquiryVariantMutation();
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    setProblem(null);
    const result = await decline({
      params: { inquiryId: inquiry.id, variantId: line.variant_id },
    });
    if (result.error) {
      setProblem(failure(result.error).message);
      return;
    }
    enqueueToast(t('inquiries.declineVariant.done', { variant: line.name }), {
      variant: 'success',
    });
    onClose();
  }

  return (
    <Dialog
      open={open}
      size="sm"
      title={t('inquiries.declineVariant.title', { variant: line.name })}
      description={t('inquiries.declineVariant.text')}
      closeLabel={t('inquiries.dialog.close')}
      dismissible={!isLoading}
      onClose={() => {
        setProblem(null);
        onClose();
      }}
      footer={
        <>
          <Button variant="ghost" disabled={isLoading} onClick={onClose}>
            {t('inquiries.declineVariant.keep')}
          </Button>
          <Button variant="danger" loading={isLoading} onClick={() => void confirm()}>
            {t('inquiries.declineVariant.confirm')}
          </Button>
        </>
      }
    >
      {problem && <Alert tone="error">{problem}</Alert>}
    </Dialog>
  );
}

/**
 * Sends a rejected variant back for a price with a quantity the buyer may adjust to the reason,
 * checked live against the variant's current rules (domain validateQuantity); the gateway
 * checks it again.
 */
function ResubmitVariantDialog({ inquiry, line, onClose }: VariantDialogProps) {
  const { t, errorText, failure, problemText } = useInquiriesText();
  const product = useGetCatalogProductQuery({ params: { productId: inquiry.product.id } });
  const [resubmit, { isLoading }] = useResubmitInquiryVariantMutation();
  const [quantity, setQuantity] = useState(String(line.quantity));
  const [problem, setProblem] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | undefined>();
  const variant = product.data?.variants.find((candidate) => candidate.id === line.variant_id);
  const check = variant
    ? validateQuantity({
        quantity: Number(quantity),
        minQuantity: variant.min_quantity,
        multiple: variant.multiple,
        stock: variant.stock,
      })
    : null;
  const message =
    check && !check.ok
      ? errorText(check.code, {
          minimum: Math.max(1, variant?.min_quantity ?? 1),
          multiple: Math.max(1, variant?.multiple ?? 1),
        })
      : serverError;

  async function submit() {
    setProblem(null);
    const result = await resubmit({
      params: { inquiryId: inquiry.id, variantId: line.variant_id },
      body: { quantity: Number(quantity) },
    });
    if (result.error) {
      const error = failure(result.error);
      setProblem(error.message);
      setServerError(problemText(error.fields?.['quantity']));
      return;
    }
    enqueueToast(t('inquiries.resubmitVariant.done', { variant: line.name }), {
      variant: 'success',
    });
    onClose();
  }

  return (
    <Dialog
      open
      title={t('inquiries.resubmitVariant.title', { variant: line.name })}
      description={t('inquiries.resubmitVariant.text')}
      closeLabel={t('inquiries.dialog.close')}
      dismissible={!isLoading}
      onClose={onClose}
      footer={
        <Button disabled={check?.ok !== true} loading={isLoading} onClick={() => void submit()}>
          {t('inquiries.resubmitVariant.submit')}
        </Button>
      }
    >
      <div className="flex flex-col gap-4">
        {problem && <Alert tone="error">{problem}</Alert>}
        {line.rejection_reason && (
          <Alert tone="warning">
            {t('inquiries.variant.rejectedReason', { reason: line.rejection_reason })}
          </Alert>
        )}
        {product.isLoading && <Spinner label={t('inquiries.resubmit.loading')} />}
        {product.error && <Alert tone="error">{product.error.message}</Alert>}
        {product.data && !variant && (
          <p className="text-sm text-neutral-700">{t('inquiries.resubmit.variantGone')}</p>
        )}
        {variant && (
          <TextField
            type="number"
            inputMode="numeric"
            min={0}
            step={Math.max(1, variant.multiple)}
            label={t('inquiries.resubmit.quantity', { variant: line.name })}
            hint={t('inquiries.resubmit.rules', {
              minimum: Math.max(1, variant.min_quantity),
              multiple: Math.max(1, variant.multiple),
              stock: variant.stock,
            })}
            value={quantity}
            onChange={(event) => {
              setQuantity(event.target.value);
              setServerError(undefined);
            }}
            error={message}
          />
        )}
      </div>
    </Dialog>
  );
}
