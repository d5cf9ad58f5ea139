import { retry } from '@reduxjs/toolkit/query';
import type { BaseQueryApi, BaseQueryFn, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { QUERY_DEFAULTS } from '@storefront/domain';
import { messageFor } from '../error-texts/error-texts';
import { clientFromExtra } from '../store/api-client';
import type { ApiClient } from '../store/api-client';
import type { ApiError } from './api-error';
import { isApiError } from './api-error';
import { buildFetchArgs } from './contract-call';
import type { ContractCall } from './contract-call';
import type { ErrorDataReader } from './error-data';
import { interpretResponse, isFailedAnswer, networkFailure } from './response-rules';
import type { CallOutcome } from './response-rules';

export type ApiBaseQuery = BaseQueryFn<
  ContractCall,
  unknown,
  ApiError,
  object,
  FetchBaseQueryMeta | undefined
>;

type FetchResult = Awaited<ReturnType<ApiClient['fetchBaseQuery']>>;

/** A store built without configureApiClient: a bug of the app, shown rather than thrown. */
const NOT_CONFIGURED: ApiError = {
  status: 0,
  code: 'generic_sorry',
  message: 'The API client is not configured: build the store with createApiStore().',
};

function languageOf(api: BaseQueryApi): string {
  try {
    return clientFromExtra(api.extra)?.languageCode() ?? 'en';
  } catch {
    return 'en';
  }
}

/** A successful answer's `data` is not an error body: nothing to check. */
const noErrorData: ErrorDataReader = () => ({});

let errorDataReader: Promise<ErrorDataReader> | undefined;

/**
 * The check of a failure's `{ code, fields }` (zod), fetched with the first failed answer rather
 * than carried by the first render (docs/decisions/117). When the chunk cannot be fetched, the
 * body's data is not trusted (as if it failed the check) and the next failure tries again.
 */
function loadErrorDataReader(): Promise<ErrorDataReader> {
  errorDataReader ??= import('./error-data').then(
    (module) => module.readErrorData,
    () => {
      errorDataReader = undefined;
      return noErrorData;
    },
  );
  return errorDataReader;
}

/** What an answer means under SPEC §8, with the error body's check loaded when it failed. */
async function interpret(status: number, body: unknown, languageCode: string) {
  const readErrorData = isFailedAnswer(status, body) ? await loadErrorDataReader() : noErrorData;
  return interpretResponse(status, body, languageCode, readErrorData);
}

/** What fetchBaseQuery's result means under SPEC §8. */
async function outcomeOf(result: FetchResult, languageCode: string): Promise<CallOutcome> {
  if (result.error) {
    const { error } = result;
    if (typeof error.status === 'number') {
      return interpret(error.status, error.data, languageCode);
    }
    if (error.status === 'PARSING_ERROR') {
      // An answer whose body is not JSON (a proxy's HTML error page): its status still decides.
      return interpret(error.originalStatus, undefined, languageCode);
    }
    return { ok: false, error: networkFailure(languageCode), signOut: false };
  }
  const status = result.meta?.response?.status ?? 200;
  return interpret(status, result.data, languageCode);
}

/** One request of a contract call, never retried. */
async function attempt(
  call: ContractCall,
  api: BaseQueryApi,
  client: ApiClient,
): Promise<Awaited<ReturnType<ApiBaseQuery>>> {
  const languageCode = client.languageCode();
  let args;
  try {
    args = buildFetchArgs(call, {
      languageCode,
      sessionId: client.sessionId(),
      sourceName: client.sourceName,
      bearerToken: call.entry.auth === 'public' ? undefined : client.session().bearerToken,
    });
  } catch {
    // A missing path param or a non-file in a file field: nothing that a retry could fix.
    return {
      error: { status: 0, code: 'bad_request', message: messageFor('bad_request', languageCode) },
    };
  }
  const result = await client.fetchBaseQuery(args, api, {});
  const outcome = await outcomeOf(result, languageCode);
  if (outcome.ok) return { data: outcome.data, meta: result.meta };
  if (outcome.signOut) client.sendToLogin();
  return { error: outcome.error, meta: result.meta };
}

/**
 * One attempt that never throws: whatever goes wrong around the request (the app's getLocale,
 * cookies, storage) ends as "no answer", which the retry rule may try once more.
 */
const singleAttempt: ApiBaseQuery = async (call, api) => {
  const client = clientFromExtra(api.extra);
  if (!client) return { error: NOT_CONFIGURED };
  try {
    return await attempt(call, api, client);
  } catch {
    return { error: networkFailure(languageOf(api)) };
  }
};

/**
 * Retried once, a second later (SPEC §9, QUERY_DEFAULTS): only reads (queries; a GET served as a
 * mutation changes something and runs once), and only when no answer came or the server failed
 * (status 0 with generic_retry, or 5xx). A 4xx will not change by asking again, and repeating a
 * write could apply it twice (docs/decisions/053).
 */
export function shouldRetry(error: ApiError, kind: BaseQueryApi['type'], attempt: number): boolean {
  const transient = (error.status === 0 && error.code === 'generic_retry') || error.status >= 500;
  return attempt <= QUERY_DEFAULTS.retry && kind === 'query' && transient;
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('Aborted'));
      },
      { once: true },
    );
  });
}

const withRetry = retry(singleAttempt, {
  retryCondition: (error, _call, { attempt, baseQueryApi }) =>
    isApiError(error) && shouldRetry(error, baseQueryApi.type, attempt),
  backoff: (_attempt, _maxRetries, signal) => wait(QUERY_DEFAULTS.retryDelayMs, signal),
});

/**
 * The base query of every endpoint: SPEC §7's headers and envelope, §8's failures, §9's retry.
 * It never throws — an aborted retry or anything unexpected still ends as `{ status, message }`.
 */
export const apiBaseQuery: ApiBaseQuery = async (call, api, extraOptions) => {
  try {
    const result = await withRetry(call, api, extraOptions);
    if (result.error !== undefined && !isApiError(result.error)) {
      return { error: networkFailure(languageOf(api)) };
    }
    return result as Awaited<ReturnType<ApiBaseQuery>>;
  } catch {
    return { error: networkFailure(languageOf(api)) };
  }
};
