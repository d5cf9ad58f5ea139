import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PUSH_SERVICE_WORKER_SCOPE,
  registerPushServiceWorker,
  SERVICE_WORKER_WAIT_MS,
  serviceWorkerUrl,
  ServiceWorkerTimeoutError,
  waitForActiveWorker,
} from './service-worker-registration';
import type { RegistrationLike } from './service-worker-registration';

const CONFIG = {
  apiKey: 'AIzaSyExample',
  authDomain: 'storefront.firebaseapp.com',
  projectId: 'storefront',
  messagingSenderId: '1234567890',
  appId: '1:1234567890:web:abc',
};

/** A worker whose state the test moves, like the browser's installing worker. */
function fakeWorker(state = 'installing') {
  const listeners = new Set<() => void>();
  return {
    state,
    addEventListener: (_type: 'statechange', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'statechange', listener: () => void) => listeners.delete(listener),
    listeners,
    moveTo(next: string) {
      this.state = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

function registration(parts: Partial<RegistrationLike>): RegistrationLike {
  return { active: null, installing: null, waiting: null, ...parts };
}

describe('serviceWorkerUrl', () => {
  it('puts the web config in the query of the root worker file', () => {
    const url = new URL(serviceWorkerUrl(CONFIG), 'https://toko.example');
    expect(url.pathname).toBe('/firebase-messaging-sw.js');
    expect(Object.fromEntries(url.searchParams)).toEqual(CONFIG);
  });

  it('leaves out empty and non-text fields', () => {
    const url = new URL(
      serviceWorkerUrl({ apiKey: 'k', appId: '', projectId: undefined }, '/sw.js'),
      'https://toko.example',
    );
    expect(url.pathname).toBe('/sw.js');
    expect([...url.searchParams.keys()]).toEqual(['apiKey']);
  });
});

describe('waitForActiveWorker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves at once for an active worker', async () => {
    await expect(waitForActiveWorker(registration({ active: {} }))).resolves.toBeUndefined();
  });

  it('rejects when nothing is installing or waiting', async () => {
    await expect(waitForActiveWorker(registration({}))).rejects.toThrow('did not install');
  });

  it('resolves when the installing worker activates, and stops listening', async () => {
    const worker = fakeWorker();
    const waiting = waitForActiveWorker(registration({ installing: worker }));
    worker.moveTo('installed');
    worker.moveTo('activating');
    worker.moveTo('activated');
    await expect(waiting).resolves.toBeUndefined();
    expect(worker.listeners.size).toBe(0);
  });

  it('waits on a waiting worker too', async () => {
    const worker = fakeWorker('installed');
    const waiting = waitForActiveWorker(registration({ waiting: worker }));
    worker.moveTo('activated');
    await expect(waiting).resolves.toBeUndefined();
  });

  it('rejects when the worker becomes redundant', async () => {
    const worker = fakeWorker();
    const waiting = waitForActiveWorker(registration({ installing: worker }));
    worker.moveTo('redundant');
    await expect(waiting).rejects.toThrow('replaced');
  });

  it('waits exactly 10 s: still pending 1 ms before, rejected at 10 s', async () => {
    const worker = fakeWorker();
    let outcome: unknown = 'pending';
    waitForActiveWorker(registration({ installing: worker })).catch((error: unknown) => {
      outcome = error;
    });
    expect(SERVICE_WORKER_WAIT_MS).toBe(10_000);
    await vi.advanceTimersByTimeAsync(SERVICE_WORKER_WAIT_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ServiceWorkerTimeoutError);
    expect(worker.listeners.size).toBe(0);
  });

  it('ignores an activation that comes after the timeout', async () => {
    const worker = fakeWorker();
    const waiting = waitForActiveWorker(registration({ installing: worker }), 50);
    const settled = expect(waiting).rejects.toBeInstanceOf(ServiceWorkerTimeoutError);
    await vi.advanceTimersByTimeAsync(50);
    worker.moveTo('activated');
    await settled;
  });
});

describe('registerPushServiceWorker', () => {
  it('registers the worker under the SDK scope and returns it once active', async () => {
    const active = registration({ active: {} });
    const register = vi.fn(async () => active);
    await expect(registerPushServiceWorker({ register }, CONFIG)).resolves.toBe(active);
    expect(register).toHaveBeenCalledWith(serviceWorkerUrl(CONFIG), {
      scope: PUSH_SERVICE_WORKER_SCOPE,
    });
  });

  it('fails when registration is refused', async () => {
    const register = vi.fn(async () => {
      throw new Error('SecurityError');
    });
    await expect(registerPushServiceWorker({ register }, CONFIG)).rejects.toThrow('SecurityError');
  });
});
