import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'gateway',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A PGlite restore takes about 0.35 s and a first migration a few seconds on a quiet machine;
    // the limits leave room for a shared, loaded one.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
