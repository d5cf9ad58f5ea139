import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// Lints virtual gateway files against the workspace's real eslint.config.mjs: a module is
// reached through its index.ts (and, by tests, its testing/index.ts), never a file behind it;
// an adapter imports no module (decision 257). The files never exist on disk.
const root = fileURLToPath(new URL('../..', import.meta.url));
const src = 'apps/gateway/src';

type Verdict = 'allowed' | 'restricted';

const cases: Array<[file: string, specifier: string, expected: Verdict]> = [
  // A module file: its own files, the gateway's leaf folders, another module's front door.
  ['modules/orders/virtual.ts', './order-view', 'allowed'],
  ['modules/orders/virtual.ts', './testing/order-fixtures', 'allowed'],
  ['modules/orders/virtual.ts', '../../db/transaction', 'allowed'],
  ['modules/orders/virtual.ts', '../../app-context', 'allowed'],
  ['modules/orders/virtual.ts', '../../adapters/catalog/search-text', 'allowed'],
  ['modules/orders/virtual.ts', '../catalog', 'allowed'],
  ['modules/orders/virtual.ts', '../catalog/testing', 'allowed'],
  ['modules/orders/virtual.ts', '../catalog/catalog.repo', 'restricted'],
  ['modules/orders/virtual.ts', '../catalog/index', 'restricted'],
  ['modules/orders/virtual.ts', '../catalog/testing/catalog-fixtures', 'restricted'],
  ['modules/orders/virtual.ts', '../../modules/catalog/catalog-pricing', 'restricted'],
  // One folder deeper (a module's testing/): the same, one `../` further.
  ['modules/orders/testing/virtual.ts', '../order-view', 'allowed'],
  ['modules/orders/testing/virtual.ts', '../../../testing/test-app', 'allowed'],
  ['modules/orders/testing/virtual.ts', '../../inquiries/testing', 'allowed'],
  ['modules/orders/testing/virtual.ts', '../../inquiries/testing/inquiry-fixtures', 'restricted'],
  ['modules/orders/testing/virtual.ts', '../../catalog/catalog-pricing', 'restricted'],
  // modules/ itself (register-modules.ts) and the rest of the gateway.
  ['modules/virtual.ts', './catalog', 'allowed'],
  ['modules/virtual.ts', './catalog/catalog.routes', 'restricted'],
  ['virtual.ts', './modules/register-modules', 'allowed'],
  ['virtual.ts', './modules/catalog', 'allowed'],
  ['virtual.ts', './modules/catalog/catalog.service', 'restricted'],
  ['render/virtual.test.ts', '../modules/catalog/testing', 'allowed'],
  ['render/virtual.test.ts', '../modules/catalog/testing/catalog-fixtures', 'restricted'],
  // Adapters import no module, not even its front door; their tests may read through one.
  ['adapters/payment/virtual.ts', '../../security/one-time-secret', 'allowed'],
  ['adapters/payment/virtual.ts', '../../db/schema', 'allowed'],
  ['adapters/payment/virtual.ts', '../../modules/identity', 'restricted'],
  ['adapters/payment/virtual.ts', '../../modules/identity/one-time-secret', 'restricted'],
  ['adapters/catalog/virtual.test.ts', '../../modules/catalog', 'allowed'],
  ['adapters/catalog/virtual.test.ts', '../../modules/catalog/catalog.repo', 'restricted'],
];

describe('gateway module front doors (no-restricted-imports)', () => {
  let eslint: ESLint;
  beforeAll(async () => {
    eslint = new ESLint({ cwd: root });
    // The first lint loads the config and its plugins: here, not inside the first case's 5 s.
    await eslint.lintText('export {};\n', { filePath: `${root}${src}/virtual.ts` });
  }, 60_000);

  it.each(cases)('%s imports %s -> %s', async (file, specifier, expected) => {
    const code = `import * as imported from '${specifier}';\n\nexport const value = imported;\n`;
    const [result] = await eslint.lintText(code, { filePath: `${root}${src}/${file}` });
    const restricted = result?.messages.filter((m) => m.ruleId === 'no-restricted-imports');
    if (expected === 'allowed') {
      expect(result?.messages).toEqual([]);
    } else {
      // An adapter's deep import breaks both rules; each says so.
      expect(restricted?.length).toBeGreaterThan(0);
      for (const message of restricted ?? []) {
        expect(message.message).toMatch(/front door|adapter imports no module/);
      }
    }
  });
});
