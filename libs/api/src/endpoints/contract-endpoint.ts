import type {
  BaseQueryApi,
  EndpointBuilder,
  FetchBaseQueryMeta,
  InfiniteData,
  QueryReturnValue,
  ResultDescription,
} from '@reduxjs/toolkit/query';
import type {
  EndpointDefinition,
  EndpointRequest,
  EndpointResponse,
  Page,
} from '@storefront/contract';
import { hasMorePages, PAGE_SIZE } from '@storefront/domain';
import type { ApiError } from '../base-query/api-error';
import type { ApiBaseQuery } from '../base-query/base-query';
import { networkFailure } from '../base-query/response-rules';
import type { ContractCall, RawRequest } from '../base-query/contract-call';
import { clientFromExtra } from '../store/api-client';
import type { ApiClient } from '../store/api-client';
import { api } from './api';
import type { TagType } from './tags';

export type ApiEndpointBuilder = EndpointBuilder<ApiBaseQuery, TagType, 'api'>;
type Meta = FetchBaseQueryMeta | undefined;
type CallResult<Data> = QueryReturnValue<Data, ApiError, Meta>;
type BaseQueryCall = (call: ContractCall) => CallResult<unknown> | PromiseLike<CallResult<unknown>>;

/**
 * The argument of an endpoint: the contract's request (params, query, body, files). It may be
 * left out when nothing in it is required, so `useGetCartQuery()` needs no `{}`.
 */
export type ContractArg<E extends EndpointDefinition> =
  object extends EndpointRequest<E> ? EndpointRequest<E> | void : EndpointRequest<E>;

type Tags<E extends EndpointDefinition> = ResultDescription<
  TagType,
  EndpointResponse<E>,
  ContractArg<E>,
  ApiError,
  Meta
>;

/** What a few endpoints do around the request: the client caches and the session cookie. */
export interface ContractHooks<E extends EndpointDefinition> {
  /** Answers without a request when it returns data (the currency cache). */
  readonly fromCache?: (
    client: ApiClient,
    request: EndpointRequest<E>,
  ) => EndpointResponse<E> | undefined;
  /**
   * Runs after a success and before the result reaches the store, so that the refetches its
   * invalidation triggers already see what it wrote (a new token cookie).
   */
  readonly onSuccess?: (
    client: ApiClient,
    data: EndpointResponse<E>,
    request: EndpointRequest<E>,
  ) => void;
}

export interface ContractQueryOptions<E extends EndpointDefinition> extends ContractHooks<E> {
  readonly providesTags?: Tags<E>;
  readonly keepUnusedDataFor?: number;
}

export interface ContractMutationOptions<E extends EndpointDefinition> extends ContractHooks<E> {
  readonly invalidatesTags?: Tags<E>;
  /**
   * Drops every cached answer once it succeeded: the data belonged to a session that no longer
   * exists (deleting the account).
   */
  readonly resetsCache?: boolean;
}

type GetEntry = EndpointDefinition & { readonly method: 'GET' };

/**
 * A contract entry fetched when its endpoint first runs. Importing an entry builds its zod
 * schemas; an endpoint of the first render (the home shelves) takes its entry this way, so
 * neither zod nor the schemas are in the first render (docs/decisions/117).
 */
export interface LazyEntry<E extends EndpointDefinition> {
  readonly load: () => Promise<E>;
}

/** `lazyEntry(() => import('./catalog.entries'), 'searchCatalog')`: one entry of a lazy module. */
export function lazyEntry<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyEntry<Extract<Module[Name], EndpointDefinition>> {
  return {
    load: () => load().then((module) => module[name] as Extract<Module[Name], EndpointDefinition>),
  };
}

function isLazyEntry<E extends EndpointDefinition>(entry: E | LazyEntry<E>): entry is LazyEntry<E> {
  return 'load' in entry;
}

/** One call of a contract entry through the base query, with the entry's hooks around it. */
async function callContract<E extends EndpointDefinition>(
  source: E | LazyEntry<E>,
  arg: unknown,
  queryApi: BaseQueryApi,
  baseQuery: BaseQueryCall,
  hooks: ContractHooks<E>,
): Promise<CallResult<EndpointResponse<E>>> {
  const request = (arg ?? {}) as RawRequest;
  const typedRequest = request as EndpointRequest<E>;
  const client = clientFromExtra(queryApi.extra);
  const cached = client && safely(() => hooks.fromCache?.(client, typedRequest));
  if (cached !== undefined) return { data: cached, meta: undefined };
  let entry: E;
  try {
    entry = isLazyEntry(source) ? await source.load() : source;
  } catch {
    // The entry's chunk did not arrive: nothing was sent; as when no answer came (try again).
    return { error: networkFailure(client?.languageCode() ?? 'en'), meta: undefined };
  }
  const result = await baseQuery({ entry, request });
  if (result.error !== undefined) return result;
  const data = result.data as EndpointResponse<E>;
  if (client) safely(() => hooks.onSuccess?.(client, data, typedRequest));
  return { data, meta: result.meta };
}

