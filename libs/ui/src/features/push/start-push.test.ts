import { COOKIE_NAMES, notificationsApi } from '@storefront/api';
import { createTestStore, MOCK_NOW, signInForTests, useErrorCase } from '@storefront/api/testing';
import { PUSH_TOKEN_TTL_MS } from '@storefront/domain';
import type { MessagePayload } from 'firebase/messaging';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { PUSH_FIREBASE_APP_NAME } from './messaging-sdk';
import { PUSH_REGISTRATION_KEY } from './push-registration';
import type { KeyValueStore } from './push-registration';
import type { PushEnvironment } from './push-support';
import { alertForSdkError, startPush } from './start-push';
import type { NotificationPermissionApi, StartPushOptions } from './start-push';

// The rules are under test, not Google's servers: both Firebase modules are mocked.
const firebase = vi.hoisted(() => ({
  apps: [] as { name: string }[],
  initializeApp: vi.fn(),
  getMessaging: vi.fn(),
  getToken: vi.fn(),
  onMessage: vi.fn(),
  isSupported: vi.fn(),
  unsubscribe: vi.fn(),
  listener: undefined as ((payload: unknown) => void) | undefined,
}));
vi.mock('firebase/app', () => ({
  getApps: () => firebase.apps,
  initializeApp: firebase.initializeApp,
}));
vi.mock('firebase/messaging', () => ({
  getMessaging: firebase.getMessaging,
  getToken: firebase.getToken,
  onMessage: firebase.onMessage,
  isSupported: firebase.isSupported,
}));

const CONFIG = {
  apiKey: 'AIzaSyExample',
  projectId: 'storefront-id',
  messagingSenderId: '1234567890',
  appId: '1:1234567890:web:abc',
};
const VAPID_KEY = 'BExampleVapidKey';
const EMAIL = 'sari.wulandari@example.co.id';
const NOW = new Date(MOCK_NOW);

const FULL_ENV: PushEnvironment = {
  navigator: { serviceWorker: {}, cookieEnabled: true },
  PushManager: {},
  Notification: {},
  fetch: () => undefined,
  indexedDB: {},
};

function memoryStore(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const store: KeyValueStore = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
  return Object.assign(store, { values });
}

function permissionApi(
  permission: NotificationPermission,
  answer: NotificationPermission = permission,
): NotificationPermissionApi & { requestPermission: ReturnType<typeof vi.fn> } {
  return { permission, requestPermission: vi.fn(async () => answer) };
}

const activeWorker = { active: {}, installing: null, waiting: null };

/** Every request the mock gateway saw, as 'METHOD /path' with its JSON body. */
const requests: { line: string; body: unknown }[] = [];
beforeEach(() => {
  requests.length = 0;
  mockServer.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    requests.push({
      line: `${request.method} ${url.pathname.replace(/^\/api/, '')}`,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
  });
  firebase.apps.length = 0;
  firebase.listener = undefined;
  firebase.initializeApp.mockImplementation((_config: unknown, name: string) => {
    const app = { name };
    firebase.apps.push(app);
    return app;
  });
  firebase.getMessaging.mockImplementation((app: unknown) => ({ app }));
  firebase.getToken.mockResolvedValue('fcm-token-1');
  firebase.isSupported.mockResolvedValue(true);
  firebase.onMessage.mockImplementation((_messaging: unknown, next: (p: unknown) => void) => {
    firebase.listener = next;
    return firebase.unsubscribe;
  });
});
afterEach(() => {
  mockServer.events.removeAllListeners();
  vi.clearAllMocks();
});

const registerCalls = () => requests.filter((r) => r.line === 'POST /oci/register-device');

function setup(overrides: Partial<StartPushOptions> = {}, signedIn = true) {
  if (signedIn) signInForTests();
  const store = createTestStore();
  const storage = memoryStore();
  const alertStorage = memoryStore();
  const onAlert = vi.fn();
  const onMessage = vi.fn();
  const register = vi.fn(async () => activeWorker as unknown as ServiceWorkerRegistration);
  const options: StartPushOptions = {
    firebaseConfig: CONFIG,
    vapidKey: VAPID_KEY,
    dispatch: store.dispatch,
    onAlert,
    onMessage,
    env: FULL_ENV,
    notification: permissionApi('granted'),
    serviceWorker: { register },
    storage,
    alertStorage,
    now: () => NOW,
    ...overrides,
  };
  return { store, storage, alertStorage, onAlert, onMessage, register, options };
}

