import type { MultipartEndpointDefinition, UploadField } from '@storefront/contract';
import { fieldErrorMap } from '@storefront/contract';
import {
  checkImagePixels,
  checkImageResolution,
  checkUploadBatch,
  hasControlCharacter,
} from '@storefront/domain';
import type { UploadFileType, UploadRules } from '@storefront/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { imageDimensions, sniffUploadType } from './sniff-upload';

export interface UploadedFile {
  /** The name the client gave; only ever shown back, never used as a path. */
  readonly filename: string;
  readonly bytes: Buffer;
  readonly size: number;
  /** The kind found in the content. */
  readonly type: UploadFileType;
}

export type UploadedFiles = Readonly<Record<string, readonly UploadedFile[]>>;

interface RawFile {
  filename: string;
  bytes: Buffer;
}

/**
 * Room for the text fields and the part headers around the files: a body declared longer than
 * the entry's files may hold plus this is refused before a byte of it is read.
 */
export const MULTIPART_FORM_OVERHEAD_BYTES = 256 * 1024;

/** Most bytes one file of these rules may have. */
function fileLimit(rules: UploadRules): number {
  return Math.min(
    rules.maxFileBytes ?? Number.POSITIVE_INFINITY,
    rules.maxTotalBytes ?? Number.POSITIVE_INFINITY,
  );
}

/** Most bytes all files of one field may have together. */
function fieldLimit(rules: UploadRules): number {
  return Math.min(
    rules.maxTotalBytes ?? Number.POSITIVE_INFINITY,
    fileLimit(rules) * rules.maxFiles,
  );
}

/** What an entry's files may weigh in total: the declared body size is judged against it. */
export function multipartBodyLimit(endpoint: MultipartEndpointDefinition): number {
  const files = endpoint.files.reduce((sum, field) => sum + fieldLimit(field.rules), 0);
  return files + MULTIPART_FORM_OVERHEAD_BYTES;
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null
    ? (error as { code?: string }).code
    : undefined;
}

/**
 * Reads every part as it streams, never more than the entry's rules allow: a body declared too
 * large is refused unread, a file field the entry does not have is refused at its header, the
 * file after a field's last allowed one at its header, and a file or a field's files growing past
 * their limit stop the reading at that chunk (decision 228). A body busboy cannot parse (no
 * boundary, cut short) is the client's 400, not a 500.
 */
async function collectParts(request: FastifyRequest, endpoint: MultipartEndpointDefinition) {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > multipartBodyLimit(endpoint)) {
    throw new AppError('file_too_large');
  }
  const byName = new Map<string, UploadField>(endpoint.files.map((field) => [field.name, field]));
  const fields: Record<string, string> = {};
  const files: Record<string, RawFile[]> = {};
  const fieldBytes = new Map<string, number>();
  const maxFileBytes = Math.max(...endpoint.files.map((field) => fileLimit(field.rules)));
  const maxFiles = endpoint.files.reduce((sum, field) => sum + field.rules.maxFiles, 0);
  try {
    const parts = request.parts({
      // One byte over the largest file, so busboy's own cut never hides "too large"; one file over
      // the entry's batches, so the count is the domain rule's "too many" below.
      limits: { fileSize: maxFileBytes + 1, files: maxFiles + 1 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') {
        if (typeof part.value !== 'string') continue;
        if (hasControlCharacter(part.fieldname) || hasControlCharacter(part.value)) {
          throw new AppError('validation_failed', undefined, { [part.fieldname]: 'field.invalid' });
        }
        fields[part.fieldname] = part.value;
        continue;
      }
      const field = byName.get(part.fieldname);
      if (!field) {
        throw new AppError('validation_failed', undefined, { [part.fieldname]: 'field.invalid' });
      }
      const invalid = { [field.name]: 'field.invalid' };
      if (hasControlCharacter(part.filename)) {
        throw new AppError('validation_failed', undefined, invalid);
      }
      const held = (files[field.name] ??= []);
      if (held.length >= field.rules.maxFiles) {
        throw new AppError('file_too_many', { max: field.rules.maxFiles }, invalid);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        const total = (fieldBytes.get(field.name) ?? 0) + chunk.length;
        fieldBytes.set(field.name, total);
        if (size > fileLimit(field.rules) || total > fieldLimit(field.rules)) {
          throw new AppError('file_too_large', undefined, invalid);
        }
        chunks.push(chunk);
      }
      held.push({ filename: part.filename, bytes: Buffer.concat(chunks, size) });
    }
  } catch (error) {
    // Nothing more of this body is parsed; bindEndpoint closes the connection after the answer.
    request.raw.unpipe();
    if (error instanceof AppError) throw error;
    const code = errorCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('file_too_large');
    // Past the entry's files altogether: the message names that total.
    if (code === 'FST_FILES_LIMIT') throw new AppError('file_too_many', { max: maxFiles });
    // No boundary, a body cut short, a header busboy cannot read: the client sent no form.
    throw new AppError('bad_request');
  }
  return { fields, files };
}

