import { defineProject } from 'vitest/config';

export default defineProject({
  // The helpers are tested on the runtime both apps ship: React 19 (docs/decisions/240).
  test: {
    name: 'ui-support',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    // The suite shares busy machines with every other project's tests: user-event steps are slow there.
    testTimeout: 15_000,
  },
});
