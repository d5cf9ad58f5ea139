import { checkImageResolution, checkUploadBatch, IMAGE_UPLOAD_RULES } from '@storefront/domain';
import type { ErrorCode, MessageParams, UploadFileType } from '@storefront/domain';

/**
 * The first bytes of the two kinds a product photo may be (IMAGE_UPLOAD_RULES: JPG/JPEG, PNG).
 * The domain judges a file by what it is, not what it is called; the browser only knows the
 * name, so the client reads the signature itself. The gateway sniffs again: this check only
 * saves the customer an upload that would be refused.
 */
const SIGNATURES: readonly { readonly type: UploadFileType; readonly bytes: readonly number[] }[] =
  [
    { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
    { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  ];

export function detectImageType(head: Uint8Array): UploadFileType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return match?.type ?? null;
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
 * (checkImageResolution). A file that claims to be an image but cannot be decoded is the wrong
 * type. Null when the photo can be sent.
 */
export async function checkProductImage(
  file: File,
  readSize: ReadImageSize = browserImageSize,
): Promise<ImageProblem | null> {
  let head: Uint8Array;
  try {
    head = await readHead(file, 8);
  } catch {
    // A file that cannot be read (moved, permission revoked) cannot be judged an image.
    return { code: 'file_type_invalid' };
  }
  const batch = checkUploadBatch(
    [{ name: file.name, size: file.size, detectedType: detectImageType(head) }],
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
