import type { UploadFile, UploadFileType } from '@storefront/domain';
import { UPLOAD_FILE_EXTENSIONS, UPLOAD_FILE_TYPES } from '@storefront/domain';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The kind a file's name claims. The browser cannot sniff content the way the gateway does, so
 * the pre-upload check trusts the extension; the gateway still refuses a renamed file.
 */
export function typeFromName(name: string): UploadFileType | null {
  const extension = extensionOf(name);
  if (extension === '') return null;
  return UPLOAD_FILE_TYPES.find((type) => UPLOAD_FILE_EXTENSIONS[type].includes(extension)) ?? null;
}

/** Chosen files as the domain's upload check reads them (name, size, claimed kind). */
export function toUploadFiles(files: readonly File[]): UploadFile[] {
  return files.map((file) => ({
    name: file.name,
    size: file.size,
    detectedType: typeFromName(file.name),
  }));
}
