import { ID_MARKET } from '@storefront/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { catalogApi } from '../endpoints/catalog.api';
import { hydrateApiState } from '../endpoints/api';
import { TEST_BASE_URL } from '../testing';
import { createMockServer } from '../testing/node';
import { createApiStore } from './create-api-store';

const server = createMockServer({ baseUrl: TEST_BASE_URL });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const options = { baseUrl: TEST_BASE_URL, market: ID_MARKET, getLocale: () => 'id-ID' as const };

describe('hydrateApiState (a page rendered on the server)', () => {
  it('gives a new store the answers another store fetched, without fetching them again', async () => {
    const serverStore = createApiStore(options);
    const arg = { query: { keyword: 'bag', page: 1 } };
    await serverStore.dispatch(catalogApi.endpoints.searchCatalog.initiate(arg));
    const page = JSON.parse(JSON.stringify(serverStore.getState())) as unknown;

    const browserStore = createApiStore(options);
    browserStore.dispatch(hydrateApiState(page));
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    const again = await browserStore.dispatch(catalogApi.endpoints.searchCatalog.initiate(arg));
    expect(again.data?.items.length).toBeGreaterThan(0);
    expect(requests).toEqual([]);
    server.events.removeAllListeners();
  });

  it('hydrates nothing from a page without the slice', () => {
    const store = createApiStore(options);
    const before = store.getState().api;
    store.dispatch(hydrateApiState(null));
    store.dispatch(hydrateApiState({ other: 1 }));
    expect(store.getState().api.queries).toEqual(before.queries);
  });
});
