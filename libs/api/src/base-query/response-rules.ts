import { bodyStatusMessage, errorCodeForHttpStatus, httpStatusMessage } from '@storefront/domain';
import type { ErrorCode } from '@storefront/domain';
import { messageFor } from '../error-texts/error-texts';
import type { ApiError } from './api-error';
import type { ErrorDataReader } from './error-data';

/** What a finished call means for the screen, and whether the session must end (a 401). */
export type CallOutcome =
  | { readonly ok: true; readonly data: unknown }
  | { readonly ok: false; readonly error: ApiError; readonly signOut: boolean };

/** A 2xx answer is a success; any other status is a failure (fetch follows redirects itself). */
function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

interface ReadBody {
  readonly status?: number;
  readonly message?: string;
  readonly isEnvelope: boolean;
  readonly data?: unknown;
}

/** Reads whatever came back as much of the envelope `{ status, message, data }` as is there. */
function readBody(body: unknown): ReadBody {
  if (typeof body !== 'object' || body === null) return { isEnvelope: false };
  const record = body as Record<string, unknown>;
  const status = typeof record['status'] === 'number' ? record['status'] : undefined;
  const message =
    typeof record['message'] === 'string' && record['message'].trim() !== ''
      ? record['message']
      : undefined;
  return {
    status,
    message,
    isEnvelope: status !== undefined && typeof record['message'] === 'string' && 'data' in record,
    data: record['data'],
  };
}

function failure(
  status: number,
  message: string,
  code: ErrorCode,
  fields: ApiError['fields'],
  signOut = false,
  retryAfterSeconds?: number,
): CallOutcome {
  const error: ApiError = {
    status,
    message,
    code,
    ...(fields ? { fields } : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  };
  return { ok: false, error, signOut };
}

/**
 * Whether an answer is a failure, i.e. whether interpretResponse will read the gateway's error
 * code and field errors from its `data`: the base query loads that check only then.
 */
export function isFailedAnswer(httpStatus: number, body: unknown): boolean {
  if (!isSuccessStatus(httpStatus)) return true;
  const read = readBody(body);
  return read.isEnvelope && read.status !== undefined && !isSuccessStatus(read.status);
}

/**
 * SPEC §8, for an answer that arrived. HTTP 400, 401, 404, 429 and 500 show the spec's fixed
 * texts (the domain's httpStatusMessage; 401 also ends the session); any other status above 300
 * falls through to the body's message. A 2xx body is unwrapped: its `data` is the result, unless
 * its own status reports a failure, where 429 and 500 again read the fixed texts
 * (bodyStatusMessage) and any other keeps the body's message. The gateway's error code and field
 * errors are kept in every case (read by `readErrorData`, which only failures need), so forms
 * still mark their fields under a fixed text. A failure whose data names a wait (`retry_after`)
 * keeps the body's message, which says how long, and the wait itself (decision 285).
 */
export function interpretResponse(
  httpStatus: number,
  body: unknown,
  languageCode: string,
  readErrorData: ErrorDataReader,
): CallOutcome {
  const read = readBody(body);
  if (!isSuccessStatus(httpStatus)) {
    const errorData = readErrorData(read.data);
    const code = errorData.code ?? errorCodeForHttpStatus(httpStatus) ?? 'generic_retry';
    const retryAfter = errorData.retry_after;
    // A refusal that names its wait (a lock, a send limit) reads the gateway's text, which says
    // how long in the user's language; the fixed 'To many request' would hide it (decision 285).
    const namedWait = retryAfter !== undefined && httpStatus === 429 ? read.message : undefined;
    const fixed = namedWait === undefined ? httpStatusMessage(httpStatus, languageCode) : undefined;
    if (fixed !== undefined) {
      return failure(httpStatus, fixed, code, errorData.fields, httpStatus === 401);
    }
    const fromBody =
      namedWait ??
      (read.status !== undefined ? bodyStatusMessage(read.status, languageCode) : undefined) ??
      read.message ??
      messageFor(code, languageCode);
    return failure(httpStatus, fromBody, code, errorData.fields, false, retryAfter);
  }
  if (!read.isEnvelope || read.status === undefined) {
    // A 2xx that is not our envelope (a captive portal, a misrouted proxy): nothing to show.
    return failure(
      httpStatus,
      messageFor('generic_retry', languageCode),
      'generic_retry',
      undefined,
    );
  }
  if (!isSuccessStatus(read.status)) {
    const errorData = readErrorData(read.data);
    const code = errorData.code ?? errorCodeForHttpStatus(read.status) ?? 'generic_retry';
    const message =
      bodyStatusMessage(read.status, languageCode) ??
      read.message ??
      messageFor(code, languageCode);
    return failure(read.status, message, code, errorData.fields);
  }
  return { ok: true, data: read.data };
}

/** No answer at all (offline, DNS, CORS, aborted, a body that never finished): try again. */
export function networkFailure(languageCode: string): ApiError {
  return { status: 0, message: messageFor('generic_retry', languageCode), code: 'generic_retry' };
}
