import { reactTestProject } from '@storefront/vite-preset';
import { defineProject } from 'vitest/config';

export default defineProject(
  reactTestProject({
    test: {
      name: 'backoffice',
      // The page lives at /admin/ and its staff cookies on path /admin: a document at the site
      // root could not read them back.
      environmentOptions: { jsdom: { url: 'http://localhost/admin/' } },
      // The suite shares busy machines with every other project's tests: user-event steps are slow there.
      testTimeout: 15_000,
    },
  }),
);
