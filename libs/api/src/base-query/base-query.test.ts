import { configureStore } from '@reduxjs/toolkit';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCounters } from '@storefront/contract';
import { api } from '../endpoints/api';
import { notificationsApi } from '../endpoints/notifications.api';
import { profileApi } from '../endpoints/profile.api';
import { vouchersApi } from '../endpoints/vouchers.api';
import { catalogApi } from '../endpoints/catalog.api';
import { COOKIE_NAMES } from '../session/cookie-jar';
import {
  clearClientCookies,
  createTestStore,
  handlerFor,
  makeCounters,
  MOCK_NOW,
  REQUEST_SAMPLES,
  signInForTests,
  TEST_BASE_URL,
  useErrorCase,
  useNetworkError,
} from '../testing';
import { createMockServer } from '../testing/node';

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

/** Node's setImmediate, which the fake clock of these tests leaves real. */
const nextIoTick = () =>
  new Promise<void>((resolve) =>
    (globalThis as unknown as { setImmediate(callback: () => void): void }).setImmediate(resolve),
  );

/** Lets msw and RTK settle on real I/O ticks while the fake clock stands still. */
async function settle(until: () => boolean): Promise<void> {
  for (let tick = 0; tick < 500 && !until(); tick += 1) await nextIoTick();
}

/**
 * Awaits a call on a fake clock, jumping over the retry's one-second wait, so a test of a 5xx
 * does not spend real seconds.
 */
async function skippingWaits<T>(pending: PromiseLike<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  let result: { value: T } | undefined;
  void Promise.resolve(pending).then((value) => {
    result = { value };
  });
  while (!result) {
    await settle(() => result !== undefined || vi.getTimerCount() > 0);
    if (!result) await vi.advanceTimersByTimeAsync(1000);
  }
  return result.value;
}

/** The profile call of a signed-in customer on a fresh store. */
async function loadProfile(locale: 'id-ID' | 'en-US' | 'th-TH' = 'id-ID') {
  signInForTests();
  const store = createTestStore({ locale });
  const result = await skippingWaits(store.dispatch(profileApi.endpoints.getProfile.initiate()));
  return { store, result };
}

