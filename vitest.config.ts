import { defineConfig } from 'vitest/config';

// One configuration for every project: each project keeps its own vitest.config.ts (name,
// environment); coverage is collected here because vitest only reports it at the root.
export default defineConfig({
  test: {
    projects: ['libs/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'tools/vitest.config.ts'],
    // Each PGlite worker peaks near 1 GB RSS (TOOLCHAIN.md); two cores on these machines.
    maxWorkers: 2,
    // The JSON report lets .ci/run print one 'N passed, N failed' line at the end.
    reporters: ['default', 'json'],
    outputFile: { json: 'tmp/vitest-report.json' },
    coverage: {
      provider: 'v8',
      reporter: ['text-summary', 'json-summary'],
      include: ['libs/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
      // apps/e2e is Playwright's (npm run e2e), never run by vitest.
      exclude: ['**/*.test.{ts,tsx}', '**/testing/**', '**/index.ts', 'apps/e2e/**'],
      thresholds: {
        'libs/domain/src/**': { lines: 95, statements: 95, functions: 95, branches: 90 },
      },
    },
  },
});