/**
 * Runs a hook whose failure must not turn an answer into an exception: a cache that cannot be
 * read is a miss, a cookie that cannot be written still leaves the user the answer.
 */
function safely<T>(hook: () => T): T | undefined {
  try {
    return hook();
  } catch {
    return undefined;
  }
}

/**
 * A query endpoint for a GET entry of the contract: method, path, params and query come from the
 * entry, the argument and result types from its schemas. Only tags (and the odd hook) are
 * written per feature.
 */
export function contractQuery<E extends GetEntry>(
  build: ApiEndpointBuilder,
  entry: E | LazyEntry<E>,
  options: ContractQueryOptions<E> = {},
) {
  return build.query<EndpointResponse<E>, ContractArg<E>>({
    queryFn: (arg, queryApi, _extraOptions, baseQuery) =>
      callContract(entry, arg, queryApi, baseQuery, options),
    providesTags: options.providesTags,
    keepUnusedDataFor: options.keepUnusedDataFor,
  });
}

/**
 * A mutation endpoint for an entry that changes something: every POST, PUT, PATCH and DELETE,
 * and the few GETs with a side effect (GET_MUTATIONS).
 */
export function contractMutation<E extends EndpointDefinition>(
  build: ApiEndpointBuilder,
  entry: E | LazyEntry<E>,
  options: ContractMutationOptions<E> = {},
) {
  return build.mutation<EndpointResponse<E>, ContractArg<E>>({
    queryFn: (arg, queryApi, _extraOptions, baseQuery) =>
      callContract(entry, arg, queryApi, baseQuery, options),
    invalidatesTags: options.invalidatesTags,
    onQueryStarted: options.resetsCache
      ? async (_arg, { dispatch, queryFulfilled }) => {
          try {
            await queryFulfilled;
            dispatch(api.util.resetApiState());
          } catch {
            // A failed call changed nothing: the cache stays.
          }
        }
      : undefined,
  });
}

/** A paged GET entry: `query` takes page and limit, the answer is `{ items, page, limit, total }`. */
type PagedEntry = GetEntry & { readonly query: EndpointDefinition['query'] };
type PageItem<E extends EndpointDefinition> =
  EndpointResponse<E> extends Page<infer Item> ? Item : never;
type QueryOf<E extends EndpointDefinition> =
  EndpointRequest<E> extends { query?: infer Q } ? NonNullable<Q> : never;

/** The argument of an infinite list: the entry's filters, without page and limit. */
export type PagesArg<E extends EndpointDefinition> = {
  readonly query?: Omit<QueryOf<E>, 'page' | 'limit'>;
} | void;

export interface ContractPagesOptions<E extends EndpointDefinition> {
  /** Tags for the items of every loaded page. */
  readonly providesTags?: (
    items: readonly PageItem<E>[] | undefined,
  ) => ReturnType<Extract<Tags<E>, (...args: never[]) => unknown>>;
  readonly keepUnusedDataFor?: number;
}

/**
 * An infinite list over a paged entry (wishlist, notifications): pages of PAGE_SIZE (10), and
 * more pages exist while the last one came back full (SPEC §9, the domain's hasMorePages).
 */
export function contractPages<E extends PagedEntry>(
  build: ApiEndpointBuilder,
  entry: E | LazyEntry<E>,
  options: ContractPagesOptions<E> = {},
) {
  type Data = EndpointResponse<E> & Page<PageItem<E>>;
  return build.infiniteQuery<Data, PagesArg<E>, number>({
    infiniteQueryOptions: {
      initialPageParam: 1,
      getNextPageParam: (lastPage, _allPages, lastPageParam) =>
        hasMorePages(lastPage.items.length, PAGE_SIZE) ? lastPageParam + 1 : undefined,
    },
    queryFn: async ({ queryArg, pageParam }, queryApi, _extraOptions, baseQuery) => {
      const filters = queryArg ? (queryArg.query ?? {}) : {};
      const request = { query: { ...filters, page: pageParam, limit: PAGE_SIZE } };
      const result = await callContract(entry, request, queryApi, baseQuery, {});
      return result as CallResult<Data>;
    },
    providesTags: (result: InfiniteData<Data, number> | undefined) =>
      options.providesTags?.(result?.pages.flatMap((page) => page.items)) ?? [],
    keepUnusedDataFor: options.keepUnusedDataFor,
  });
}