describe('the status matrix of SPEC §8, through the network', () => {
  // Our gateway's refusal reads its own message, in the user's language (decision 292).
  it.each<[number, string, string]>([
    [400, 'id-ID', 'Permintaan tidak valid'],
    [404, 'id-ID', 'Data tidak ditemukan'],
    [404, 'th-TH', 'ไม่พบข้อมูล'],
    [429, 'id-ID', 'Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi'],
    [500, 'en-US', 'An error occurred please try again'],
    [500, 'id-ID', 'Terjadi kesalahan pada server, silakan coba lagi'],
    [500, 'kk-KZ', 'Қате орын алды, қайталап көріңіз'],
  ])('HTTP %d of our gateway in %s shows “%s”', async (status, locale, message) => {
    useErrorCase(server, 'getProfile', status, undefined, { baseUrl: TEST_BASE_URL });
    const { result } = await loadProfile(locale as 'id-ID');
    expect(result.error).toMatchObject({ status, message });
  });

  // An answer that is not ours (a proxy's page) reads SPEC §8's fixed text.
  it.each<[number, string, string]>([
    [400, 'id-ID', 'Bad request'],
    [404, 'en-US', 'Data tidak ditemukan'],
    [429, 'id-ID', 'To many request'],
    [500, 'id-ID', 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง'],
  ])('HTTP %d from a proxy in %s shows “%s”', async (status, locale, message) => {
    useErrorCase(server, 'getProfile', status, '<html>proxy</html>', { baseUrl: TEST_BASE_URL });
    const { result } = await loadProfile(locale as 'id-ID');
    expect(result.error).toMatchObject({ status, message });
  });

  it.each<[number, string]>([
    [409, 'Email sudah terdaftar'],
    [410, 'Produk telah dihapus supplier'],
    [422, 'Pembelian melebihi stok'],
    [403, 'Anda tidak memiliki akses'],
  ])('HTTP %d falls through to the body: “%s”', async (status, message) => {
    useErrorCase(server, 'getProfile', status, { status, message, data: null });
    const { result } = await loadProfile();
    expect(result.error).toEqual({ status, message, code: expect.any(String) });
  });

  it.each<[number, string, string]>([
    [429, 'id-ID', 'To many request'],
    [500, 'en-US', 'An error occurred please try again'],
    [500, 'id-ID', 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง'],
  ])('an HTTP 200 whose body status is %d (%s) shows “%s”', async (status, locale, message) => {
    useErrorCase(server, 'getProfile', 200, { status, message: 'ignored', data: null });
    const { result } = await loadProfile(locale as 'id-ID');
    expect(result.error).toMatchObject({ status, message });
  });

  it('an HTTP 200 whose body reports another failure shows the body message', async () => {
    useErrorCase(server, 'getProfile', 200, {
      status: 404,
      message: 'Pesanan tidak ditemukan',
      data: null,
    });
    const { result } = await loadProfile();
    expect(result.error).toMatchObject({ status: 404, message: 'Pesanan tidak ditemukan' });
  });

  it('unwraps the data of a success: the screen gets `data`, not the envelope', async () => {
    const { result } = await loadProfile();
    expect(result.data).toMatchObject({ nama_lengkap: 'Sari Wulandari', level: 'gold' });
    expect(result.data).not.toHaveProperty('status');
  });

  it('a network failure is a value, not an exception', async () => {
    useNetworkError(server, 'claimVoucher', { baseUrl: TEST_BASE_URL });
    signInForTests();
    const store = createTestStore();
    const result = await store.dispatch(
      vouchersApi.endpoints.claimVoucher.initiate(REQUEST_SAMPLES.claimVoucher),
    );
    expect(result.error).toEqual({
      status: 0,
      code: 'generic_retry',
      message: 'Terjadi Kesalahan, Silahkan coba lagi',
    });
  });
});

describe('a 401 ends the session (SPEC §4, §8)', () => {
  it('removes the token cookie, forgets the counters and goes to /<locale>/login', async () => {
    signInForTests();
    localStorage.setItem(
      'storefront:counters',
      JSON.stringify({ stored_at: Date.parse(MOCK_NOW), data: makeCounters() }),
    );
    useErrorCase(server, 'getProfile', 401);
    const store = createTestStore({ locale: 'th-TH' });
    const result = await store.dispatch(profileApi.endpoints.getProfile.initiate());
    expect(result.error).toMatchObject({ status: 401, message: 'กรุณาเข้าสู่ระบบ' });
    expect(document.cookie).not.toContain(`${COOKIE_NAMES.token}=`);
    expect(store.client.caches.counters.read(getCounters.response)).toBeUndefined();
    expect(store.navigations).toEqual(['/th-TH/login']);
    expect(requests).toHaveLength(1);
  });

  it('keeps the session id (it identifies the browser, not the account)', async () => {
    useErrorCase(server, 'getProfile', 401);
    const { store } = await loadProfile();
    expect(store.client.cookies.get(COOKIE_NAMES.sessionId)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('by default loads the login page in place, once', async () => {
    useErrorCase(server, 'getProfile', 401);
    signInForTests();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/id-ID/cart', assign });
    try {
      const store = createTestStore({ navigate: undefined });
      await store.dispatch(profileApi.endpoints.getProfile.initiate());
      expect(assign).toHaveBeenCalledExactlyOnceWith('/id-ID/login');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does not navigate when the user is already on the login page', async () => {
    useErrorCase(server, 'getProfile', 401);
    signInForTests();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/id-ID/login', assign });
    try {
      const store = createTestStore({ navigate: undefined });
      await store.dispatch(profileApi.endpoints.getProfile.initiate());
      expect(assign).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the headers of every call (SPEC §7)', () => {
  it('sends the session id, JSON, no-cache, the source name, the language code and langcode', async () => {
    const store = createTestStore({ locale: 'en-US' });
    await store.dispatch(
      catalogApi.endpoints.searchCatalog.initiate(REQUEST_SAMPLES.searchCatalog),
    );
    const [request] = requests;
    const sessionId = store.client.cookies.get(COOKIE_NAMES.sessionId);
    expect(Object.fromEntries(request?.headers ?? [])).toMatchObject({
      'x-session-id': sessionId,
      'x-source-name': 'storefront-id',
      'x-language-code': 'en',
      'content-type': 'application/json',
      'cache-control': 'no-cache',
      pragma: 'no-cache',
    });
    expect(new URL(request?.url ?? '').searchParams.get('langcode')).toBe('en');
  });

  it('creates the session id cookie once and reuses it', async () => {
    const store = createTestStore({ randomId: () => 'b3f1c1d2-0000-4000-8000-000000000001' });
    await store.dispatch(catalogApi.endpoints.searchCatalog.initiate({}));
    await store.dispatch(
      catalogApi.endpoints.getCatalogProduct.initiate({ params: { productId: 'prd-2' } }),
    );
    expect(requests.map((r) => r.headers.get('x-session-id'))).toEqual([
      'b3f1c1d2-0000-4000-8000-000000000001',
      'b3f1c1d2-0000-4000-8000-000000000001',
    ]);
    expect(store.client.cookies.get(COOKIE_NAMES.sessionId)).toBe(
      'b3f1c1d2-0000-4000-8000-000000000001',
    );
  });

  it('follows the UI language as it changes', async () => {
    const store = createTestStore({ locale: 'id-ID' });
    await store.dispatch(catalogApi.endpoints.searchCatalog.initiate({}));
    store.setLocale('en-US');
    await store.dispatch(catalogApi.endpoints.searchCatalog.initiate({ query: { page: 2 } }));
    expect(requests.map((r) => r.headers.get('x-language-code'))).toEqual(['id', 'en']);
    expect(requests.map((r) => new URL(r.url).searchParams.get('langcode'))).toEqual(['id', 'en']);
  });

  it('sends the decoded token as bearer to a customer call and none to a public one', async () => {
    const jwt = signInForTests();
    const store = createTestStore();
    await store.dispatch(profileApi.endpoints.getProfile.initiate());
    await store.dispatch(catalogApi.endpoints.searchCatalog.initiate({}));
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual([`Bearer ${jwt}`, null]);
  });

  it('uses the configured source name', async () => {
    const store = createTestStore({ sourceName: 'backoffice' });
    await store.dispatch(catalogApi.endpoints.searchCatalog.initiate({}));
    expect(requests[0]?.headers.get('x-source-name')).toBe('backoffice');
  });
});

describe('retry once after 1 s (SPEC §9)', () => {
  function countCalls(status: number | 'network') {
    const calls: number[] = [];
    server.use(
      handlerFor(
        'getProfile',
        () => {
          calls.push(Date.now());
          return status === 'network'
            ? HttpResponse.error()
            : HttpResponse.json({ status, message: 'x', data: null }, { status });
        },
        TEST_BASE_URL,
      ),
    );
    return calls;
  }

  it.each<[string, number | 'network']>([
    ['a 500', 500],
    ['a 503', 503],
    ['no answer', 'network'],
  ])('a read that got %s is asked again exactly 1 s later, then fails', async (_case, status) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const calls = countCalls(status);
    signInForTests();
    const store = createTestStore();
    const pending = store.dispatch(profileApi.endpoints.getProfile.initiate());
    await settle(() => calls.length === 1 && vi.getTimerCount() > 0);
    await vi.advanceTimersByTimeAsync(999);
    await settle(() => false);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle(() => calls.length === 2);
    const result = await pending;
    expect(calls).toHaveLength(2);
    expect((calls[1] ?? 0) - (calls[0] ?? 0)).toBe(1000);
    expect(result.error).toMatchObject({ status: status === 'network' ? 0 : status });
  });

  it('a read that succeeds on the second try shows the data', async () => {
    useErrorCase(server, 'getProfile', 500, undefined, { once: true });
    const { result } = await loadProfile();
    expect(requests).toHaveLength(2);
    expect(result.data?.nama_lengkap).toBe('Sari Wulandari');
  });

  it.each<[number]>([[400], [401], [404], [409], [422], [429]])(
    'a read refused with %d is not asked again',
    async (status) => {
      useErrorCase(server, 'getProfile', status);
      await loadProfile();
      expect(requests).toHaveLength(1);
    },
  );

  it('stops waiting when the screen gives the read up, without asking again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = countCalls(500);
    signInForTests();
    const store = createTestStore();
    const pending = store.dispatch(profileApi.endpoints.getProfile.initiate());
    await settle(() => calls.length === 1 && vi.getTimerCount() > 0);
    pending.abort();
    const result = await pending;
    await vi.advanceTimersByTimeAsync(5000);
    expect(result.isError).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('a write is never repeated, even after a 500 or no answer, nor a GET that marks read', async () => {
    signInForTests();
    const store = createTestStore();
    useErrorCase(server, 'claimVoucher', 500);
    await store.dispatch(vouchersApi.endpoints.claimVoucher.initiate(REQUEST_SAMPLES.claimVoucher));
    useNetworkError(server, 'readNotification');
    await store.dispatch(
      notificationsApi.endpoints.readNotification.initiate(REQUEST_SAMPLES.readNotification),
    );
    expect(requests.map((r) => r.method)).toEqual(['POST', 'GET']);
  });
});

describe('the base query never throws', () => {
  it('answers a store built without a client with a message, not an exception', async () => {
    const bare = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefault) => getDefault().concat(api.middleware),
    });
    const result = await bare.dispatch(profileApi.endpoints.getProfile.initiate());
    expect(result.error).toMatchObject({ status: 0, code: 'generic_sorry' });
    expect(requests).toHaveLength(0);
  });

  it('turns a failing getLocale into a retryable failure', async () => {
    const store = createTestStore({
      getLocale: () => {
        throw new Error('no locale yet');
      },
    });
    const result = await skippingWaits(
      store.dispatch(catalogApi.endpoints.searchCatalog.initiate({})),
    );
    expect(result.error).toEqual({
      status: 0,
      code: 'generic_retry',
      message: 'Something went wrong, please try again',
    });
  });

  it('refuses a call with a missing path param without sending it', async () => {
    const store = createTestStore();
    const result = await store.dispatch(
      catalogApi.endpoints.getCatalogProduct.initiate({ params: { productId: '' } }),
    );
    expect(result.error).toMatchObject({ status: 0, code: 'bad_request' });
    expect(requests).toHaveLength(0);
  });

  it('reads a 2xx that is not JSON as a failure', async () => {
    server.use(
      handlerFor(
        'getCounters',
        () => new HttpResponse('<html>wifi login</html>', { status: 200 }),
        TEST_BASE_URL,
      ),
    );
    signInForTests();
    const store = createTestStore({ locale: 'en-US' });
    const result = await store.dispatch(notificationsApi.endpoints.getCounters.initiate());
    expect(result.error).toEqual({
      status: 200,
      code: 'generic_retry',
      message: 'Something went wrong, please try again',
    });
    expect(getCounters.id).toBe('getCounters');
  });

  it('reads a proxy’s HTML 502 by its status', async () => {
    useErrorCase(server, 'getProfile', 502, '<html>Bad Gateway</html>');
    const { result } = await loadProfile('en-US');
    expect(result.error).toEqual({
      status: 502,
      code: 'server_error',
      message: 'An error occurred please try again',
    });
  });
});
