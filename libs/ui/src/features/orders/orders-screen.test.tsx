import {
  makeOrderSummary,
  makePage,
  MOCK_NOW,
  useErrorCase,
  useSuccessCase,
} from '@storefront/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { recordRequests } from '../../testing/record-requests';
import { renderScreen } from '../../testing/render-screen';
import { setUpScreenTestFile } from '../../testing/screen-test-file';
import OrdersScreen from './orders-screen';

function renderOrders(url = 'orders') {
  return renderScreen(<OrdersScreen />, { routePath: 'orders', url });
}

/** The gateway's page for a query: seven orders of the factory, paged. */
function pageFor(page = 1, total = 7) {
  return makePage((i) => makeOrderSummary(i), { page, limit: 10 }, total);
}

setUpScreenTestFile({ signedIn: true, now: MOCK_NOW });

describe('OrdersScreen', () => {
  it('shows the nine tabs and the orders with what can be done next', async () => {
    await renderOrders();
    expect(screen.getByRole('heading', { level: 1, name: 'Pesanan saya' })).toBeVisible();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Semua',
      'Belum Bayar',
      'Penyesuaian',
      'Diproses',
      'Dikirim',
      'Diterima',
      'Selesai',
      'Pengembalian/Refund',
      'Dibatalkan',
    ]);
    expect(screen.getByRole('tab', { name: 'Semua' })).toHaveAttribute('aria-selected', 'true');
    const toPay = await screen.findByRole('listitem', { name: 'Pesanan IDL-20250430-000001' });
    expect(within(toPay).getByText('Menunggu pembayaran')).toBeVisible();
    expect(within(toPay).getByText('Belum dibayar')).toBeVisible();
    expect(within(toPay).getByText(/Total Rp\s?13\.425\.000/)).toBeVisible();
    expect(
      within(toPay).getByText('Bayar sebelum 2 Mei 2025, 07.00, atau pesanan dibatalkan.'),
    ).toBeVisible();
    expect(within(toPay).getByRole('link', { name: 'Bayar sekarang' })).toHaveAttribute(
      'href',
      '/id-ID/checkout/GRP-20250430-000001/payment',
    );
    expect(within(toPay).getByRole('link', { name: 'Lihat detail' })).toHaveAttribute(
      'href',
      '/id-ID/orders/GRP-20250430-000001/IDL-20250430-000001',
    );
    const shipping = screen.getByRole('listitem', { name: 'Pesanan IDL-20250430-000003' });
    expect(within(shipping).getByText('Nomor resi JNE0012345678')).toBeVisible();
    expect(within(shipping).getByRole('link', { name: 'Lacak' })).toHaveAttribute(
      'href',
      '/id-ID/orders/GRP-20250430-000003/IDL-20250430-000003/tracking',
    );
    expect(
      within(shipping).queryByRole('link', { name: 'Bayar sekarang' }),
    ).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem', { name: /^Pesanan / })).toHaveLength(7);
  });

  it('asks the gateway for the chosen tab, from its first page', async () => {
    const { params } = recordRequests('listTransactions', pageFor());
    const { user } = await renderOrders('orders?page=2');
    await screen.findByRole('listitem', { name: 'Pesanan IDL-20250430-000001' });
    await user.click(screen.getByRole('tab', { name: 'Belum Bayar' }));
    await waitFor(() => expect(params.at(-1)).toMatchObject({ tab: 'to_pay', dateFilter: 'all' }));
    expect(screen.getByRole('tab', { name: 'Belum Bayar' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('filters the last 30 days and says from when', async () => {
    const { params } = recordRequests('listTransactions', pageFor());
    const { user } = await renderOrders();
    await user.selectOptions(screen.getByLabelText('Periode'), '30 hari terakhir');
    await waitFor(() => expect(params.at(-1)).toMatchObject({ dateFilter: 'last_30_days' }));
    // 30 calendar days in Singapore, today (1 May 2025) included.
    expect(screen.getByText('Pesanan sejak 2 Apr 2025')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Periode'), '90 hari terakhir');
    await waitFor(() => expect(params.at(-1)).toMatchObject({ dateFilter: 'last_90_days' }));
    expect(screen.getByText('Pesanan sejak 1 Feb 2025')).toBeVisible();
  });

  it('reads its state from the URL and pages through the history', async () => {
    const urls: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.includes('transaction-list')) urls.push(request.url);
    });
    useSuccessCase(mockServer, 'listTransactions', pageFor(2, 23));
    const { user } = await renderOrders('orders?tab=shipped&period=last_90_days&page=2&q=tas');
    expect(screen.getByRole('tab', { name: 'Dikirim' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Cari nomor pesanan atau produk')).toHaveValue('tas');
    await screen.findByRole('navigation', { name: 'Halaman pesanan' });
    await user.click(screen.getByRole('button', { name: 'Halaman 3' }));
    await waitFor(() => expect(urls).toHaveLength(2));
    const [first, second] = urls.map((url) => new URL(url));
    expect(first?.pathname).toMatch(/transaction-list\/shipped\/last_90_days$/);
    expect(first?.searchParams.get('page')).toBe('2');
    expect(first?.searchParams.get('search')).toBe('tas');
    expect(second?.searchParams.get('page')).toBe('3');
    mockServer.events.removeAllListeners();
  });

  it('searches by order number or product', async () => {
    const urls: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.includes('transaction-list')) urls.push(request.url);
    });
    const { user } = await renderOrders();
    await user.type(screen.getByLabelText('Cari nomor pesanan atau produk'), '  IDL-2025  ');
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() =>
      expect(urls.map((url) => new URL(url).searchParams.get('search'))).toContain('IDL-2025'),
    );
    mockServer.events.removeAllListeners();
  });

  it('says when a tab has no orders', async () => {
    useSuccessCase(mockServer, 'listTransactions', pageFor(1, 0));
    await renderOrders('orders?tab=cancelled');
    expect(await screen.findByRole('heading', { name: 'Belum ada pesanan di sini' })).toBeVisible();
  });

  it('says when a search finds nothing', async () => {
    useSuccessCase(mockServer, 'listTransactions', pageFor(1, 0));
    await renderOrders('orders?q=kursi');
    expect(await screen.findByText('Tidak ada pesanan yang cocok dengan “kursi”.')).toBeVisible();
  });

  it('shows the failure with a retry', async () => {
    useErrorCase(mockServer, 'listTransactions', 404, undefined, { once: true });
    const { user } = await renderOrders();
    expect(await screen.findByText('Data tidak ditemukan')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(
      await screen.findByRole('listitem', { name: 'Pesanan IDL-20250430-000001' }),
    ).toBeVisible();
  });

  it('offers no payment once the deadline has passed', async () => {
    useSuccessCase(mockServer, 'listTransactions', {
      ...pageFor(1, 1),
      items: [makeOrderSummary(0, { payment_deadline: MOCK_NOW })],
    });
    await renderOrders();
    const order = await screen.findByRole('listitem', { name: 'Pesanan IDL-20250430-000001' });
    expect(within(order).queryByRole('link', { name: 'Bayar sekarang' })).not.toBeInTheDocument();
  });

  it('sends an order with an extra charge to pay to its page, where the charge is listed', async () => {
    useSuccessCase(mockServer, 'listTransactions', {
      ...pageFor(1, 1),
      items: [makeOrderSummary(0, { status: 'adjustment', payment_status: 'unpaid' })],
    });
    await renderOrders();
    const order = await screen.findByRole('listitem', { name: 'Pesanan IDL-20250430-000001' });
    expect(within(order).getByRole('link', { name: 'Bayar sekarang' })).toHaveAttribute(
      'href',
      '/id-ID/orders/GRP-20250430-000001/IDL-20250430-000001',
    );
  });

  it('names the other products of a large order by count', async () => {
    const base = makeOrderSummary(0);
    const products = [0, 1, 2, 3].map((i) => ({
      id: `prd-${i}`,
      title: `Produk ${i}`,
      image_url: null,
    }));
    useSuccessCase(mockServer, 'listTransactions', {
      ...pageFor(1, 1),
      items: [{ ...base, products }],
    });
    await renderOrders();
    expect(await screen.findByText(/Produk 0, Produk 1\s+dan 2 lainnya/)).toBeVisible();
  });
});
