import { messageFor, useUploadCartLogoMutation } from '@storefront/api';
import type { UploadCheck } from '@storefront/domain';
import { checkUploadBatch, LOGO_UPLOAD_RULES, uploadAcceptAttribute } from '@storefront/domain';
import { Alert, Button, Dialog } from '@storefront/ui-kit';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { enqueueToast, useLanguage } from '../../shared';
import type { CartItem } from './cart-types';
import { toUploadFiles } from './logo-files';

const BYTES_PER_MEGABYTE = 1024 * 1024;

export interface LogoCustomisationDialogProps {
  readonly item: CartItem;
  readonly onClose: () => void;
}

/**
 * Logo or brand files for a customised product. The batch is checked against LOGO_UPLOAD_RULES
 * (kinds, 5 files, 10 MB together) before anything is sent, so a wrong file is caught without a
 * round trip; the gateway sniffs the content and has the last word.
 */
export function LogoCustomisationDialog({ item, onClose }: LogoCustomisationDialogProps) {
  const intl = useIntl();
  const language = useLanguage();
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [upload, uploading] = useUploadCartLogoMutation();
  const check: UploadCheck = checkUploadBatch(toUploadFiles(files), LOGO_UPLOAD_RULES);
  const limits = { max: LOGO_UPLOAD_RULES.maxFiles };
  const badIndex = !check.ok && 'fileIndex' in check ? check.fileIndex : null;
  const megabytes = (bytes: number) =>
    intl.formatNumber(bytes / BYTES_PER_MEGABYTE, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    });

  async function send() {
    if (files.length === 0 || !check.ok) return;
    const result = await upload({ body: { cart_item_id: item.id }, files: { logos: files } });
    if ('data' in result && result.data) {
      enqueueToast(intl.formatMessage({ id: 'cart.logo.uploaded' }), { variant: 'success' });
      onClose();
    }
  }

  return (
    <Dialog
      open
      size="md"
      title={<FormattedMessage id="cart.logo.title" />}
      description={item.product.title}
      closeLabel={intl.formatMessage({ id: 'cart.action.close' })}
      onClose={onClose}
      dismissible={!uploading.isLoading}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={uploading.isLoading}>
            <FormattedMessage id="cart.action.cancel" />
          </Button>
          <Button
            onClick={() => void send()}
            loading={uploading.isLoading}
            disabled={files.length === 0 || !check.ok}
          >
            <FormattedMessage id="cart.logo.upload" />
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-neutral-700">
          <FormattedMessage
            id="cart.logo.rules"
            values={{
              maxFiles: LOGO_UPLOAD_RULES.maxFiles,
              maxSize: megabytes(LOGO_UPLOAD_RULES.maxTotalBytes ?? 0),
              types: intl.formatList(LOGO_UPLOAD_RULES.types.map((type) => type.toUpperCase())),
            }}
          />
        </p>
        {item.logos.length > 0 && (
          <div>
            <h3 className="text-sm font-medium text-neutral-800">
              <FormattedMessage id="cart.logo.current" />
            </h3>
            <ul className="mt-1 list-disc ps-5 text-sm text-neutral-700">
              {item.logos.map((logo) => (
                <li key={logo.id}>
                  <a href={logo.url} target="_blank" rel="noreferrer" className="underline">
                    {logo.file_name}
                  </a>{' '}
                  ({megabytes(logo.size_bytes)})
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-neutral-800">
            <FormattedMessage id="cart.logo.choose" />
          </label>
          <input
            id={inputId}
            type="file"
            multiple
            accept={uploadAcceptAttribute(LOGO_UPLOAD_RULES)}
            disabled={uploading.isLoading}
            onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
            className="text-sm"
          />
        </div>
        {files.length > 0 && (
          <ul
            className="flex flex-col gap-1 text-sm"
            aria-label={intl.formatMessage({ id: 'cart.logo.chosen' })}
          >
            {files.map((file, index) => (
              <li
                key={`${file.name}-${index}`}
                className="flex items-center justify-between gap-2 rounded-md border border-neutral-200 px-2 py-1"
              >
                <span className={index === badIndex ? 'font-semibold text-danger-700' : undefined}>
                  {file.name} ({megabytes(file.size)})
                  {index === badIndex && (
                    <span className="sr-only">
                      {' '}
                      <FormattedMessage id="cart.logo.fileRejected" />
                    </span>
                  )}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={intl.formatMessage(
                    { id: 'cart.logo.removeFile' },
                    { name: file.name },
                  )}
                  onClick={() => setFiles((current) => current.filter((_, at) => at !== index))}
                >
                  <FormattedMessage id="cart.action.remove" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {!check.ok && (
          <Alert tone="error">
            {badIndex !== null
              ? intl.formatMessage(
                  { id: 'cart.logo.fileProblem' },
                  {
                    name: files[badIndex]?.name ?? '',
                    problem: messageFor(check.code, language, limits),
                  },
                )
              : messageFor(check.code, language, limits)}
          </Alert>
        )}
        {uploading.error && <Alert tone="error">{uploading.error.message}</Alert>}
      </div>
    </Dialog>
  );
}
