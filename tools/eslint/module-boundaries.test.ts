import { createProjectGraphAsync } from '@nx/devkit';
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// Lints virtual files against the workspace's real eslint.config.mjs, so a change to the
// tag matrix or to the allow-lists of the pure libs shows up here. The fixture projects under
// ./fixtures carry the tags of the kinds of project that later issues add (app, ui, data-access,
// ui-kit, gateway); their virtual importers below never exist on disk.
const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = (kind: string) => `tools/eslint/fixtures/${kind}/src/virtual.ts`;
const fixtureImport = (kind: string) => `@boundary-fixture/${kind}`;

type Verdict = 'allowed' | 'boundaries' | 'restricted';

const cases: Array<[from: string, file: string, specifier: string, expected: Verdict]> = [
  // libs/domain: nothing of ours, no framework
  ['domain', 'libs/domain/src/virtual.ts', 'zod', 'allowed'],
  ['domain', 'libs/domain/src/virtual.ts', 'libphonenumber-js/max', 'allowed'],
  ['domain', 'libs/domain/src/virtual.ts', '@date-fns/tz', 'allowed'],
  ['domain', 'libs/domain/src/virtual.ts', './money', 'allowed'],
  ['domain', 'libs/domain/src/virtual.ts', '@storefront/contract', 'boundaries'],
  ['domain', 'libs/domain/src/virtual.ts', 'react', 'restricted'],
  ['domain', 'libs/domain/src/virtual.ts', '@reduxjs/toolkit', 'restricted'],
  ['domain', 'libs/domain/src/virtual.ts', 'fastify', 'restricted'],
  ['domain', 'libs/domain/src/virtual.ts', 'firebase/messaging', 'restricted'],
  ['domain', 'libs/domain/src/virtual.ts', fixtureImport('ui-kit'), 'boundaries'],
  // libs/contract: only domain and zod
  ['contract', 'libs/contract/src/virtual.ts', '@storefront/domain', 'allowed'],
  ['contract', 'libs/contract/src/virtual.ts', 'zod', 'allowed'],
  ['contract', 'libs/contract/src/virtual.ts', 'fastify', 'restricted'],
  ['contract', 'libs/contract/src/virtual.ts', 'react', 'restricted'],
  ['contract', 'libs/contract/src/virtual.ts', fixtureImport('data-access'), 'boundaries'],
  // data-access (libs/api): contract and domain, never the screens
  ['data-access', fixture('data-access'), '@storefront/contract', 'allowed'],
  ['data-access', fixture('data-access'), fixtureImport('ui'), 'boundaries'],
  // ui: down the list, never an app
  ['ui', fixture('ui'), fixtureImport('data-access'), 'allowed'],
  ['ui', fixture('ui'), fixtureImport('ui-kit'), 'allowed'],
  ['ui', fixture('ui'), '@storefront/domain', 'allowed'],
  ['ui', fixture('ui'), fixtureImport('app'), 'boundaries'],
  // ui-kit: nothing of ours
  ['ui-kit', fixture('ui-kit'), '@storefront/domain', 'boundaries'],
  ['ui-kit', fixture('ui-kit'), fixtureImport('ui'), 'boundaries'],
  // the React preset (tools/vite-preset): what the React projects' configs call, and it nothing of ours
  ['ui-kit', fixture('ui-kit'), '@storefront/vite-preset', 'allowed'],
  ['ui', fixture('ui'), '@storefront/vite-preset', 'allowed'],
  ['app', fixture('app'), '@storefront/vite-preset', 'allowed'],
  ['domain', 'libs/domain/src/virtual.ts', '@storefront/vite-preset', 'boundaries'],
  ['vite-preset', 'tools/vite-preset/src/virtual.ts', '@storefront/domain', 'boundaries'],
  // apps: the storefront app reaches ui; the gateway only contract and domain
  ['app', fixture('app'), fixtureImport('ui'), 'allowed'],
  ['app', fixture('app'), fixtureImport('gateway'), 'boundaries'],
  ['gateway', fixture('gateway'), '@storefront/contract', 'allowed'],
  ['gateway', fixture('gateway'), '@storefront/domain', 'allowed'],
  ['gateway', fixture('gateway'), fixtureImport('data-access'), 'boundaries'],
  ['gateway', fixture('gateway'), fixtureImport('ui'), 'boundaries'],
  // libs/api and libs/ui-support serve both front ends (scope:storefront and scope:backoffice),
  // never the gateway; the back-office never reaches the storefront's screens.
  ['gateway', fixture('gateway'), '@storefront/api', 'boundaries'],
  ['gateway', fixture('gateway'), '@storefront/ui-support', 'boundaries'],
  ['app', fixture('app'), '@storefront/api', 'allowed'],
  ['backoffice', 'apps/backoffice/src/virtual.ts', '@storefront/api', 'allowed'],
  ['backoffice', 'apps/backoffice/src/virtual.ts', '@storefront/ui-support', 'allowed'],
  ['backoffice', 'apps/backoffice/src/virtual.ts', '@storefront/ui-kit', 'allowed'],
  ['backoffice', 'apps/backoffice/src/virtual.ts', '@storefront/ui', 'boundaries'],
  ['backoffice', 'apps/backoffice/src/virtual.ts', fixtureImport('data-access'), 'boundaries'],
];

describe('module boundaries (DESIGN.md import matrix)', () => {
  let eslint: ESLint;
  beforeAll(async () => {
    // The Nx rule reads the cached project graph; make sure it exists on a fresh clone.
    await createProjectGraphAsync({ exitOnError: false });
    eslint = new ESLint({ cwd: root });
    // The first lint loads the config and its plugins (seconds on a busy machine): here, not
    // inside the first case's 5 s.
    await eslint.lintText('', { filePath: `${root}libs/domain/src/virtual.ts` });
  }, 60_000);

  it.each(cases)('%s: %s imports %s -> %s', async (_from, file, specifier, expected) => {
    const code = `import * as imported from '${specifier}';\n\nexport const value = imported;\n`;
    const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
    const rules = new Set(result?.messages.map((message) => message.ruleId));
    if (expected === 'allowed') {
      expect(result?.messages.filter((m) => m.ruleId !== 'import/no-unresolved')).toEqual([]);
    } else if (expected === 'boundaries') {
      const boundary = result?.messages.find((m) => m.ruleId === '@nx/enforce-module-boundaries');
      // The tag matrix, or the cycle it would create: not the "use the package name" rule.
      expect(boundary?.message).toMatch(/A project tagged with|Circular dependency/);
    } else {
      expect(rules).toContain('no-restricted-imports');
    }
  });
});
