import { setupServer } from 'msw/node';
import { createContractHandlers } from './handlers';
import type { MockApiOptions } from './handlers';

/**
 * The mock gateway for tests in Node and jsdom: `server.listen()` before, `server.resetHandlers()`
 * after each test, `server.close()` at the end.
 */
export function createMockServer(options: MockApiOptions = {}) {
  return setupServer(...createContractHandlers(options));
}
