import '@testing-library/jest-dom/vitest';
import { setUpScreenTests } from '@storefront/ui-support/testing';
import NProgress from 'nprogress';
import { afterAll } from 'vitest';
import { mockServer } from './mock-server';

setUpScreenTests(mockServer);
afterAll(() => {
  // nprogress ends its fade on timers that call NProgress.remove(), and trickles queued before
  // done() can render the bar again after it; a file that ends mid-fade would have them touch the
  // DOM after jsdom is gone ("document is not defined"). Waiting cannot see its queue, so the
  // file's own nprogress (modules are per test file) stops touching the DOM once it is over.
  const detached = document.createElement('div');
  detached.innerHTML = NProgress.settings.template;
  NProgress.remove = () => undefined;
  NProgress.render = () => detached;
});
