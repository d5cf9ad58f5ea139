import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockServer } from './mock-server';

// Every screen test talks to the contract-typed msw handlers of libs/api; an unhandled request
// fails the test, so a screen cannot quietly call something the contract does not have.
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
afterAll(async () => {
  mockServer.close();
  // nprogress removes its bar on timers (two 200 ms fades) after done(); a test file that ended
  // mid-fade would have them fire after jsdom is gone ("document is not defined"). Let them run.
  if (document.getElementById('nprogress')) await new Promise((done) => setTimeout(done, 600));
});
