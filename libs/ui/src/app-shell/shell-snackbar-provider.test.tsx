import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../i18n/messages';
import { enqueueToast, notify } from '../shared/notify';
import { ShellSnackbarProvider } from './shell-snackbar-provider';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

async function renderShell() {
  const messages = await loadMessages('en-US');
  return render(
    <IntlProvider locale="en-US" messages={messages}>
      <ShellSnackbarProvider>
        <p>The page</p>
      </ShellSnackbarProvider>
    </IntlProvider>,
  );
}

/** Where notistack placed a toast: the edges its container is pinned to (goober's styles). */
function cornerOf(text: string): { top: string; bottom: string; left: string; right: string } {
  const container = screen.getByText(text).closest('.notistack-SnackbarContainer');
  if (!container) throw new Error(`${text} is not in a toast container`);
  const { top, bottom, left, right } = getComputedStyle(container);
  return { top, bottom, left, right };
}

const PINNED = expect.stringMatching(/^\d+px$/);

afterEach(() => document.documentElement.removeAttribute('dir'));

describe('the shell toaster', () => {
  it('renders the page before the toaster and shows a toast asked for before it loaded', async () => {
    await renderShell();
    expect(screen.getByText('The page')).toBeInTheDocument();
    act(() => enqueueToast('Address saved', { variant: 'success' }));
    expect(await screen.findByText('Address saved')).toBeInTheDocument();
  });

  it('gives ordinary toasts a close button in the user’s language, top-center', async () => {
    await renderShell();
    act(() => enqueueToast('Saved'));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(cornerOf('Saved')).toMatchObject({ top: PINNED, bottom: '', left: '50%', right: '' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
  });

  it('shows notification toasts top-right without a close button', async () => {
    await renderShell();
    act(() => notify('Your order IDL-1 was shipped'));
    expect(await screen.findByText('Your order IDL-1 was shipped')).toBeInTheDocument();
    expect(cornerOf('Your order IDL-1 was shipped')).toMatchObject({
      top: PINNED,
      bottom: '',
      left: '',
      right: PINNED,
    });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('keeps three toasts on screen at most', async () => {
    await renderShell();
    act(() => {
      for (const text of ['one', 'two', 'three', 'four']) enqueueToast(text);
    });
    expect(await screen.findByText('three')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(3);
  });
});
