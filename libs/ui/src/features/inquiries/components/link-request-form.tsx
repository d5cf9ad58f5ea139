import { zodResolver } from '@hookform/resolvers/zod';
import { useCreateProductRequestMutation } from '@storefront/api';
import { FIELD_LIMITS } from '@storefront/domain';
import { Alert, Button, TextAreaField, TextField } from '@storefront/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { linkRequestSchema } from '../product-request.schema';
import type { LinkRequest, LinkRequestInput } from '../product-request.schema';
import { useInquiriesText } from '../use-inquiries-text';
import { enqueueToast, usePhoneVerification } from '../../../shared';

const FIELDS = ['link', 'description', 'quantity'] as const;

/** A product request by its marketplace link (SPEC §5: only the three marketplaces' links). */
export function LinkRequestForm() {
  const { t, problemText, failure } = useInquiriesText();
  const [send, { isLoading }] = useCreateProductRequestMutation();
  const { handleVerificationError } = usePhoneVerification();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<LinkRequestInput, unknown, LinkRequest>({
    resolver: zodResolver(linkRequestSchema),
    defaultValues: { link: '', description: '', quantity: '' },
  });

  async function submit(values: LinkRequest) {
    setSent(false);
    const result = await send({
      body: {
        link: values.link,
        description: values.description,
        ...(values.quantity !== undefined ? { quantity: values.quantity } : {}),
      },
    });
    if (result.error) {
      if (handleVerificationError(result.error)) return;
      const error = failure(result.error);
      enqueueToast(error.message, { variant: 'error' });
      for (const [path, id] of Object.entries(error.fields ?? {})) {
        const field = FIELDS.find((name) => name === path);
        if (field) setError(field, { message: id });
      }
      return;
    }
    enqueueToast(t('inquiries.request.sent'), { variant: 'success' });
    setSent(true);
    reset();
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="flex flex-col gap-4"
    >
      {sent && <Alert tone="success">{t('inquiries.request.sent')}</Alert>}
      <TextField
        {...register('link')}
        inputMode="url"
        autoComplete="off"
        required
        label={t('inquiries.request.link')}
        hint={t('inquiries.request.linkHint')}
        placeholder="https://detail.1688.com/offer/…"
        error={problemText(errors.link?.message)}
      />
      <TextAreaField
        {...register('description')}
        rows={3}
        maxLength={FIELD_LIMITS.notesMax}
        label={t('inquiries.request.details')}
        hint={t('inquiries.request.detailsHint', { max: FIELD_LIMITS.notesMax })}
        error={problemText(errors.description?.message, { max: FIELD_LIMITS.notesMax })}
      />
      <TextField
        {...register('quantity')}
        type="number"
        inputMode="numeric"
        min={1}
        label={t('inquiries.request.quantity')}
        error={problemText(errors.quantity?.message)}
        containerClassName="max-w-48"
      />
      <Button type="submit" loading={isLoading} className="self-start">
        {t('inquiries.request.submit')}
      </Button>
    </form>
  );
}
