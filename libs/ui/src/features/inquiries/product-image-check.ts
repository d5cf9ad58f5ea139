import { checkImageResolution, checkUploadBatch, IMAGE_UPLOAD_RULES } from '@storefront/domain';
import type { ErrorCode, MessageParams } from '@storefront/domain';
import { readImageType } from '../../shared/uploads';

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/** Decodes the image to learn its size; null when the browser cannot decode it. */
export type ReadImageSize = (file: Blob) => Promise<ImageSize | null>;

/** The browser's own decoder (createImageBitmap): no library, and it proves the file is an image. */
export const browserImageSize: ReadImageSize = async (file) => {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
};

export interface ImageProblem {
  readonly code: ErrorCode;
  readonly params?: MessageParams;
}

/**
 * A product photo against IMAGE_UPLOAD_RULES, in the order a customer can fix it: the domain's
 * checkUploadBatch (type by content and name, then size), then the decoded resolution
 * (checkImageResolution). A file that claims to be an image but cannot be decoded, or cannot be
 * read at all, is the wrong type. Null when the photo can be sent. The gateway sniffs again:
 * this check only saves the customer an upload that would be refused.
 */
export async function checkProductImage(
  file: File,
  readSize: ReadImageSize = browserImageSize,
): Promise<ImageProblem | null> {
  const batch = checkUploadBatch(
    [{ name: file.name, size: file.size, detectedType: await readImageType(file) }],
    IMAGE_UPLOAD_RULES,
  );
  if (!batch.ok) return { code: batch.code };
  const size = await readSize(file);
  if (!size) return { code: 'file_type_invalid' };
  const resolution = checkImageResolution(size.width, size.height, IMAGE_UPLOAD_RULES);
  if (!resolution.ok) {
    return {
      code: resolution.code,
      params: {
        width: IMAGE_UPLOAD_RULES.minImageWidth ?? 0,
        height: IMAGE_UPLOAD_RULES.minImageHeight ?? 0,
      },
    };
  }
  return null;
}
