import { zodResolver } from '@hookform/resolvers/zod';
import { useCreateImageProductRequestMutation } from '@storefront/api';
import {
  FIELD_LIMITS,
  IMAGE_UPLOAD_RULES,
  uploadAcceptAttribute,
  UPLOAD_FILE_EXTENSIONS,
} from '@storefront/domain';
import type { ErrorCode } from '@storefront/domain';
import { Alert, Button, Spinner, TextAreaField, TextField } from '@storefront/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { checkProductImage } from '../product-image-check';
import { imageRequestSchema } from '../product-request.schema';
import type { ImageRequest, ImageRequestInput } from '../product-request.schema';
import { useInquiriesText } from '../use-inquiries-text';
import { enqueueToast, FileInputField, usePhoneVerification } from '../../../shared';

const MEGABYTE = 1024 * 1024;
const UPLOAD_ERRORS: readonly ErrorCode[] = [
  'file_type_invalid',
  'file_too_large',
  'file_too_many',
  'image_resolution_too_low',
];

/** A preview of the chosen photo; the object URL is released when the photo changes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    let created: string;
    try {
      created = URL.createObjectURL(file);
    } catch {
      // No preview is a smaller loss than no form.
      setUrl(null);
      return undefined;
    }
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/**
 * A product request by photo (SPEC §5 image upload: JPG/JPEG/PNG, at most 10 MB, not too low a
 * resolution). The photo is checked with the domain's upload rules as soon as it is chosen, so
 * a wrong one is refused before anything is sent.
 */
export function ImageRequestForm() {
  const { t, errorText, problemText, failure } = useInquiriesText();
  const [send, { isLoading }] = useCreateImageProductRequestMutation();
  const { handleVerificationError } = usePhoneVerification();
  const [file, setFile] = useState<File | null>(null);
  /** What is wrong with the photo, as shown under it (already in the user's language). */
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [sent, setSent] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = usePreview(file);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ImageRequestInput, unknown, ImageRequest>({
    resolver: zodResolver(imageRequestSchema),
    defaultValues: { description: '', quantity: '' },
  });

  async function choose(chosen: File | null) {
    setSent(false);
    setFile(chosen);
    setProblem(null);
    if (!chosen) return;
    setChecking(true);
    const found = await checkProductImage(chosen);
    setProblem(found ? errorText(found.code, found.params) : null);
    setChecking(false);
  }

  async function submit(values: ImageRequest) {
    if (!file) {
      setProblem(problemText('field.required') ?? null);
      inputRef.current?.focus();
      return;
    }
    if (problem || checking) return;
    const result = await send({
      body: {
        description: values.description,
        ...(values.quantity !== undefined ? { quantity: values.quantity } : {}),
      },
      files: { image: [file] },
    });
    if (result.error) {
      if (handleVerificationError(result.error)) return;
      const error = failure(result.error);
      enqueueToast(error.message, { variant: 'error' });
      // The gateway sniffs the photo too; its refusal belongs under the photo.
      if (UPLOAD_ERRORS.includes(error.code)) setProblem(error.message);
      for (const [path, id] of Object.entries(error.fields ?? {})) {
        if (path === 'description' || path === 'quantity') setError(path, { message: id });
        if (path === 'image') setProblem(problemText(id) ?? null);
      }
      return;
    }
    enqueueToast(t('inquiries.request.sent'), { variant: 'success' });
    setSent(true);
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
    reset();
  }

  const types = IMAGE_UPLOAD_RULES.types
    .flatMap((type) => UPLOAD_FILE_EXTENSIONS[type])
    .map((extension) => extension.toUpperCase())
    .join(', ');

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="flex flex-col gap-4"
    >
      {sent && <Alert tone="success">{t('inquiries.request.sent')}</Alert>}
      <FileInputField
        ref={inputRef}
        label={t('inquiries.request.image')}
        hint={t('inquiries.request.imageHint', {
          types,
          megabytes: (IMAGE_UPLOAD_RULES.maxFileBytes ?? 0) / MEGABYTE,
          width: IMAGE_UPLOAD_RULES.minImageWidth ?? 0,
          height: IMAGE_UPLOAD_RULES.minImageHeight ?? 0,
        })}
        error={problem ?? undefined}
        required
        accept={uploadAcceptAttribute(IMAGE_UPLOAD_RULES)}
        onChange={(event) => void choose(event.target.files?.[0] ?? null)}
        className="text-sm file:me-3 file:rounded-md file:border-0 file:bg-primary-50 file:px-3 file:py-2 file:text-primary-800 focus-visible:outline-2 focus-visible:outline-primary-500"
      >
        {checking && <Spinner size="sm" label={t('inquiries.request.checking')} />}
        {/* Never beside an error: a preview stands for a photo that can be sent. */}
        {preview && !checking && problem === null && (
          <img
            src={preview}
            alt={t('inquiries.request.preview')}
            className="mt-2 max-h-48 self-start rounded-md border border-neutral-200 object-contain"
          />
        )}
      </FileInputField>
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
      <Button type="submit" loading={isLoading} disabled={checking} className="self-start">
        {t('inquiries.request.submit')}
      </Button>
    </form>
  );
}
