import type { UploadCheck, UploadFileType } from '@storefront/domain';
import {
  checkUploadBatch,
  IMAGE_SIGNATURE_LENGTH,
  imageTypeFromSignature,
  REFUND_PHOTO_UPLOAD_RULES,
} from '@storefront/domain';

/** A chosen photo with what its first bytes say it is (null: not an image we know). */
export interface ChosenPhoto {
  readonly key: string;
  readonly file: File;
  readonly detectedType: UploadFileType | null;
}

/**
 * The first bytes of a file. FileReader rather than Blob#arrayBuffer: it is what every browser
 * (and jsdom, where the tests run) implements.
 */
function readHead(file: Blob, length: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}

let nextKey = 0;

/**
 * Reads what each file is by its content, as the gateway will: a PDF renamed .jpg is caught here
 * already. A file that cannot be read (moved, permission revoked) counts as no image.
 */
export async function choosePhotos(files: readonly File[]): Promise<ChosenPhoto[]> {
  return Promise.all(
    files.map(async (file) => {
      nextKey += 1;
      const key = `photo-${nextKey}`;
      try {
        const head = await readHead(file, IMAGE_SIGNATURE_LENGTH);
        return { key, file, detectedType: imageTypeFromSignature(head) };
      } catch {
        return { key, file, detectedType: null };
      }
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
