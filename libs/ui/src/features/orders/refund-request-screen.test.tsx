import {
  errorEnvelope,
  handlerFor,
  hoursFromNow,
  makeOrderDetail,
  MOCK_NOW,
  readMultipart,
  useErrorCase,
  useSuccessCase,
} from '@storefront/api/testing';
import type { MultipartContent } from '@storefront/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import { setUpScreenTestFile } from '../../testing/screen-test-file';
import RefundRequestScreen from './refund-request-screen';

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

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46];
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_HEAD = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34];

/** A file whose first bytes say what it is, padded to `size` bytes. */
function photo(name: string, head: readonly number[] = JPEG_HEAD, size = 2048): File {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' });
}

/** Answers the refund request and records what each one carried (text fields, file counts). */
function recordRefunds(): MultipartContent[] {
  const sent: MultipartContent[] = [];
  mockServer.use(
    handlerFor('requestRefund', async ({ request }) => {
      sent.push(await readMultipart(request));
      return HttpResponse.json({ status: 201, message: 'OK', data: null });
    }),
  );
  return sent;
}

async function addPhotos(user: UserEvent, files: File[]) {
  await user.upload(await screen.findByLabelText(/Tambah foto/), files);
}

async function fillForm(user: UserEvent) {
  await user.type(await screen.findByLabelText(/Alasan refund/), REASON);
  await user.click(await screen.findByRole('radio', { name: /BCA · 5270012345/ }));
}

setUpScreenTestFile({ signedIn: true, now: MOCK_NOW });

beforeEach(() => {
  useSuccessCase(mockServer, 'getTransaction', delivered(10));
});

