import { createMockServer } from '@storefront/api/testing/node';

/** The one msw server of the back-office tests (setup-tests.ts starts and resets it). */
export const mockServer = createMockServer();
