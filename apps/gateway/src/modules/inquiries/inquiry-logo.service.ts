import type { UploadFileType } from '@storefront/domain';
import { LEVEL_BENEFITS, LOGO_UPLOAD_RULES, checkUploadBatch } from '@storefront/domain';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { StoredFile } from '../../adapters/storage/file-storage';
import { customerLevel } from '../../db/customer-level';
import { inquiries, inquiryLogos } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { sniffUploadType } from '../../http/sniff-upload';
import type { TokenClaims } from '../../security/tokens';
import { isUuid } from '../../db/row-id';
import type { InquiryLogoRow } from './inquiry-view';
import type { Reader } from '../../db/transaction';
import { ownInquiry } from './inquiry.service';

type LogoContext = Pick<AppContext, 'db' | 'market' | 'now' | 'adapters'>;

/** A file as it arrived: the client's name and the bytes. */
export interface IncomingFile {
  readonly filename: string;
  readonly bytes: Buffer;
}

/** The storage extension of each kind (a JPEG is kept as .jpg whatever it was called). */
const EXTENSIONS: Readonly<Record<UploadFileType, string>> = {
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  pdf: 'pdf',
  svg: 'svg',
  psd: 'psd',
  cdr: 'cdr',
  ai: 'ai',
  raw: 'raw',
};

/**
 * Logo addition is a level benefit (LEVEL_BENEFITS.logoAddition): a customer whose level lacks it
 * is `forbidden`. The cart's upload asks this before it reads a byte of the files (decision 228),
 * and attachInquiryLogos again under the submission's lock.
 */
export async function assertLogoAddition(
  db: Reader,
  context: Pick<AppContext, 'market'>,
  customerId: string,
): Promise<void> {
  const level = await customerLevel(db, context.market, customerId);
  if (!LEVEL_BENEFITS[level].logoAddition) {
    throw new AppError('forbidden', undefined, { logos: 'field.invalid' });
  }
}

/**
 * Attaches logo or brand files to the caller's submission (the cart's logo upload hands its
 * files here: a cart product points at its submission). Each file is judged on its CONTENT,
 * sniffed again here so no caller can skip it, and the limits of LOGO_UPLOAD_RULES hold for
 * everything the submission holds, not only this batch: at most 5 files, 10 MB together.
 * Logo addition is a level benefit (LEVEL_BENEFITS.logoAddition): a level without it is
 * `forbidden`. The files are written before the rows, under the submission's lock; if the rows
 * cannot be written the files are removed again.
 */
export async function attachInquiryLogos(
  context: LogoContext,
  customerId: string,
  inquiryId: string,
  files: readonly IncomingFile[],
): Promise<InquiryLogoRow[]> {
  if (files.length === 0) {
    throw new AppError('validation_failed', undefined, { logos: 'field.required' });
  }
  const sniffed = await Promise.all(
    files.map(async (file) => ({
      file,
      name: file.filename,
      size: file.bytes.length,
      detectedType: await sniffUploadType(file.bytes),
    })),
  );
  const storage = context.adapters.storage;
  const written: string[] = [];
  try {
    return await context.db.transaction(async (tx) => {
      const inquiry = await ownInquiry(tx, customerId, inquiryId, { lock: true });
      if (inquiry.state === 'canceled' || inquiry.state === 'rejected') {
        throw new AppError('transition_not_allowed');
      }
      await assertLogoAddition(tx, context, customerId);
      const held = await tx
        .select()
        .from(inquiryLogos)
        .where(eq(inquiryLogos.inquiryId, inquiry.id));
      const batch = [
        ...held.map((logo) => ({
          name: logo.fileName,
          size: logo.sizeBytes,
          detectedType: logo.fileType,
        })),
        ...sniffed,
      ];
      const check = checkUploadBatch(batch, LOGO_UPLOAD_RULES);
      if (!check.ok) throw AppError.of(check, { logos: 'field.invalid' });
      const now = context.now();
      const rows = sniffed.map(({ file, detectedType }, index) => {
        // checkUploadBatch accepted the batch, so every file was recognised.
        const type = detectedType as UploadFileType;
        const id = randomUUID();
        return {
          id,
          inquiryId: inquiry.id,
          position: held.length + index,
          storageKey: `inquiry-logos/${inquiry.id}/${id}.${EXTENSIONS[type]}`,
          fileName: file.filename.slice(0, 255),
          fileType: type,
          sizeBytes: file.bytes.length,
          createdAt: now,
          bytes: file.bytes,
        };
      });
      for (const row of rows) {
        // Through the transaction: on PostgreSQL storage the file is one of its rows.
        await storage.put(row.storageKey, row.bytes, tx);
        written.push(row.storageKey);
      }
      return tx
        .insert(inquiryLogos)
        .values(rows.map(({ bytes: _bytes, ...row }) => row))
        .returning();
    });
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

/** A logo file for the submission's owner or any staff member; anyone else gets not_found. */
export async function readInquiryLogo(
  context: LogoContext,
  caller: TokenClaims,
  inquiryId: string,
  logoId: string,
): Promise<{ file: StoredFile; fileName: string }> {
  if (!isUuid(inquiryId) || !isUuid(logoId)) throw new AppError('not_found');
  const [row] = await context.db
    .select({ storageKey: inquiryLogos.storageKey, fileName: inquiryLogos.fileName })
    .from(inquiryLogos)
    .innerJoin(inquiries, eq(inquiries.id, inquiryLogos.inquiryId))
    .where(
      and(
        eq(inquiryLogos.id, logoId),
        eq(inquiryLogos.inquiryId, inquiryId),
        caller.typ === 'staff' ? undefined : eq(inquiries.customerId, caller.sub),
      ),
    );
  const file = row ? await context.adapters.storage.get(row.storageKey) : null;
  if (!row || !file) throw new AppError('not_found');
  return { file, fileName: row.fileName };
}
