import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importedSpecifier, routeKeysFor } from './feature-routes';

describe('importedSpecifier', () => {
  it.each([
    ["() => import('./home-screen')", './home-screen'],
    ['() => import("../catalog/search-screen.tsx")', '../catalog/search-screen.tsx'],
    [
      '() => __vite_ssr_dynamic_import__("/@fs/work/x/home-screen.tsx")',
      '/@fs/work/x/home-screen.tsx',
    ],
    ['() => Promise.resolve()', undefined],
  ])('reads %s', (source, expected) => {
    expect(importedSpecifier(source)).toBe(expected);
  });
});

describe('routeKeysFor', () => {
  const root = mkdtempSync(join(tmpdir(), 'size-routes-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  function feature(name: string, routes: string, screens: readonly string[]) {
    const dir = join(root, 'ui/src/features', name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'routes.ts'), routes);
    for (const screen of screens) writeFileSync(join(dir, screen), 'export default null;\n');
  }

  it('maps each screen, as the manifest keys it from the app, to its route path', async () => {
    feature(
      'catalog',
      "export const routes = [{ path: '', load: () => import('./home-screen') }, { path: 'search', load: () => import('./search-screen.tsx') }];\n",
      ['home-screen.tsx', 'search-screen.tsx'],
    );
    feature('empty', 'export const other = 1;\n', []);
    mkdirSync(join(root, 'ui/src/features/no-routes'), { recursive: true });
    const keys = await routeKeysFor(join(root, 'ui/src'), join(root, 'apps/storefront-id'));
    expect(keys).toEqual(
      new Map([
        ['../../ui/src/features/catalog/home-screen.tsx', ''],
        ['../../ui/src/features/catalog/search-screen.tsx', 'search'],
      ]),
    );
  });

  it('refuses a route whose screen it cannot find', async () => {
    feature(
      'broken',
      "export const routes = [{ path: 'x', load: () => import('./missing') }];\n",
      [],
    );
    await expect(routeKeysFor(join(root, 'ui/src'), join(root, 'apps/x'))).rejects.toThrow(
      "Cannot find the screen of route 'x'",
    );
  });
});
