import { IMAGE_SIGNATURE_LENGTH, imageTypeFromSignature } from '@storefront/domain';
import type { UploadFileType } from '@storefront/domain';

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

/**
 * What a chosen file is by its first bytes, as the gateway will judge it: the browser only knows
 * the name, and a PDF renamed .jpg is caught before it is sent. Null for a kind the domain does
 * not know and for a file that cannot be read (moved, permission revoked).
 */
export async function readImageType(file: Blob): Promise<UploadFileType | null> {
  try {
    return imageTypeFromSignature(await readHead(file, IMAGE_SIGNATURE_LENGTH));
  } catch {
    return null;
  }
}
