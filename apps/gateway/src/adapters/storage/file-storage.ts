import type { Transaction } from '../../db/transaction';

/**
 * Where the gateway keeps files: catalogue images, logos, and the photos of product requests and
 * refunds. Keys are ours (never a client's file name), lower-case paths such as
 * `product-requests/<uuid>.jpg`. Local disk, PostgreSQL and S3-compatible stores implement it.
 */
export interface StoredFile {
  readonly bytes: Buffer;
  readonly contentType: string;
}

export interface FileStorage {
  /**
   * Writes the file whole. `tx`: the database transaction the file belongs with (a refund's
   * photos, a submission's logos). The PostgreSQL store writes through it, so the file commits or
   * rolls back with the rows and the request holds one pooled connection, not a second one while
   * its transaction waits. Local disk and S3 cannot join a transaction and write at once; their
   * callers remove the keys they wrote when the transaction does not commit.
   */
  put(key: string, bytes: Uint8Array, tx?: Transaction): Promise<void>;
  /** Null when nothing is stored under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removing a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every stored key under `prefix` (`''` for all, else whole segments ending in `/`), in key
   * order; for moving files between stores, not for requests.
   */
  list(prefix: string): AsyncIterable<string>;
}

/** Segments of letters, digits, dot, dash and underscore; no empty, hidden or `..` segment. */
const KEY_PATTERN =
  /^[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*(?:\/[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*)*$/;

/** `''` or whole key segments, each followed by `/` (`catalog/`, `refunds/<id>/`). */
const PREFIX_PATTERN = /^(?:[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*\/)*$/;

export function isStorageKey(key: string): boolean {
  return key.length <= 200 && KEY_PATTERN.test(key);
}

/**
 * The only kinds of file the gateway stores, by extension: images, and the logo or brand
 * artwork kinds of the domain's LOGO_UPLOAD_RULES (served to their owner as attachments).
 */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  // The catalogue images' size variants (modules/catalog/catalog-images.ts).
  webp: 'image/webp',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
  psd: 'image/vnd.adobe.photoshop',
  cdr: 'application/vnd.corel-draw',
  ai: 'application/postscript',
  raw: 'application/octet-stream',
};

export function contentTypeOf(key: string): string | undefined {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return key.includes('.') ? CONTENT_TYPES[extension] : undefined;
}

export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`Not a storage key of a known file type: ${JSON.stringify(key)}`);
    this.name = 'StorageKeyError';
  }
}

/** Refuses a key that could leave the storage root or that names an unknown kind of file. */
export function assertStorageKey(key: string): string {
  const contentType = contentTypeOf(key);
  if (!isStorageKey(key) || contentType === undefined) throw new StorageKeyError(key);
  return contentType;
}

/** Refuses a list prefix that is not whole key segments. */
export function assertStoragePrefix(prefix: string): string {
  if (prefix.length > 200 || !PREFIX_PATTERN.test(prefix)) throw new StorageKeyError(prefix);
  return prefix;
}
