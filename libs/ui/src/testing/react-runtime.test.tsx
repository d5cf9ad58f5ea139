/// <reference types="node" />
import { createRequire } from 'node:module';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, useState, version } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';

// The screens are tested on the runtime the storefront ships, React 19 (docs/decisions/240): the
// modules vitest transforms and the libraries it leaves to Node must see one and the same React.
describe('the ui tests run on React 19', () => {
  it('answers react for Vite and for Node alike with the one React 19', () => {
    const require = createRequire(import.meta.url);
    expect(version).toMatch(/^19\./);
    expect(require('react').Component).toBe(Component);
    expect(require('react-dom').version).toBe(version);
    expect(require('react-dom/client').createRoot).toBe(createRoot);
  });

  it('renders hooks through testing-library and react-router on that React', async () => {
    function Counter() {
      const [count, setCount] = useState(0);
      const navigate = useNavigate();
      return (
        <>
          <button type="button" onClick={() => setCount(count + 1)}>
            {`clicked ${count}`}
          </button>
          <button type="button" onClick={() => navigate('/done')}>
            leave
          </button>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<Counter />} />
          <Route path="/done" element={<p>left</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'clicked 0' }));
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'leave' }));
    expect(screen.getByText('left')).toBeInTheDocument();
  });
});
