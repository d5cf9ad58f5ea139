import { api, authApi, clientFromExtra, LIST } from '@storefront/api';
import type { ApiClient, ApiDispatch, SessionState } from '@storefront/api';
import { isGuest } from '@storefront/domain';
import type { ErrorCode } from '@storefront/domain';
import type { FirebaseOptions } from 'firebase/app';
import type { MessagePayload } from 'firebase/messaging';
import { loadMessagingSdk } from './messaging-sdk';
import type { MessagingSdk } from './messaging-sdk';
import {
  needsRegistration,
  readPushRegistration,
  writePushRegistration,
} from './push-registration';
import type { KeyValueStore } from './push-registration';
import { browserPushEnvironment, missingPushFeatures } from './push-support';
import type { PushEnvironment } from './push-support';
import { registerPushServiceWorker, SERVICE_WORKER_WAIT_MS } from './service-worker-registration';
import type { WorkerContainerLike } from './service-worker-registration';

/** What push can tell the user, as codes of the error catalogue. */
export type PushAlertCode = Extract<
  ErrorCode,
  'push_denied' | 'push_unsupported' | 'push_token_failed'
>;

/** How a start ended. 'listening' and a failed gateway registration keep the message listener. */
export type PushStatus =
  /** A guest: nothing to register, no permission asked. */
  | 'signed_out'
  /** No usable VAPID key in the app's configuration (SPEC §5: it must be a string). */
  | 'misconfigured'
  | 'unsupported'
  | 'denied'
  /** The permission prompt was closed without an answer: asked again next time. */
  | 'dismissed'
  | 'failed'
  /** Token known to the gateway, incoming messages handled. */
  | 'listening'
  /** The caller stopped it (signal) before it finished. */
  | 'cancelled';

export interface PushResult {
  readonly status: PushStatus;
  /** Removes the message listener; safe to call more than once. */
  readonly stop: () => void;
}

/** The browser's notification permission API (window.Notification). */
export interface NotificationPermissionApi {
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
}

export interface StartPushOptions {
  /** The Firebase web config of the app (S1 calls startPush only when one is given). */
  readonly firebaseConfig: FirebaseOptions;
  /** The web push certificate key; anything but a non-empty string leaves push off. */
  readonly vapidKey: unknown;
  /** The dispatch of the app's store (the API slice with its client in the thunk extra). */
  readonly dispatch: ApiDispatch;
  /** Shows a catalogue message (denied, unsupported, token failure). */
  readonly onAlert: (code: PushAlertCode) => void;
  /** Shows the toast of a message that arrived while the page is open. */
  readonly onMessage: (payload: MessagePayload) => void;
  /** Aborting it stops the start wherever it is and removes the listener. */
  readonly signal?: AbortSignal;
  // Injected for tests; the defaults are the browser's.
  readonly env?: PushEnvironment;
  readonly notification?: NotificationPermissionApi;
  readonly serviceWorker?: WorkerContainerLike<ServiceWorkerRegistration>;
  /** Where the last registration is kept (localStorage). */
  readonly storage?: KeyValueStore;
  /** Where shown alerts are remembered for this tab (sessionStorage). */
  readonly alertStorage?: KeyValueStore;
  readonly loadSdk?: () => Promise<MessagingSdk>;
  readonly now?: () => Date;
  readonly serviceWorkerWaitMs?: number;
}

/**
 * After a message the notifications list, the new count and the dashboard counters are stale:
 * invalidating their tags refetches whichever of them a screen shows (SPEC §7).
 */
export const PUSH_REFRESH_TAGS = [
  { type: 'Notification', id: LIST },
  { type: 'NotificationCount', id: LIST },
  { type: 'Counter', id: LIST },
] as const;

/** The alerts a user cannot act on right away are shown once per tab, not on every page load. */
const ONCE_PER_TAB: readonly PushAlertCode[] = ['push_denied', 'push_unsupported'];
const ALERTED_KEY_PREFIX = 'push_alerted_';

function browserStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStore | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

function browserNotification(): NotificationPermissionApi | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as { Notification?: NotificationPermissionApi }).Notification;
}

function browserServiceWorker(): WorkerContainerLike<ServiceWorkerRegistration> | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
}

/** The Firebase error code of an SDK failure ('messaging/permission-blocked'), if any. */
function firebaseCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** SPEC §8's messaging error codes, read as what the user is told. */
export function alertForSdkError(error: unknown): PushAlertCode {
  switch (firebaseCode(error)) {
    case 'messaging/permission-blocked':
      return 'push_denied';
    case 'messaging/unsupported-browser':
    case 'messaging/indexed-db-unsupported':
      return 'push_unsupported';
    default:
      return 'push_token_failed';
  }
}

