import { CONTRACT, CONTRACT_BY_ID, fieldErrorMap } from '@storefront/contract';
import type {
  ContractById,
  EndpointDefinition,
  EndpointId,
  FieldErrors,
} from '@storefront/contract';
import { errorCodeForHttpStatus, httpStatusForErrorCode, messageFor } from '@storefront/domain';
import type { ErrorCode } from '@storefront/domain';
import { http, HttpResponse } from 'msw';
import type { HttpHandler, HttpResponseResolver } from 'msw';
import type { z } from 'zod';
import { API_HEADERS, LANGCODE_PARAM } from '../base-query/api-headers';
import { readMultipart } from './multipart';
import { RESPONSE_FACTORIES } from './responses';
import type { ResponseFactory } from './responses';

export interface MockApiOptions {
  /**
   * Where the handlers answer: the client's base URL ('http://localhost/api'), or '*' (the
   * default) for any origin and prefix.
   */
  readonly baseUrl?: string;
  /**
   * Refuse calls of customer and staff entries that carry no bearer token with a 401, as the
   * gateway does (default true). The client then ends the session and goes to /login.
   */
  readonly requireAuth?: boolean;
  /** Answers to use instead of the factories', per entry. */
  readonly responses?: { readonly [Id in EndpointId]?: ResponseFactory<Id> };
}

/** Anything msw handlers can be added to: setupServer's server or setupWorker's worker. */
export interface HandlerTarget {
  use(...handlers: HttpHandler[]): void;
}

/** The msw URL pattern of an entry: msw understands the contract's `:name` placeholders. */
export function urlPatternOf(entry: EndpointDefinition, baseUrl = '*'): string {
  return `${baseUrl.replace(/\/+$/, '')}${entry.path}`;
}

function methodOf(entry: EndpointDefinition) {
  const methods = {
    GET: http.get,
    POST: http.post,
    PUT: http.put,
    PATCH: http.patch,
    DELETE: http.delete,
  } as const;
  return methods[entry.method];
}

/** One msw handler for an entry, with any resolver. */
export function handlerFor(
  id: EndpointId,
  resolver: HttpResponseResolver,
  baseUrl = '*',
): HttpHandler {
  const entry = CONTRACT_BY_ID[id] as EndpointDefinition;
  return methodOf(entry)(urlPatternOf(entry, baseUrl), resolver);
}

/** The language the gateway answers in: the language-code header, else `langcode`. */
export function languageOfRequest(request: Request): string {
  return (
    request.headers.get(API_HEADERS.languageCode) ??
    new URL(request.url).searchParams.get(LANGCODE_PARAM) ??
    'en'
  );
}

/** The gateway's failure envelope for a code, in the request's language. */
export function errorEnvelope(
  code: ErrorCode,
  languageCode: string,
  fields?: FieldErrors,
  status: number = httpStatusForErrorCode(code),
) {
  return {
    status,
    message: messageFor(code, languageCode),
    data: fields ? { code, fields } : { code },
  };
}

function failWith(code: ErrorCode, languageCode: string, fields?: FieldErrors) {
  const body = errorEnvelope(code, languageCode, fields);
  return HttpResponse.json(body, { status: body.status });
}

type Parsed = { ok: true; value: unknown } | { ok: false; fields: FieldErrors };

/**
 * Parses one part of the request. Field errors are keyed by the field's path inside its part
 * ('email', 'variants.0.quantity'), as the form that sent it names the field; '' is the part
 * as a whole (fieldErrorMap).
 */
function parseWith(schema: z.ZodType | undefined, input: unknown): Parsed {
  if (!schema) return { ok: true, value: undefined };
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, fields: fieldErrorMap(result.error) };
}

async function readBody(entry: EndpointDefinition, request: Request): Promise<Parsed> {
  if (entry.bodyKind === 'multipart') {
    const content = await readMultipart(request);
    const missing: FieldErrors = {};
    for (const field of entry.files) {
      if (field.required && !content.fileCounts[field.name]) missing[field.name] = 'field.required';
    }
    const body = parseWith(entry.body, content.fields);
    if (!body.ok) return { ok: false, fields: { ...body.fields, ...missing } };
    return Object.keys(missing).length > 0 ? { ok: false, fields: missing } : body;
  }
  if (!entry.body) return { ok: true, value: undefined };
  let json: unknown;
  try {
    const text = await request.text();
    json = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    json = undefined;
  }
  return parseWith(entry.body, json);
}

/**
 * The mock gateway's handler of one entry: checks the bearer token (unless public) and parses
 * params, query and body with the entry's own schemas — a call the real gateway would refuse is
 * refused here too (422 validation_failed with field errors) — then answers the factory's data
 * in the envelope.
 */
