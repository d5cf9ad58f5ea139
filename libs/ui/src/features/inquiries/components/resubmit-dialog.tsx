import {
  fieldErrorMessage,
  useCreateInquiryMutation,
  useGetCatalogProductQuery,
} from '@storefront/api';
import {
  FIELD_LIMITS,
  formatSizes,
  notesSchema,
  validateQuantity,
  validateSizedQuantity,
} from '@storefront/domain';
import { Alert, Button, Dialog, Spinner, TextAreaField, TextField } from '@storefront/ui-kit';
import { useState } from 'react';
import { useInquiriesText } from '../use-inquiries-text';
import type { Inquiry } from './inquiry-card';
import { sizesWithStock } from './variant-decisions';
import { enqueueToast, usePhoneVerification } from '../../../shared';

export interface ResubmitDialogProps {
  readonly inquiry: Inquiry;
  readonly open: boolean;
  readonly onClose: () => void;
  /** The new submission's number. */
  readonly onResubmitted: (submissionNumber: string) => void;
}

const VARIANT_FIELD = /^variants\.(\d+)(?:\.|$)/;

/**
 * Resubmits a rejected submission (SPEC §4 "rejected, with failure reason and a resubmit
 * action"): the same variants with quantities the customer may adjust to the reason, checked
 * live against the product's current rules (domain validateQuantity), sent with `resubmit_of`.
 * A variant the product no longer has is left out.
 */
export function ResubmitDialog({ inquiry, open, onClose, onResubmitted }: ResubmitDialogProps) {
  const { t, language, errorText, failure, locale } = useInquiriesText();
  const product = useGetCatalogProductQuery(
    { params: { productId: inquiry.product.id } },
    { skip: !open },
  );
  const [create, { isLoading }] = useCreateInquiryMutation();
  const { handleVerificationError } = usePhoneVerification();
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(inquiry.variants.map((line) => [line.variant_id, String(line.quantity)])),
  );
  const [notes, setNotes] = useState(inquiry.notes);
  const [problem, setProblem] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const rows = inquiry.variants.map((line) => {
    const variant = product.data?.variants.find((candidate) => candidate.id === line.variant_id);
    // A variant asked for in sizes goes back in the same sizes (decision 296).
    const sized = line.sub_variants.length > 0;
    const quantity = sized ? line.quantity : Number(quantities[line.variant_id] ?? '');
    const rules = variant && {
      minQuantity: variant.min_quantity,
      multiple: variant.multiple,
      stock: variant.stock,
    };
    const check = !rules
      ? null
      : sized
        ? validateSizedQuantity(rules, sizesWithStock(line, variant))
        : validateQuantity({ ...rules, quantity });
    const message =
      check && !check.ok
        ? errorText(check.code, {
            minimum: Math.max(1, variant?.min_quantity ?? 1),
            multiple: Math.max(1, variant?.multiple ?? 1),
          })
        : serverErrors[line.variant_id];
    return { line, variant, sized, quantity, valid: check?.ok === true, message };
  });
  const included = rows.filter((row) => row.variant !== undefined);
  const notesCheck = notesSchema.safeParse(notes);
  const ready =
    product.isSuccess &&
    included.length > 0 &&
    included.every((row) => row.valid) &&
    notesCheck.success;

  async function submit() {
    setProblem(null);
    const lines = included.map((row) => ({
      variant_id: row.line.variant_id,
      quantity: row.quantity,
      ...(row.sized
        ? {
            sub_variants: row.line.sub_variants.map((size) => ({
              sub_variant_id: size.sub_variant_id,
              quantity: size.quantity,
            })),
          }
        : {}),
    }));
    const result = await create({
      body: {
        product_id: inquiry.product.id,
        variants: lines,
        odm: inquiry.odm,
        notes: notesCheck.success ? notesCheck.data : notes,
        resubmit_of: inquiry.id,
      },
    });
    if (result.error) {
      if (handleVerificationError(result.error)) return;
      const error = failure(result.error);
      setProblem(error.message);
      const byVariant: Record<string, string> = {};
      for (const [path, id] of Object.entries(error.fields ?? {})) {
        const index = VARIANT_FIELD.exec(path)?.[1];
        const line = index === undefined ? undefined : lines[Number(index)];
        if (line) byVariant[line.variant_id] = fieldErrorMessage(id, language);
      }
      setServerErrors(byVariant);
      return;
    }
    enqueueToast(t('inquiries.resubmit.done', { number: result.data.submission_number }), {
      variant: 'success',
    });
    onResubmitted(result.data.submission_number);
  }

  return (
    <Dialog
      open={open}
      title={t('inquiries.resubmit.title', { number: inquiry.submission_number })}
      description={t('inquiries.resubmit.text')}
      closeLabel={t('inquiries.dialog.close')}
      dismissible={!isLoading}
      onClose={onClose}
      footer={
        <Button disabled={!ready} loading={isLoading} onClick={() => void submit()}>
          {t('inquiries.resubmit.submit')}
        </Button>
      }
    >
      <div className="flex flex-col gap-4">
        {problem && <Alert tone="error">{problem}</Alert>}
        {inquiry.rejection_reason && (
          <Alert tone="warning">
            {errorText('submission_failed', { reason: inquiry.rejection_reason })}
          </Alert>
        )}
        {product.isLoading && <Spinner label={t('inquiries.resubmit.loading')} />}
        {product.error && <Alert tone="error">{product.error.message}</Alert>}
        {product.data &&
          rows.map(({ line, variant, sized, message }) =>
            variant && sized ? (
              <div key={line.variant_id} className="text-sm text-neutral-800">
                <p>
                  {t('inquiries.resubmit.sameSizes', {
                    variant: line.name,
                    sizes: formatSizes(line.sub_variants, locale),
                  })}
                </p>
                {message !== undefined && <p className="mt-1 text-danger-700">{message}</p>}
              </div>
            ) : variant ? (
              <TextField
                key={line.variant_id}
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
                value={quantities[line.variant_id] ?? ''}
                onChange={(event) => {
                  const { value } = event.target;
                  setQuantities((current) => ({ ...current, [line.variant_id]: value }));
                  setServerErrors(({ [line.variant_id]: _dropped, ...rest }) => rest);
                }}
                error={message}
              />
            ) : (
              <p key={line.variant_id} className="text-sm text-neutral-700">
                <span className="font-medium">{line.name}</span>:{' '}
                {t('inquiries.resubmit.variantGone')}
              </p>
            ),
          )}
        <TextAreaField
          label={t('inquiries.resubmit.notes')}
          hint={t('inquiries.resubmit.notesHint', { max: FIELD_LIMITS.notesMax })}
          maxLength={FIELD_LIMITS.notesMax}
          rows={2}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
    </Dialog>
  );
}
