import type { MultipartEndpointDefinition } from '@storefront/contract';
import { fieldErrorMap } from '@storefront/contract';
import { checkImageResolution, checkUploadBatch } from '@storefront/domain';
import type { UploadFileType } from '@storefront/domain';
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

function isLimitError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === code;
}

/** Reads every part; the multipart plugin's limits stop a body too large before it is buffered. */
async function collectParts(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  const files: Record<string, RawFile[]> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        (files[part.fieldname] ??= []).push({ filename: part.filename, bytes });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (isLimitError(error, 'FST_REQ_FILE_TOO_LARGE')) throw new AppError('file_too_large');
    if (isLimitError(error, 'FST_FILES_LIMIT')) throw new AppError('file_too_many');
    throw error;
  }
  return { fields, files };
}

/**
 * The body of a multipart entry: text fields parsed by the entry's body schema, each file field
 * judged by its domain upload rules on the files' CONTENT (sniffed type, size, count, and for
 * images the resolution). A JSON body is accepted too when no file is required.
 */
export async function readMultipartBody(
  request: FastifyRequest,
  endpoint: MultipartEndpointDefinition,
): Promise<{ body: unknown; files: UploadedFiles }> {
  const { fields, files } = request.isMultipart()
    ? await collectParts(request)
    : {
        fields: (request.body ?? {}) as Record<string, unknown>,
        files: {} as Record<string, RawFile[]>,
      };

  const known = new Set(endpoint.files.map((field) => field.name));
  const unknown = Object.keys(files).find((name) => !known.has(name));
  if (unknown) throw new AppError('validation_failed', undefined, { [unknown]: 'field.invalid' });

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
    const check = checkUploadBatch(judged, field.rules);
    if (!check.ok) {
      // "Too many files (maximum {max})": the message names this field's limit.
      const params = check.code === 'file_too_many' ? { max: field.rules.maxFiles } : undefined;
      throw new AppError(check.code, params, { [field.name]: 'field.invalid' });
    }
    if (field.rules.minImageWidth !== null || field.rules.minImageHeight !== null) {
      for (const file of raw) {
        const size = imageDimensions(file.bytes);
        if (!size)
          throw new AppError('file_type_invalid', undefined, { [field.name]: 'field.invalid' });
        const resolution = checkImageResolution(size.width, size.height, field.rules);
        if (!resolution.ok)
          throw new AppError(resolution.code, undefined, { [field.name]: 'field.invalid' });
      }
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