describe('startPush for a signed-in customer', () => {
  it('asks for a permission never given, then registers the token with the session id', async () => {
    const notification = permissionApi('default', 'granted');
    const { options, register, storage, onAlert } = setup({ notification });
    document.cookie = `${COOKIE_NAMES.sessionId}=browser-session-0001; path=/`;

    const result = await startPush(options);

    expect(result.status).toBe('listening');
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith(expect.stringMatching(/^\/firebase-messaging-sw\.js\?/), {
      scope: '/firebase-cloud-messaging-push-scope',
    });
    expect(firebase.initializeApp).toHaveBeenCalledWith(CONFIG, PUSH_FIREBASE_APP_NAME);
    expect(firebase.getToken).toHaveBeenCalledWith(expect.anything(), {
      vapidKey: VAPID_KEY,
      serviceWorkerRegistration: activeWorker,
    });
    expect(registerCalls()).toEqual([
      {
        line: 'POST /oci/register-device',
        body: { email: EMAIL, token: 'fcm-token-1', device_id: 'browser-session-0001' },
      },
    ]);
    expect(JSON.parse(storage.values.get(PUSH_REGISTRATION_KEY) ?? 'null')).toEqual({
      token: 'fcm-token-1',
      email: EMAIL,
      registeredAt: NOW.getTime(),
    });
    expect(onAlert).not.toHaveBeenCalled();
    result.stop();
    expect(firebase.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('does not ask again when the permission is already granted', async () => {
    const notification = permissionApi('granted');
    const { options } = setup({ notification });
    await expect(startPush(options)).resolves.toMatchObject({ status: 'listening' });
    expect(notification.requestPermission).not.toHaveBeenCalled();
  });

  it('reuses the Firebase app of an earlier start', async () => {
    const { options } = setup();
    (await startPush(options)).stop();
    (await startPush(options)).stop();
    expect(firebase.initializeApp).toHaveBeenCalledTimes(1);
    expect(firebase.getMessaging).toHaveBeenCalledTimes(2);
  });

  it.each<[string, number, string, string, number]>([
    ['the same token registered a day ago', 86_400_000, 'fcm-token-1', EMAIL, 0],
    ['one millisecond before 7 days', PUSH_TOKEN_TTL_MS - 1, 'fcm-token-1', EMAIL, 0],
    ['exactly 7 days ago', PUSH_TOKEN_TTL_MS, 'fcm-token-1', EMAIL, 1],
    ['a token the SDK has since replaced', 60_000, 'fcm-token-old', EMAIL, 1],
    ['another account on this browser', 60_000, 'fcm-token-1', 'budi@example.co.id', 1],
  ])('with %s, registers %s time(s)', async (_case, age, token, email, calls) => {
    const { options, storage } = setup();
    storage.setItem(
      PUSH_REGISTRATION_KEY,
      JSON.stringify({ token, email, registeredAt: NOW.getTime() - age }),
    );
    await expect(startPush(options)).resolves.toMatchObject({ status: 'listening' });
    expect(registerCalls()).toHaveLength(calls);
  });

  it('on a message refetches the notifications, the new count and the counters, and shows it', async () => {
    const { options, store, onMessage } = setup();
    const subscriptions = [
      store.dispatch(
        notificationsApi.endpoints.listNotifications.initiate({ query: { page: 1, limit: 10 } }),
      ),
      store.dispatch(notificationsApi.endpoints.countNewNotifications.initiate()),
      store.dispatch(notificationsApi.endpoints.getCounters.initiate()),
    ];
    await Promise.all(subscriptions);
    await startPush(options);
    const reads = () => requests.filter((r) => r.line.startsWith('GET')).map((r) => r.line);
    expect(reads()).toEqual([
      'GET /oci/notification',
      'GET /oci/notification/new',
      'GET /oci/customer/counter',
    ]);

    const payload = {
      notification: { title: 'Pesanan dikirim', body: 'Pesanan IDL-1 sedang dikirim' },
      data: { link: '/id-ID/orders' },
      from: '1234567890',
      collapseKey: 'c',
      messageId: 'm-1',
    } satisfies MessagePayload;
    firebase.listener?.(payload);

    expect(onMessage).toHaveBeenCalledWith(payload);
    await vi.waitFor(() => expect(reads()).toHaveLength(6));
    expect(reads().slice(3).sort()).toEqual([
      'GET /oci/customer/counter',
      'GET /oci/notification',
      'GET /oci/notification/new',
    ]);
    const pageQuery = requests.filter((r) => r.line === 'GET /oci/notification');
    expect(pageQuery).toHaveLength(2);
    subscriptions.forEach((subscription) => subscription.unsubscribe());
  });
});

describe('startPush refusals and failures', () => {
  it('does nothing for a guest: no permission prompt, no SDK', async () => {
    const notification = permissionApi('default', 'granted');
    const { options, onAlert } = setup({ notification }, false);
    await expect(startPush(options)).resolves.toMatchObject({ status: 'signed_out' });
    expect(notification.requestPermission).not.toHaveBeenCalled();
    expect(firebase.getToken).not.toHaveBeenCalled();
    expect(onAlert).not.toHaveBeenCalled();
  });

  it('counts a local-test email cookie as a guest: the gateway would refuse the call', async () => {
    document.cookie = `${COOKIE_NAMES.localTestEmail}=dev@example.co.id; path=/`;
    const { options } = setup({}, false);
    await expect(startPush(options)).resolves.toMatchObject({ status: 'signed_out' });
  });

  it.each([undefined, '', '   ', 42])('stays off with the VAPID key %j', async (vapidKey) => {
    const { options, onAlert } = setup({ vapidKey });
    await expect(startPush(options)).resolves.toMatchObject({ status: 'misconfigured' });
    expect(onAlert).not.toHaveBeenCalled();
    expect(firebase.getToken).not.toHaveBeenCalled();
  });

  it('tells an unsupported browser once per tab', async () => {
    const env = { ...FULL_ENV, PushManager: undefined };
    const { options, onAlert } = setup({ env });
    await expect(startPush(options)).resolves.toMatchObject({ status: 'unsupported' });
    await expect(startPush(options)).resolves.toMatchObject({ status: 'unsupported' });
    expect(onAlert.mock.calls).toEqual([['push_unsupported']]);
    expect(firebase.getToken).not.toHaveBeenCalled();
  });

  it('reads a browser without the Notification API as unsupported', async () => {
    const { options, onAlert } = setup({ notification: undefined });
    await expect(startPush({ ...options, notification: undefined })).resolves.toMatchObject({
      status: 'unsupported',
    });
    expect(onAlert).toHaveBeenCalledWith('push_unsupported');
  });

  it('believes the SDK when it says the browser cannot (private window)', async () => {
    firebase.isSupported.mockResolvedValue(false);
    const { options, onAlert, register } = setup();
    await expect(startPush(options)).resolves.toMatchObject({ status: 'unsupported' });
    expect(onAlert).toHaveBeenCalledWith('push_unsupported');
    expect(register).not.toHaveBeenCalled();
  });

  it('alerts a denied permission once per tab, without asking', async () => {
    const notification = permissionApi('denied');
    const { options, onAlert } = setup({ notification });
    await expect(startPush(options)).resolves.toMatchObject({ status: 'denied' });
    await expect(startPush(options)).resolves.toMatchObject({ status: 'denied' });
    expect(notification.requestPermission).not.toHaveBeenCalled();
    expect(onAlert.mock.calls).toEqual([['push_denied']]);
  });

  it('alerts when the user blocks the prompt', async () => {
    const { options, onAlert } = setup({ notification: permissionApi('default', 'denied') });
    await expect(startPush(options)).resolves.toMatchObject({ status: 'denied' });
    expect(onAlert).toHaveBeenCalledWith('push_denied');
  });

  it.each<[string, NotificationPermissionApi]>([
    ['closed without an answer', permissionApi('default', 'default')],
    [
      'a prompt that throws',
      {
        permission: 'default',
        requestPermission: () => Promise.reject(new Error('no user gesture')),
      },
    ],
  ])('stays quiet when the prompt is %s (asked again next time)', async (_case, notification) => {
    const { options, onAlert } = setup({ notification });
    await expect(startPush(options)).resolves.toMatchObject({ status: 'dismissed' });
    expect(onAlert).not.toHaveBeenCalled();
    expect(firebase.getToken).not.toHaveBeenCalled();
  });

  it('shows every alert again when the tab cannot remember it', async () => {
    const throwing: KeyValueStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const { options, onAlert } = setup({
      notification: permissionApi('denied'),
      alertStorage: throwing,
    });
    await startPush(options);
    await startPush(options);
    expect(onAlert).toHaveBeenCalledTimes(2);
  });

  it('fails with an error toast when the worker does not activate in time', async () => {
    const installing = {
      state: 'installing',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    const register = vi.fn(
      async () =>
        ({ active: null, installing, waiting: null }) as unknown as ServiceWorkerRegistration,
    );
    const { options, onAlert } = setup({ serviceWorker: { register }, serviceWorkerWaitMs: 5 });
    await expect(startPush(options)).resolves.toMatchObject({ status: 'failed' });
    expect(onAlert).toHaveBeenCalledWith('push_token_failed');
    expect(firebase.getToken).not.toHaveBeenCalled();
  });

  it.each<[string, unknown, string, string]>([
    ['blocked', { code: 'messaging/permission-blocked' }, 'denied', 'push_denied'],
    ['unsupported', { code: 'messaging/unsupported-browser' }, 'unsupported', 'push_unsupported'],
    [
      'subscribe failed',
      { code: 'messaging/token-subscribe-failed' },
      'failed',
      'push_token_failed',
    ],
    ['a plain error', new Error('network'), 'failed', 'push_token_failed'],
  ])('reads a token failure (%s) as %s', async (_case, error, status, code) => {
    firebase.getToken.mockRejectedValue(error);
    const { options, onAlert } = setup();
    await expect(startPush(options)).resolves.toMatchObject({ status });
    expect(onAlert).toHaveBeenCalledWith(code);
    expect(registerCalls()).toHaveLength(0);
  });

  it('shows the error toast when the gateway refuses the token, and tries again next time', async () => {
    useErrorCase(mockServer, 'registerDevice', 500);
    const { options, onAlert, storage, onMessage } = setup();
    const result = await startPush(options);
    expect(result.status).toBe('failed');
    expect(onAlert).toHaveBeenCalledWith('push_token_failed');
    expect(storage.values.has(PUSH_REGISTRATION_KEY)).toBe(false);
    // Messages still reach the page meanwhile.
    firebase.listener?.({ from: 'x', collapseKey: 'c', messageId: 'm' });
    expect(onMessage).toHaveBeenCalledTimes(1);
    result.stop();
  });
});

describe('startPush stopped by its caller', () => {
  it('never prompts when aborted right away (React runs effects twice in development)', async () => {
    const notification = permissionApi('default', 'granted');
    const { options } = setup({ notification });
    const controller = new AbortController();
    const started = startPush({ ...options, signal: controller.signal });
    controller.abort();
    await expect(started).resolves.toMatchObject({ status: 'cancelled' });
    expect(notification.requestPermission).not.toHaveBeenCalled();
  });

  it('stops after the prompt when aborted while it was open', async () => {
    const controller = new AbortController();
    const notification: NotificationPermissionApi = {
      permission: 'default',
      requestPermission: async () => {
        controller.abort();
        return 'granted';
      },
    };
    const { options } = setup({ notification, signal: controller.signal });
    await expect(startPush(options)).resolves.toMatchObject({ status: 'cancelled' });
    expect(firebase.getToken).not.toHaveBeenCalled();
  });

  it('stops before listening when aborted while the token was fetched', async () => {
    const controller = new AbortController();
    firebase.getToken.mockImplementation(async () => {
      controller.abort();
      return 'fcm-token-1';
    });
    const { options } = setup({ signal: controller.signal });
    await expect(startPush(options)).resolves.toMatchObject({ status: 'cancelled' });
    expect(firebase.onMessage).not.toHaveBeenCalled();
  });

  it('stays silent when aborted while the SDK loaded or failed', async () => {
    const controller = new AbortController();
    firebase.isSupported.mockImplementation(async () => {
      controller.abort();
      return true;
    });
    const { options, onAlert } = setup({ signal: controller.signal });
    await expect(startPush(options)).resolves.toMatchObject({ status: 'cancelled' });

    const second = new AbortController();
    firebase.isSupported.mockResolvedValue(true);
    firebase.getToken.mockImplementation(async () => {
      second.abort();
      throw new Error('network');
    });
    await expect(startPush({ ...options, signal: second.signal })).resolves.toMatchObject({
      status: 'cancelled',
    });
    expect(onAlert).not.toHaveBeenCalled();
  });

  it('removes the listener when aborted after it started listening', async () => {
    const controller = new AbortController();
    const { options } = setup({ signal: controller.signal });
    await expect(startPush(options)).resolves.toMatchObject({ status: 'listening' });
    controller.abort();
    expect(firebase.unsubscribe).toHaveBeenCalledTimes(1);
  });
});

describe('alertForSdkError', () => {
  it.each<[unknown, string]>([
    [{ code: 'messaging/permission-blocked' }, 'push_denied'],
    [{ code: 'messaging/indexed-db-unsupported' }, 'push_unsupported'],
    [{ code: 'messaging/failed-service-worker-registration' }, 'push_token_failed'],
    [{ code: 42 }, 'push_token_failed'],
    ['text', 'push_token_failed'],
    [null, 'push_token_failed'],
  ])('%j → %s', (error, code) => {
    expect(alertForSdkError(error)).toBe(code);
  });
});
