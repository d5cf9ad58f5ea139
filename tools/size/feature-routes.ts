import { existsSync, readdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the size report needs of a feature route (libs/ui StorefrontRoute). */
interface RouteLike {
  readonly path: string;
  readonly load: () => unknown;
}

const SOURCE_EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

/**
 * The module a route's `load: () => import('./x')` names, from the loader's source: its one string
 * literal (a loader imports one module; a transformer may rename `import()` or resolve the path).
 */
export function importedSpecifier(loaderSource: string): string | undefined {
  return /['"`]([^'"`]+)['"`]/.exec(loaderSource)?.[1];
}

function resolveSource(fromDir: string, specifier: string): string | undefined {
  // Vite's dev server writes files outside its root as '/@fs/<absolute path>'.
  const base = resolve(fromDir, specifier.replace(/^\/@fs(?=\/)/, ''));
  if (existsSync(base) && /\.[cm]?[jt]sx?$/.test(base)) return base;
  return SOURCE_EXTENSIONS.map((extension) => `${base}${extension}`).find((file) =>
    existsSync(file),
  );
}

/**
 * Every feature route's screen as the key Vite's manifest gives it (the source path relative to
 * the app), mapped to the route path. The routes.ts files are imported as they are (their
 * screens stay unloaded), so the report follows whatever the features declare.
 */
export async function routeKeysFor(
  uiSourceDir: string,
  appDir: string,
): Promise<Map<string, string>> {
  const featuresDir = resolve(uiSourceDir, 'features');
  const keys = new Map<string, string>();
  for (const feature of readdirSync(featuresDir).sort()) {
    const file = resolve(featuresDir, feature, 'routes.ts');
    if (!existsSync(file)) continue;
    const module = (await import(pathToFileURL(file).href)) as { routes?: readonly RouteLike[] };
    for (const route of module.routes ?? []) {
      const specifier = importedSpecifier(route.load.toString());
      const source = specifier ? resolveSource(dirname(file), specifier) : undefined;
      if (!source) throw new Error(`Cannot find the screen of route '${route.path}' in ${file}`);
      keys.set(relative(appDir, source).split('\\').join('/'), route.path);
    }
  }
  return keys;
}
