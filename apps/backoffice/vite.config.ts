/// <reference types="node" />
import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const workspaceRoot = resolve(import.meta.dirname, '../..');

/**
 * The back-office build: served by the gateway at /admin/ (docs/decisions/217), so every asset
 * URL starts with /admin/assets/. React 19 as in the storefronts (decision 240; the plugin
 * brings Fast Refresh to `vite dev`). Unlike the storefront there is no bundle budget: the texts ship as ICU strings and
 * react-intl keeps its runtime parser (docs/decisions/200).
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  build: {
    rolldownOptions: {
      // Modules run in source order across chunks, so main.tsx's first import (zod without eval,
      // decision 230) runs before the chunks that build schemas at load: the page's CSP forbids
      // eval, and zod's probe for it would otherwise be reported as a violation.
      output: { strictExecutionOrder: true },
    },
  },
  resolve: {
    alias: [
      // react-router 7's package exports name only its development build for every condition;
      // its production build sits beside it (as in libs/ui's storefront config).
      {
        find: /^react-router$/,
        replacement: resolve(workspaceRoot, 'node_modules/react-router/dist/production/index.mjs'),
      },
    ],
  },
});
