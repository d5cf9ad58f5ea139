import '@testing-library/jest-dom/vitest';
import { addEveryLanguageErrorTexts } from '@storefront/api/testing';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockServer } from './mock-server';

// Every screen test talks to the contract-typed msw handlers of libs/api; an unhandled request
// fails the test, so a screen cannot quietly call something the contract does not have.
// Lazy screens are transformed on first use: on a busy two-core machine that can pass 1 s.
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
addEveryLanguageErrorTexts();
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  // The staff cookies live on path /admin (the test document's path, vitest.config.ts).
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (!name) return;
    for (const path of ['/admin', '/']) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
    }
  });
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterAll(() => mockServer.close());
