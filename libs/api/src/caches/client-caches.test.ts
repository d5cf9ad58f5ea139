import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCounters, getCurrency, getSiteContent } from '@storefront/contract';
import { currencyApi } from '../endpoints/currency.api';
import { notificationsApi } from '../endpoints/notifications.api';
import { siteContentApi } from '../endpoints/site-content.api';
import {
  clearClientCookies,
  createTestStore,
  makeCounters,
  makeCurrency,
  makeSiteContent,
  signInForTests,
  TEST_BASE_URL,
  useErrorCase,
} from '../testing';
import { createMockServer } from '../testing/node';
import { CACHE_KEYS, createClientCaches } from './client-caches';
import type { KeyValueStorage } from './client-caches';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const storedAt = new Date('2025-05-01T03:00:00.000Z');
const after = (ms: number) => new Date(storedAt.getTime() + ms);

function memoryStorage(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

describe('the currency cache (SPEC §4, §9: reused while younger than 3 hours)', () => {
  it.each<[string, number, boolean]>([
    ['just stored', 0, true],
    ['at 2:59', 2 * HOUR + 59 * MINUTE, true],
    ['at exactly 3:00', 3 * HOUR, false],
    ['at 3:01', 3 * HOUR + MINUTE, false],
  ])('%s → reused: %s', (_case, age, reused) => {
    const caches = createClientCaches(memoryStorage());
    caches.currency.write('id', makeCurrency(), storedAt);
    expect(caches.currency.readFresh('id', after(age), getCurrency.response) !== undefined).toBe(
      reused,
    );
  });

  it('keeps one entry per language code', () => {
    const caches = createClientCaches(memoryStorage());
    caches.currency.write('th', makeCurrency({ currency: 'THB' }), storedAt);
    expect(caches.currency.readFresh('id', storedAt, getCurrency.response)).toBeUndefined();
    expect(caches.currency.readFresh('th', storedAt, getCurrency.response)?.currency).toBe('THB');
  });

  it.each<[string, string]>([
    ['not JSON', '{'],
    ['no timestamp', JSON.stringify({ data: makeCurrency() })],
    [
      'data of another shape (an older release)',
      JSON.stringify({ stored_at: storedAt.getTime(), data: { kurs: 2250 } }),
    ],
    ['null', 'null'],
  ])('reads %s as nothing stored', (_case, raw) => {
    const storage = memoryStorage();
    storage.setItem(CACHE_KEYS.currency('id'), raw);
    expect(
      createClientCaches(storage).currency.readFresh('id', storedAt, getCurrency.response),
    ).toBeUndefined();
  });

  it('behaves as an empty cache when storage throws or is missing', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    for (const storage of [broken, undefined]) {
      const caches = createClientCaches(storage);
      expect(() => caches.currency.write('id', makeCurrency(), storedAt)).not.toThrow();
      expect(caches.currency.readFresh('id', storedAt, getCurrency.response)).toBeUndefined();
      expect(() => caches.counters.clear()).not.toThrow();
    }
  });
});

describe('the web configuration and the dashboard counter', () => {
  it('are stored as they came, without an age limit', () => {
    const caches = createClientCaches(memoryStorage());
    caches.siteContent.write(makeSiteContent(), storedAt);
    caches.counters.write(makeCounters(), storedAt);
    expect(caches.siteContent.read(getSiteContent.response)).toEqual(makeSiteContent());
    expect(caches.counters.read(getCounters.response)).toEqual(makeCounters());
    caches.counters.clear();
    expect(caches.counters.read(getCounters.response)).toBeUndefined();
  });
});

describe('through the endpoints', () => {
  const server = createMockServer({ baseUrl: TEST_BASE_URL });
  const currencyCalls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/oci/get-currency'))
      currencyCalls.push(request.url);
  });

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    currencyCalls.length = 0;
    localStorage.clear();
    clearClientCookies();
  });
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
  });
  afterAll(() => server.close());

  /** The layout's currency load on a freshly opened page (a new store, the same browser). */
  async function openPage() {
    const store = createTestStore();
    const result = await store.dispatch(
      currencyApi.endpoints.getCurrency.initiate({ query: { id: 'id' } }),
    );
    return result;
  }

  it.each<[string, number, number]>([
    ['2:59', 2 * HOUR + 59 * MINUTE, 0],
    ['3:01', 3 * HOUR + MINUTE, 1],
  ])(
    'a page opened %s h after the currency was fetched asks the gateway %d time(s)',
    async (_case, age, calls) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(storedAt);
      const first = await openPage();
      expect(currencyCalls).toHaveLength(1);
      vi.setSystemTime(after(age));
      const later = await openPage();
      expect(currencyCalls).toHaveLength(1 + calls);
      expect(later.data).toEqual(first.data);
    },
  );

  it('does not store a failed currency answer', async () => {
    useErrorCase(server, 'getCurrency', 404);
    await openPage();
    server.resetHandlers();
    await openPage();
    expect(currencyCalls).toHaveLength(2);
  });

  it('keeps the web configuration and the counters for the next visit', async () => {
    signInForTests();
    const store = createTestStore();
    await store.dispatch(siteContentApi.endpoints.getSiteContent.initiate());
    await store.dispatch(notificationsApi.endpoints.getCounters.initiate());
    const nextVisit = createTestStore().client.caches;
    expect(nextVisit.siteContent.read(getSiteContent.response)).toEqual(makeSiteContent());
    expect(nextVisit.counters.read(getCounters.response)).toEqual(makeCounters());
  });
});
