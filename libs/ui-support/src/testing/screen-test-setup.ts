import { addEveryLanguageErrorTexts } from '@storefront/api/testing';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The part of an msw server a test setup starts, resets and stops. */
export interface ListeningServer {
  listen(options: { onUnhandledRequest: 'error' }): void;
  resetHandlers(): void;
  close(): void;
}

export interface ScreenTestSetupOptions {
  /** The paths the app's cookies live on, each cleared after every test. */
  readonly cookiePaths?: readonly string[];
  /** What else the app resets after each test (its storage, its own state). */
  readonly afterEachTest?: () => void;
}

/**
 * The setup every screen test file of an app gets (its vitest `setupFiles`): the contract-typed
 * msw handlers of libs/api on `server`, where an unhandled request fails the test, so a screen
 * cannot quietly call something the contract does not have; every language's error texts; and a
 * clean document, server and cookie jar after each test.
 */
export function setUpScreenTests(
  server: ListeningServer,
  { cookiePaths = ['/'], afterEachTest }: ScreenTestSetupOptions = {},
): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  // An app adds a language's error texts with its locale; screens under test may be shown in
  // any language without loading its locale first.
  addEveryLanguageErrorTexts();
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    document.cookie.split(';').forEach((cookie) => {
      const name = cookie.split('=')[0]?.trim();
      if (!name) return;
      for (const path of cookiePaths) {
        document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
      }
    });
    afterEachTest?.();
  });
  afterAll(() => server.close());
}
