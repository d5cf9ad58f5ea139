import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    // Cookies, localStorage and window.location are what the client reads and writes.
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The client's error texts are per loaded language; the tests read every language.
    setupFiles: ['./src/testing/setup-tests.ts'],
  },
});
