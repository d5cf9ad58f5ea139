import { defineProject } from 'vitest/config';

export default defineProject({
  // The screens are tested on the runtime the storefront ships: React 19 (docs/decisions/240).
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
  },
});
