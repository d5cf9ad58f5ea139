import { authApi } from '@storefront/api';
import { signInForTests, useErrorCase } from '@storefront/api/testing';
import type { MessagePayload } from 'firebase/messaging';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import type { KeyValueStore } from './push-registration';
import type { NotificationPermissionApi } from './start-push';
import { usePush } from './use-push';
import type { UsePushOptions } from './use-push';

const firebase = vi.hoisted(() => ({
  getToken: vi.fn(),
  onMessage: vi.fn(),
  listener: undefined as ((payload: unknown) => void) | undefined,
  loaded: vi.fn(),
}));
vi.mock('firebase/app', () => {
  firebase.loaded('firebase/app');
  return { getApps: () => [], initializeApp: (_config: unknown, name: string) => ({ name }) };
});
vi.mock('firebase/messaging', () => {
  firebase.loaded('firebase/messaging');
  return {
    getMessaging: (app: unknown) => ({ app }),
    getToken: firebase.getToken,
    onMessage: firebase.onMessage,
    isSupported: async () => true,
  };
});

const CONFIG = { apiKey: 'k', projectId: 'p', messagingSenderId: 's', appId: 'a' };

function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function overrides(permission: NotificationPermission): UsePushOptions['overrides'] {
  const notification: NotificationPermissionApi = {
    permission,
    requestPermission: async () => permission,
  };
  return {
    env: {
      navigator: { serviceWorker: {}, cookieEnabled: true },
      PushManager: {},
      Notification: {},
      fetch: () => undefined,
      indexedDB: {},
    },
    notification,
    serviceWorker: {
      register: async () =>
        ({ active: {}, installing: null, waiting: null }) as unknown as ServiceWorkerRegistration,
    },
    storage: memoryStore(),
    alertStorage: memoryStore(),
  };
}

function PushProbe(props: UsePushOptions) {
  const status = usePush(props);
  return <p data-testid="push-status">{status}</p>;
}

const status = () => screen.getByTestId('push-status');

beforeEach(() => {
  firebase.listener = undefined;
  firebase.getToken.mockResolvedValue('fcm-token-1');
  firebase.onMessage.mockImplementation((_messaging: unknown, next: (p: unknown) => void) => {
    firebase.listener = next;
    return () => {
      firebase.listener = undefined;
    };
  });
});
afterEach(() => vi.clearAllMocks());

describe('usePush', { timeout: 15_000 }, () => {
  it('stays off without a Firebase config and never loads the SDK', async () => {
    signInForTests();
    await renderScreen(<PushProbe firebaseConfig={null} vapidKey="v" />);
    expect(status()).toHaveTextContent('off');
    expect(firebase.loaded).not.toHaveBeenCalled();
  });

  it('shows a denied permission as an alert in the user’s language', async () => {
    signInForTests();
    await renderScreen(
      <PushProbe firebaseConfig={CONFIG} vapidKey="v" overrides={overrides('denied')} />,
    );
    expect(
      await screen.findByText(
        'Anda memblokir notifikasi. Izinkan di pengaturan browser untuk menerima kabar terbaru',
      ),
    ).toBeInTheDocument();
    expect(status()).toHaveTextContent('denied');
  });

  it('tells an unsupported browser so, in Thai for th-TH', async () => {
    signInForTests();
    await renderScreen(<PushProbe firebaseConfig={CONFIG} vapidKey="v" />, { locale: 'th-TH' });
    // jsdom has neither service workers nor the Push API.
    expect(await screen.findByText('เบราว์เซอร์นี้ไม่รองรับการแจ้งเตือนบนเดสก์ท็อป')).toBeInTheDocument();
  });

  it('shows an error toast when the gateway refuses the token', async () => {
    signInForTests();
    useErrorCase(mockServer, 'registerDevice', 500);
    await renderScreen(
      <PushProbe firebaseConfig={CONFIG} vapidKey="v" overrides={overrides('granted')} />,
      { locale: 'en-US' },
    );
    expect(
      await screen.findByText('Failed to turn on notifications for this device'),
    ).toBeInTheDocument();
    expect(status()).toHaveTextContent('failed');
  });

  it('shows an incoming message as a toast with its title, body and link', async () => {
    signInForTests();
    await renderScreen(
      <PushProbe firebaseConfig={CONFIG} vapidKey="v" overrides={overrides('granted')} />,
    );
    await waitFor(() => expect(status()).toHaveTextContent('listening'));

    firebase.listener?.({
      notification: { title: 'Pesanan dikirim', body: 'Pesanan IDL-1 sedang dikirim' },
      data: { link: '/id-ID/orders/IDL-1', content: 'ignored when a body exists' },
      from: 's',
      collapseKey: 'c',
      messageId: 'm-1',
    } satisfies MessagePayload);

    const link = await screen.findByRole('link', { name: 'Pesanan dikirim' });
    expect(link).toHaveAttribute('href', '/id-ID/orders/IDL-1');
    expect(screen.getByText('Pesanan IDL-1 sedang dikirim')).toBeVisible();
    expect(screen.queryByText('ignored when a body exists')).toBeNull();
  });

  it('gives a message without a title the fallback title and its data content', async () => {
    signInForTests();
    await renderScreen(
      <PushProbe firebaseConfig={CONFIG} vapidKey="v" overrides={overrides('granted')} />,
      { locale: 'ru-RU' },
    );
    await waitFor(() => expect(status()).toHaveTextContent('listening'));
    firebase.listener?.({
      data: { content: 'Цена рассчитана' },
      from: 's',
      collapseKey: 'c',
      messageId: 'm-2',
    } satisfies MessagePayload);
    expect(await screen.findByText('Новое уведомление')).toBeInTheDocument();
    expect(screen.getByText('Цена рассчитана')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('starts once a guest signs in, without a page load', async () => {
    const { store } = await renderScreen(
      <PushProbe firebaseConfig={CONFIG} vapidKey="v" overrides={overrides('granted')} />,
    );
    await waitFor(() => expect(status()).toHaveTextContent('signed_out'));

    await store.dispatch(
      authApi.endpoints.login.initiate({
        body: { email: 'sari.wulandari@example.co.id', password: 'rahasia123' },
      }),
    );

    await waitFor(() => expect(status()).toHaveTextContent('listening'));
    expect(firebase.getToken).toHaveBeenCalledTimes(1);
  });

  it('stops listening when it unmounts', async () => {
    signInForTests();
    const { unmount } = await renderScreen(
      <PushProbe firebaseConfig={CONFIG} vapidKey="v" overrides={overrides('granted')} />,
    );
    await waitFor(() => expect(status()).toHaveTextContent('listening'));
    unmount();
    expect(firebase.listener).toBeUndefined();
  });
});
