import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { languageCode } from '@storefront/domain';
import type { LanguageCode, Locale, MarketConfig } from '@storefront/domain';
import { createClientCaches } from '../caches/client-caches';
import type { ClientCaches, KeyValueStorage } from '../caches/client-caches';
import { browserCookieJar } from '../session/cookie-jar';
import type { CookieJar } from '../session/cookie-jar';
import { endSession, ensureSessionId, readSession, startSession } from '../session/session';
import type { IssuedSession, SessionState } from '../session/session';

/** What the app gives the client once, at start-up. */
export interface ApiClientOptions {
  /**
   * Where the gateway of this market answers, from the app's market or deployment
   * configuration: absolute ('https://api.example.co.id') or same-origin ('/').
   */
  readonly baseUrl: string;
  readonly market: MarketConfig;
  /** The locale the user sees now (the route's :locale segment). */
  readonly getLocale: () => Locale;
  /** Where a 401 sends the user; defaults to a full page load of that path. */
  readonly navigate?: (path: string) => void;
  /** The product's source name header; defaults to `storefront-<market id>`. */
  readonly sourceName?: string;
  /** Defaults to document.cookie (js-cookie). */
  readonly cookies?: CookieJar;
  /** Defaults to window.localStorage when there is one. */
  readonly storage?: KeyValueStorage;
  /** Defaults to the global fetch, looked up at call time (so msw and polyfills apply). */
  readonly fetchFn?: typeof fetch;
  /** Defaults to the system clock; rules never read it themselves. */
  readonly now?: () => Date;
  /** Defaults to crypto.randomUUID: the new session id of a browser without one. */
  readonly randomId?: () => string;
}

/** The configured client the base query and the endpoints work with (the thunk extra). */
export interface ApiClient {
  readonly baseUrl: string;
  readonly market: MarketConfig;
  readonly sourceName: string;
  readonly cookies: CookieJar;
  readonly caches: ClientCaches;
  locale(): Locale;
  languageCode(): LanguageCode;
  now(): Date;
  /** The browser's session id, created on first use. */
  sessionId(): string;
  session(): SessionState;
  /** Stores the token of a sign-in (the token cookie). */
  startSession(session: IssuedSession): void;
  /** Removes the token cookie and the signed-in customer's cached counters. */
  endSession(): void;
  /** A 401 (SPEC §8): the session ends and the user goes to /<locale>/login. */
  sendToLogin(): void;
  /** RTK's fetchBaseQuery bound to the base URL: the one place that touches the network. */
  readonly fetchBaseQuery: ReturnType<typeof fetchBaseQuery>;
}

/** The key of the client in the store's thunk extra argument. */
export const API_CLIENT_EXTRA_KEY = 'apiClient';
export interface ApiThunkExtra {
  readonly [API_CLIENT_EXTRA_KEY]: ApiClient;
}

function defaultStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Reading localStorage throws where the browser blocks site data.
    return undefined;
  }
}

/** A full page load, skipped when the user is already there (several calls may 401 at once). */
function assignLocation(path: string): void {
  if (window.location.pathname !== path) window.location.assign(path);
}

export function configureApiClient(options: ApiClientOptions): ApiClient {
  const cookies = options.cookies ?? browserCookieJar();
  const caches = createClientCaches(options.storage ?? defaultStorage());
  const now = options.now ?? (() => new Date());
  const randomId = options.randomId ?? (() => crypto.randomUUID());
  const navigate = options.navigate ?? assignLocation;
  const client: ApiClient = {
    baseUrl: options.baseUrl,
    market: options.market,
    sourceName: options.sourceName ?? `storefront-${options.market.id}`,
    cookies,
    caches,
    locale: options.getLocale,
    languageCode: () => languageCode(options.getLocale()),
    now,
    sessionId: () => ensureSessionId(cookies, randomId, now()),
    session: () => readSession(cookies),
    startSession: (session) => startSession(cookies, session),
    endSession: () => {
      endSession(cookies);
      caches.counters.clear();
    },
    sendToLogin: () => {
      client.endSession();
      navigate(`/${options.getLocale()}/login`);
    },
    fetchBaseQuery: fetchBaseQuery({
      baseUrl: options.baseUrl,
      ...(options.fetchFn ? { fetchFn: options.fetchFn } : {}),
    }),
  };
  return client;
}

/** The client of the store a thunk runs in, or undefined when the store was built without one. */
export function clientFromExtra(extra: unknown): ApiClient | undefined {
  if (typeof extra !== 'object' || extra === null) return undefined;
  const client = (extra as Partial<ApiThunkExtra>)[API_CLIENT_EXTRA_KEY];
  return client ?? undefined;
}
