import type { StorefrontRoute } from '../shared/routing/route-definition';

export interface FeatureRoutesModule {
  readonly routes: readonly StorefrontRoute[];
}

// Every feature lists its screens in its own routes.ts; the shell gathers them here, so adding a
// screen never means editing a shared registry. The lists are tiny (paths and loaders): the
// screens themselves stay lazy chunks.
const FEATURE_ROUTE_MODULES = import.meta.glob<FeatureRoutesModule>('../features/*/routes.ts', {
  eager: true,
});

/** The screens of every feature, refusing a path two features both claim. */
export function collectFeatureRoutes(
  modules: Readonly<Record<string, FeatureRoutesModule>> = FEATURE_ROUTE_MODULES,
): StorefrontRoute[] {
  const owners = new Map<string, string>();
  const routes: StorefrontRoute[] = [];
  for (const [file, module] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    for (const route of module.routes) {
      const owner = owners.get(route.path);
      if (owner !== undefined) {
        throw new Error(`Route '${route.path}' is declared by ${owner} and ${file}`);
      }
      owners.set(route.path, file);
      routes.push(route);
    }
  }
  return routes;
}
