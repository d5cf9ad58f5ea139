import type { UploadCheck, UploadFileType } from '@storefront/domain';
import { checkUploadBatch, REFUND_PHOTO_UPLOAD_RULES } from '@storefront/domain';
import { readImageType } from '../../shared/uploads';

/** A chosen photo with what its first bytes say it is (null: not an image we know). */
export interface ChosenPhoto {
  readonly key: string;
  readonly file: File;
  readonly detectedType: UploadFileType | null;
}

let nextKey = 0;

/** Reads what each file is by its content, as the gateway will, and keys it for the list. */
export async function choosePhotos(files: readonly File[]): Promise<ChosenPhoto[]> {
  return Promise.all(
    files.map(async (file) => {
      nextKey += 1;
      return { key: `photo-${nextKey}`, file, detectedType: await readImageType(file) };
    }),
  );
}

/** The chosen photos against REFUND_PHOTO_UPLOAD_RULES (count, kind by content, sizes). */
export function checkChosenPhotos(photos: readonly ChosenPhoto[]): UploadCheck {
  return checkUploadBatch(
    photos.map((photo) => ({
      name: photo.file.name,
      size: photo.file.size,
      detectedType: photo.detectedType,
    })),
    REFUND_PHOTO_UPLOAD_RULES,
  );
}

/**
 * Each chosen photo on its own against REFUND_PHOTO_UPLOAD_RULES (kind by content, size), so
 * every bad photo gets its own error as soon as it is picked, not only the first one at submit.
 * The batch's own limits (how many, how much together) stay with checkChosenPhotos.
 */
export function checkEachPhoto(photos: readonly ChosenPhoto[]): UploadCheck[] {
  return photos.map((photo) =>
    checkUploadBatch(
      [{ name: photo.file.name, size: photo.file.size, detectedType: photo.detectedType }],
      REFUND_PHOTO_UPLOAD_RULES,
    ),
  );
}
