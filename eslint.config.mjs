import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import { featureIsolation } from './tools/eslint/feature-isolation.mjs';
import { gatewayModuleDoors } from './tools/eslint/gateway-modules.mjs';

// Frameworks that must never reach the pure rules or the wire format: the gateway, the client
// and the screens are built on them, the rules they all share are not.
const frameworks = [
  'react',
  'react-*',
  '@reduxjs/*',
  'redux',
  'react-redux',
  'fastify',
  '@fastify/*',
  'firebase',
  '@firebase/*',
  'drizzle-orm',
  'pg',
  '@electric-sql/*',
  'msw',
];

/** A pattern that matches every import except relative files and the named packages (and subpaths). */
function allowOnly(packages) {
  const names = packages.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|');
  return `^(?!\\.{1,2}/|(?:${names})(?:/|$))`;
}

/** What libs/domain may import besides its own files. */
const DOMAIN_IMPORTS = ['zod', 'libphonenumber-js', 'date-fns', '@date-fns/tz', 'vitest'];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/coverage',
      '**/node_modules',
      '**/.nx',
      '**/data',
      '**/vite.config.*.timestamp*',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: {
      // The matrix of DESIGN.md: imports only point down apps -> ui -> api -> contract -> domain;
      // ui-kit imports nothing of ours; the gateway reaches contract and domain only.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: [
            {
              sourceTag: 'type:domain',
              onlyDependOnLibsWithTags: [],
              bannedExternalImports: frameworks,
            },
            {
              sourceTag: 'type:contract',
              onlyDependOnLibsWithTags: ['type:domain'],
              // vitest: the project's own tests and vitest.config.ts.
              allowedExternalImports: ['zod', 'vitest', 'vitest/*'],
            },
            {
              sourceTag: 'type:data-access',
              onlyDependOnLibsWithTags: ['type:data-access', 'type:contract', 'type:domain'],
            },
            // The kit imports nothing of ours; its vitest.config.ts calls the React preset.
            { sourceTag: 'type:ui-kit', onlyDependOnLibsWithTags: ['type:build-preset'] },
            // tools/vite-preset: the Vite and Vitest settings of the React projects (decision 268).
            { sourceTag: 'type:build-preset', onlyDependOnLibsWithTags: [] },
            // libs/ui-support: the React helpers both apps share (decision 264); below the screens.
            {
              sourceTag: 'type:ui-support',
              onlyDependOnLibsWithTags: [
                'type:build-preset',
                'type:ui-kit',
                'type:data-access',
                'type:contract',
                'type:domain',
              ],
            },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: [
                'type:ui',
                'type:ui-support',
                'type:build-preset',
                'type:ui-kit',
                'type:data-access',
                'type:contract',
                'type:domain',
              ],
            },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: [
                'type:ui',
                'type:ui-support',
                'type:build-preset',
                'type:ui-kit',
                'type:data-access',
                'type:contract',
                'type:domain',
              ],
            },
            {
              sourceTag: 'type:e2e',
              onlyDependOnLibsWithTags: ['type:data-access', 'type:contract', 'type:domain'],
            },
            {
              sourceTag: 'type:tooling',
              onlyDependOnLibsWithTags: ['type:contract', 'type:domain'],
            },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            {
              sourceTag: 'scope:gateway',
              onlyDependOnLibsWithTags: ['scope:gateway', 'scope:shared'],
            },
            {
              sourceTag: 'scope:storefront',
              onlyDependOnLibsWithTags: ['scope:storefront', 'scope:shared'],
            },
            // A lib both front ends use (libs/api, libs/ui-support) carries both scopes, not
            // scope:shared: the gateway's scope must not reach it (decision 269).
            {
              sourceTag: 'scope:backoffice',
              onlyDependOnLibsWithTags: ['scope:backoffice', 'scope:shared'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // Second line of defence for the two pure libs: an allow-list of the packages they may import.
  // The Nx rule above only knows packages that are installed, so `import 'react'` in libs/domain
  // would slip through it on a workspace that has no react yet.
  {
    files: ['libs/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: allowOnly(DOMAIN_IMPORTS),
              message:
                'libs/domain is pure: only zod, libphonenumber-js, date-fns and relative imports.',
            },
          ],
        },
      ],
    },
  },
  {
    // Its tests may also generate cases with fast-check (property tests of totals).
    files: ['libs/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: allowOnly([...DOMAIN_IMPORTS, 'fast-check']),
              message:
                'libs/domain is pure: only zod, libphonenumber-js, date-fns and relative imports (tests: vitest, fast-check).',
            },
          ],
        },
      ],
    },
  },
  {
    // Both pure libs run in the browser and on the server: no environment-specific globals.
    files: ['libs/domain/src/**/*.ts', 'libs/contract/src/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'localStorage',
          'sessionStorage',
          'navigator',
          'fetch',
          'process',
        ].map((name) => ({
          name,
          message: 'libs/domain and libs/contract are pure: no I/O or environment.',
        })),
      ],
    },
  },
  {
    files: ['libs/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: allowOnly(['zod', '@storefront/domain', 'vitest']),
              message: 'libs/contract imports only @storefront/domain, zod and relative files.',
            },
          ],
        },
      ],
    },
  },
  // Features do not import each other (decision 264), in the storefront and the back-office;
  // the fixture is what tools/eslint/feature-isolation.test.ts lints.
  ...featureIsolation('libs/ui/src/features'),
  ...featureIsolation('apps/backoffice/src/features'),
  ...featureIsolation('tools/eslint/fixtures/feature-isolation/src/features'),
  // A gateway module is reached through its index.ts; an adapter imports no module (decision 257).
  ...gatewayModuleDoors('apps/gateway/src'),
  {
    // The React projects: hooks called in the same order on every render, effects that list
    // what they read (decision 265).
    files: [
      'libs/ui/src/**/*.{ts,tsx}',
      'libs/ui-kit/src/**/*.{ts,tsx}',
      'libs/ui-support/src/**/*.{ts,tsx}',
      'apps/storefront-*/src/**/*.{ts,tsx}',
      'apps/backoffice/src/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Test helpers read arbitrary JSON answers; asserting on them is the test's job.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  prettier,
];
