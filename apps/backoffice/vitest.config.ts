import { defineProject } from 'vitest/config';

export default defineProject({
  // The screens are tested on the runtime the back-office ships: React 19 (docs/decisions/240).
  test: {
    name: 'backoffice',
    environment: 'jsdom',
    // The page lives at /admin/ and its staff cookies on path /admin: a document at the site
    // root could not read them back.
    environmentOptions: { jsdom: { url: 'http://localhost/admin/' } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    // The suite shares busy machines with every other project's tests: user-event steps are slow there.
    testTimeout: 15_000,
  },
});