function contractHandler(entry: EndpointDefinition, options: MockApiOptions): HttpHandler {
  const id = entry.id as EndpointId;
  const factory = (options.responses?.[id] ?? RESPONSE_FACTORIES[id]) as (
    request: unknown,
  ) => unknown;
  return methodOf(entry)(urlPatternOf(entry, options.baseUrl), async ({ request, params }) => {
    const languageCode = languageOfRequest(request);
    const bearer = /^Bearer \S+$/.test(request.headers.get(API_HEADERS.authorization) ?? '');
    if ((options.requireAuth ?? true) && entry.auth !== 'public' && !bearer) {
      return failWith('unauthorized', languageCode);
    }
    const query = Object.fromEntries(new URL(request.url).searchParams);
    delete query[LANGCODE_PARAM];
    const parsedParams = parseWith(entry.params, params);
    const parsedQuery = parseWith(entry.query, query);
    const parsedBody = await readBody(entry, request);
    const fields = {
      ...(parsedParams.ok ? {} : parsedParams.fields),
      ...(parsedQuery.ok ? {} : parsedQuery.fields),
      ...(parsedBody.ok ? {} : parsedBody.fields),
    };
    if (!parsedParams.ok || !parsedQuery.ok || !parsedBody.ok) {
      return failWith('validation_failed', languageCode, fields);
    }
    const data = factory({
      params: parsedParams.value,
      query: parsedQuery.value,
      body: parsedBody.value,
    });
    return HttpResponse.json({ status: 200, message: 'OK', data });
  });
}

/** One handler per contract entry: the whole gateway, mocked. */
export function createContractHandlers(options: MockApiOptions = {}): HttpHandler[] {
  return CONTRACT.map((entry) => contractHandler(entry, options));
}

/** The handler of one entry with its default answer (e.g. to restore it after an override). */
export function contractHandlerFor(id: EndpointId, options: MockApiOptions = {}): HttpHandler {
  return contractHandler(CONTRACT_BY_ID[id] as EndpointDefinition, options);
}

/** The body of an error case: the envelope of the status's error code, in English. */
export function defaultErrorBody(status: number, languageCode = 'en') {
  const code = errorCodeForHttpStatus(status) ?? 'generic_retry';
  return errorEnvelope(code, languageCode, undefined, status);
}

/**
 * Switches one entry to an error case until the handlers are reset: HTTP `status` with `body`
 * (an envelope by default; a string is sent as text/html, like a proxy's error page). With an
 * HTTP status of 200 and a failing body it plays the spec's "body status" case.
 */
export function useErrorCase(
  target: HandlerTarget,
  id: EndpointId,
  status: number,
  body?: unknown,
  options: { readonly baseUrl?: string; readonly once?: boolean } = {},
): void {
  const entry = CONTRACT_BY_ID[id] as EndpointDefinition;
  target.use(
    methodOf(entry)(
      urlPatternOf(entry, options.baseUrl),
      ({ request }) =>
        typeof body === 'string'
          ? new HttpResponse(body, { status, headers: { 'content-type': 'text/html' } })
          : HttpResponse.json(
              // By default the gateway's envelope for the status, in the request's language.
              (body ?? defaultErrorBody(status, languageOfRequest(request))) as Record<
                string,
                unknown
              >,
              { status },
            ),
      { once: options.once ?? false },
    ),
  );
}

/** Switches one entry to a network failure (no answer at all) until the handlers are reset. */
export function useNetworkError(
  target: HandlerTarget,
  id: EndpointId,
  options: { readonly baseUrl?: string; readonly once?: boolean } = {},
): void {
  const entry = CONTRACT_BY_ID[id] as EndpointDefinition;
  target.use(
    methodOf(entry)(urlPatternOf(entry, options.baseUrl), () => HttpResponse.error(), {
      once: options.once ?? false,
    }),
  );
}

/** Makes one entry answer `data` (typed by the contract) until the handlers are reset. */
export function useSuccessCase<Id extends EndpointId>(
  target: HandlerTarget,
  id: Id,
  data: z.output<ContractById[Id]['response']>,
  options: { readonly baseUrl?: string; readonly once?: boolean } = {},
): void {
  const entry = CONTRACT_BY_ID[id] as EndpointDefinition;
  target.use(
    methodOf(entry)(
      urlPatternOf(entry, options.baseUrl),
      () => HttpResponse.json({ status: 200, message: 'OK', data }),
      { once: options.once ?? false },
    ),
  );
}
