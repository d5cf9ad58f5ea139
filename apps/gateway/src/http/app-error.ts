import type {
  ErrorCode,
  ErrorParamName,
  ErrorParamsOf,
  MessageParams,
  RuleFailure,
} from '@storefront/domain';
import { httpStatusForErrorCode } from '@storefront/domain';

type FieldErrors = Record<string, string>;

/**
 * What follows the code: the values its text names (required exactly when it names any, so a
 * text like "The minimum purchase quantity is {minimum}" cannot be thrown without its number),
 * then the fields to mark.
 */
type AppErrorArgs<C extends ErrorCode> = [ErrorParamName<C>] extends [never]
  ? [params?: undefined, fields?: FieldErrors]
  : [params: ErrorParamsOf<C>, fields?: FieldErrors];

/**
 * A failure a user can cause, carrying the catalogue code. Services throw it; the envelope plugin
 * turns it into `{ status, message, data: { code, fields? } }` in the request's language.
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly statusCode: number;
  readonly params: MessageParams | undefined;
  readonly fields: FieldErrors | undefined;
  /**
   * Whole seconds until the same call can succeed, for a refusal that lasts (a lock, a send
   * limit): the envelope sends it as Retry-After and `data.retry_after`, so a screen counts down
   * to the gateway's time instead of guessing (issue 14).
   */
  retryAfterSeconds: number | undefined;

  constructor(
    readonly code: C,
    ...[params, fields]: AppErrorArgs<C>
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = httpStatusForErrorCode(code);
    this.params = params;
    this.fields = fields;
  }

  /** Says the refusal lasts `ms` more (at least a second, rounded up); returns the error. */
  retryAfter(ms: number): this {
    this.retryAfterSeconds = Math.max(1, Math.ceil(ms / 1000));
    return this;
  }

  /** A domain rule's failure, with the values its text names (`RuleFailure`). */
  static of(failure: RuleFailure, fields?: FieldErrors): AppError {
    // The rule's union keeps each code with its own values, which the constructor's per-code
    // check cannot follow through a union: the pairing is RuleFailure's.
    const args = [failure.params, fields] as unknown as AppErrorArgs<ErrorCode>;
    return new AppError<ErrorCode>(failure.code, ...args);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
