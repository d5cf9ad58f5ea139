import { act, render, screen } from '@testing-library/react';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import type * as Notistack from 'notistack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TOAST, NOTIFICATION_TOAST, notificationToast, notify } from './notify';
import { attachToaster, enqueueToast } from './toaster';

vi.mock('notistack', async (importOriginal) => {
  const actual = await importOriginal<typeof Notistack>();
  // Read through the namespace at call time: notistack assigns its global function when a
  // provider is constructed.
  const enqueue: typeof actual.enqueueSnackbar = (
    ...args: Parameters<typeof actual.enqueueSnackbar>
  ) =>
    (actual.enqueueSnackbar as (...a: unknown[]) => ReturnType<typeof actual.enqueueSnackbar>)(
      ...args,
    );
  return { ...actual, enqueueSnackbar: vi.fn(enqueue) };
});

// As the shell's toaster does once it is mounted (app-shell/toaster.tsx).
let detach: () => void;
beforeEach(() => {
  detach = attachToaster((message, options) => enqueueSnackbar(message, options));
});

afterEach(() => {
  detach();
  vi.mocked(enqueueSnackbar).mockClear();
  document.documentElement.removeAttribute('dir');
});

describe('toast settings (SPEC §9)', () => {
  it('ordinary toasts: top-center for 3 s', () => {
    expect(DEFAULT_TOAST).toEqual({
      anchorOrigin: { vertical: 'top', horizontal: 'center' },
      autoHideDuration: 3000,
    });
  });

  it('notification toasts: top-right for 8 s, no close button', () => {
    expect(NOTIFICATION_TOAST.anchorOrigin).toEqual({ vertical: 'top', horizontal: 'right' });
    expect(NOTIFICATION_TOAST.autoHideDuration).toBe(8000);
    expect(NOTIFICATION_TOAST.action()).toBeNull();
  });

  it('mirrors the notification corner right to left', () => {
    expect(notificationToast(true).anchorOrigin).toEqual({ vertical: 'top', horizontal: 'left' });
    expect(notificationToast(false)).toBe(NOTIFICATION_TOAST);
  });
});

describe('notify', () => {
  it('shows the message without the provider close button', async () => {
    render(<SnackbarProvider action={() => <button type="button">Close</button>} />);
    await act(async () => {
      notify('Your order IDL-1 was shipped');
    });
    expect(await screen.findByText('Your order IDL-1 was shipped')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('keeps the provider close button for ordinary toasts', async () => {
    render(<SnackbarProvider action={() => <button type="button">Close</button>} />);
    await act(async () => {
      enqueueToast('Saved');
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('sits top-left in a right-to-left page', async () => {
    document.documentElement.dir = 'rtl';
    render(<SnackbarProvider />);
    await act(async () => {
      notify('جديد');
    });
    expect(await screen.findByText('جديد')).toBeInTheDocument();
    expect(vi.mocked(enqueueSnackbar)).toHaveBeenCalledWith(
      'جديد',
      expect.objectContaining({
        variant: 'info',
        autoHideDuration: 8000,
        anchorOrigin: { vertical: 'top', horizontal: 'left' },
      }),
    );
  });
});
