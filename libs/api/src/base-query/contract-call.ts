import { buildPath } from '@storefront/contract';
import type { EndpointDefinition, FileLike } from '@storefront/contract';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { API_HEADERS, JSON_CONTENT_TYPE, LANGCODE_PARAM, NO_CACHE } from './api-headers';

/** A request as the endpoints hold it: the contract's EndpointRequest, loosely typed here. */
export interface RawRequest {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
  readonly files?: Readonly<Record<string, readonly FileLike[]>>;
}

/** What every endpoint hands the base query: its contract entry and the caller's request. */
export interface ContractCall {
  readonly entry: EndpointDefinition;
  readonly request: RawRequest;
}

/** The per-call facts the base query adds to a contract call. */
export interface CallContext {
  readonly languageCode: string;
  readonly sessionId: string;
  readonly sourceName: string;
  /** The JWT for the bearer header; only used when the entry is not public. */
  readonly bearerToken: string | undefined;
}

/** buildPath for an entry whose placeholders are only known at run time. */
const pathOf = buildPath as (
  entry: EndpointDefinition,
  params: Readonly<Record<string, string | number>>,
) => string;

/** A query value as text; undefined (an unset optional filter) is left out of the URL. */
function queryValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : String(value);
}

/**
 * A multipart body: text fields as strings (the contract coerces them back), each file under its
 * field's name. A value that is not a Blob cannot travel, which is a bug of the caller.
 */
function multipartBody(call: ContractCall): FormData {
  const form = new FormData();
  const fields = (call.request.body ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(fields)) {
    const text = queryValue(value);
    if (text !== undefined) form.append(name, text);
  }
  for (const field of call.entry.files ?? []) {
    for (const file of call.request.files?.[field.name] ?? []) {
      if (!(file instanceof Blob)) {
        throw new TypeError(`${call.entry.id}: ${field.name} holds something that is not a File`);
      }
      form.append(field.name, file, file instanceof File ? file.name : field.name);
    }
  }
  return form;
}

/**
 * The fetch arguments of one call (SPEC §7): the contract's method and path with its params,
 * the query plus `langcode`, a JSON body (or multipart when the entry says so), and the headers
 * every call carries — session id, JSON content type, no-cache, source name, language code —
 * plus the bearer token when the entry is not public. Throws only on a caller's bug (a missing
 * path param, a non-file in a file field); the base query turns that into an ApiError.
 */
export function buildFetchArgs(call: ContractCall, context: CallContext): FetchArgs {
  const { entry, request } = call;
  const headers: Record<string, string> = {
    [API_HEADERS.sessionId]: context.sessionId,
    [API_HEADERS.sourceName]: context.sourceName,
    [API_HEADERS.languageCode]: context.languageCode,
    [API_HEADERS.cacheControl]: NO_CACHE,
    [API_HEADERS.pragma]: NO_CACHE,
  };
  // Multipart sets its own content type with the boundary; every other call says JSON.
  if (entry.bodyKind !== 'multipart') headers[API_HEADERS.contentType] = JSON_CONTENT_TYPE;
  if (entry.auth !== 'public' && context.bearerToken) {
    headers[API_HEADERS.authorization] = `Bearer ${context.bearerToken}`;
  }

  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.query ?? {})) {
    const text = queryValue(value);
    if (text !== undefined) params[name] = text;
  }
  params[LANGCODE_PARAM] = context.languageCode;

  const args: FetchArgs = {
    url: pathOf(entry, request.params ?? {}),
    method: entry.method,
    headers,
    params,
  };
  if (entry.bodyKind === 'multipart') return { ...args, body: multipartBody(call) };
  return request.body === undefined ? args : { ...args, body: request.body };
}
