/// <reference types="node" />
import { resolve } from 'node:path';
import { constants as zlib } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';
import type { Plugin, UserConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { appPage } from '@storefront/vite-preset/app-page';
import type { AppPage } from '@storefront/vite-preset/app-page';
import type { UserWorkspaceConfig } from 'vitest/config';

// Node loads this file natively (type stripping) when Vite or Vitest reads a project's config:
// types are imported as types only and no relative import is made (Node would want its
// extension, TypeScript's bundler resolution would refuse it).

const workspaceRoot = resolve(import.meta.dirname, '../../..');

/**
 * react-router 7's package exports name only its development build (dev warnings on) for every
 * condition; its production build sits beside it. Both apps ship the production one.
 */
export const REACT_ROUTER_PRODUCTION = resolve(
  workspaceRoot,
  'node_modules/react-router/dist/production/index.mjs',
);

/**
 * Each script, style sheet and icon of a browser build is also written brotli- and gzip-compressed
 * beside itself (`x.js.br`, `x.js.gz`) at the highest settings, which a server cannot afford per
 * request: the gateway sends those files as they are (decision 300). Brotli 11 makes the
 * storefront's assets 8 % smaller than the gateway's per-request brotli 5 did (514 against 558 KB,
 * storefront-id, 2026-11-26). The server bundle (an SSR build) runs in the gateway and gets none.
 */
function precompressedAssets(): Plugin {
  return {
    ...compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(?:js|css|svg)$/,
      // Below a packet, compression saves nothing worth a second file.
      threshold: 1024,
      skipIfLargerOrEqual: true,
      logLevel: 'silent',
    }),
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
  };
}

/**
 * The Vite configuration every React app builds with (the storefront apps through libs/ui's
 * storefrontViteConfig, and the back-office): React 19 (docs/decisions/240; the plugin compiles
 * the JSX for React's automatic runtime and brings Fast Refresh to `vite dev`), Tailwind,
 * react-router's production build, the page (app-page.ts; `html` says what differs) and its
 * assets compressed once at build time (`precompressedAssets`).
 * The rest of `app` adds what differs: `base`, more plugins (after these), more aliases, the
 * build and SSR settings; arrays are appended, objects merged (Vite's mergeConfig).
 */
export function reactAppConfig({ html, ...app }: UserConfig & { html: AppPage }): UserConfig {
  const shared: UserConfig = {
    plugins: [react(), tailwindcss(), appPage(html), precompressedAssets()],
    resolve: { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] },
  };
  return mergeConfig(shared, app);
}

/**
 * The Vitest project of a React project (libs/ui, libs/ui-kit, the back-office): its screens and
 * components run in jsdom on the runtime the apps ship (React 19, decision 240), tests beside the
 * code, and one setup file per project (`src/testing/setup-tests.ts`: jest-dom matchers and what
 * that project's tests need). `project` names the project and adds its differences.
 */
export function reactTestProject(
  project: UserWorkspaceConfig & { test: { name: string } },
): UserWorkspaceConfig {
  const shared: UserWorkspaceConfig = {
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup-tests.ts'],
    },
  };
  return mergeConfig(shared, project);
}
