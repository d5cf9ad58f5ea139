import { buildPath, CONTRACT } from '@storefront/contract';
import { httpStatusForErrorCode } from '@storefront/domain';
import type { EndpointDefinition, EndpointId } from '@storefront/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from '../index';
import { COOKIE_NAMES } from '../session/cookie-jar';
import { decodeTokenCookie } from '../session/session-token';
import {
  clearClientCookies,
  createTestStore,
  makeNotification,
  makeSession,
  readMultipart,
  REQUEST_SAMPLES,
  signInForTests,
  TEST_BASE_URL,
  useSuccessCase,
} from '../testing';
import { createMockServer } from '../testing/node';
import { api } from './api';
import { GET_MUTATIONS, PAGED_LIST_ENDPOINTS } from './endpoint-kinds';

const server = createMockServer({ baseUrl: TEST_BASE_URL });
const requests: Request[] = [];
server.events.on('request:start', ({ request }) => {
  requests.push(request.clone());
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests.length = 0;
  clearClientCookies();
  localStorage.clear();
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

interface AnyEndpoint {
  initiate(
    arg: unknown,
    options?: unknown,
  ): PromiseLike<{ data?: unknown; error?: unknown }> & {
    unsubscribe?: () => void;
  };
  useQuery?: unknown;
  useMutation?: unknown;
  useInfiniteQuery?: unknown;
}
const endpoints = api.endpoints as unknown as Record<string, AnyEndpoint>;

function endpointOf(id: string): AnyEndpoint {
  const endpoint = endpoints[id];
  if (!endpoint) throw new Error(`no endpoint ${id}`);
  return endpoint;
}
const apiPath = new URL(TEST_BASE_URL).pathname;

function pathOf(url: string): string {
  return new URL(url).pathname;
}

/** Query values as the URL carries them. */
function asQueryText(query: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query ?? {}).map(([name, value]) => [name, String(value)]),
  );
}

const isGetMutation = (id: string) => (GET_MUTATIONS as readonly string[]).includes(id);

describe('every contract entry has its endpoint (generated from CONTRACT)', () => {
  const rows = CONTRACT.map((entry) => [entry.id, entry] as [EndpointId, EndpointDefinition]);

  it('covers the whole contract and nothing else but the paged lists', () => {
    expect(Object.keys(endpoints).sort()).toEqual(
      [...CONTRACT.map((entry) => entry.id), ...Object.keys(PAGED_LIST_ENDPOINTS)].sort(),
    );
  });

  it.each(rows)('%s is a query for a GET, a mutation otherwise', (id, entry) => {
    const endpoint = endpoints[id];
    const isQuery = entry.method === 'GET' && !isGetMutation(id);
    expect(endpoint?.useQuery !== undefined).toBe(isQuery);
    expect(endpoint?.useMutation !== undefined).toBe(!isQuery);
  });

  it('serves exactly the side-effecting GETs as mutations', () => {
    for (const id of GET_MUTATIONS) {
      expect(CONTRACT.find((entry) => entry.id === id)?.method).toBe('GET');
    }
  });

  it.each(rows)('%s exports its hook from the package entry', (id, entry) => {
    const kind = entry.method === 'GET' && !isGetMutation(id) ? 'Query' : 'Mutation';
    const hook = `use${id.charAt(0).toUpperCase()}${id.slice(1)}${kind}`;
    expect(typeof (client as Record<string, unknown>)[hook]).toBe('function');
  });

  it.each(rows)(
    '%s sends the method, path, params, query, body and headers of its entry',
    async (id, entry) => {
      const jwt = signInForTests();
      const store = createTestStore({ locale: 'id-ID' });
      const sample = REQUEST_SAMPLES[id] as {
        params?: Record<string, string>;
        query?: Record<string, unknown>;
        body?: Record<string, unknown>;
        files?: Record<string, readonly File[]>;
      };
      const pending = store.dispatch(endpointOf(id).initiate(sample) as never) as ReturnType<
        AnyEndpoint['initiate']
      >;
      const result = await pending;
      pending.unsubscribe?.();

      // The mock gateway parsed params, query and body with the entry's schemas: no error means
      // the client sent what the contract asks for.
      expect(result.error).toBeUndefined();
      expect(entry.response.safeParse(result.data).success).toBe(true);

      expect(requests).toHaveLength(1);
      const [request] = requests;
      if (!request) return;
      const url = new URL(request.url);
      expect(request.method).toBe(entry.method);
      expect(url.pathname).toBe(
        `${apiPath}${(buildPath as (e: EndpointDefinition, p: object) => string)(entry, sample.params ?? {})}`,
      );
      expect(Object.fromEntries(url.searchParams)).toEqual({
        ...asQueryText(sample.query),
        langcode: 'id',
      });

      expect(request.headers.get('x-session-id')).toBe(
        store.client.cookies.get(COOKIE_NAMES.sessionId),
      );
      expect(request.headers.get('x-source-name')).toBe('storefront-id');
      expect(request.headers.get('x-language-code')).toBe('id');
      expect(request.headers.get('cache-control')).toBe('no-cache');
      expect(request.headers.get('pragma')).toBe('no-cache');
      expect(request.headers.get('authorization')).toBe(
        entry.auth === 'public' ? null : `Bearer ${jwt}`,
      );

      if (entry.bodyKind === 'multipart') {
        expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
        const content = await readMultipart(request);
        expect(content.fields).toEqual(asQueryText(sample.body));
        expect(content.fileCounts).toEqual(
          Object.fromEntries(
            Object.entries(sample.files ?? {}).map(([name, files]) => [name, files.length]),
          ),
        );
      } else {
        expect(request.headers.get('content-type')).toBe('application/json');
        const text = await request.text();
        expect(text === '' ? undefined : JSON.parse(text)).toEqual(sample.body);
      }
    },
  );
});

