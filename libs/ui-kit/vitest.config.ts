import { reactTestProject } from '@storefront/vite-preset';
import { defineProject } from 'vitest/config';

export default defineProject(
  reactTestProject({
    test: {
      name: 'ui-kit',
      // The suite shares busy machines with every other project's tests: user-event steps are slow there.
      testTimeout: 15_000,
    },
  }),
);
