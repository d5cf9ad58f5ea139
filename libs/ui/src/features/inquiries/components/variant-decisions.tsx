import {
  useDeclineInquiryVariantMutation,
  useGetCatalogProductQuery,
  useResubmitInquiryVariantMutation,
} from '@storefront/api';
import type { VariantStep } from '@storefront/domain';
import {
  acceptsVariantMoves,
  allowedVariantMoves,
  validateQuantity,
  validateSizedQuantity,
} from '@storefront/domain';
import type { BadgeTone } from '@storefront/ui-kit';
import { Alert, Badge, Button, Dialog, Spinner, TextField } from '@storefront/ui-kit';
import { useState } from 'react';
import { enqueueToast } from '../../../shared';
import { useInquiriesText } from '../use-inquiries-text';
import type { Inquiry } from './inquiry-card';

type InquiryVariant = Inquiry['variants'][number];

/**
 * The sizes a line was asked in, each with its stock now (a size the product no longer has
 * counts as none left).
 */
export function sizesWithStock(
  line: InquiryVariant,
  variant: { readonly sub_variants: readonly { id: string; stock: number }[] },
): { quantity: number; stock: number }[] {
  return line.sub_variants.map((size) => ({
    quantity: size.quantity,
    stock: variant.sub_variants.find((sub) => sub.id === size.sub_variant_id)?.stock ?? 0,
  }));
}

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
 * declined (after a confirmation: a decline is final) unless the buyer has ordered at it.
 * Nothing once the submission is canceled.
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
  // A price the buyer has ordered at was taken: it is not turned down any more (the gateway
  // refuses it too).
  const ordered = step === 'quoted' && line.ordered_at !== null;
  const canDecline = moves.includes('declined') && !ordered;
  return (
    <>
      {step === 'rejected' && line.rejection_reason && (
        <Alert tone="warning">
          {t('inquiries.variant.rejectedReason', { reason: line.rejection_reason })}
        </Alert>
      )}
      {ordered && <p className="mt-2 text-sm text-neutral-700">{t('inquiries.variant.ordered')}</p>}
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
  // A variant asked for in sizes is asked again size by size (decision 296), each box starting
  // at what was asked; the variant's current sizes are offered.
  const [sizeDrafts, setSizeDrafts] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      line.sub_variants.map((size) => [size.sub_variant_id, String(size.quantity)]),
    ),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | undefined>();
  const variant = product.data?.variants.find((candidate) => candidate.id === line.variant_id);
  const sized = line.sub_variants.length > 0;
  const rules = variant && {
    minQuantity: variant.min_quantity,
    multiple: variant.multiple,
    stock: variant.stock,
  };
  // Judged as the gateway will: each size against its stock now, the total against the minimum
  // and the multiple. An empty box is a size not taken.
  const taken = (variant?.sub_variants ?? [])
    .map((sub) => ({ sub, quantity: Number(sizeDrafts[sub.id]?.trim() || 0) }))
    .filter(({ quantity: typed }) => typed !== 0);
  const sizedCheck =
    rules && sized
      ? validateSizedQuantity(
          rules,
          taken.map(({ sub, quantity: typed }) => ({ quantity: typed, stock: sub.stock })),
        )
      : null;
  const check =
    sizedCheck ?? (rules ? validateQuantity({ ...rules, quantity: Number(quantity) }) : null);
  const sizeAtFault =
    sizedCheck && !sizedCheck.ok && sizedCheck.size !== null
      ? taken[sizedCheck.size]?.sub.id
      : undefined;
  const message =
    check && !check.ok
      ? errorText(check.code, {
          minimum: Math.max(1, variant?.min_quantity ?? 1),
          multiple: sizeAtFault ? 1 : Math.max(1, variant?.multiple ?? 1),
        })
      : serverError;

  async function submit() {
    setProblem(null);
    const result = await resubmit({
      params: { inquiryId: inquiry.id, variantId: line.variant_id },
      body: sizedCheck?.ok
        ? {
            quantity: sizedCheck.total,
            sub_variants: taken.map(({ sub, quantity: typed }) => ({
              sub_variant_id: sub.id,
              quantity: typed,
            })),
          }
        : { quantity: Number(quantity) },
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
        {variant && sized && (
          <fieldset className="flex min-w-0 flex-col gap-2">
            <legend className="text-sm font-medium text-neutral-800">
              {t('inquiries.resubmit.sizes', {
                variant: line.name,
                minimum: Math.max(1, variant.min_quantity),
                multiple: Math.max(1, variant.multiple),
              })}
            </legend>
            <div className="grid grid-cols-[repeat(auto-fill,minmax(6rem,1fr))] gap-2">
              {variant.sub_variants.map((sub) => (
                <TextField
                  key={sub.id}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  label={t('inquiries.resubmit.sizeQuantity', {
                    variant: line.name,
                    size: sub.name,
                  })}
                  hint={t('inquiries.resubmit.sizeStock', { stock: sub.stock })}
                  value={sizeDrafts[sub.id] ?? ''}
                  onChange={(event) => {
                    const { value } = event.target;
                    setSizeDrafts((current) => ({ ...current, [sub.id]: value }));
                    setServerError(undefined);
                  }}
                  error={sizeAtFault === sub.id ? message : undefined}
                />
              ))}
            </div>
            <p className="text-sm text-neutral-800">
              {t('inquiries.resubmit.sizesTotal', {
                quantity: taken.reduce((sum, { quantity: typed }) => sum + (typed || 0), 0),
              })}
            </p>
            {message !== undefined && sizeAtFault === undefined && (
              <p className="text-sm text-danger-700">{message}</p>
            )}
          </fieldset>
        )}
        {variant && !sized && (
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
