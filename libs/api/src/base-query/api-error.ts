import type { FieldErrors } from '@storefront/contract';
import type { ErrorCode } from '@storefront/domain';

/**
 * Every failure of a call, as the screens receive it (SPEC §8: "any failure returns an object
 * with status and message instead of throwing").
 */
export interface ApiError {
  /**
   * The HTTP status, or the body's own status when a 2xx body reported a failure; 0 when no
   * answer arrived (offline, DNS, CORS, aborted).
   */
  readonly status: number;
  /** The text to show, already in the user's language or in the spec's fixed wording. */
  readonly message: string;
  /**
   * What went wrong, for code that reacts: the gateway's code when it sent one, else the code of
   * the HTTP status, else generic_retry.
   */
  readonly code: ErrorCode;
  /** Per-field error ids of a refused form (validation_failed), keyed by field path. */
  readonly fields?: FieldErrors;
  /**
   * Seconds until the same call can succeed, when the gateway said so (`data.retry_after`: a
   * lock, a send limit); a screen waits exactly this long before offering the call again.
   */
  readonly retryAfterSeconds?: number;
}

/** Narrows anything to an ApiError (the hooks' `error` is typed, but a caught unwrap() is not). */
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate['status'] === 'number' &&
    typeof candidate['message'] === 'string' &&
    typeof candidate['code'] === 'string'
  );
}
