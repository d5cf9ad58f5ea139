import {
  errorEnvelope,
  hoursFromNow,
  makeOrderDetail,
  MOCK_NOW,
  signInForTests,
  useErrorCase,
  useSuccessCase,
} from '@storefront/api/testing';
import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import RefundRequestScreen from './refund-request-screen';
import { recordRequests } from './testing/record-requests';

const GROUP = 'GRP-20250430-000001';
const ORDER = 'IDL-20250430-000001';
const REASON = 'Jahitan tas robek pada 12 dari 100 unit';

function renderRefund() {
  return renderScreen(<RefundRequestScreen />, {
    routePath: 'orders/:groupNumber/:orderNumber/refund',
    url: `orders/${GROUP}/${ORDER}/refund`,
  });
}

function delivered(receivedHoursAgo: number, status: 'delivered' | 'in_process' = 'delivered') {
  return makeOrderDetail(ORDER, {
    group_number: GROUP,
    status,
    payment_status: 'paid',
    payment_deadline: null,
    received_at: status === 'delivered' ? hoursFromNow(-receivedHoursAgo) : null,
  });
}

// A screen waits on several mock calls in a row; on a busy machine that outlasts the default
// 1 s of findBy and 5 s of a test.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  signInForTests();
  vi.setSystemTime(new Date(MOCK_NOW));
  useSuccessCase(mockServer, 'getTransaction', delivered(10));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RefundRequestScreen', () => {
  it('sends the reason and the bank account, then goes back to the order', async () => {
    const { bodies } = recordRequests('requestRefund', null);
    const { user } = await renderRefund();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajukan refund' })).toBeVisible();
    expect(screen.getByText(/Komplain diterima paling lambat 2x24 jam/)).toBeVisible();
    // Received 10 h before 1 May 2025 11:00 (Singapore), at 01:00: the window closes 48 h later.
    expect(
      screen.getByText('Anda dapat mengajukan refund hingga 3 Mei 2025, 01.00.'),
    ).toBeVisible();
    await user.type(screen.getByLabelText(/Alasan refund/), REASON);
    expect(screen.getByText(/39\/500 karakter/)).toBeVisible();
    await user.click(await screen.findByRole('radio', { name: /BCA · 5270012345/ }));
    await user.click(screen.getByRole('button', { name: 'Kirim pengajuan' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ order_number: ORDER, reason: REASON, bank_account_id: 'bank-1' }]),
    );
    expect(await screen.findByText('Pengajuan refund Anda telah dikirim')).toBeVisible();
    expect(screen.getByText('navigated away')).toBeVisible();
  });

  it('asks for the reason and the account before sending', async () => {
    const { bodies } = recordRequests('requestRefund', null);
    const { user } = await renderRefund();
    await screen.findByRole('radio', { name: /BCA · 5270012345/ });
    await user.click(screen.getByRole('button', { name: 'Kirim pengajuan' }));
    await waitFor(() => expect(screen.getAllByText('Wajib diisi')).toHaveLength(2));
    expect(bodies).toEqual([]);
  });

  it.each([
    [
      'the window closed one minute ago',
      delivered(48 + 1 / 60),
      'Batas waktu pengajuan komplain untuk pesanan ini sudah berakhir',
    ],
    [
      'an order not delivered yet',
      delivered(0, 'in_process'),
      'Tindakan ini tidak dapat dilakukan pada status pesanan saat ini',
    ],
  ])('refuses %s without a form', async (_case, order, message) => {
    useSuccessCase(mockServer, 'getTransaction', order);
    await renderRefund();
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Kirim pengajuan' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Kembali ke pesanan' })[0]).toHaveAttribute(
      'href',
      `/id-ID/orders/${GROUP}/${ORDER}`,
    );
  });

  it('still takes the request at exactly 48 hours', async () => {
    useSuccessCase(mockServer, 'getTransaction', delivered(48));
    await renderRefund();
    expect(await screen.findByRole('button', { name: 'Kirim pengajuan' })).toBeVisible();
  });

  it('sends a customer without a bank account to add one', async () => {
    useSuccessCase(mockServer, 'listBankAccounts', []);
    await renderRefund();
    expect(await screen.findByText('Tambahkan rekening bank untuk menerima refund.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tambah rekening bank' })).toHaveAttribute(
      'href',
      '/id-ID/account/bank-accounts',
    );
    expect(screen.getByRole('button', { name: 'Kirim pengajuan' })).toBeDisabled();
  });

  it('shows the bank accounts’ failure with a retry', async () => {
    useErrorCase(mockServer, 'listBankAccounts', 404, undefined, { once: true });
    const { user } = await renderRefund();
    expect(await screen.findByText('Data tidak ditemukan')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('radio', { name: /BCA · 5270012345/ })).toBeVisible();
  });

  it('shows the gateway’s refusal and its field errors', async () => {
    useErrorCase(mockServer, 'requestRefund', 422, errorEnvelope('refund_window_closed', 'id'));
    const { user } = await renderRefund();
    await user.type(await screen.findByLabelText(/Alasan refund/), REASON);
    await user.click(await screen.findByRole('radio', { name: /BCA · 5270012345/ }));
    await user.click(screen.getByRole('button', { name: 'Kirim pengajuan' }));
    expect(
      await screen.findByText('Batas waktu pengajuan komplain untuk pesanan ini sudah berakhir'),
    ).toBeVisible();
    expect(screen.queryByText('navigated away')).not.toBeInTheDocument();
  });

  it('puts the gateway’s field errors under the fields', async () => {
    useErrorCase(
      mockServer,
      'requestRefund',
      400,
      errorEnvelope('validation_failed', 'id', { reason: 'field.too_long' }),
    );
    const { user } = await renderRefund();
    await user.type(await screen.findByLabelText(/Alasan refund/), REASON);
    await user.click(await screen.findByRole('radio', { name: /BCA · 5270012345/ }));
    await user.click(screen.getByRole('button', { name: 'Kirim pengajuan' }));
    expect(await screen.findByText('Maksimal 500 karakter')).toBeVisible();
  });

  it('shows the failure to load the order with a retry', async () => {
    useErrorCase(mockServer, 'getTransaction', 404, undefined, { once: true });
    const { user } = await renderRefund();
    expect(await screen.findByText('Data tidak ditemukan')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByLabelText(/Alasan refund/)).toBeVisible();
  });
});