/**
 * The signed-in customer's email, when the session can call the gateway: a token, not the
 * local-test cookie (register-device needs the bearer token; without it the call is a 401).
 */
export function emailOfSession(session: SessionState | undefined): string | null {
  if (!session || session.via !== 'token' || isGuest(session.identity)) return null;
  return session.identity.email;
}

/** The API client of a store's thunk extra argument. */
export function clientOf(dispatch: ApiDispatch): ApiClient | undefined {
  return dispatch((_dispatch, _getState, extra: unknown) => clientFromExtra(extra));
}

/**
 * Web push for a signed-in customer (SPEC §4, §7, §8): checks the browser, asks for the
 * permission when it was never given, registers the messaging worker, gets the token from the
 * SDK (which refreshes and replaces it itself), tells the gateway about it when needed
 * (needsRegistration) and listens for messages. Never throws: every failure is a status, and
 * what the user should know goes to onAlert.
 */
export async function startPush(options: StartPushOptions): Promise<PushResult> {
  const {
    firebaseConfig,
    vapidKey,
    dispatch,
    onAlert,
    onMessage,
    signal,
    env = browserPushEnvironment(),
    notification = browserNotification(),
    serviceWorker = browserServiceWorker(),
    storage = browserStorage('localStorage'),
    alertStorage = browserStorage('sessionStorage'),
    loadSdk = loadMessagingSdk,
    now = () => new Date(),
    serviceWorkerWaitMs = SERVICE_WORKER_WAIT_MS,
  } = options;

  let unsubscribe: (() => void) | undefined;
  const stop = () => {
    unsubscribe?.();
    unsubscribe = undefined;
  };
  const end = (status: PushStatus): PushResult => ({ status, stop });
  const alert = (code: PushAlertCode) => {
    if (signal?.aborted) return;
    if (ONCE_PER_TAB.includes(code)) {
      const key = `${ALERTED_KEY_PREFIX}${code}`;
      try {
        if (alertStorage?.getItem(key)) return;
        alertStorage?.setItem(key, '1');
      } catch {
        // Without storage the alert is simply shown again next time.
      }
    }
    onAlert(code);
  };

  // Yield once, so a caller that aborts synchronously (React's double effect in development)
  // never reaches the permission prompt.
  await Promise.resolve();
  if (signal?.aborted) return end('cancelled');

  const client = clientOf(dispatch);
  const email = emailOfSession(client?.session());
  if (!client || email === null) return end('signed_out');
  if (typeof vapidKey !== 'string' || vapidKey.trim() === '') return end('misconfigured');

  if (missingPushFeatures(env).length > 0 || !notification || !serviceWorker) {
    alert('push_unsupported');
    return end('unsupported');
  }

  let permission = notification.permission;
  if (permission === 'default') {
    try {
      permission = await notification.requestPermission();
    } catch {
      permission = 'default';
    }
    if (signal?.aborted) return end('cancelled');
  }
  if (permission === 'denied') {
    alert('push_denied');
    return end('denied');
  }
  if (permission !== 'granted') return end('dismissed');

  let token: string;
  try {
    const sdk = await loadSdk();
    if (!(await sdk.isSupported())) {
      alert('push_unsupported');
      return end('unsupported');
    }
    if (signal?.aborted) return end('cancelled');
    const registration = await registerPushServiceWorker(
      serviceWorker,
      firebaseConfig,
      serviceWorkerWaitMs,
    );
    const messaging = sdk.messagingFor(firebaseConfig);
    token = await sdk.getToken(messaging, { vapidKey, serviceWorkerRegistration: registration });
    if (signal?.aborted) return end('cancelled');
    unsubscribe = sdk.onMessage(messaging, (payload) => {
      dispatch(api.util.invalidateTags([...PUSH_REFRESH_TAGS]));
      onMessage(payload);
    });
  } catch (error) {
    if (signal?.aborted) return end('cancelled');
    const code = alertForSdkError(error);
    alert(code);
    return end(
      code === 'push_denied' ? 'denied' : code === 'push_unsupported' ? 'unsupported' : 'failed',
    );
  }
  signal?.addEventListener('abort', stop, { once: true });

  const current = { token, email };
  if (!needsRegistration(readPushRegistration(storage), current, now())) return end('listening');
  const request = dispatch(
    authApi.endpoints.registerDevice.initiate({
      body: { email, token, device_id: client.sessionId() },
    }),
  );
  const sent = await request;
  // Nothing shows this call's state: drop it from the store instead of keeping it around.
  request.reset();
  if (sent.error !== undefined) {
    // The listener stays: messages still refresh the page; the next load registers again.
    alert('push_token_failed');
    return end('failed');
  }
  writePushRegistration(storage, { ...current, registeredAt: now().getTime() });
  return end('listening');
}
