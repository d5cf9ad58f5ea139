import type { UploadRules } from '@storefront/domain';
import type { z } from 'zod';
import type { Envelope } from './shared/envelope.schema';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call an entry: anyone (`public`; a bearer token is still read when sent, e.g. to show a
 * signed-in customer their quotation states), a signed-in customer, or back-office staff.
 */
export const AUTH_KINDS = ['public', 'customer', 'staff'] as const;
export type AuthKind = (typeof AUTH_KINDS)[number];

/** How the request body travels: JSON (the default) or multipart/form-data with files. */
export const BODY_KINDS = ['json', 'multipart'] as const;
export type BodyKind = (typeof BODY_KINDS)[number];

/**
 * One file field of a multipart entry: its form-field name, the domain upload rules every batch
 * sent in it obeys (LOGO_UPLOAD_RULES, IMAGE_UPLOAD_RULES: types, count, sizes, resolution) and
 * whether it may be left out. The gateway checks a batch with the domain's checkUploadBatch.
 */
export interface UploadField {
  readonly name: string;
  readonly rules: UploadRules;
  readonly required: boolean;
}

interface EndpointCommon {
  /** Stable verb-first camelCase name: the client's endpoint name and the server's route id. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Fastify-style path; `:name` placeholders equal the keys of `params`. */
  readonly path: `/${string}`;
  readonly auth: AuthKind;
  /** One line for the reader of the contract and of generated API docs. */
  readonly summary: string;
  readonly params?: z.ZodObject;
  /** Query-string values arrive as text: number and boolean fields must coerce. */
  readonly query?: z.ZodObject;
  /** The `data` of a successful envelope; `null` (emptyDataSchema) when there is nothing to return. */
  readonly response: z.ZodType;
}

export interface JsonEndpointDefinition extends EndpointCommon {
  readonly bodyKind?: 'json';
  readonly body?: z.ZodType;
  readonly files?: never;
}

/** A multipart entry: `body` describes the text fields, `files` the file fields. */
export interface MultipartEndpointDefinition extends EndpointCommon {
  readonly bodyKind: 'multipart';
  readonly body?: z.ZodObject;
  readonly files: readonly [UploadField, ...UploadField[]];
}

export type EndpointDefinition = JsonEndpointDefinition | MultipartEndpointDefinition;

/** The names of the `:name` placeholders of a path, as a union of string literals. */
export type PathParamNames<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamNames<Rest>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

type Member<E, K extends string> = E extends { readonly [P in K]: infer Value } ? Value : undefined;
type ShapeKeys<S> = S extends z.ZodObject<infer Shape> ? Extract<keyof Shape, string> : never;
type SameUnion<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * Compile-time half of "params keys equal the path placeholders": a mismatch turns `params` into
 * a type no schema satisfies and the message names the path. (The runtime half is in
 * defineEndpoint and in the contract test.)
 */
type ParamsMatchPath<E extends EndpointDefinition> =
  SameUnion<PathParamNames<E['path']>, ShapeKeys<Member<E, 'params'>>> extends true
    ? unknown
    : { readonly params: `params must have exactly the placeholders of ${E['path']}` };

/** Placeholder names of a path, in order: '/a/:b/c/:d' → ['b', 'd']. */
export function pathPlaceholders(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] ?? '');
}

function haveSameMembers(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((name) => right.has(name));
}

/**
 * Declares one endpoint. The `const` type parameter keeps every literal (id, method, path, the
 * schemas' own types) so that `EndpointRequest<typeof entry>` and `EndpointResponse<typeof entry>`
 * are exact for the client and the server alike.
 *
 * Throws at module load when the params do not match the path: that is a mistake in the contract
 * itself, never something a request can cause.
 */
export function defineEndpoint<const E extends EndpointDefinition>(
  endpoint: E & ParamsMatchPath<E>,
): E {
  const placeholders = pathPlaceholders(endpoint.path);
  const keys = endpoint.params ? Object.keys(endpoint.params.shape) : [];
  if (!haveSameMembers(placeholders, keys)) {
    throw new Error(
      `Endpoint ${endpoint.id}: params [${keys.join(', ')}] differ from the placeholders of ${endpoint.path}`,
    );
  }
  if (endpoint.bodyKind === 'multipart' && endpoint.method === 'GET') {
    throw new Error(`Endpoint ${endpoint.id}: a GET cannot carry a multipart body`);
  }
  return Object.freeze(endpoint);
}

/** Narrows an entry to a multipart one (the gateway parses those with the multipart plugin). */
export function isMultipart<E extends EndpointDefinition>(
  endpoint: E,
): endpoint is Extract<E, { readonly bodyKind: 'multipart' }> {
  return endpoint.bodyKind === 'multipart';
}

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** `{ key: value }`, optional when the schema's input accepts an empty object. */
type RequestPart<K extends string, S, Mode extends 'input' | 'output'> = S extends z.ZodType
  ? Mode extends 'input'
    ? object extends z.input<S>
      ? { [P in K]?: z.input<S> }
      : { [P in K]: z.input<S> }
    : { [P in K]: z.output<S> }
  : object;

/**
 * A file as the client holds it. Structural, so a browser `File` fits without this package
 * depending on the DOM types.
 */
export interface FileLike {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

type FilesPart<E> = E extends { readonly files: readonly UploadField[] }
  ? { files: { [F in E['files'][number] as F['name']]: readonly FileLike[] } }
  : object;

/** What a client sends: path params, query and body as their schemas accept them (before defaults). */
export type EndpointRequest<E extends EndpointDefinition> = Simplify<
  RequestPart<'params', Member<E, 'params'>, 'input'> &
    RequestPart<'query', Member<E, 'query'>, 'input'> &
    RequestPart<'body', Member<E, 'body'>, 'input'> &
    FilesPart<E>
>;

/** What a server handler receives once the schemas have parsed the request (defaults applied). */
export type EndpointParsedRequest<E extends EndpointDefinition> = Simplify<
  RequestPart<'params', Member<E, 'params'>, 'output'> &
    RequestPart<'query', Member<E, 'query'>, 'output'> &
    RequestPart<'body', Member<E, 'body'>, 'output'>
>;

/** The `data` of a successful answer. */
export type EndpointResponse<E extends EndpointDefinition> = z.output<E['response']>;

/** The whole successful body: `{ status, message, data }`. */
export type EndpointEnvelope<E extends EndpointDefinition> = Envelope<EndpointResponse<E>>;

type PathValues<E extends EndpointDefinition> = {
  readonly [K in PathParamNames<E['path']>]: string | number;
};

/** The params argument of buildPath: required exactly when the path has placeholders. */
export type BuildPathArgs<E extends EndpointDefinition> = [PathParamNames<E['path']>] extends [
  never,
]
  ? []
  : [params: PathValues<E>];

/**
 * The concrete path of a call: each `:name` replaced by its URL-encoded value, so an id holding
 * '/' or '?' stays one path segment. A missing or empty value throws: it would address a
 * different route.
 */
export function buildPath<E extends EndpointDefinition>(
  endpoint: E,
  ...args: BuildPathArgs<E>
): string {
  const values: Readonly<Record<string, string | number>> = args[0] ?? {};
  return endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || String(value) === '') {
      throw new Error(`buildPath(${endpoint.id}): no value for :${name}`);
    }
    return encodeURIComponent(String(value));
  });
}
