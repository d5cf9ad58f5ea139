import {
  errorEnvelope,
  hoursFromNow,
  idr,
  makeCheckoutGroup,
  makeOrderSummary,
  makeUsableVoucher,
  makeVoucher,
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
import ConfirmationScreen from './confirmation-screen';

const GROUP = 'GRP-20250430-000001';

function renderConfirmation() {
  return renderScreen(<ConfirmationScreen />, {
    routePath: 'checkout/:groupNumber',
    url: `checkout/${GROUP}`,
  });
}

setUpScreenTestFile({ signedIn: true, now: MOCK_NOW });

describe('ConfirmationScreen', () => {
  it('confirms what was placed, where it goes and what is due by when', async () => {
    useSuccessCase(
      mockServer,
      'getCheckout',
      makeCheckoutGroup(GROUP, {
        orders: [
          makeOrderSummary(0, { group_number: GROUP }),
          makeOrderSummary(1, {
            group_number: GROUP,
            order_number: 'IDL-20250430-000002',
            shipping_type: 'air',
            status: 'calculating',
          }),
        ],
      }),
    );
    await renderConfirmation();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Konfirmasi pesanan' }),
    ).toBeVisible();
    expect(screen.getByText(`Grup pesanan ${GROUP}`)).toBeVisible();
    const orders = screen.getByRole('region', { name: 'Pesanan' });
    expect(orders).toHaveTextContent('IDL-20250430-000001');
    expect(orders).toHaveTextContent('Kargo laut');
    expect(orders).toHaveTextContent('Kargo udara');
    expect(orders).toHaveTextContent('Sedang dihitung');
    const delivery = screen.getByRole('region', { name: 'Pengiriman dan pembayaran' });
    expect(delivery).toHaveTextContent('Home · Sari Wulandari');
    expect(delivery).toHaveTextContent('JNE REG');
    expect(delivery).toHaveTextContent('Metode pembayaran: Virtual account');
    const summary = screen.getByRole('region', { name: 'Ringkasan pesanan' });
    expect(summary).toHaveTextContent(/Total\s*Rp\s?13\.425\.000/);
    // MOCK_NOW + 20 h, on the storefront clock (Asia/Singapore).
    expect(summary).toHaveTextContent('Bayar sebelum 2 Mei 2025, 07.00, atau pesanan dibatalkan.');
    expect(within(summary).getByRole('link', { name: 'Bayar sekarang' })).toHaveAttribute(
      'href',
      `/id-ID/checkout/${GROUP}/payment`,
    );
  });

  it('shows the failure to load the group', async () => {
    useErrorCase(mockServer, 'getCheckout', 404, undefined, { once: true });
    const { user } = await renderConfirmation();
    expect(await screen.findByText('Data tidak ditemukan')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('region', { name: 'Pesanan' })).toBeVisible();
  });

  it('waits for the calculation before offering payment', async () => {
    useSuccessCase(mockServer, 'getCheckout', makeCheckoutGroup(GROUP, { payment_deadline: null }));
    await renderConfirmation();
    expect(await screen.findByText(/Tim kami masih menghitung sebagian pesanan ini/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Bayar sekarang' })).not.toBeInTheDocument();
  });

  it('says the deadline has passed', async () => {
    useSuccessCase(
      mockServer,
      'getCheckout',
      makeCheckoutGroup(GROUP, { payment_deadline: MOCK_NOW }),
    );
    await renderConfirmation();
    expect(await screen.findByText('Batas waktu pembayaran pesanan ini sudah lewat')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Bayar sekarang' })).not.toBeInTheDocument();
  });

  it('shows a paid group without vouchers to change', async () => {
    useSuccessCase(
      mockServer,
      'getCheckout',
      makeCheckoutGroup(GROUP, { payment_status: 'paid', notes: 'Kirim pagi hari' }),
    );
    await renderConfirmation();
    expect(await screen.findByText('Grup pesanan ini sudah dibayar.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Voucher' })).not.toBeInTheDocument();
    expect(screen.getByText('Kirim pagi hari')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Simpan catatan' })).not.toBeInTheDocument();
  });

  describe('vouchers', () => {
    it('applies a voucher and shows its discount', async () => {
      const applied = makeCheckoutGroup(GROUP, {
        vouchers: [{ id: 'vch-1', title: 'Gratis Ongkir Rp 150.000', discount: idr('150000') }],
        discount: idr('150000'),
        total: idr('13275000'),
      });
      const { bodies } = recordRequests('useVouchers', applied);
      const { user } = await renderConfirmation();
      const voucher = await screen.findByRole('checkbox', { name: 'Gratis Ongkir Rp 150.000' });
      expect(screen.getByText(/potongan Rp\s?150\.000 · berlaku hingga 8 Mei 2025/)).toBeVisible();
      useSuccessCase(mockServer, 'getCheckout', applied);
      await user.click(voucher);
      await waitFor(() =>
        expect(bodies).toEqual([{ group_number: GROUP, voucher_ids: ['vch-1'] }]),
      );
      expect(await screen.findByText('Voucher digunakan')).toBeVisible();
      const summary = screen.getByRole('region', { name: 'Ringkasan pesanan' });
      await waitFor(() => expect(summary).toHaveTextContent(/Total\s*Rp\s?13\.275\.000/));
      expect(summary).toHaveTextContent('Voucher Gratis Ongkir Rp 150.000');
    });

    it('refuses a non-stackable voucher with another, naming it, without a call', async () => {
      useSuccessCase(
        mockServer,
        'getCheckout',
        makeCheckoutGroup(GROUP, {
          vouchers: [{ id: 'vch-1', title: 'Gratis Ongkir Rp 150.000', discount: idr('150000') }],
        }),
      );
      const { bodies } = recordRequests('useVouchers', makeCheckoutGroup(GROUP));
      const { user } = await renderConfirmation();
      expect(
        await screen.findByRole('checkbox', { name: 'Gratis Ongkir Rp 150.000' }),
      ).toBeChecked();
      await user.click(screen.getByRole('checkbox', { name: 'Diskon 5% Pengguna Baru' }));
      expect(
        await screen.findByText(
          'Voucher Diskon 5% Pengguna Baru tidak dapat digabung dengan voucher lain',
        ),
      ).toBeVisible();
      expect(bodies).toEqual([]);
    });

    it('removes an applied voucher', async () => {
      useSuccessCase(
        mockServer,
        'getCheckout',
        makeCheckoutGroup(GROUP, {
          vouchers: [{ id: 'vch-2', title: 'Diskon 5% Pengguna Baru', discount: idr('300000') }],
        }),
      );
      const { bodies } = recordRequests('useVouchers', makeCheckoutGroup(GROUP));
      const { user } = await renderConfirmation();
      await user.click(await screen.findByRole('checkbox', { name: 'Diskon 5% Pengguna Baru' }));
      await waitFor(() => expect(bodies).toEqual([{ group_number: GROUP, voucher_ids: [] }]));
      expect(await screen.findByText('Voucher dilepas')).toBeVisible();
    });

    it('shows why a voucher cannot be used here', async () => {
      useSuccessCase(mockServer, 'listUsableVouchers', [
        makeUsableVoucher(2, { usable: false, reason: 'voucher_min_spend_not_met' }),
      ]);
      await renderConfirmation();
      expect(await screen.findByRole('checkbox', { name: 'Potongan Rp 250.000' })).toBeDisabled();
      expect(
        screen.getByText(
          'Belanja Anda belum mencapai minimum pembelian voucher Potongan Rp 250.000',
        ),
      ).toBeVisible();
    });

    it('describes a percent voucher with its cap', async () => {
      useSuccessCase(mockServer, 'listUsableVouchers', [
        makeUsableVoucher(1),
        {
          voucher: makeVoucher(4, { discount: { kind: 'percent', bps: 1250, cap: null } }),
          usable: true,
          reason: null,
        },
      ]);
      await renderConfirmation();
      expect(await screen.findByText(/diskon 5%, maksimal Rp\s?300\.000/)).toBeVisible();
      expect(screen.getByText(/diskon 12,5%/)).toBeVisible();
    });

    it('shows the gateway’s refusal', async () => {
      useErrorCase(mockServer, 'useVouchers', 422, errorEnvelope('voucher_expired', 'id'));
      const { user } = await renderConfirmation();
      await user.click(await screen.findByRole('checkbox', { name: 'Gratis Ongkir Rp 150.000' }));
      expect(await screen.findByText('Voucher sudah kedaluwarsa')).toBeVisible();
    });

    it('says when there is no voucher, and when they cannot be loaded', async () => {
      useSuccessCase(mockServer, 'listUsableVouchers', []);
      await renderConfirmation();
      expect(
        await screen.findByText(
          'Anda tidak memiliki voucher yang sudah diklaim untuk pesanan ini.',
        ),
      ).toBeVisible();
    });

    it('shows the voucher list’s failure with a retry', async () => {
      useErrorCase(mockServer, 'listUsableVouchers', 404, undefined, { once: true });
      const { user } = await renderConfirmation();
      const vouchers = await screen.findByRole('region', { name: 'Voucher' });
      expect(await within(vouchers).findByText('Data tidak ditemukan')).toBeVisible();
      await user.click(within(vouchers).getByRole('button', { name: 'Coba lagi' }));
      expect(
        await within(vouchers).findByRole('checkbox', { name: 'Gratis Ongkir Rp 150.000' }),
      ).toBeVisible();
    });
  });

  describe('notes', () => {
    it('saves the note', async () => {
      const { bodies } = recordRequests('saveCheckoutNote', null);
      const { user } = await renderConfirmation();
      await user.type(await screen.findByLabelText('Catatan untuk tim kami'), 'Telepon dulu');
      await user.click(screen.getByRole('button', { name: 'Simpan catatan' }));
      await waitFor(() => expect(bodies).toEqual([{ group_number: GROUP, notes: 'Telepon dulu' }]));
      expect(await screen.findByText('Catatan disimpan')).toBeVisible();
    });

    it('shows the gateway’s refusal under the field', async () => {
      useErrorCase(
        mockServer,
        'saveCheckoutNote',
        400,
        errorEnvelope('validation_failed', 'id', { notes: 'field.too_long' }),
      );
      const { user } = await renderConfirmation();
      await user.type(await screen.findByLabelText('Catatan untuk tim kami'), 'Telepon dulu');
      await user.click(screen.getByRole('button', { name: 'Simpan catatan' }));
      expect(await screen.findByText('Maksimal 100 karakter')).toBeVisible();
      expect(screen.getByText('Beberapa isian belum benar')).toBeVisible();
    });
  });

  it('counts the payment window from the group’s own deadline', async () => {
    useSuccessCase(
      mockServer,
      'getCheckout',
      makeCheckoutGroup(GROUP, { payment_deadline: hoursFromNow(0.5) }),
    );
    await renderConfirmation();
    expect(await screen.findByRole('link', { name: 'Bayar sekarang' })).toBeVisible();
  });
});
