import { makePayment, MOCK_NOW, useSuccessCase } from '@storefront/api/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { recordRequests } from '../../testing/record-requests';
import { renderScreen } from '../../testing/render-screen';
import { setUpScreenTestFile } from '../../testing/screen-test-file';
import PaymentScreen from './payment-screen';

const GROUP = 'GRP-20250430-000002';
const WALLETS = ['OVO', 'DANA', 'SHOPEEPAY', 'LINKAJA'] as const;
const BANKS = ['BCA', 'BNI', 'BRI', 'MANDIRI', 'PERMATA', 'BSI', 'CIMB'] as const;

/** The e-wallet payment before the buyer has picked a wallet. */
const CHOOSING_WALLET = makePayment(GROUP, {
  method: 'ewallet',
  virtual_account: null,
  channel: null,
  channels: [...WALLETS],
});

function renderPayment(query = '') {
  return renderScreen(<PaymentScreen />, {
    routePath: 'checkout/:groupNumber/payment',
    url: `checkout/${GROUP}/payment${query}`,
  });
}

setUpScreenTestFile({ signedIn: true, now: MOCK_NOW });

afterEach(() => vi.unstubAllGlobals());

describe('PaymentScreen: the bank or e-wallet to pay through', () => {
  it('asks for the e-wallet first and opens the payment through the one picked', async () => {
    const opened = makePayment(GROUP, {
      method: 'ewallet',
      virtual_account: null,
      channel: 'DANA',
      channels: [...WALLETS],
      checkout_url: 'http://localhost:3000/dev/payments/sim-1/checkout',
    });
    const calls = recordRequests('getPayment', CHOOSING_WALLET, opened);
    const { user } = await renderPayment();
    expect(await screen.findByRole('group', { name: 'Pilih e-wallet Anda' })).toBeVisible();
    for (const name of ['OVO', 'DANA', 'ShopeePay', 'LinkAja']) {
      expect(screen.getByRole('radio', { name })).toBeVisible();
    }
    expect(screen.queryByRole('link', { name: /Bayar dengan/ })).not.toBeInTheDocument();
    const go = screen.getByRole('button', { name: 'Lanjutkan' });
    expect(go).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'DANA' }));
    await user.click(go);
    const link = await screen.findByRole('link', { name: 'Bayar dengan DANA' });
    expect(link).toHaveAttribute('href', 'http://localhost:3000/dev/payments/sim-1/checkout');
    expect(calls.queries.at(-1)).toEqual({ channel: 'DANA' });
    expect(calls.queries[0]).toEqual({});
  });

  it('shows the banks for a virtual account and the account at the bank picked', async () => {
    const calls = recordRequests(
      'getPayment',
      makePayment(GROUP, { virtual_account: null, channel: null, channels: [...BANKS] }),
      makePayment(GROUP, {
        virtual_account: { bank: 'MANDIRI', number: '8808999988887777' },
        channel: 'MANDIRI',
        channels: [...BANKS],
      }),
    );
    const { user } = await renderPayment();
    await user.click(await screen.findByRole('radio', { name: 'Mandiri' }));
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    expect(await screen.findByText('8808999988887777')).toBeVisible();
    expect(screen.getByText('Nomor rekening MANDIRI')).toBeVisible();
    expect(calls.queries.at(-1)).toEqual({ channel: 'MANDIRI' });
  });

  it('lets the buyer change the bank, the current one preselected', async () => {
    const calls = recordRequests(
      'getPayment',
      makePayment(GROUP),
      makePayment(GROUP, {
        virtual_account: { bank: 'BRI', number: '8808111122223333' },
        channel: 'BRI',
        channels: [...BANKS],
      }),
    );
    const { user } = await renderPayment();
    await user.click(await screen.findByRole('button', { name: 'Bayar di bank lain' }));
    expect(screen.getByRole('radio', { name: 'BCA' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'BRI' }));
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    expect(await screen.findByText('8808111122223333')).toBeVisible();
    expect(calls.queries.at(-1)).toEqual({ channel: 'BRI' });
  });

  it('says a refused e-wallet payment did not go through and offers the wallets again', async () => {
    useSuccessCase(mockServer, 'getPayment', { ...CHOOSING_WALLET, last_attempt_failed: true });
    await renderPayment('?payment=p-1&result=failure');
    expect(await screen.findByText('Pembayaran tidak berhasil')).toBeVisible();
    expect(screen.getByText(/Tidak ada dana yang ditarik/)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'OVO' })).toBeVisible();
  });

  it('shows what the server says on the return, not what the address says', async () => {
    // The address claims success; the server has not been told yet: the page waits with it.
    useSuccessCase(
      mockServer,
      'getPayment',
      makePayment(GROUP, {
        method: 'ewallet',
        virtual_account: null,
        channel: 'OVO',
        channels: [...WALLETS],
        checkout_url: 'https://ewallet.example/pay/abc',
      }),
    );
    const { user } = await renderPayment('?payment=p-1&result=success');
    expect(
      await screen.findByText(/Kami menunggu konfirmasi pembayaran dari e-wallet/),
    ).toBeVisible();
    expect(screen.queryByText('Pembayaran diterima')).not.toBeInTheDocument();
    useSuccessCase(
      mockServer,
      'getPayment',
      makePayment(GROUP, {
        method: 'ewallet',
        virtual_account: null,
        payment_status: 'paid',
        paid_at: MOCK_NOW,
        channel: 'OVO',
        channels: [...WALLETS],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Cek status pembayaran' }));
    expect(await screen.findByText('Pembayaran diterima')).toBeVisible();
  });

  it("opens the wallet's app on a phone when the provider gives its link", async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query === '(pointer: coarse)', media: query })),
    );
    useSuccessCase(
      mockServer,
      'getPayment',
      makePayment(GROUP, {
        method: 'ewallet',
        virtual_account: null,
        channel: 'SHOPEEPAY',
        channels: [...WALLETS],
        checkout_url: 'https://ewallet.example/pay/abc',
        mobile_checkout_url: 'shopeeid://pay/abc',
      }),
    );
    await renderPayment();
    const link = await screen.findByRole('link', { name: 'Bayar dengan ShopeePay' });
    await waitFor(() => expect(link).toHaveAttribute('href', 'shopeeid://pay/abc'));
  });

  it('warns on every payment page that payments are simulated in test mode', async () => {
    useSuccessCase(mockServer, 'getPayment', makePayment(GROUP, { test_mode: true }));
    await renderPayment();
    expect(await screen.findByText('Mode uji')).toBeVisible();
    expect(screen.getByText(/tidak ada uang sungguhan yang ditarik/)).toBeVisible();
  });

  it('shows no banner when real payments are taken', async () => {
    useSuccessCase(mockServer, 'getPayment', makePayment(GROUP));
    await renderPayment();
    await screen.findByText('8808012345678901');
    expect(screen.queryByText('Mode uji')).not.toBeInTheDocument();
  });
});