/** Paths of the requests made so far, in order. */
const paths = () => requests.map((request) => pathOf(request.url).slice(apiPath.length));

/** Subscribes to queries as mounted screens would, and waits until they loaded. */
async function mount(store: ReturnType<typeof createTestStore>, calls: [string, unknown][]) {
  const subscriptions = calls.map(([id, arg]) =>
    store.dispatch(endpointOf(id).initiate(arg) as never),
  );
  await Promise.all(subscriptions);
  requests.length = 0;
  return subscriptions as unknown as { unsubscribe(): void }[];
}

async function run(store: ReturnType<typeof createTestStore>, id: EndpointId) {
  const result = (await store.dispatch(endpointOf(id).initiate(REQUEST_SAMPLES[id]) as never)) as {
    error?: unknown;
  };
  expect(result.error).toBeUndefined();
}

describe('mutations refresh exactly what they change', () => {
  const group = REQUEST_SAMPLES.getTransaction.params.groupNumber;
  const screens: [string, unknown][] = [
    ['listVouchers', REQUEST_SAMPLES.listVouchers],
    ['getCounters', undefined],
    ['getProfile', undefined],
    ['getCart', undefined],
    ['getTransaction', REQUEST_SAMPLES.getTransaction],
    ['listTransactions', REQUEST_SAMPLES.listTransactions],
    ['listAddresses', undefined],
  ];

  it.each<[EndpointId, string[]]>([
    // SPEC: a voucher claim refreshes the voucher list and the counters.
    ['claimVoucher', ['/oci/profile/vouchers', '/oci/customer/counter']],
    // SPEC: paying refreshes the order, its tab counts and the counters.
    [
      'payByCard',
      [
        `/oci/orders/transaction-detail/${group}/${REQUEST_SAMPLES.getTransaction.params.orderNumber}`,
        '/oci/orders/transaction-list/to_pay/last_30_days',
        '/oci/customer/counter',
      ],
    ],
    ['addToCart', ['/oci/orders/cart', '/oci/customer/counter']],
    ['uploadCartLogo', ['/oci/orders/cart']],
    ['createAddress', ['/oci/profile', '/oci/customer/alamat']],
    ['editIdentity', ['/oci/profile']],
    ['changePassword', []],
    [
      'requestRefund',
      [
        `/oci/orders/transaction-detail/${group}/${REQUEST_SAMPLES.getTransaction.params.orderNumber}`,
        '/oci/orders/transaction-list/to_pay/last_30_days',
        '/oci/customer/counter',
      ],
    ],
  ])('%s refetches %j and nothing else', async (id, refetched) => {
    signInForTests();
    const store = createTestStore();
    const subscriptions = await mount(store, screens);
    await run(store, id);
    const mutationPath = paths()[0];
    await vi.waitFor(() => expect(paths()).toHaveLength(refetched.length + 1));
    // Give a wrong extra refetch the chance to show up before asserting "nothing else".
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(paths().slice(1).sort()).toEqual([...refetched].sort());
    expect(mutationPath).toBeDefined();
    subscriptions.forEach((subscription) => subscription.unsubscribe());
  });
});

describe('sessions', () => {
  it.each<EndpointId>(['login', 'loginWithGoogle', 'validateOtp', 'validatePhone'])(
    '%s stores the token and reloads the customer’s data with it',
    async (id) => {
      const session = makeSession();
      useSuccessCase(server, id, session);
      const store = createTestStore();
      signInForTests();
      const subscriptions = await mount(store, [['getProfile', undefined]]);
      await run(store, id);
      expect(decodeTokenCookie(store.client.cookies.get(COOKIE_NAMES.token))).toBe(session.token);
      await vi.waitFor(() => expect(paths()).toContain('/oci/profile'));
      const refetch = requests.find((request) => pathOf(request.url).endsWith('/oci/profile'));
      expect(refetch?.headers.get('authorization')).toBe(`Bearer ${session.token}`);
      subscriptions.forEach((subscription) => subscription.unsubscribe());
    },
  );

  it('staff sign-in stores the staff token', async () => {
    const store = createTestStore();
    await run(store, 'staffLogin');
    expect(store.client.session().bearerToken).toBeDefined();
  });

  it('deleting the account removes the token and every cached answer', async () => {
    signInForTests();
    const store = createTestStore();
    const subscriptions = await mount(store, [['getProfile', undefined]]);
    await run(store, 'deleteAccount');
    expect(store.client.cookies.get(COOKIE_NAMES.token)).toBeUndefined();
    await vi.waitFor(() => expect(store.getState().api.queries).toEqual({}));
    subscriptions.forEach((subscription) => subscription.unsubscribe());
  });

  it('a sign-in whose cookie cannot be written still answers the session', async () => {
    const store = createTestStore({
      cookies: {
        get: () => undefined,
        set: (name) => {
          if (name === COOKIE_NAMES.token) throw new Error('cookies disabled');
        },
        remove: () => undefined,
      },
    });
    const result = await store.dispatch(
      client.authApi.endpoints.login.initiate(REQUEST_SAMPLES.login),
    );
    expect(result.data?.identity.userName).toBe('Sari Wulandari');
  });

  it('a failed sign-in leaves the cookies alone', async () => {
    const store = createTestStore();
    const result = await store.dispatch(
      client.authApi.endpoints.login.initiate({ body: { email: 'bukan-email', password: 'x' } }),
    );
    expect(result.error).toMatchObject({
      status: httpStatusForErrorCode('validation_failed'),
      code: 'validation_failed',
      fields: { email: 'field.email' },
    });
    expect(store.client.cookies.get(COOKIE_NAMES.token)).toBeUndefined();
  });
});

