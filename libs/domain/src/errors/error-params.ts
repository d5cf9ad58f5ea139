import type { ErrorCode } from './error-codes';
import type { MessageParams } from './message-params';

/**
 * The codes whose texts name values (`{minimum}`), with those names: every language's text of a
 * code has exactly these (tested against the catalogue), and the gateway cannot build such an
 * error without them (`AppError`'s types), so no text leaves it with a placeholder unfilled.
 */
export const ERROR_PARAM_NAMES = {
  file_too_many: ['max'],
  image_resolution_too_low: ['height', 'width'],
  image_too_many_pixels: ['max'],
  otp_attempts_exceeded: ['minutes'],
  submission_failed: ['reason'],
  submission_limit_reached: ['limit'],
  variant_already_requested: ['number'],
  quantity_below_minimum: ['minimum'],
  quantity_not_multiple: ['multiple'],
  voucher_not_stackable: ['title'],
  voucher_min_spend_not_met: ['title'],
} as const satisfies Partial<Record<ErrorCode, readonly string[]>>;

export type ErrorCodeWithParams = keyof typeof ERROR_PARAM_NAMES;

/** The placeholder names of a code's text; never for a code whose text names none. */
export type ErrorParamName<C extends ErrorCode> = C extends ErrorCodeWithParams
  ? (typeof ERROR_PARAM_NAMES)[C][number]
  : never;

/** The values a code's text needs, every one of them. */
export type ErrorParamsOf<C extends ErrorCode> = Readonly<
  Record<ErrorParamName<C>, string | number>
>;

/**
 * A rule's failure as the gateway throws it: the code, and the values its text needs when it
 * needs any. A union over the codes, so a rule that can fail several ways carries each way's own.
 */
export type RuleFailure<C extends ErrorCode = ErrorCode> = C extends ErrorCodeWithParams
  ? { readonly ok: false; readonly code: C; readonly params: ErrorParamsOf<C> }
  : { readonly ok: false; readonly code: C; readonly params?: undefined };

/** The names a code's text needs (empty for most codes). */
export function errorParamNames(code: ErrorCode): readonly string[] {
  return (ERROR_PARAM_NAMES as Partial<Record<ErrorCode, readonly string[]>>)[code] ?? [];
}

/** The names of `code`'s text that `params` leaves without a value. */
export function missingErrorParams(code: ErrorCode, params?: MessageParams): string[] {
  return errorParamNames(code).filter(
    (name) => params === undefined || !Object.hasOwn(params, name),
  );
}
