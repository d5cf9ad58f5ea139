import { describe, expect, it, vi } from 'vitest';
import { serviceWorkerUrl } from '../service-worker-registration';
import workerSource from './firebase-messaging-sw.js?raw';

/** Runs the worker script the way a browser would, with the worker globals faked. */
function runWorker(url: string) {
  const listeners = new Map<string, (event: unknown) => void>();
  const worker = {
    location: { href: url },
    skipWaiting: vi.fn(),
    clients: { claim: vi.fn(() => Promise.resolve()) },
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
  };
  const firebase = { initializeApp: vi.fn(), messaging: vi.fn() };
  const importScripts = vi.fn();
  new Function('self', 'importScripts', 'firebase', workerSource)(worker, importScripts, firebase);
  return { worker, firebase, importScripts, listeners };
}

const CONFIG = {
  apiKey: 'AIzaSyExample',
  authDomain: 'storefront.firebaseapp.com',
  projectId: 'storefront-id',
  messagingSenderId: '1234567890',
  appId: '1:1234567890:web:abc',
};

describe('firebase-messaging-sw.js', () => {
  it('loads the SDK from the site itself and starts messaging with the config of its URL', () => {
    const { firebase, importScripts } = runWorker(
      `https://toko.example${serviceWorkerUrl(CONFIG)}`,
    );
    expect(importScripts).toHaveBeenCalledWith(
      '/firebase-app-compat.js',
      '/firebase-messaging-compat.js',
    );
    expect(firebase.initializeApp).toHaveBeenCalledWith(CONFIG);
    expect(firebase.messaging).toHaveBeenCalledTimes(1);
  });

  it.each(['apiKey', 'projectId', 'messagingSenderId', 'appId'] as const)(
    'stays idle without %s',
    (missing) => {
      const config: Record<string, string> = { ...CONFIG };
      delete config[missing];
      const { firebase } = runWorker(`https://toko.example${serviceWorkerUrl(config)}`);
      expect(firebase.initializeApp).not.toHaveBeenCalled();
    },
  );

  it('takes over at once when a new version installs', () => {
    const { worker, listeners } = runWorker('https://toko.example/firebase-messaging-sw.js');
    listeners.get('install')?.({});
    expect(worker.skipWaiting).toHaveBeenCalled();
    const waitUntil = vi.fn();
    listeners.get('activate')?.({ waitUntil });
    expect(worker.clients.claim).toHaveBeenCalled();
    expect(waitUntil).toHaveBeenCalledWith(expect.any(Promise));
  });
});
