/// <reference types="node" />
import { createRequire } from 'node:module';
import { Component as PreactComponent } from 'preact';
import { Component } from 'react';
import { expect, it } from 'vitest';

// The kit is tested on the runtime the storefront ships (docs/decisions/116): the components
// vitest transforms and testing-library, which Node loads, share one Preact.
it('gives the components and testing-library the one preact/compat', () => {
  const nodeReact = createRequire(import.meta.url)('react') as { Component: unknown };
  expect(Component).toBe(PreactComponent);
  expect(nodeReact.Component).toBe(PreactComponent);
});
