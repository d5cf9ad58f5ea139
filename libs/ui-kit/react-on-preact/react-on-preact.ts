import { join } from 'node:path';

/**
 * The storefront renders on Preact through `preact/compat` (docs/decisions/116): every React
 * entry point our code and the libraries on top (react-router, react-intl, react-redux,
 * notistack, testing-library) import is answered by its `preact/compat` counterpart. The one
 * list for the apps' builds, the ui and ui-kit test projects and the Node resolve hook below,
 * so the tests exercise the runtime that ships.
 */
export const REACT_ON_PREACT: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  // Only testing-library asks for it (its `act` when `React.act` is missing); nothing shipped does.
  'react-dom/test-utils': 'preact/test-utils',
};

/** `resolve.alias` entries for Vite: exact specifiers, so `react-router` or `react-intl` stay. */
export const reactOnPreactAliases = Object.entries(REACT_ON_PREACT).map(([find, replacement]) => ({
  find: new RegExp(`^${find.replace(/[/.-]/g, '\\$&')}$`),
  replacement,
}));

/**
 * A vitest setup file, listed first: what vitest leaves to Node (the CommonJS builds of
 * react-router, notistack, testing-library) requires `react` without Vite's aliases.
 */
export const reactOnPreactInNode = join(import.meta.dirname, 'react-on-preact-in-node.ts');
