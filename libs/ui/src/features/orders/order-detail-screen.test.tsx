import {
  errorEnvelope,
  hoursFromNow,
  idr,
  makeOrderDetail,
  makeRefund,
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
import OrderDetailScreen from './order-detail-screen';

const GROUP = 'GRP-20250430-000001';
const ORDER = 'IDL-20250430-000001';

function renderDetail() {
  return renderScreen(<OrderDetailScreen />, {
    routePath: 'orders/:groupNumber/:orderNumber',
    url: `orders/${GROUP}/${ORDER}`,
  });
}

/** A delivered order received `hours` before MOCK_NOW. */
function deliveredHoursAgo(hours: number) {
  return makeOrderDetail(ORDER, {
    group_number: GROUP,
    status: 'delivered',
    payment_status: 'paid',
    payment_deadline: null,
    tracking_number: 'JNE0012345678',
    received_at: hoursFromNow(-hours),
  });
}

setUpScreenTestFile({ signedIn: true, now: MOCK_NOW });

describe('OrderDetailScreen', () => {
  it('shows the order’s products, delivery, charges and history, and the way to pay', async () => {
    useSuccessCase(
      mockServer,
      'getTransaction',
      makeOrderDetail(ORDER, {
        group_number: GROUP,
        notes: 'Kirim pagi hari',
        vouchers: [{ id: 'vch-1', title: 'Gratis Ongkir Rp 150.000', discount: idr('150000') }],
        discount: idr('150000'),
        adjustments: [
          {
            id: 'adj-1',
            amount: idr('250000'),
            reason: 'Bea masuk tambahan',
            created_at: hoursFromNow(-2),
            paid_at: hoursFromNow(-1),
          },
        ],
        // As the gateway's orderTotals gives them: 13,300,000 + 125,000 − 150,000 + 250,000.
        total: idr('13525000'),
        totals: {
          subtotal: idr('13300000'),
          shipping_fee: idr('125000'),
          discount: idr('150000'),
          adjustments: idr('250000'),
          total: idr('13525000'),
          refunded: idr('0'),
          net: idr('13525000'),
        },
      }),
    );
    await renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Detail pesanan' })).toBeVisible();
    const status = screen.getByRole('region', { name: 'Status' });
    expect(status).toHaveTextContent('Menunggu pembayaran');
    expect(status).toHaveTextContent(`Grup pesanan ${GROUP}`);
    expect(within(status).getByRole('link', { name: 'Bayar sekarang' })).toHaveAttribute(
      'href',
      `/id-ID/checkout/${GROUP}/payment`,
    );
    expect(screen.getByRole('region', { name: 'Produk' })).toHaveTextContent(
      /Hitam: 100 × Rp\s?133\.000/,
    );
    const delivery = screen.getByRole('region', { name: 'Pengiriman' });
    expect(delivery).toHaveTextContent('Home · Sari Wulandari');
    expect(delivery).toHaveTextContent('JNE REG');
    expect(delivery).toHaveTextContent('Catatan: Kirim pagi hari');
    const charges = screen.getByRole('region', { name: 'Rincian biaya' });
    expect(charges).toHaveTextContent('Voucher Gratis Ongkir Rp 150.000');
    expect(charges).toHaveTextContent('Biaya tambahan (lunas): Bea masuk tambahan');
    // Issue 14: the rows add up to the total under them — the discount once, the charge in.
    const amounts = within(charges)
      .getAllByRole('definition')
      .map((cell) => Number((cell.textContent ?? '').replace(/[^\d−-]/g, '').replace('−', '-')));
    expect(amounts.slice(0, -1).reduce((sum, amount) => sum + amount, 0)).toBe(13_525_000);
    expect(amounts.at(-1)).toBe(13_525_000);
    expect(charges).toHaveTextContent(/Total\s*Rp\s?13\.525\.000/);
    expect(screen.getByRole('region', { name: 'Riwayat' })).toHaveTextContent(
      'Menunggu pembayaran',
    );
    expect(screen.queryByRole('button', { name: 'Pesanan diterima' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ajukan refund' })).not.toBeInTheDocument();
  });

  it('explains each line’s price as it was ordered and the products’ subtotal part by part', async () => {
    const order = makeOrderDetail(ORDER, { group_number: GROUP, shipping_type: 'air' });
    const [line] = order.lines;
    const [black] = line?.variants ?? [];
    if (!line || !black) throw new Error('the order factory has a line');
    const older = { ...black, line_id: 'line-2', variant_id: 'var-2', name: 'Abu', parts: null };
    useSuccessCase(mockServer, 'getTransaction', order);
    const { user, unmount } = await renderDetail();
    const products = await screen.findByRole('region', { name: 'Produk' });
    const table = within(products).getByRole('table', { name: 'Hitam' });
    expect(table).not.toBeVisible();
    await user.click(within(products).getAllByText('Rincian harga ini')[0] as HTMLElement);
    const row = (in_: HTMLElement, name: string) =>
      within(in_).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row(table, 'Ongkir domestik di Tiongkok')).toHaveTextContent('Rp 1.500Rp 150.000');
    // The order's shipping type names the freight, with its transit time.
    expect(row(table, 'Ongkos kirim internasional')).toHaveTextContent(
      /Kargo udara.*2–4.*Rp 11\.000Rp 1\.100\.000/,
    );
    expect(row(table, 'Harga all-in')).toHaveTextContent('Rp 133.000Rp 13.300.000');
    const subtotal = within(products).getByRole('table', { name: 'Produk' });
    expect(row(subtotal, 'Harga all-in')).toHaveTextContent('Rp 13.300.000');
    unmount();

    // A line ordered before the parts were kept: its price alone, and no subtotal breakdown.
    useSuccessCase(mockServer, 'getTransaction', {
      ...order,
      lines: [{ ...line, variants: [black, older] }],
    });
    await renderDetail();
    const again = await screen.findByRole('region', { name: 'Produk' });
    expect(within(again).getByRole('table', { name: 'Hitam' })).toBeInTheDocument();
    expect(within(again).queryByRole('table', { name: 'Abu' })).not.toBeInTheDocument();
    expect(within(again).queryByRole('table', { name: 'Produk' })).not.toBeInTheDocument();
  });

  it('asks for an extra charge staff added on its own payment page, not the paid group’s', async () => {
    useSuccessCase(
      mockServer,
      'getTransaction',
      makeOrderDetail(ORDER, {
        group_number: GROUP,
        status: 'adjustment',
        payment_status: 'unpaid',
        adjustments: [
          {
            id: '3f2b8c1e-9a4d-4c7e-8b1a-2d3e4f5a6b7c',
            amount: idr('250000'),
            reason: 'Bea masuk tambahan',
            created_at: hoursFromNow(-2),
            paid_at: null,
          },
        ],
      }),
    );
    await renderDetail();
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(status).toHaveTextContent(
      /Biaya tambahan yang harus dibayar: Rp\s?250\.000 \(Bea masuk tambahan\)/,
    );
    expect(within(status).getByRole('link', { name: /Bayar Rp\s?250\.000/ })).toHaveAttribute(
      'href',
      '/id-ID/checkout/3f2b8c1e-9a4d-4c7e-8b1a-2d3e4f5a6b7c/payment',
    );
    expect(within(status).queryByRole('link', { name: 'Bayar sekarang' })).not.toBeInTheDocument();
  });

  it('shows the gateway’s “Pesanan tidak ditemukan” for an unknown order, with a retry', async () => {
    useErrorCase(mockServer, 'getTransaction', 404, errorEnvelope('order_not_found', 'id'), {
      once: true,
    });
    const { user } = await renderDetail();
    expect(await screen.findByText('Pesanan tidak ditemukan')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('region', { name: 'Status' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kembali ke pesanan saya' })).toHaveAttribute(
      'href',
      '/id-ID/orders',
    );
  });

  describe('the 2x24 h refund window', () => {
    it.each([
      ['47 hours', 47, 'Tersisa 1 jam.'],
      ['47 hours and 50 minutes', 47 + 5 / 6, 'Tersisa 1 jam.'],
      ['exactly 48 hours', 48, 'Tersisa 0 jam.'],
      ['5 hours', 5, 'Tersisa 43 jam.'],
    ])(
      'is open %s after receipt, with the hours left and what follows',
      async (_case, hours, left) => {
        useSuccessCase(mockServer, 'getTransaction', deliveredHoursAgo(hours));
        await renderDetail();
        expect(await screen.findByRole('link', { name: 'Ajukan refund' })).toHaveAttribute(
          'href',
          `/id-ID/orders/${GROUP}/${ORDER}/refund`,
        );
        const window = screen.getByText(/Anda dapat mengajukan refund hingga/);
        expect(window).toHaveTextContent(left);
        expect(window).toHaveTextContent(
          'Tanpa keluhan hingga saat itu, pesanan selesai dengan sendirinya.',
        );
        expect(screen.getByRole('button', { name: 'Pesanan diterima' })).toBeVisible();
      },
    );

    it('is closed one minute after 48 hours', async () => {
      useSuccessCase(mockServer, 'getTransaction', deliveredHoursAgo(48 + 1 / 60));
      await renderDetail();
      expect(
        await screen.findByText(/Batas waktu pengajuan komplain untuk pesanan ini sudah berakhir/),
      ).toBeVisible();
      expect(screen.getByText(/Batasnya berakhir pada 1 Mei 2025, 10\.59/)).toBeVisible();
      expect(screen.queryByRole('link', { name: 'Ajukan refund' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Pesanan diterima' })).toBeVisible();
    });
  });

  it('confirms receipt after asking', async () => {
    useSuccessCase(mockServer, 'getTransaction', deliveredHoursAgo(5));
    const { bodies } = recordRequests('confirmReceipt', {
      ...deliveredHoursAgo(5),
      status: 'completed',
    });
    const { user } = await renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Pesanan diterima' }));
    // The dialog is its own chunk: it appears once loaded.
    const dialog = await screen.findByRole('dialog', {
      name: 'Konfirmasi pesanan sudah diterima?',
    });
    expect(dialog).toHaveTextContent('refund tidak dapat diajukan lagi');
    await user.click(within(dialog).getByRole('button', { name: 'Ya, sudah saya terima' }));
    await waitFor(() => expect(bodies).toEqual([{ order_number: ORDER }]));
    expect(await screen.findByText('Terima kasih! Pesanan telah selesai.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the gateway’s refusal to confirm receipt', async () => {
    useSuccessCase(mockServer, 'getTransaction', deliveredHoursAgo(5));
    useErrorCase(mockServer, 'confirmReceipt', 409, errorEnvelope('transition_not_allowed', 'id'));
    const { user } = await renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Pesanan diterima' }));
    await user.click(await screen.findByRole('button', { name: 'Ya, sudah saya terima' }));
    expect(
      await screen.findByText('Tindakan ini tidak dapat dilakukan pada status pesanan saat ini'),
    ).toBeVisible();
  });

  it('leaves the order as it was when the confirmation is cancelled', async () => {
    useSuccessCase(mockServer, 'getTransaction', deliveredHoursAgo(5));
    const { bodies } = recordRequests('confirmReceipt', null);
    const { user } = await renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Pesanan diterima' }));
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it.each([
    [null, 'Sedang ditinjau'],
    ['approve', 'Disetujui'],
    ['reject', 'Ditolak'],
  ] as const)('shows a refund request decided %s', async (decision, label) => {
    useSuccessCase(
      mockServer,
      'getTransaction',
      makeOrderDetail(ORDER, {
        group_number: GROUP,
        status: 'returning',
        payment_status: 'paid',
        payment_deadline: null,
        received_at: hoursFromNow(-10),
        refunds: [
          makeRefund(0, {
            decision,
            decision_note: decision === 'reject' ? 'Foto tidak menunjukkan kerusakan' : null,
          }),
        ],
      }),
    );
    await renderDetail();
    const refund = await screen.findByRole('region', { name: 'Pengembalian dana' });
    expect(refund).toHaveTextContent(label);
    expect(refund).toHaveTextContent('Jahitan tas robek pada 12 dari 100 unit');
    expect(refund).toHaveTextContent('Ke BCA 5270012345 (Sari Wulandari)');
    expect(refund).toHaveTextContent('Foto: jahitan-robek.jpg');
    expect(refund).toHaveTextContent(/Hitam × 12\s*Rp\s?1\.596\.000/);
    if (decision === 'reject') expect(refund).toHaveTextContent('Foto tidak menunjukkan kerusakan');
    expect(screen.getByText('Pengembalian/Refund', { selector: 'span' })).toBeVisible();
  });

  it('shows a partly refunded order as such, with what went back and what is left', async () => {
    useSuccessCase(
      mockServer,
      'getTransaction',
      makeOrderDetail(ORDER, {
        group_number: GROUP,
        status: 'partially_refunded',
        payment_status: 'paid',
        payment_deadline: null,
        received_at: hoursFromNow(-10),
        refunds: [makeRefund(0, { decision: 'approve', decided_at: hoursFromNow(-2) })],
        totals: {
          subtotal: idr('13300000'),
          shipping_fee: idr('125000'),
          discount: idr('0'),
          adjustments: idr('0'),
          total: idr('13425000'),
          refunded: idr('1596000'),
          net: idr('11829000'),
        },
      }),
    );
    await renderDetail();
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(status).toHaveTextContent('Dana dikembalikan sebagian');
    expect(status).not.toHaveTextContent('Dibatalkan');
    // The units left may still be asked for inside the window.
    expect(within(status).getByRole('link', { name: 'Ajukan refund' })).toBeVisible();
    const charges = screen.getByRole('region', { name: 'Rincian biaya' });
    expect(charges).toHaveTextContent(/Dana dikembalikan\s*−Rp\s?1\.596\.000/);
    expect(charges).toHaveTextContent(/Total setelah pengembalian dana\s*Rp\s?11\.829\.000/);
  });

  it('offers no second request while one is under review', async () => {
    useSuccessCase(
      mockServer,
      'getTransaction',
      makeOrderDetail(ORDER, {
        group_number: GROUP,
        status: 'partially_refunded',
        payment_status: 'paid',
        payment_deadline: null,
        received_at: hoursFromNow(-10),
        refunds: [makeRefund(1), makeRefund(0, { decision: 'approve' })],
      }),
    );
    await renderDetail();
    await screen.findByRole('region', { name: 'Status' });
    expect(screen.getAllByRole('region', { name: 'Pengembalian dana' })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Ajukan refund' })).not.toBeInTheDocument();
  });

  describe('the money sent back for an approved refund', () => {
    const transfer = {
      id: 'rft-1',
      kind: 'payout' as const,
      status: 'pending' as const,
      amount: idr('475000'),
      method: 'bank_transfer' as const,
      bank_name: 'BCA',
      account_last4: '1234',
      failure_code: null,
      created_at: MOCK_NOW,
      settled_at: null,
    };
    function useApprovedRefund(transfers: (typeof transfer | Record<string, unknown>)[]) {
      useSuccessCase(
        mockServer,
        'getTransaction',
        makeOrderDetail(ORDER, {
          group_number: GROUP,
          status: 'refunded',
          payment_status: 'paid',
          payment_deadline: null,
          received_at: hoursFromNow(-30),
          refunds: [
            makeRefund(0, {
              decision: 'approve',
              decided_at: hoursFromNow(-2),
              transfers: transfers as (typeof transfer)[],
            }),
          ],
        }),
      );
    }

    it("says where a payout was sent and when, in the screen's money and date formats", async () => {
      const sentAt = hoursFromNow(-1);
      useApprovedRefund([{ ...transfer, status: 'succeeded', settled_at: sentAt }]);
      await renderDetail();
      const refund = await screen.findByRole('region', { name: 'Pengembalian dana' });
      const when = new Intl.DateTimeFormat('id-ID', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Singapore',
      }).format(new Date(sentAt));
      expect(refund.textContent?.replace(/\s/g, ' ')).toContain(
        `Pengembalian dana Rp 475.000 dikirim ke BCA ••••1234 pada ${when}.`.replace(/\s/g, ' '),
      );
    });

    it('shows a payout on its way, and a card refund that did not go through', async () => {
      useApprovedRefund([
        transfer,
        {
          ...transfer,
          id: 'rft-2',
          kind: 'refund',
          status: 'failed',
          method: 'credit_card',
          amount: idr('25000'),
          bank_name: null,
          account_last4: null,
          failure_code: 'INSUFFICIENT_BALANCE',
        },
      ]);
      await renderDetail();
      const refund = await screen.findByRole('region', { name: 'Pengembalian dana' });
      const text = refund.textContent?.replace(/\s/g, ' ') ?? '';
      expect(text).toContain('Pengembalian dana Rp 475.000 ke BCA ••••1234 sedang dikirim.');
      expect(text).toContain(
        'Pengembalian dana Rp 25.000 ke kartu yang Anda pakai membayar gagal terkirim.',
      );
    });
  });
});

describe('OrderDetailScreen: a line in sizes (decision 296)', () => {
  it('says the sizes ordered under the line, “M × 20, L × 30”', async () => {
    const order = makeOrderDetail(ORDER, { group_number: GROUP });
    const [line] = order.lines;
    const [variant] = line?.variants ?? [];
    if (!line || !variant) throw new Error('the order factory has a line');
    useSuccessCase(mockServer, 'getTransaction', {
      ...order,
      lines: [
        {
          ...line,
          variants: [
            {
              ...variant,
              quantity: 50,
              sub_variants: [
                { sub_variant_id: 'm', name: 'M', quantity: 20 },
                { sub_variant_id: 'l', name: 'L', quantity: 30 },
              ],
            },
          ],
        },
      ],
    });
    renderDetail();
    expect(await screen.findByText('Ukuran: M × 20, L × 30')).toBeVisible();
  });
});
