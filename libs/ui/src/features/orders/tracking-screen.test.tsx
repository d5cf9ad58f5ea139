import { makeTracking, MOCK_NOW, useErrorCase, useSuccessCase } from '@storefront/api/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import { setUpScreenTestFile } from '../../testing/screen-test-file';
import TrackingScreen from './tracking-screen';

const GROUP = 'GRP-20250430-000001';
const ORDER = 'IDL-20250430-000001';

function renderTracking() {
  return renderScreen(<TrackingScreen />, {
    routePath: 'orders/:groupNumber/:orderNumber/tracking',
    url: `orders/${GROUP}/${ORDER}/tracking`,
  });
}

setUpScreenTestFile({ signedIn: true, now: MOCK_NOW });

describe('TrackingScreen', () => {
  it('shows the courier, the tracking number and the journey, newest first', async () => {
    const { user } = await renderTracking();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lacak pesanan' })).toBeVisible();
    const shipment = await screen.findByRole('region', { name: 'Pengiriman' });
    expect(shipment).toHaveTextContent('Dikirim');
    expect(shipment).toHaveTextContent('Kurir: JNE');
    expect(shipment).toHaveTextContent('Nomor resi JNE0012345678');
    const events = within(screen.getByRole('region', { name: 'Perjalanan paket' })).getAllByRole(
      'listitem',
    );
    // The courier's scan is marked as the courier's, in the customer's language.
    expect(events.map((event) => event.textContent)).toEqual([
      'KurirPaket dalam perjalanan ke kota tujuan1 Mei 2025, 09.00 · Jakarta',
      'Paket diterima di gudang30 Apr 2025, 05.00 · Tangerang',
    ]);
    expect(
      screen.getByText('Pembaruan bertanda “Kurir” ditampilkan sesuai laporan kurir.'),
    ).toBeVisible();
    await user.click(within(shipment).getByRole('button', { name: 'Salin nomor resi' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('JNE0012345678');
    expect(screen.getByRole('link', { name: 'Kembali ke pesanan' })).toHaveAttribute(
      'href',
      `/id-ID/orders/${GROUP}/${ORDER}`,
    );
  });

  it('says so when the clipboard refuses', async () => {
    const { user } = await renderTracking();
    const copy = await screen.findByRole('button', { name: 'Salin nomor resi' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(copy);
    expect(
      await screen.findByText('Gagal menyalin. Pilih teksnya lalu salin secara manual.'),
    ).toBeVisible();
  });

  it('says when nothing has been tracked yet', async () => {
    useSuccessCase(
      mockServer,
      'getTracking',
      makeTracking(ORDER, {
        status: 'in_process',
        tracking_number: null,
        courier: null,
        events: [],
      }),
    );
    await renderTracking();
    expect(await screen.findByText('Belum ada nomor resi.')).toBeVisible();
    expect(screen.getByText('Belum ada pembaruan pelacakan.')).toBeVisible();
    expect(screen.queryByText(/bertanda “Kurir”/)).toBeNull();
  });

  it('marks nothing as the courier’s when only the store has written', async () => {
    useSuccessCase(
      mockServer,
      'getTracking',
      makeTracking(ORDER, {
        events: [
          {
            at: '2025-04-30T02:00:00.000Z',
            description: 'Dikirim',
            location: null,
            source: 'store',
          },
        ],
      }),
    );
    await renderTracking();
    const journey = await screen.findByRole('region', { name: 'Perjalanan paket' });
    expect(within(journey).getAllByRole('listitem')[0]).toHaveTextContent(/^Dikirim/);
    expect(within(journey).queryByText('Kurir')).toBeNull();
    expect(screen.queryByText(/bertanda “Kurir”/)).toBeNull();
  });

  it('shows the failure with a retry', async () => {
    useErrorCase(mockServer, 'getTracking', 404, undefined, { once: true });
    const { user } = await renderTracking();
    expect(await screen.findByText('Data tidak ditemukan')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Kurir: JNE')).toBeVisible();
  });
});
