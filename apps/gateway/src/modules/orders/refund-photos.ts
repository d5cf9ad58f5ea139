import type { uploadedFileSchema } from '@storefront/contract';
import type { UploadFileType } from '@storefront/domain';
import { checkUploadBatch, REFUND_PHOTO_UPLOAD_RULES } from '@storefront/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { FileStorage, StoredFile } from '../../adapters/storage/file-storage';
import { refundRequestPhotos, refundRequests } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { sniffUploadType } from '../../http/sniff-upload';
import type { TokenClaims } from '../../security/tokens';
import type { Transaction } from '../../db/transaction';
import { isUuid } from '../../db/row-id';
import type { Reader } from '../../db/transaction';

export type RefundPhoto = z.output<typeof uploadedFileSchema>;
type RefundPhotoRow = typeof refundRequestPhotos.$inferSelect;

/** A file as it arrived: the client's name and the bytes. */
export interface IncomingPhoto {
  readonly filename: string;
  readonly bytes: Buffer;
}

/** A photo judged by its content, ready to be stored. */
export interface CheckedPhoto {
  readonly fileName: string;
  readonly bytes: Buffer;
  readonly type: UploadFileType;
}

/** The storage extension of each kind REFUND_PHOTO_UPLOAD_RULES admits (a JPEG is kept as .jpg). */
const EXTENSIONS: Partial<Readonly<Record<UploadFileType, string>>> = { jpeg: 'jpg', png: 'png' };

/** Where the owner and staff read a photo (the contract leaves file routes to the gateway). */
export function refundPhotoPath(refundId: string, photoId: string): string {
  return `/oci/orders/refund/${refundId}/photos/${photoId}`;
}

/**
 * The photos against REFUND_PHOTO_UPLOAD_RULES, sniffed again here so no caller can skip it:
 * at least one (the contract marks the field required), JPG/PNG by content, 5 at most, 10 MB
 * each and 20 MB together. Field errors name `photos`, the contract's file field.
 */
export async function checkRefundPhotos(photos: readonly IncomingPhoto[]): Promise<CheckedPhoto[]> {
  if (photos.length === 0) {
    throw new AppError('validation_failed', undefined, { photos: 'field.required' });
  }
  const judged = await Promise.all(
    photos.map(async (photo) => ({
      name: photo.filename,
      size: photo.bytes.length,
      detectedType: await sniffUploadType(photo.bytes),
    })),
  );
  const check = checkUploadBatch(judged, REFUND_PHOTO_UPLOAD_RULES);
  if (!check.ok) throw AppError.of(check, { photos: 'field.invalid' });
  return photos.map((photo, index) => ({
    // Only ever shown back; a longer name is cut rather than refused.
    fileName: photo.filename.slice(0, 255),
    bytes: photo.bytes,
    // checkUploadBatch accepted the batch, so the sniffer recognised every photo.
    type: judged[index]?.detectedType as UploadFileType,
  }));
}

type NewRefundPhotoRow = typeof refundRequestPhotos.$inferInsert;

/**
 * Writes the photos of a refund that is about to be written, under `refunds/<refund id>/`, and
 * answers the rows to insert once the refund row exists. The files are written through `tx`
 * (on PostgreSQL storage they are part of it); every key is pushed on `written` before its file
 * is written, so the caller can remove the files a store outside the database kept when its
 * transaction does not commit.
 */
export async function putRefundPhotos(
  storage: FileStorage,
  tx: Transaction,
  refundId: string,
  photos: readonly CheckedPhoto[],
  written: string[],
): Promise<NewRefundPhotoRow[]> {
  const rows: NewRefundPhotoRow[] = [];
  for (const [position, photo] of photos.entries()) {
    const id = randomUUID();
    const storageKey = `refunds/${refundId}/${id}.${EXTENSIONS[photo.type] ?? 'jpg'}`;
    written.push(storageKey);
    await storage.put(storageKey, photo.bytes, tx);
    rows.push({
      id,
      refundId,
      position,
      storageKey,
      fileName: photo.fileName,
      fileType: photo.type,
      sizeBytes: photo.bytes.length,
    });
  }
  return rows;
}

/** Adds the photo rows of a refund inside the caller's transaction, in the order sent. */
export async function insertRefundPhotos(
  tx: Transaction,
  rows: readonly NewRefundPhotoRow[],
): Promise<RefundPhotoRow[]> {
  const inserted = await tx
    .insert(refundRequestPhotos)
    .values([...rows])
    .returning();
  return inserted.sort((a, b) => a.position - b.position);
}

/** Removes stored files after a failed write; a file that is already gone is not an error. */
export async function removeStoredPhotos(storage: FileStorage, keys: readonly string[]) {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}

export function toRefundPhoto(row: RefundPhotoRow, publicUrl: string): RefundPhoto {
  return {
    id: row.id,
    file_name: row.fileName,
    url: new URL(refundPhotoPath(row.refundId, row.id), publicUrl).toString(),
    size_bytes: row.sizeBytes,
  };
}

/** The photos of each refund, in the order they were sent; a refund without any maps to []. */
export async function loadRefundPhotos(
  db: Reader,
  publicUrl: string,
  refundIds: readonly string[],
): Promise<Map<string, RefundPhoto[]>> {
  const byRefund = new Map<string, RefundPhoto[]>(refundIds.map((id) => [id, []]));
  if (refundIds.length === 0) return byRefund;
  const rows = await db
    .select()
    .from(refundRequestPhotos)
    .where(inArray(refundRequestPhotos.refundId, [...refundIds]))
    .orderBy(asc(refundRequestPhotos.refundId), asc(refundRequestPhotos.position));
  for (const row of rows) byRefund.get(row.refundId)?.push(toRefundPhoto(row, publicUrl));
  return byRefund;
}

/** A refund photo for the refund's owner or any staff member; anyone else gets not_found. */
export async function readRefundPhoto(
  context: Pick<AppContext, 'db' | 'adapters'>,
  caller: TokenClaims,
  refundId: string,
  photoId: string,
): Promise<StoredFile> {
  if (!isUuid(refundId) || !isUuid(photoId)) throw new AppError('not_found');
  const [row] = await context.db
    .select({ storageKey: refundRequestPhotos.storageKey })
    .from(refundRequestPhotos)
    .innerJoin(refundRequests, eq(refundRequests.id, refundRequestPhotos.refundId))
    .where(
      and(
        eq(refundRequestPhotos.id, photoId),
        eq(refundRequestPhotos.refundId, refundId),
        caller.typ === 'staff' ? undefined : eq(refundRequests.customerId, caller.sub),
      ),
    );
  const file = row ? await context.adapters.storage.get(row.storageKey) : null;
  if (!row || !file) throw new AppError('not_found');
  return file;
}
