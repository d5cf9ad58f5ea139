/// <reference types="node" />
import { createRequire } from 'node:module';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, useState, version } from 'react';
import { expect, it } from 'vitest';

// The kit is tested on the runtime the storefront ships, React 19 (docs/decisions/240): the
// components vitest transforms and testing-library, which Node loads, share one React.
it('gives the components and testing-library the one React 19', async () => {
  const nodeReact = createRequire(import.meta.url)('react') as { Component: unknown };
  expect(version).toMatch(/^19\./);
  expect(nodeReact.Component).toBe(Component);

  function Counter() {
    const [count, setCount] = useState(0);
    return (
      <button type="button" onClick={() => setCount(count + 1)}>
        {`clicked ${count}`}
      </button>
    );
  }
  render(<Counter />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'clicked 0' }));
  expect(screen.getByRole('button', { name: 'clicked 1' })).toBeInTheDocument();
});