/**
 * The body of a multipart entry: text fields parsed by the entry's body schema, each file field
 * judged by its domain upload rules on the files' CONTENT (sniffed type, size, count, and for
 * images the pixel cap and the resolution). A JSON body is accepted too when no file is required.
 */
export async function readMultipartBody(
  request: FastifyRequest,
  endpoint: MultipartEndpointDefinition,
): Promise<{ body: unknown; files: UploadedFiles }> {
  const { fields, files } = request.isMultipart()
    ? await collectParts(request, endpoint)
    : {
        fields: (request.body ?? {}) as Record<string, unknown>,
        files: {} as Record<string, RawFile[]>,
      };

  let body: unknown = fields;
  if (endpoint.body) {
    const parsed = endpoint.body.safeParse(fields);
    if (!parsed.success) {
      throw new AppError('validation_failed', undefined, fieldErrorMap(parsed.error));
    }
    body = parsed.data;
  }

  const uploaded: Record<string, UploadedFile[]> = {};
  for (const field of endpoint.files) {
    const raw = files[field.name] ?? [];
    if (raw.length === 0 && field.required) {
      throw new AppError('validation_failed', undefined, { [field.name]: 'field.required' });
    }
    const judged = await Promise.all(
      raw.map(async (file) => ({
        name: file.filename,
        size: file.bytes.length,
        detectedType: await sniffUploadType(file.bytes),
      })),
    );
    const invalid = { [field.name]: 'field.invalid' };
    const check = checkUploadBatch(judged, field.rules);
    // "Too many files (maximum {max})": the rule's failure names this field's limit.
    if (!check.ok) throw AppError.of(check, invalid);
    const wantsResolution =
      field.rules.minImageWidth !== null || field.rules.minImageHeight !== null;
    for (const [index, file] of raw.entries()) {
      const type = judged[index]?.detectedType;
      // Every raster image's size comes from its header, before anything decodes it.
      if (!wantsResolution && type !== 'jpeg' && type !== 'png' && type !== 'gif') continue;
      const size = imageDimensions(file.bytes);
      if (!size) throw new AppError('file_type_invalid', undefined, invalid);
      const pixels = checkImagePixels(size.width, size.height);
      if (!pixels.ok) throw AppError.of(pixels, invalid);
      const resolution = checkImageResolution(size.width, size.height, field.rules);
      if (!resolution.ok) throw AppError.of(resolution, invalid);
    }
    uploaded[field.name] = raw.map((file, index) => ({
      filename: file.filename,
      bytes: file.bytes,
      size: file.bytes.length,
      // checkUploadBatch accepted it, so the sniffer recognised it.
      type: judged[index]?.detectedType as UploadFileType,
    }));
  }
  return { body, files: uploaded };
}
