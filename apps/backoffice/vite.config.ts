/// <reference types="node" />
import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { reactOnPreactAliases } from '@storefront/ui-kit/react-on-preact';
import { defineConfig } from 'vite';

const workspaceRoot = resolve(import.meta.dirname, '../..');

/**
 * The back-office build: served by the gateway at /admin/ (docs/decisions/217), so every asset
 * URL starts with /admin/assets/. React runs on preact/compat as in the storefronts (decision
 * 116). Unlike the storefront there is no bundle budget: the texts ship as ICU strings and
 * react-intl keeps its runtime parser (docs/decisions/200).
 */
export default defineConfig({
  base: '/admin/',
  plugins: [tailwindcss()],
  resolve: {
    alias: [
      ...reactOnPreactAliases,
      // react-router 7's package exports name only its development build for every condition;
      // its production build sits beside it (as in libs/ui's storefront config).
      {
        find: /^react-router$/,
        replacement: resolve(workspaceRoot, 'node_modules/react-router/dist/production/index.mjs'),
      },
    ],
  },
});
