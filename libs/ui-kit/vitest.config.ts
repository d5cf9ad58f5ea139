import { reactOnPreactAliases, reactOnPreactInNode } from '@storefront/ui-kit/react-on-preact';
import { defineProject } from 'vitest/config';

export default defineProject({
  // The components are tested on the runtime the storefront ships: Preact (docs/decisions/116).
  resolve: { alias: reactOnPreactAliases },
  test: {
    name: 'ui-kit',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [reactOnPreactInNode, './src/testing/setup-tests.ts'],
    // The suite shares busy machines with every other project's tests: user-event steps are slow there.
    testTimeout: 15_000,
  },
});
