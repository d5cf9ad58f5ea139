import { StrictIntlProvider } from '@storefront/ui-support/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../i18n/messages';
import { decodeQrSvg } from './testing/decode-qr-image';

const QR_STRING = 'SIMULATOR-QR|GRP-20250430-000001|IDR|13425000';

async function page() {
  const messages = await loadMessages('id-ID');
  // A new `lazy` per render: the browser starts with the chunk not loaded, as after a page load.
  const QrPayment = lazy(() => import('./qr-payment'));
  return (
    <StrictIntlProvider locale="id-ID" messages={messages} timeZone="Asia/Jakarta">
      <Suspense fallback={<p>placeholder</p>}>
        <QrPayment
          qrString={QR_STRING}
          amount="Rp 13.425.000"
          expiresAt={new Date('2025-05-02T00:00:00Z')}
          copyLabels={{ label: 'Salin', copiedLabel: 'Tersalin' }}
        />
      </Suspense>
    </StrictIntlProvider>
  );
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('QrPayment rendered on the server', () => {
  it('sends the drawn code in the page and hydrates it in place, without a mismatch', async () => {
    const stream = await renderToReadableStream(await page());
    // The gateway sends a page once everything in it has rendered (onAllReady).
    await stream.allReady;
    const container = document.createElement('div');
    container.innerHTML = await new Response(stream).text();
    document.body.append(container);
    const serverCode = screen.getByRole('img', { name: 'Kode QR untuk membayar Rp 13.425.000' });
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
    await expect(decodeQrSvg(serverCode)).resolves.toBe(QR_STRING);

    // The server's and the browser's renderer run in one realm here: React warns that they
    // share a context, which is harmless once the server's render has finished. A full page
    // cannot be checked so (its providers are many: create-storefront-server.test.tsx); this
    // panel can.
    const onRecoverableError = vi.fn();
    // A differing attribute is not an error to React 19: it only warns, and keeps the server's.
    const errors = vi.spyOn(console, 'error');
    const element = await page();
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError });
    });
    // Hydrated: the copy button answers (it is React's), on the very nodes the server sent.
    const user = userEvent.setup();
    await user.click(screen.getByText('Tidak bisa memindai kode?'));
    await user.click(screen.getByRole('button', { name: 'Salin kode pembayaran QR' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tersalin' })).toBeVisible());
    await expect(navigator.clipboard.readText()).resolves.toBe(QR_STRING);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors.mock.calls.filter((call) => /hydrat/i.test(String(call[0])))).toEqual([]);
    expect(screen.getByRole('img')).toBe(serverCode);
    expect(screen.getByText('Kode berlaku sampai 2 Mei 2025, 07.00')).toBeVisible();
  });
});
