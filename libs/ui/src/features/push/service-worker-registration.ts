import type { FirebaseOptions } from 'firebase/app';

/** Where each app serves the worker (its public/ folder): the site root, as the SDK expects. */
export const PUSH_SERVICE_WORKER_PATH = '/firebase-messaging-sw.js';
/** The SDK's own scope name: a dedicated scope (SPEC §9), so it never controls the pages. */
export const PUSH_SERVICE_WORKER_SCOPE = '/firebase-cloud-messaging-push-scope';
/** SPEC §4, §9: registration waits up to 10 s for the worker to become active. */
export const SERVICE_WORKER_WAIT_MS = 10_000;

/** The Firebase web config fields the worker needs to start the messaging SDK. */
const WORKER_CONFIG_FIELDS = [
  'apiKey',
  'authDomain',
  'projectId',
  'storageBucket',
  'messagingSenderId',
  'appId',
  'measurementId',
] as const satisfies readonly (keyof FirebaseOptions)[];

/**
 * The worker's URL with the web config in its query: a static file in public/ cannot be built
 * per market, and these values are public (they ship in every page anyway).
 */
export function serviceWorkerUrl(
  config: FirebaseOptions,
  path: string = PUSH_SERVICE_WORKER_PATH,
): string {
  const query = new URLSearchParams();
  for (const field of WORKER_CONFIG_FIELDS) {
    const value = config[field];
    if (typeof value === 'string' && value !== '') query.set(field, value);
  }
  return `${path}?${query.toString()}`;
}

/** The parts of ServiceWorkerRegistration the wait reads. */
interface WorkerLike {
  readonly state: string;
  addEventListener(type: 'statechange', listener: () => void): void;
  removeEventListener(type: 'statechange', listener: () => void): void;
}
export interface RegistrationLike {
  readonly active: unknown;
  readonly installing: WorkerLike | null;
  readonly waiting: WorkerLike | null;
}

export class ServiceWorkerTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The push service worker was not active after ${timeoutMs} ms`);
    this.name = 'ServiceWorkerTimeoutError';
  }
}

/**
 * Resolves once the registration has an active worker; rejects after `timeoutMs` or when there
 * is no worker at all. Subscribing to push before activation fails in practice, which is why
 * the SDK waits the same way when it registers its worker itself.
 */
export function waitForActiveWorker(
  registration: RegistrationLike,
  timeoutMs: number = SERVICE_WORKER_WAIT_MS,
): Promise<void> {
  if (registration.active) return Promise.resolve();
  const found = registration.installing ?? registration.waiting;
  if (!found) return Promise.reject(new Error('The push service worker did not install'));
  const incoming: WorkerLike = found;
  return new Promise((resolve, reject) => {
    const onChange = () => {
      if (incoming.state === 'activated') {
        finish();
        resolve();
      } else if (incoming.state === 'redundant') {
        finish();
        reject(new Error('The push service worker was replaced before it activated'));
      }
    };
    const timer = setTimeout(() => {
      finish();
      reject(new ServiceWorkerTimeoutError(timeoutMs));
    }, timeoutMs);
    function finish() {
      clearTimeout(timer);
      incoming.removeEventListener('statechange', onChange);
    }
    incoming.addEventListener('statechange', onChange);
  });
}

/** The part of ServiceWorkerContainer the registration uses. */
export interface WorkerContainerLike<Registration extends RegistrationLike> {
  register(url: string, options: { scope: string }): Promise<Registration>;
}

/** Registers the messaging worker with the web config and waits for it to be active. */
export async function registerPushServiceWorker<Registration extends RegistrationLike>(
  container: WorkerContainerLike<Registration>,
  config: FirebaseOptions,
  timeoutMs: number = SERVICE_WORKER_WAIT_MS,
): Promise<Registration> {
  const registration = await container.register(serviceWorkerUrl(config), {
    scope: PUSH_SERVICE_WORKER_SCOPE,
  });
  await waitForActiveWorker(registration, timeoutMs);
  return registration;
}
