/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
// Through the package's own export: Node loads this file natively for Vite's config, and
// resolves a relative import only with its extension.
import { precompileMessages } from '@storefront/ui/precompile-messages';
import { reactAppConfig } from '@storefront/vite-preset';
import type { Plugin, UserConfig } from 'vite';

const workspaceRoot = resolve(import.meta.dirname, '../../../..');

/**
 * The push service worker and the Firebase worker builds it imports, served at the site root
 * (the worker's scope and importScripts need same-origin root paths; see the push feature's
 * service-worker/). Taken from the workspace, so the worker always runs the page's SDK version.
 */
const PUSH_WORKER_FILES: Readonly<Record<string, string>> = {
  'firebase-messaging-sw.js': 'libs/ui/src/features/push/service-worker/firebase-messaging-sw.js',
  'firebase-app-compat.js': 'node_modules/firebase/firebase-app-compat.js',
  'firebase-messaging-compat.js': 'node_modules/firebase/firebase-messaging-compat.js',
};

function pushWorkerFiles(): Plugin {
  const read = (file: string) => readFileSync(resolve(workspaceRoot, file));
  return {
    name: 'storefront-push-worker-files',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const source = PUSH_WORKER_FILES[(request.url ?? '').split('?')[0]?.slice(1) ?? ''];
        if (!source) return next();
        response.setHeader('content-type', 'text/javascript');
        response.end(read(source));
      });
    },
    generateBundle() {
      // The server bundle (dist/server) serves no files.
      if (this.environment.config.consumer === 'server') return;
      for (const [fileName, source] of Object.entries(PUSH_WORKER_FILES)) {
        this.emitFile({ type: 'asset', fileName, source: read(source) });
      }
    },
  };
}

/**
 * The Vite configuration of every market's storefront app (apps/storefront-<market>): the apps
 * differ only in the market config their main.tsx and server.ts hand to libs/ui, and in their
 * page's `lang`.
 */
export function storefrontViteConfig(market: {
  /**
   * The market's default locale (its config in libs/domain): the page's language until the app
   * runs; a server-rendered page carries its own locale's.
   */
  readonly lang: string;
}): UserConfig {
  // React 19, Tailwind, react-router's production build and the page: the preset every React
  // app shares (tools/vite-preset).
  return reactAppConfig({
    html: { lang: market.lang },
    base: '/',
    // The texts ship as ICU ASTs, compiled per locale at build time (docs/decisions/145).
    plugins: [pushWorkerFiles(), precompileMessages()],
    resolve: {
      alias: [
        // The browser checks phone numbers by their length per country (libphonenumber's 'min'
        // metadata, 20 KB gzip instead of 40); the gateway keeps the full numbering plans and has
        // the last word, its field error shows under the same field (docs/decisions/106).
        { find: /^libphonenumber-js\/max$/, replacement: 'libphonenumber-js/min' },
        // The texts arrive compiled (precompileMessages), so react-intl ships without its ICU
        // parser; a text given as a string with placeholders would throw (decision 145).
        {
          find: /^@formatjs\/icu-messageformat-parser$/,
          replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
        },
      ],
    },
    build: {
      // dist/.vite/manifest.json: what the gateway and the size budget (tools/size) read.
      // libs/domain and libs/contract declare `"sideEffects": false`, so a module none of whose
      // exports is used is dropped: the contract's zod schemas and the phone metadata stay out
      // of the first render (docs/decisions/106).
      manifest: true,
      // Every browser the storefront serves preloads modules itself (Chrome and Android's
      // WebView since 66, Safari 17, Firefox 115); the polyfill would weigh on every first
      // render for none of them, and without it an older browser only fetches later, not fails.
      modulePreload: { polyfill: false },
      // Every module of the first render in the entry's own chunk (decision 311): Rolldown split
      // each one a lazy screen shares into a chunk of its own, 19 scripts of 1-70 KB. On slow 4G
      // every file costs a round trip on one of six connections, and Lighthouse's simulation
      // counts each as blocking the first paint (FCP 2.5 s, 1.9 s as one file). The lazy screens
      // import from it; it is always loaded before them.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [{ name: 'first-render', tags: ['$initial'] }],
          },
        },
      },
    },
    // The server entry (src/server.ts, `vite build --ssr`, dist/server/server.js): the gateway
    // loads it to render pages (decision 250). React, the router and the other packages stay
    // imports of node_modules; the workspace's own libraries are bundled (TypeScript sources).
    ssr: {
      target: 'node',
    },
  });
}
