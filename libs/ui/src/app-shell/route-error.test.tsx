import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RootError } from './route-error';

function Broken(): never {
  throw new Error('texts did not load');
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [{ path: '/:locale', Component: Broken, errorElement: <RootError /> }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
}

describe('RootError', () => {
  it.each([
    ['/id-ID', 'Terjadi Kesalahan, Silahkan coba lagi'],
    ['/en-US', 'Something went wrong, please try again'],
    ['/ru-RU', 'Что-то пошло не так, попробуйте ещё раз'],
    ['/xx', 'Something went wrong, please try again'],
  ])('offers a reload in the language of %s', (url, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(url);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', window.location.href);
    expect(screen.getByRole('link')).toHaveTextContent(text);
    vi.restoreAllMocks();
  });
});
