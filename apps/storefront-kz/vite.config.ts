import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';

const workspaceRoot = resolve(import.meta.dirname, '../..');

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
      for (const [fileName, source] of Object.entries(PUSH_WORKER_FILES)) {
        this.emitFile({ type: 'asset', fileName, source: read(source) });
      }
    },
  };
}

export default defineConfig({
  base: '/',
  plugins: [react(), tailwindcss(), pushWorkerFiles()],
  resolve: {
    // The browser checks phone numbers by their length per country (libphonenumber's 'min'
    // metadata, 20 KB gzip instead of 40); the gateway keeps the full numbering plans and has the
    // last word, its field error shows under the same field (docs/decisions/106).
    alias: [{ find: /^libphonenumber-js\/max$/, replacement: 'libphonenumber-js/min' }],
  },
  build: {
    // dist/.vite/manifest.json: what the gateway and the size budget (tools/size) read.
    // libs/domain and libs/contract declare `"sideEffects": false`, so a module none of whose
    // exports is used is dropped: the contract's zod schemas and the phone metadata stay out
    // of the first render (docs/decisions/106).
    manifest: true,
  },
});
