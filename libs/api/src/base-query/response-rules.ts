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
 * SPEC §8, for an answer that arrived. A refusal of our gateway (an envelope with its error code
 * and message) shows the gateway's message, which it writes from the catalogue in the user's
 * language (decision 292). Any other failure keeps SPEC §8's rule: HTTP 400, 401, 404, 429 and
 * 500 show the spec's fixed texts (the domain's httpStatusMessage); any other status above 300
 * falls through to the body's message. A 401 ends the session either way. A 2xx body is unwrapped:
 * its `data` is the result, unless its own status reports a failure, read the same way (429 and
 * 500 without a code of ours read the fixed texts, bodyStatusMessage). The gateway's error code,
 * field errors and named wait (`retry_after`, decision 285) are kept in every case (read by
 * `readErrorData`, which only failures need), so forms still mark their fields.
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
    const signOut = httpStatus === 401;
    // Our gateway's refusal says what went wrong, and how long to wait if it names a wait, in the
    // user's language; SPEC §8's fixed texts ("Bad request", the Indonesian 404 on a Thai page,
    // the Thai 500 on a Kazakh one) would mix languages and hide it (decisions 285, 292).
    if (errorData.code !== undefined && read.message !== undefined) {
      return failure(
        httpStatus,
        read.message,
        code,
        errorData.fields,
        signOut,
        errorData.retry_after,
      );
    }
    const fixed = httpStatusMessage(httpStatus, languageCode);
    if (fixed !== undefined) return failure(httpStatus, fixed, code, errorData.fields, signOut);
    const fromBody =
      (read.status !== undefined ? bodyStatusMessage(read.status, languageCode) : undefined) ??
      read.message ??
      messageFor(code, languageCode);
    return failure(httpStatus, fromBody, code, errorData.fields, false, errorData.retry_after);
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
      (errorData.code !== undefined ? read.message : undefined) ??
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
