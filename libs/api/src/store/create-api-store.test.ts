import { createSlice } from '@reduxjs/toolkit';
import { configureStore } from '@reduxjs/toolkit';
import { ID_MARKET, TH_MARKET } from '@storefront/domain';
import { getCounters } from '@storefront/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartApi } from '../endpoints/cart.api';
import { catalogApi } from '../endpoints/catalog.api';
import { clearClientCookies, REQUEST_SAMPLES, signInForTests, TEST_BASE_URL } from '../testing';
import { createMockServer } from '../testing/node';
import { apiStoreParts, createApiStore } from './create-api-store';
import { clientFromExtra, configureApiClient } from './api-client';

const server = createMockServer({ baseUrl: TEST_BASE_URL });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  clearClientCookies();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const ui = createSlice({
  name: 'ui',
  initialState: { searchType: '1688' },
  reducers: {},
});

describe('createApiStore', () => {
  it('hosts the API beside the app’s own reducers', () => {
    const store = createApiStore(
      { baseUrl: TEST_BASE_URL, market: TH_MARKET, getLocale: () => 'th-TH' },
      { ui: ui.reducer },
    );
    expect(store.getState()).toMatchObject({ ui: { searchType: '1688' }, api: { queries: {} } });
    expect(store.client.sourceName).toBe('storefront-th');
    expect(store.client.languageCode()).toBe('th');
  });

  it('takes uploads (File arguments) without serializability warnings', async () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signInForTests();
    const store = createApiStore({
      baseUrl: TEST_BASE_URL,
      market: ID_MARKET,
      getLocale: () => 'id-ID',
    });
    const result = await store.dispatch(
      cartApi.endpoints.uploadCartLogo.initiate(REQUEST_SAMPLES.uploadCartLogo),
    );
    expect(result.error).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('lets an app build its own store from the parts', async () => {
    const client = configureApiClient({
      baseUrl: TEST_BASE_URL,
      market: ID_MARKET,
      getLocale: () => 'en-US',
    });
    const parts = apiStoreParts(client);
    const store = configureStore({
      reducer: { ...parts.reducer, ui: ui.reducer },
      middleware: (getDefault) =>
        getDefault({ thunk: { extraArgument: parts.extraArgument } }).concat(parts.middleware),
    });
    const result = await store.dispatch(catalogApi.endpoints.searchCatalog.initiate({}));
    expect(result.data?.items).toHaveLength(10);
  });
});

describe('configureApiClient', () => {
  it('works without storage where the browser blocks site data', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const client = configureApiClient({
      baseUrl: TEST_BASE_URL,
      market: ID_MARKET,
      getLocale: () => 'id-ID',
    });
    expect(client.caches.counters.read(getCounters.response)).toBeUndefined();
  });
});

describe('clientFromExtra', () => {
  it.each<[unknown]>([[undefined], [null], [{}], [{ apiClient: null }], ['x']])(
    'finds no client in %j',
    (extra) => {
      expect(clientFromExtra(extra)).toBeUndefined();
    },
  );
});
