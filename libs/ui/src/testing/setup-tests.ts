import '@testing-library/jest-dom/vitest';
import { addEveryLanguageErrorTexts } from '@storefront/api/testing';
import { cleanup } from '@testing-library/react';
import NProgress from 'nprogress';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockServer } from './mock-server';

// Every screen test talks to the contract-typed msw handlers of libs/api; an unhandled request
// fails the test, so a screen cannot quietly call something the contract does not have.
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
// A storefront adds a language's error texts with its locale (i18n/messages.ts, tested there);
// screens under test may be shown in any language without loading its locale first.
addEveryLanguageErrorTexts();
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
afterAll(() => {
  mockServer.close();
  // nprogress ends its fade on timers that call NProgress.remove(), and trickles queued before
  // done() can render the bar again after it; a file that ends mid-fade would have them touch the
  // DOM after jsdom is gone ("document is not defined"). Waiting cannot see its queue, so the
  // file's own nprogress (modules are per test file) stops touching the DOM once it is over.
  const detached = document.createElement('div');
  detached.innerHTML = NProgress.settings.template;
  NProgress.remove = () => undefined;
  NProgress.render = () => detached;
});
