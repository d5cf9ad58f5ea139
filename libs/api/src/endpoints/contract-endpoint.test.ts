import { getCurrency } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, TEST_BASE_URL } from '../testing';
import { createMockServer } from '../testing/node';
import { api } from './api';
import { contractQuery, lazyEntry } from './contract-endpoint';
import type { LazyEntry } from './contract-endpoint';

const server = createMockServer({ baseUrl: TEST_BASE_URL });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

// Two probe endpoints over one contract entry: one whose entry arrives, one whose chunk does not.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    lazyCurrencyProbe: contractQuery(
      build,
      lazyEntry(() => Promise.resolve({ getCurrency }), 'getCurrency'),
    ),
    unreachableEntryProbe: contractQuery(build, {
      load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    } satisfies LazyEntry<typeof getCurrency>),
  }),
});

describe('lazy contract entries (decision 117)', () => {
  it('calls the entry once it has arrived', async () => {
    const store = createTestStore();
    const result = await store.dispatch(
      probeApi.endpoints.lazyCurrencyProbe.initiate({ query: { id: 'id' } }),
    );
    expect(result.error).toBeUndefined();
    expect(result.data).toMatchObject({ currency: expect.any(String) });
  });

  it('reads an entry whose chunk did not arrive as no answer, in the user language', async () => {
    const store = createTestStore({ locale: 'en-US' });
    const result = await store.dispatch(
      probeApi.endpoints.unreachableEntryProbe.initiate({ query: { id: 'en' } }),
    );
    expect(result.error).toEqual({
      status: 0,
      code: 'generic_retry',
      message: 'Something went wrong, please try again',
    });
  });
});
