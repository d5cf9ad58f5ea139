import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// Lints virtual files against the workspace's real eslint.config.mjs: "features do not import
// each other" (decision 264). The fixture under ./fixtures/feature-isolation has two features,
// alpha and beta; the storefront's and the back-office's feature folders get the same rule.
const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = 'tools/eslint/fixtures/feature-isolation/src/features';

type Verdict = 'allowed' | 'restricted';

const cases: Array<[file: string, specifier: string, expected: Verdict]> = [
  // the fixture: a feature's own files and the shared folder, never a sibling feature
  [`${fixture}/alpha/virtual.ts`, './alpha-screen', 'allowed'],
  [`${fixture}/alpha/virtual.ts`, './parts/alpha-part', 'allowed'],
  [`${fixture}/alpha/virtual.ts`, '../../shared/shared-helper', 'allowed'],
  [`${fixture}/alpha/virtual.ts`, '../beta/beta-screen', 'restricted'],
  [`${fixture}/alpha/virtual.ts`, '../beta', 'restricted'],
  [`${fixture}/alpha/virtual.ts`, '../../features/beta/beta-screen', 'restricted'],
  // one folder down: `../beta` would be alpha's own folder; two levels up is the sibling
  [`${fixture}/alpha/parts/virtual.ts`, '../alpha-screen', 'allowed'],
  [`${fixture}/alpha/parts/virtual.ts`, '../beta/own-folder', 'allowed'],
  [`${fixture}/alpha/parts/virtual.ts`, '../../../shared/shared-helper', 'allowed'],
  [`${fixture}/alpha/parts/virtual.ts`, '../../beta/beta-screen', 'restricted'],
  [`${fixture}/beta/virtual.tsx`, '../alpha/parts/alpha-part', 'restricted'],
  // the real feature folders
  ['libs/ui/src/features/cart/virtual.tsx', '../checkout/checkout-screen', 'restricted'],
  ['libs/ui/src/features/account/components/virtual.tsx', '../../auth/routes', 'restricted'],
  ['libs/ui/src/features/cart/virtual.tsx', '../../shared/routing', 'allowed'],
  ['libs/ui/src/features/cart/virtual.tsx', '@storefront/ui-support', 'allowed'],
  ['apps/backoffice/src/features/orders/virtual.tsx', '../refunds', 'restricted'],
  ['apps/backoffice/src/features/orders/virtual.tsx', '../../shared/query', 'allowed'],
];

describe('features do not import each other (decision 264)', () => {
  let eslint: ESLint;
  beforeAll(async () => {
    eslint = new ESLint({ cwd: root });
    // The first lint loads the config and its plugins: here, not inside the first case's 5 s.
    await eslint.lintText('', { filePath: `${root}${fixture}/alpha/virtual.ts` });
  }, 60_000);

  it.each(cases)('%s imports %s -> %s', async (file, specifier, expected) => {
    const code = `import * as imported from '${specifier}';\n\nexport const value = imported;\n`;
    const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
    const restricted = result?.messages.filter((m) => m.ruleId === 'no-restricted-imports') ?? [];
    if (expected === 'allowed') {
      expect(restricted).toEqual([]);
    } else {
      expect(restricted.map((m) => m.message)).toEqual([
        expect.stringMatching(/Features do not import each other \(decision 264\)/),
      ]);
    }
  });
});
