import { setupWorker } from 'msw/browser';
import { createContractHandlers } from './handlers';
import type { MockApiOptions } from './handlers';

/**
 * The mock gateway in a browser (a storefront run without a gateway, Storybook, Playwright
 * component tests): `await worker.start()` once the app's mockServiceWorker.js is served
 * (`npx msw init public/`).
 */
export function createMockWorker(options: MockApiOptions = {}) {
  return setupWorker(...createContractHandlers(options));
}
