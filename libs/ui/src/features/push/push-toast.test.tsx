import { act, render, screen } from '@testing-library/react';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueueToast, notify } from '../../shared/notify';
import { attachToaster } from '../../shared/notify/toaster';
import { PushToast, pushToastContent } from './push-toast';

describe('pushToastContent', () => {
  const base = { from: 's', collapseKey: 'c', messageId: 'm' };

  it.each([
    [
      'notification with a storefront link',
      {
        ...base,
        notification: { title: 'Harga sudah keluar', body: 'Tas Ransel sudah dihitung' },
        data: { link: '/id-ID/inquiry' },
        fcmOptions: { link: 'https://toko.example/id-ID/inquiry' },
      },
      { title: 'Harga sudah keluar', body: 'Tas Ransel sudah dihitung', link: '/id-ID/inquiry' },
    ],
    [
      'only the click target',
      { ...base, notification: { title: 'T' }, fcmOptions: { link: 'https://toko.example/x' } },
      { title: 'T', body: undefined, link: 'https://toko.example/x' },
    ],
    [
      'a data message (content, blank title)',
      { ...base, notification: { title: '  ', body: '' }, data: { content: 'Isi pesan' } },
      { title: undefined, body: 'Isi pesan', link: undefined },
    ],
    ['an empty payload', base, { title: undefined, body: undefined, link: undefined }],
  ])('reads %s', (_case, payload, expected) => {
    expect(pushToastContent(payload)).toEqual(expected);
  });
});

/** Enqueues one ordinary toast and one push toast (through notify, as usePush does). */
function Toasts({ onClose }: { onClose: (which: string) => void }) {
  useEffect(() => {
    enqueueToast('Alamat tersimpan', { onClose: () => onClose('ordinary') });
    notify(
      <PushToast
        title="Pesanan dikirim"
        body="Sedang dalam perjalanan"
        link={undefined}
        fallbackTitle="x"
      />,
      { onClose: () => onClose('push') },
    );
  }, [onClose]);
  return null;
}

describe('the push toast', () => {
  let detach: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    // As the shell's toaster does once it is mounted (app-shell/toaster.tsx).
    detach = attachToaster((message, options) => enqueueSnackbar(message, options));
  });
  afterEach(() => {
    detach();
    vi.useRealTimers();
  });

  it('has no close button even when the shell gives toasts one, and closes after 8 s', async () => {
    const onClose = vi.fn();
    render(
      // The shell's defaults: top-center, 3 s, a close button on every toast.
      <SnackbarProvider
        autoHideDuration={3_000}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        action={() => <button type="button">Tutup</button>}
        // jsdom's window never has focus; notistack would pause every timer.
        disableWindowBlurListener
      >
        <Toasts onClose={onClose} />
      </SnackbarProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Pesanan dikirim')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Tutup' })).toHaveLength(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(7_999);
    });
    const closed = () => new Set(onClose.mock.calls.flat());
    expect(closed()).toEqual(new Set(['ordinary']));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(closed()).toEqual(new Set(['ordinary', 'push']));
  });
});