describe('pages of 10: more pages exist while a full page came back (SPEC §9)', () => {
  it('loads the wishlist 10 at a time and stops after the short page', async () => {
    signInForTests();
    const store = createTestStore();
    const endpoint = client.wishlistApi.endpoints.listWishlistPages;
    const first = await store.dispatch(endpoint.initiate({ query: { sort: 'newest' } }));
    expect(first.data?.pages.map((page) => page.items.length)).toEqual([10]);
    expect(first.hasNextPage).toBe(true);
    const second = await store.dispatch(
      endpoint.initiate({ query: { sort: 'newest' } }, { direction: 'forward' }),
    );
    expect(second.data?.pages.map((page) => page.items.length)).toEqual([10, 4]);
    expect(second.hasNextPage).toBe(false);
    expect(
      requests.map((request) => Object.fromEntries(new URL(request.url).searchParams)),
    ).toEqual([
      { sort: 'newest', page: '1', limit: '10', langcode: 'id' },
      { sort: 'newest', page: '2', limit: '10', langcode: 'id' },
    ]);
  });

  it('loads notifications until a page is short', async () => {
    signInForTests();
    const store = createTestStore();
    const endpoint = client.notificationsApi.endpoints.listNotificationPages;
    let result = await store.dispatch(endpoint.initiate(undefined));
    while (result.hasNextPage) {
      result = await store.dispatch(endpoint.initiate(undefined, { direction: 'forward' }));
    }
    expect(result.data?.pages.map((page) => page.items.length)).toEqual([10, 10, 3]);
  });

  it('asks once more after an exactly full last page, and the empty page ends the list', async () => {
    signInForTests();
    const store = createTestStore();
    const endpoint = client.notificationsApi.endpoints.listNotificationPages;
    // msw tries the handler added last first: the one-off full page answers page 1.
    useSuccessCase(server, 'listNotifications', { items: [], page: 2, limit: 10, total: 10 });
    useSuccessCase(
      server,
      'listNotifications',
      {
        items: Array.from({ length: 10 }, (_, i) => makeNotification(i)),
        page: 1,
        limit: 10,
        total: 10,
      },
      { once: true },
    );
    const first = await store.dispatch(endpoint.initiate(undefined));
    expect(first.hasNextPage).toBe(true);
    const second = await store.dispatch(endpoint.initiate(undefined, { direction: 'forward' }));
    expect(second.data?.pages.map((page) => page.items.length)).toEqual([10, 0]);
    expect(second.hasNextPage).toBe(false);
  });
});

describe('cache lifetimes (SPEC §9)', () => {
  /** Loads once, leaves the screen, and waits `seconds` on a fake clock. */
  async function leaveFor(id: string, seconds: number) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    signInForTests();
    const store = createTestStore();
    const subscription = store.dispatch(endpointOf(id).initiate(undefined) as never) as {
      unsubscribe(): void;
    };
    await subscription;
    subscription.unsubscribe();
    await vi.advanceTimersByTimeAsync(seconds * 1000);
    return store;
  }

  it.each<[string, number, boolean]>([
    ['getProfile', 3599, true],
    ['getProfile', 3600, false],
    ['countNewNotifications', 599, true],
    ['countNewNotifications', 600, false],
  ])('%s left unused for %d s is still cached: %s', async (id, seconds, cached) => {
    const store = await leaveFor(id, seconds);
    expect(Object.keys(store.getState().api.queries).length > 0).toBe(cached);
  });

  it.each<[number, number]>([
    [299, 0],
    [301, 1],
  ])('coming back after %d s refetches %d time(s)', async (seconds, refetches) => {
    const store = await leaveFor('getProfile', seconds);
    requests.length = 0;
    const again = store.dispatch(endpointOf('getProfile').initiate(undefined) as never) as {
      unsubscribe(): void;
    };
    await again;
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(refetches);
    again.unsubscribe();
  });
});