describe('RefundRequestScreen', () => {
  it('sends the reason, the photos and the bank account, then goes back to the order', async () => {
    const sent = recordRefunds();
    const previews = vi
      .spyOn(URL, 'createObjectURL')
      .mockImplementation((file) => `blob:${(file as File).name}`);
    const released = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
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
    expect(
      screen.getByText(/JPG atau PNG, 1 sampai 5 foto, maksimal 10 MB per foto dan 20 MB total/),
    ).toBeVisible();
    // Chosen in two goes; one is taken out again.
    await addPhotos(user, [photo('jahitan.jpg'), photo('salah.jpg')]);
    await addPhotos(user, [photo('label.png', PNG_HEAD)]);
    const chosen = screen.getByRole('list', { name: 'Foto yang dipilih' });
    expect(within(chosen).getByRole('img', { name: 'Pratinjau jahitan.jpg' })).toHaveAttribute(
      'src',
      'blob:jahitan.jpg',
    );
    await waitFor(() => expect(within(chosen).getAllByRole('img')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Hapus salah.jpg' }));
    expect(within(chosen).getAllByRole('img')).toHaveLength(2);
    expect(released).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Kirim pengajuan' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      fields: {
        order_number: ORDER,
        reason: REASON,
        bank_account_id: 'bank-1',
        // Every unit still open, unless the buyer lowers it.
        lines: JSON.stringify([{ line_id: 'line-1', quantity: 100 }]),
      },
      fileCounts: { photos: 2 },
    });
    expect(await screen.findByText('Pengajuan refund Anda telah dikirim')).toBeVisible();
    expect(screen.getByText('navigated away')).toBeVisible();
    previews.mockRestore();
    released.mockRestore();
  });

  it('refunds the units picked, with the amount the domain computes (decision 289)', async () => {
    const idr = (amount: number) => ({ amount, currency: 'IDR' as const });
    const base = delivered(10);
    const product = base.lines[0]?.product;
    if (!product) throw new Error('no product');
    useSuccessCase(mockServer, 'getTransaction', {
      ...base,
      lines: [
        {
          product,
          variants: [
            {
              line_id: 'line-h',
              variant_id: 'v-h',
              name: 'Hitam',
              quantity: 3,
              sub_variants: [],
              unit_price: idr(150_000),
              line_total: idr(450_000),
              parts: null,
              refunded_quantity: 1,
              refundable_quantity: 2,
            },
            {
              line_id: 'line-m',
              variant_id: 'v-m',
              name: 'Merah',
              quantity: 1,
              sub_variants: [],
              unit_price: idr(200_000),
              line_total: idr(200_000),
              parts: null,
              refunded_quantity: 0,
              refundable_quantity: 1,
            },
          ],
        },
      ],
      shipping_fee: idr(25_000),
      discount: idr(0),
    });
    const sent = recordRefunds();
    const { user } = await renderRefund();
    // One Hitam was refunded before: the two left and the Merah, with the shipping fee.
    expect(await screen.findByText(/Hitam: 2 dari 3 unit dapat di-refund/)).toBeVisible();
    expect(screen.getByText(/Jumlah refund: Rp\s?525\.000 \(termasuk ongkos kirim/)).toBeVisible();
    const fewerMerah = screen.getByRole('button', { name: /Kurangi satu unit .*Merah/ });
    await user.click(fewerMerah);
    expect(fewerMerah).toBeDisabled();
    expect(screen.getByText(/Jumlah refund: Rp\s?300\.000$/)).toBeVisible();
    expect(screen.getByRole('button', { name: /Tambah satu unit .*Hitam/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Kurangi satu unit .*Hitam/ }));
    expect(screen.getByText(/Jumlah refund: Rp\s?150\.000$/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Kurangi satu unit .*Hitam/ }));
    expect(screen.getAllByText('Pilih minimal satu unit untuk di-refund.')[0]).toBeVisible();
    await fillForm(user);
    await addPhotos(user, [photo('jahitan.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Kirim pengajuan' }));
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Tambah satu unit .*Hitam/ }));
    await user.click(screen.getByRole('button', { name: 'Kirim pengajuan' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.fields['lines']).toBe(JSON.stringify([{ line_id: 'line-h', quantity: 1 }]));
  });

  it('gives each bad photo its own error as soon as it is picked', async () => {
    const { user } = await renderRefund();
    await fillForm(user);
    await addPhotos(user, [
      photo('nota.jpg', PDF_HEAD),
      photo('jahitan.jpg'),
      photo('besar.jpg', JPEG_HEAD, 10 * 1024 * 1024 + 1),
    ]);
    expect(await screen.findByText('nota.jpg: Jenis file tidak sesuai')).toBeVisible();
    expect(screen.getByText('besar.jpg: File terlalu besar')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hapus besar.jpg' })).toHaveAccessibleDescription(
      'besar.jpg: File terlalu besar',
    );
    await user.click(screen.getByRole('button', { name: 'Hapus nota.jpg' }));
    expect(screen.queryByText(/Jenis file tidak sesuai/)).not.toBeInTheDocument();
    expect(screen.getByText('besar.jpg: File terlalu besar')).toBeVisible();
  });

  it('asks for the reason, the account and a photo before sending', async () => {
    const sent = recordRefunds();
    const { user } = await renderRefund();
    await screen.findByRole('radio', { name: /BCA · 5270012345/ });
    expect(screen.queryByText('Wajib diisi')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kirim pengajuan' }));
    await waitFor(() => expect(screen.getAllByText('Wajib diisi')).toHaveLength(3));
    expect(screen.getByLabelText(/Tambah foto/)).toHaveAttribute('aria-invalid', 'true');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Kirim pengajuan' }));
    expect(screen.getByText('Wajib diisi')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it.each([
    [
      'a PDF named .jpg (judged by its content)',
      () => [photo('jahitan.jpg'), photo('nota.jpg', PDF_HEAD)],
      'nota.jpg: Jenis file tidak sesuai',
    ],
    [
      'six photos',
      () => Array.from({ length: 6 }, (_, i) => photo(`foto-${i}.jpg`)),
      'Terlalu banyak file (maksimal 5)',
    ],
    [
      'a photo over 10 MB',
      () => [photo('besar.jpg', JPEG_HEAD, 10 * 1024 * 1024 + 1)],
      'besar.jpg: File terlalu besar',
    ],
    [
      'photos over 20 MB together',
      () => [
        photo('a.jpg', JPEG_HEAD, 10 * 1024 * 1024),
        photo('b.jpg', JPEG_HEAD, 10 * 1024 * 1024),
        photo('c.jpg'),
      ],
      'File terlalu besar',
    ],
  ])('refuses %s before sending anything', async (_case, files, message) => {
    const sent = recordRefunds();
    const { user } = await renderRefund();
    await fillForm(user);
    await addPhotos(user, files());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Kirim pengajuan' }));
    expect(screen.queryByText('navigated away')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('clears a photo error once the offending photo is removed', async () => {
    const sent = recordRefunds();
    const { user } = await renderRefund();
    await fillForm(user);
    await addPhotos(user, [photo('jahitan.jpg'), photo('nota.jpg', PDF_HEAD)]);
    expect(await screen.findByText('nota.jpg: Jenis file tidak sesuai')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Hapus nota.jpg' }));
    expect(screen.queryByText(/Jenis file tidak sesuai/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kirim pengajuan' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.fileCounts).toEqual({ photos: 1 });
  });

  it('puts the gateway’s refusal of a photo under the photos', async () => {
    useErrorCase(
      mockServer,
      'requestRefund',
      415,
      errorEnvelope('file_type_invalid', 'id', { photos: 'field.invalid' }),
    );
    const { user } = await renderRefund();
    await fillForm(user);
    await addPhotos(user, [photo('jahitan.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Kirim pengajuan' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Tambah foto/)).toHaveAccessibleDescription(
        expect.stringContaining('Jenis file tidak sesuai'),
      ),
    );
    expect(screen.queryByText('navigated away')).not.toBeInTheDocument();
    // A new photo clears the gateway's verdict on the old ones.
    await addPhotos(user, [photo('ulang.jpg')]);
    expect(screen.queryByRole('alert', { name: /Type file/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Tambah foto/)).not.toHaveAttribute('aria-invalid');
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
    // The bank accounts screen sends the customer back here once the account is saved.
    const add = screen.getByRole('link', { name: 'Tambah rekening bank' });
    const target = new URL(add.getAttribute('href') ?? '', 'https://shop.test');
    expect(target.pathname).toBe('/id-ID/account/bank-accounts');
    expect(target.searchParams.get('next')).toMatch(/^\/id-ID\/orders\/.+\/refund$/);
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
    await fillForm(user);
    await addPhotos(user, [photo('jahitan.jpg')]);
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
    await fillForm(user);
    await addPhotos(user, [photo('jahitan.jpg')]);
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
