import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

afterEach(() => {
  vi.useRealTimers();
});

describe('CopyButton', () => {
  it('copies the value, confirms it and returns to its label', async () => {
    const user = userEvent.setup();
    const onCopied = vi.fn();
    render(
      <CopyButton
        value="8808 1234 5678"
        label="Copy"
        copiedLabel="Copied"
        accessibleLabel="Copy account number"
        onCopied={onCopied}
        resetAfterMs={50}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Copy account number' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('8808 1234 5678');
    expect(onCopied).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
    expect(screen.getByRole('button', { name: 'Copy account number' })).toHaveTextContent('Copy');
  });

  it('reports a refused clipboard', async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    render(<CopyButton value="X" label="Copy" copiedLabel="Copied" onError={onError} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('reports a missing clipboard API', async () => {
    const onError = vi.fn();
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      render(<CopyButton value="X" label="Copy" copiedLabel="Copied" onError={onError} />);
      await act(async () => screen.getByRole('button', { name: 'Copy' }).click());
      expect(onError).toHaveBeenCalledTimes(1);
    } finally {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    }
  });
});
