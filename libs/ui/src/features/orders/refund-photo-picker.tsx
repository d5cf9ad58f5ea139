import { REFUND_PHOTO_UPLOAD_RULES, uploadAcceptAttribute } from '@storefront/domain';
import { Button } from '@storefront/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FileInputField } from '../../shared/uploads';
import type { ChosenPhoto } from './refund-photos';
import { choosePhotos } from './refund-photos';

const MEGABYTE = 1024 * 1024;

/** Object URLs for the previews, released when a photo leaves the list or the form closes. */
function usePreviews(photos: readonly ChosenPhoto[]): ReadonlyMap<string, string> {
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return undefined;
    const created = new Map<string, string>();
    for (const photo of photos) {
      // Only what the bytes say is an image is shown: a broken preview helps nobody.
      if (photo.detectedType === null) continue;
      try {
        created.set(photo.key, URL.createObjectURL(photo.file));
      } catch {
        // No preview is a smaller loss than no form.
      }
    }
    setUrls(created);
    return () => {
      for (const url of created.values()) URL.revokeObjectURL(url);
    };
  }, [photos]);
  return urls;
}

export interface RefundPhotoPickerProps {
  readonly photos: readonly ChosenPhoto[];
  readonly onChange: (photos: ChosenPhoto[]) => void;
  /** What is wrong with each photo on its own, in the user's language (undefined: nothing). */
  readonly problems: readonly (string | undefined)[];
  /** What is wrong with the photos together (how many, how much), or nothing was chosen. */
  readonly error: string | undefined;
  readonly disabled?: boolean;
}

/**
 * Photos of the problem for a refund request: chosen in one or several goes, each previewed with
 * a remove button and, when it breaks a rule, its own error right away. The limits come from
 * REFUND_PHOTO_UPLOAD_RULES; the screen checks them.
 */
export function RefundPhotoPicker({
  photos,
  onChange,
  problems,
  error,
  disabled = false,
}: RefundPhotoPickerProps) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const previews = usePreviews(photos);
  const megabytes = (bytes: number) =>
    intl.formatNumber(bytes / MEGABYTE, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    });

  async function add(files: FileList | null) {
    const chosen = await choosePhotos(Array.from(files ?? []));
    // The same file may be chosen again after it was removed.
    if (inputRef.current) inputRef.current.value = '';
    if (chosen.length > 0) onChange([...photos, ...chosen]);
  }

  return (
    <FileInputField
      ref={inputRef}
      label={<FormattedMessage id="orders.refund.photos" />}
      hint={
        <FormattedMessage
          id="orders.refund.photosHint"
          values={{
            max: REFUND_PHOTO_UPLOAD_RULES.maxFiles,
            fileSize: megabytes(REFUND_PHOTO_UPLOAD_RULES.maxFileBytes ?? 0),
            totalSize: megabytes(REFUND_PHOTO_UPLOAD_RULES.maxTotalBytes ?? 0),
          }}
        />
      }
      error={error}
      required
      multiple
      accept={uploadAcceptAttribute(REFUND_PHOTO_UPLOAD_RULES)}
      disabled={disabled}
      onChange={(event) => void add(event.target.files)}
      className="text-sm"
    >
      {photos.length > 0 && (
        <ul
          className="grid grid-cols-2 gap-2 sm:grid-cols-3"
          aria-label={intl.formatMessage({ id: 'orders.refund.photosChosen' })}
        >
          {photos.map((photo, index) => {
            const preview = previews.get(photo.key);
            const problem = problems[index];
            const bad = problem !== undefined;
            const problemId = `${photo.key}-problem`;
            return (
              <li
                key={photo.key}
                className={`flex flex-col gap-1 rounded-md border p-2 text-sm ${
                  bad ? 'border-danger-600' : 'border-neutral-200'
                }`}
              >
                {preview ? (
                  <img
                    src={preview}
                    alt={intl.formatMessage(
                      { id: 'orders.refund.photoPreview' },
                      { name: photo.file.name },
                    )}
                    className="aspect-square w-full rounded object-cover"
                  />
                ) : (
                  <div className="flex aspect-square w-full items-center justify-center rounded bg-neutral-100 text-neutral-500">
                    <FormattedMessage id="orders.refund.noPreview" />
                  </div>
                )}
                <span className={`break-all ${bad ? 'font-semibold text-danger-700' : ''}`}>
                  {photo.file.name} ({megabytes(photo.file.size)})
                </span>
                {bad && (
                  <span id={problemId} role="alert" className="text-danger-700">
                    {problem}
                  </span>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={disabled}
                  aria-label={intl.formatMessage(
                    { id: 'orders.refund.removePhoto' },
                    { name: photo.file.name },
                  )}
                  aria-describedby={bad ? problemId : undefined}
                  onClick={() => onChange(photos.filter((other) => other.key !== photo.key))}
                >
                  <FormattedMessage id="orders.refund.remove" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </FileInputField>
  );
}
