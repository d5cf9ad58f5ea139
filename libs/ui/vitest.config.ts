import { reactOnPreactAliases, reactOnPreactInNode } from '@storefront/ui-kit/react-on-preact';
import { defineProject } from 'vitest/config';

export default defineProject({
  // The screens are tested on the runtime the storefront ships: Preact (docs/decisions/116).
  resolve: { alias: reactOnPreactAliases },
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [reactOnPreactInNode, './src/testing/setup-tests.ts'],
  },
});
