/**
 * The browser features web push needs (SPEC §5): a service worker, the Push API, notifications,
 * fetch, a local database (IndexedDB, where the messaging SDK keeps its token) and cookies (the
 * device id is the session-id cookie).
 */
export const PUSH_REQUIREMENTS = [
  'serviceWorker',
  'pushManager',
  'notification',
  'fetch',
  'indexedDB',
  'cookies',
] as const;
export type PushRequirement = (typeof PUSH_REQUIREMENTS)[number];

/** The part of the browser the check looks at; tests hand in a plain object. */
export interface PushEnvironment {
  readonly navigator?: { readonly serviceWorker?: unknown; readonly cookieEnabled?: boolean };
  readonly PushManager?: unknown;
  readonly Notification?: unknown;
  readonly fetch?: unknown;
  readonly indexedDB?: unknown;
}

/** The real browser, read when the check runs (never at import, so it also loads in Node). */
export function browserPushEnvironment(): PushEnvironment {
  if (typeof window === 'undefined') return {};
  const scope = window as unknown as Record<string, unknown>;
  return {
    navigator: window.navigator,
    PushManager: scope['PushManager'],
    Notification: scope['Notification'],
    fetch: scope['fetch'],
    indexedDB: scope['indexedDB'],
  };
}

/** What the browser lacks for push, in PUSH_REQUIREMENTS order; empty when it has everything. */
export function missingPushFeatures(env: PushEnvironment): PushRequirement[] {
  const present: Record<PushRequirement, boolean> = {
    serviceWorker: env.navigator?.serviceWorker != null,
    pushManager: env.PushManager != null,
    notification: env.Notification != null,
    fetch: typeof env.fetch === 'function',
    indexedDB: env.indexedDB != null,
    // A browser that blocks cookies has no session id to name the device with.
    cookies: env.navigator?.cookieEnabled === true,
  };
  return PUSH_REQUIREMENTS.filter((requirement) => !present[requirement]);
}
