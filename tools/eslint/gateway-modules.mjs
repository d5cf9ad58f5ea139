import { readdirSync } from 'node:fs';

/** How deep below a module's folder the rule looks (modules/x/a/b/c/file.ts). */
const MAX_DEPTH = 3;

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The gateway's module front doors (decision 257), for the gateway whose `src` is `srcDir`
 * (from the workspace root):
 *
 * - a file reaches a module of `src/modules/` only through its `index.ts` (`../catalog`), and a
 *   test also through its `testing/index.ts` (`../catalog/testing`), never a file behind them;
 * - a file of `src/adapters/` imports no module at all (an adapter's test may read through a
 *   module's front door to check what the adapter stored).
 *
 * no-restricted-imports sees the import as written, not where it lands, so the patterns are made
 * per module and per depth, as for the storefront's features (feature-isolation.mjs): from
 * `modules/orders/testing/x.ts`, `../../catalog/…` is another module, `../catalog/…` would be
 * orders' own folder. The module folders are read when the config loads.
 */
export function gatewayModuleDoors(srcDir) {
  const modules = readdirSync(new URL(`../../${srcDir}/modules/`, import.meta.url), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const pastDoor = (names) => `(?:${names.map(escape).join('|')})/(?!testing$).+`;
  const frontDoor = {
    // From anywhere: `…/modules/<module>/<file>`.
    regex: `(?:^|/)modules/${pastDoor(modules)}`,
    message:
      'A gateway module is imported through its front door: modules/<module> (its index.ts), or modules/<module>/testing in tests (decision 257).',
  };
  const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

  return [
    { files: [`${srcDir}/**/*.ts`], rules: restrict([frontDoor]) },
    {
      // register-modules.ts and anything else beside the module folders.
      files: [`${srcDir}/modules/*.ts`],
      rules: restrict([frontDoor, { ...frontDoor, regex: `^\\./${pastDoor(modules)}` }]),
    },
    ...modules.flatMap((module) => {
      const others = modules.filter((name) => name !== module);
      return Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => ({
        files: [`${srcDir}/modules/${module}/${'*/'.repeat(depth)}*.ts`],
        rules: restrict([
          frontDoor,
          { ...frontDoor, regex: `^(?:\\.\\./){${depth + 1}}${pastDoor(others)}` },
        ]),
      }));
    }),
    {
      files: [`${srcDir}/adapters/**/*.ts`],
      ignores: ['**/*.test.ts'],
      rules: restrict([
        frontDoor,
        {
          regex: '(?:^|/)modules(?:/|$)',
          message:
            'An adapter imports no module (decision 257): pass what it needs in, or move the shared piece to a leaf folder (db/, security/, context/).',
        },
      ]),
    },
  ];
}
