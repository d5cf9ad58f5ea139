import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { Middleware, Reducer, ReducersMapObject } from '@reduxjs/toolkit';
import { api } from '../endpoints/api';
import { API_CLIENT_EXTRA_KEY, configureApiClient } from './api-client';
import type { ApiClient, ApiClientOptions, ApiThunkExtra } from './api-client';

/** The state the API slice adds to a store. */
export interface ApiSliceState {
  readonly [api.reducerPath]: ReturnType<typeof api.reducer>;
}

/**
 * The pieces an app's own store needs to host the client: the API reducer under its path, its
 * middleware, and the thunk extra argument that carries the configured client.
 */
export function apiStoreParts(client: ApiClient) {
  return {
    reducer: { [api.reducerPath]: api.reducer },
    middleware: api.middleware as Middleware,
    extraArgument: { [API_CLIENT_EXTRA_KEY]: client } satisfies ApiThunkExtra,
  };
}

/**
 * The store the storefront and the back-office start from: the API slice plus the app's own
 * reducers, with the client configured once (base URL, market, locale, navigation). An app that
 * builds its store itself uses apiStoreParts instead.
 */
export function createApiStore(options: ApiClientOptions, reducers: ReducersMapObject = {}) {
  const client = configureApiClient(options);
  const parts = apiStoreParts(client);
  const reducer = combineReducers({ ...reducers, ...parts.reducer }) as unknown as Reducer<
    ApiSliceState & Record<string, unknown>
  >;
  const store = configureStore({
    reducer,
    middleware: (getDefaultMiddleware) =>
      // Upload arguments (File objects) only travel in action meta.arg, which RTK's
      // serializability check already skips; mutation state does not keep arguments.
      getDefaultMiddleware({ thunk: { extraArgument: parts.extraArgument } }).concat(
        parts.middleware,
      ),
  });
  return Object.assign(store, { client });
}

export type ApiStore = ReturnType<typeof createApiStore>;
export type ApiStoreState = ReturnType<ApiStore['getState']>;
export type ApiDispatch = ApiStore['dispatch'];
