import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { setUpScreenTests } from '@storefront/ui-support/testing';
import { mockServer } from './mock-server';

// Lazy screens are transformed on first use: on a busy two-core machine that can pass 1 s.
configure({ asyncUtilTimeout: 5000 });
// The staff cookies live on path /admin (the test document's path, vitest.config.ts).
setUpScreenTests(mockServer, {
  cookiePaths: ['/admin', '/'],
  afterEachTest: () => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  },
});
