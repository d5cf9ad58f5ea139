/// <reference types="node" />
import { registerHooks } from 'node:module';
import { REACT_ON_PREACT } from './react-on-preact';

// Vite's aliases reach only the modules vitest transforms; the libraries it leaves to Node load
// `react` through Node's own resolution (`require` in their CommonJS builds), which would bring
// real React beside Preact: two runtimes, hooks reading a null dispatcher. This hook answers
// those specifiers for `import` and `require` alike with the ES build of `preact/compat`, so
// Node's module cache holds one Preact. Registered once per worker: hooks chain, and every test
// file runs this setup again.
const registered = Symbol.for('storefront.react-on-preact-in-node');
const worker = globalThis as typeof globalThis & { [registered]?: true };

if (!worker[registered]) {
  worker[registered] = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const target = REACT_ON_PREACT[specifier];
      if (!target) return nextResolve(specifier, context);
      // The `import` condition: `preact/compat/client` and the jsx runtimes have a CommonJS
      // twin for `require`, which would be a second copy of their module state.
      return nextResolve(target, { ...context, conditions: ['node', 'import', 'default'] });
    },
  });
}
