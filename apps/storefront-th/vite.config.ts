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
  build: {
    // dist/.vite/manifest.json: what the gateway and the size budget (tools/size) read.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // libs/domain and libs/contract are pure (no module does anything when imported) but
        // their package.json does not say so; without this every zod schema of the contract and
        // the phone metadata would ride in the first render (docs/decisions/103).
        moduleSideEffects: [{ test: /\/libs\/(domain|contract)\/src\//, sideEffects: false }],
      },
    },
  },
});
