import type { ErrorCode, MessageParams } from '@storefront/domain';
import { httpStatusForErrorCode } from '@storefront/domain';

/**
 * A failure a user can cause, carrying the catalogue code. Services throw it; the envelope plugin
 * turns it into `{ status, message, data: { code, fields? } }` in the request's language.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly params?: MessageParams,
    readonly fields?: Record<string, string>,
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = httpStatusForErrorCode(code);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
