import { zodResolver } from '@hookform/resolvers/zod';
import { useCreateProductRequestMutation } from '@storefront/api';
import { FIELD_LIMITS } from '@storefront/domain';
import { Alert, Button, TextAreaField, TextField } from '@storefront/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { linkRequestSchema } from '../product-request.schema';
import type { LinkRequest, LinkRequestInput } from '../product-request.schema';
import { useInquiriesText } from '../use-inquiries-text';
import {
  enqueueToast,
  PRODUCT_REQUEST_LINK_PARAM,
  productPath,
  usePhoneVerification,
} from '../../../shared';

const FIELDS = ['link', 'description', 'quantity'] as const;

/**
 * A product request by its marketplace link (SPEC §5: only the three marketplaces' links). A link
 * the catalogue knows is answered at once with its product, which the form then offers; any
 * other waits for staff, who enter the product and notify the customer (decision 283).
 */
export function LinkRequestForm() {
  const { t, problemText, failure, pathTo } = useInquiriesText();
  const [send, { isLoading }] = useCreateProductRequestMutation();
  const { handleVerificationError } = usePhoneVerification();
  // Null before a request is sent; then the product that answered it, or null while it waits.
  const [sent, setSent] = useState<{ productId: string | null } | null>(null);
  // A link the search did not find comes filled in (catalog search screen, productRequestPath).
  const [params] = useSearchParams();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<LinkRequestInput, unknown, LinkRequest>({
    resolver: zodResolver(linkRequestSchema),
    defaultValues: {
      link: params.get(PRODUCT_REQUEST_LINK_PARAM) ?? '',
      description: '',
      quantity: '',
    },
  });

  async function submit(values: LinkRequest) {
    setSent(null);
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
    const productId = result.data.product_id;
    enqueueToast(t(productId ? 'inquiries.request.found' : 'inquiries.request.sent'), {
      variant: 'success',
    });
    setSent({ productId });
    // Empty, not back to the link it came with: that one is sent.
    reset({ link: '', description: '', quantity: '' });
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="flex flex-col gap-4"
    >
      {sent?.productId && (
        <Alert tone="success">
          {t('inquiries.request.found')}{' '}
          <Link to={pathTo(productPath(sent.productId))} className="font-medium underline">
            {t('inquiries.request.openProduct')}
          </Link>
        </Alert>
      )}
      {sent && !sent.productId && <Alert tone="success">{t('inquiries.request.sent')}</Alert>}
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
