import {
  errorEnvelope,
  hoursFromNow,
  makePayment,
  MOCK_NOW,
  useErrorCase,
  useSuccessCase,
} from '@storefront/api/testing';
import { ID_MARKET } from '@storefront/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { recordRequests } from '../../testing/record-requests';
import { renderScreen } from '../../testing/render-screen';
import { setUpScreenTestFile } from '../../testing/screen-test-file';
import PaymentScreen from './payment-screen';
import { decodeQrSvg } from './testing/decode-qr-image';

const GROUP = 'GRP-20250430-000001';
/** An extra charge staff added: paid through the same page under its own id (decision 190). */
const ADJUSTMENT_ID = '3f2b8c1e-9a4d-4c7e-8b1a-2d3e4f5a6b7c';
/** The gateway offers an extra charge every method of the market (decision 304). */
const ADJUSTMENT_PAYMENT = makePayment(ADJUSTMENT_ID, {
  deadline: null,
  methods: [...ID_MARKET.paymentMethods],
});
const CARD_PAYMENT = makePayment(GROUP, {
  method: 'credit_card',
  virtual_account: null,
  card_tokenization: {
    script_url: 'http://localhost:3000/dev/payments/xendit.js',
    publishable_key: 'simulator',
  },
});

/**
 * The card provider's script as the page would load it (Xendit.js, or the simulator's stand-in):
 * it gets the typed card, answers a token, and records what it was given.
 */
function installCardScript(
  answer: (data: Record<string, unknown>) => {
    error?: { error_code: string };
    id?: string;
  } = () => ({
    id: 'simtok-4000000002-0123456789abcdef',
  }),
) {
  const keys: string[] = [];
  const cards: Record<string, unknown>[] = [];
  window.Xendit = {
    setPublishableKey: (key) => keys.push(key),
    card: {
      createToken: (data, callback) => {
        cards.push(data);
        const result = answer(data);
        setTimeout(() =>
          result.error
            ? callback(result.error)
            : callback(null, { id: result.id ?? '', status: 'VERIFIED' }),
        );
      },
    },
  };
  return { keys, cards };
}

function renderPayment(id = GROUP) {
  return renderScreen(<PaymentScreen />, {
    routePath: 'checkout/:groupNumber/payment',
    url: `checkout/${id}/payment`,
  });
}

setUpScreenTestFile({ signedIn: true, now: MOCK_NOW });

describe('PaymentScreen', () => {
  it('shows the virtual account to pay to, with copy buttons, under the countdown', async () => {
    const { user } = await renderPayment();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pembayaran' })).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent('Sisa waktu: 20:00:00');
    expect(screen.getByText('Bayar sebelum 2 Mei 2025, 07.00')).toBeVisible();
    expect(screen.getByText('Nomor rekening BCA')).toBeVisible();
    expect(screen.getByText('8808012345678901')).toBeVisible();
    expect(screen.getByText(/Rp\s?13\.425\.000/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Salin nomor rekening' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('8808012345678901');
    expect(screen.getByRole('button', { name: 'Tersalin' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Salin jumlah' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('13425000');
  });

  it('says so when the clipboard refuses', async () => {
    const { user } = await renderPayment();
    const copy = await screen.findByRole('button', { name: 'Salin nomor rekening' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(copy);
    expect(
      await screen.findByText('Gagal menyalin. Pilih teksnya lalu salin secara manual.'),
    ).toBeVisible();
  });

  it('counts down and closes the payment at the deadline', async () => {
    await renderPayment();
    expect(await screen.findByRole('timer')).toHaveTextContent('20:00:00');
    vi.setSystemTime(new Date(hoursFromNow(20)).getTime() - 1000);
    // The clock is read once a second: allow a tick or two on a busy machine.
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('00:00:01'), {
      timeout: 3000,
    });
    vi.setSystemTime(new Date(hoursFromNow(20)));
    expect(
      await screen.findByText('Batas waktu pembayaran pesanan ini sudah lewat', undefined, {
        timeout: 3000,
      }),
    ).toBeVisible();
    expect(screen.queryByText('8808012345678901')).not.toBeInTheDocument();
  });

  it.each([
    [
      'transition_not_allowed',
      'Pesanan ini tidak dapat dibayar lagi. Statusnya ada di daftar pesanan Anda.',
    ],
    ['payment_deadline_passed', 'Batas waktu pembayaran pesanan ini sudah lewat'],
  ] as const)(
    'offers nothing to pay with once the gateway refuses payment (%s), whatever the clock',
    async (refusal, text) => {
      // Cancelled by staff, or by the gateway's clock, 20 hours before the browser's deadline.
      useSuccessCase(mockServer, 'getPayment', makePayment(GROUP, { refusal }));
      await renderPayment();
      expect(await screen.findByText(text)).toBeVisible();
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
      expect(screen.queryByText('8808012345678901')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Lihat pesanan saya' })).toBeVisible();
    },
  );

  it('checks whether a transfer has arrived', async () => {
    const { user } = await renderPayment();
    await screen.findByText('8808012345678901');
    useSuccessCase(
      mockServer,
      'getPayment',
      makePayment(GROUP, { payment_status: 'paid', paid_at: hoursFromNow(1) }),
    );
    await user.click(screen.getByRole('button', { name: 'Cek status pembayaran' }));
    expect(await screen.findByText('Pembayaran diterima')).toBeVisible();
    expect(screen.getByText('Dibayar pada 1 Mei 2025, 12.00.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lihat pesanan saya' })).toHaveAttribute(
      'href',
      '/id-ID/orders',
    );
  });

  describe('QR', () => {
    const QR_STRING =
      '00020101021226610016ID.CO.SHOPEE.WWW01189360091800000000000202061234560303UME' +
      '51440014ID.CO.QRIS.WWW0215ID10200000000000303UME5204541153033605408134250005802ID' +
      '5912TOKO CONTOH6015JAKARTA SELATAN610512340630420AB';

    beforeEach(() => {
      useSuccessCase(
        mockServer,
        'getPayment',
        makePayment(GROUP, { method: 'qr', virtual_account: null, qr_string: QR_STRING }),
      );
    });

    it('draws the provider’s QR string as a code that scans back to it', async () => {
      await renderPayment();
      const code = await screen.findByRole('img', {
        name: /^Kode QR untuk membayar Rp\s?13\.425\.000$/,
      });
      expect(code).toBeVisible();
      await expect(decodeQrSvg(code)).resolves.toBe(QR_STRING);
    });

    it('shows the amount and until when the code is valid beside it', async () => {
      await renderPayment();
      const section = await screen.findByRole('region', { name: 'Bayar dengan QRIS' });
      // The QR panel is a chunk of its own: it renders once that has loaded.
      expect(
        await within(section).findByText(
          'Pindai kode ini dengan aplikasi bank atau dompet digital Anda.',
        ),
      ).toBeVisible();
      expect(within(section).getByText(/^Rp\s?13\.425\.000$/)).toBeVisible();
      expect(within(section).getByText('Kode berlaku sampai 2 Mei 2025, 07.00')).toBeVisible();
      // The code carries the amount: no amount to copy into an app.
      expect(
        within(section).queryByRole('button', { name: 'Salin jumlah' }),
      ).not.toBeInTheDocument();
    });

    it('keeps the string behind “can’t scan?”, with a copy button', async () => {
      const { user } = await renderPayment();
      const cantScan = await screen.findByText('Tidak bisa memindai kode?');
      expect(screen.getByText(QR_STRING)).not.toBeVisible();
      await user.click(cantScan);
      expect(screen.getByText(QR_STRING)).toBeVisible();
      expect(screen.getByText(/^Di ponsel ini: simpan tangkapan layar/)).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Salin kode pembayaran QR' }));
      await expect(navigator.clipboard.readText()).resolves.toBe(QR_STRING);
    });

    it('shows the string itself when it is too long to draw', async () => {
      const tooLong = 'x'.repeat(3000);
      useSuccessCase(
        mockServer,
        'getPayment',
        makePayment(GROUP, { method: 'qr', virtual_account: null, qr_string: tooLong }),
      );
      await renderPayment();
      expect(await screen.findByText(tooLong)).toBeVisible();
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
    });

    it('shows no expiry for an extra charge, which has no deadline', async () => {
      useSuccessCase(
        mockServer,
        'getPayment',
        makePayment(GROUP, {
          method: 'qr',
          virtual_account: null,
          qr_string: QR_STRING,
          deadline: null,
        }),
      );
      await renderScreen(<PaymentScreen />, {
        routePath: 'checkout/:groupNumber/payment',
        url: 'checkout/3f2b8c1e-9a4d-4c7e-8b1a-2d3e4f5a6b7c/payment',
      });
      expect(await screen.findByRole('img', { name: /^Kode QR untuk membayar/ })).toBeVisible();
      expect(screen.queryByText(/Kode berlaku sampai/)).not.toBeInTheDocument();
    });
  });

  it('sends e-wallet payments to the provider’s page in the same tab', async () => {
    useSuccessCase(
      mockServer,
      'getPayment',
      makePayment(GROUP, {
        method: 'ewallet',
        virtual_account: null,
        checkout_url: 'https://ewallet.example/pay/abc',
        channel: 'OVO',
        channels: ['OVO', 'DANA', 'SHOPEEPAY', 'LINKAJA'],
      }),
    );
    await renderPayment();
    const link = await screen.findByRole('link', { name: 'Bayar dengan OVO' });
    expect(link).toHaveAttribute('href', 'https://ewallet.example/pay/abc');
    // It comes back to this page: no new tab (and, on a phone, into the wallet's app).
    expect(link).not.toHaveAttribute('target');
  });

  it('waits for the calculation before the payment opens', async () => {
    useSuccessCase(mockServer, 'getPayment', makePayment(GROUP, { deadline: null }));
    await renderPayment();
    expect(await screen.findByText(/Tim kami masih menghitung sebagian pesanan ini/)).toBeVisible();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('pays an extra charge staff added: its own id, the group’s method, no deadline', async () => {
    const adjustmentId = '3f2b8c1e-9a4d-4c7e-8b1a-2d3e4f5a6b7c';
    const calls = recordRequests('getPayment', makePayment(GROUP, { deadline: null }));
    await renderScreen(<PaymentScreen />, {
      routePath: 'checkout/:groupNumber/payment',
      url: `checkout/${adjustmentId}/payment`,
    });
    // The heading shows while the payment loads: wait for the answer's own content first.
    expect(
      await screen.findByText(/Biaya ini dibayar dengan metode pembayaran pesanan Anda/),
    ).toBeVisible();
    expect(screen.getByText('Biaya tambahan untuk pesanan Anda')).toBeVisible();
    expect(screen.getByText('8808012345678901')).toBeVisible();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText(/Tim kami masih menghitung/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat pesanan saya' })).toHaveAttribute(
      'href',
      '/id-ID/orders',
    );
    expect(calls.params[0]).toMatchObject({ groupNumber: adjustmentId });
  });

  describe('an extra charge by a method of the buyer’s choice', () => {
    it('starts on the order’s method and switches to another the market offers', async () => {
      const qr = makePayment(ADJUSTMENT_ID, {
        deadline: null,
        methods: [...ID_MARKET.paymentMethods],
        method: 'qr',
        virtual_account: null,
        qr_string: '00020101021226610016ID.CO.QRIS.WWW0215ID1020000000000',
      });
      const calls = recordRequests('getPayment', ADJUSTMENT_PAYMENT, qr);
      const { user } = await renderPayment(ADJUSTMENT_ID);
      expect(
        await screen.findByText(/dengan metode pembayaran pesanan Anda atau metode lain di bawah/),
      ).toBeVisible();
      // The choice loads with its own chunk (only an extra charge has one).
      const methods = await screen.findByRole('region', { name: 'Metode pembayaran' });
      expect(within(methods).getByRole('radio', { name: 'Virtual account' })).toBeChecked();
      expect(screen.getByText('8808012345678901')).toBeVisible();

      await user.click(within(methods).getByRole('radio', { name: 'QRIS' }));
      expect(
        await screen.findByRole('img', { name: /^Kode QR untuk membayar Rp\s?13\.425\.000$/ }),
      ).toBeVisible();
      expect(screen.queryByText('8808012345678901')).not.toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'QRIS' })).toBeChecked();
      expect(calls.queries).toEqual([{}, { method: 'qr' }]);
    });

    it('asks for the bank again when the new method has banks to pick from', async () => {
      const choosing = makePayment(ADJUSTMENT_ID, {
        deadline: null,
        methods: [...ID_MARKET.paymentMethods],
        method: 'bank_transfer',
        virtual_account: null,
        channel: null,
        channels: [...(ID_MARKET.paymentChannels.bank_transfer ?? [])],
      });
      const calls = recordRequests('getPayment', ADJUSTMENT_PAYMENT, choosing);
      const { user } = await renderPayment(ADJUSTMENT_ID);
      await screen.findByText('8808012345678901');
      await user.click(screen.getByRole('radio', { name: 'Transfer bank' }));
      await waitFor(() => expect(calls.queries.at(-1)).toEqual({ method: 'bank_transfer' }));
      expect(await screen.findByRole('radio', { name: /BRI/ })).toBeVisible();
      expect(screen.getByRole('radio', { name: 'Transfer bank' })).toBeChecked();
    });

    it('offers no choice of method for an order group', async () => {
      await renderPayment();
      await screen.findByText('8808012345678901');
      expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    });
  });

  it('shows the failure to load the payment, with a retry', async () => {
    useErrorCase(mockServer, 'getPayment', 404, undefined, { once: true });
    const { user } = await renderPayment();
    expect(await screen.findByText('Data tidak ditemukan')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('timer')).toBeVisible();
  });

  describe('card', () => {
    async function fillCard(
      user: Awaited<ReturnType<typeof renderPayment>>['user'],
      card: { name?: string; number?: string; month?: string; year?: string; cvv?: string } = {},
    ) {
      const form = await screen.findByRole('form', { name: 'Data kartu' });
      const values = {
        'Nama pada kartu': card.name ?? 'Sari Wulandari',
        'Nomor kartu': card.number ?? '4000 0000 0000 0002',
        'Bulan kedaluwarsa': card.month ?? '12',
        'Tahun kedaluwarsa': card.year ?? '2030',
        CVV: card.cvv ?? '123',
      };
      for (const [label, value] of Object.entries(values)) {
        if (value !== '')
          await user.type(within(form).getByLabelText(label, { exact: false }), value);
      }
      await user.click(within(form).getByRole('button', { name: 'Bayar sekarang' }));
      return form;
    }

    let script: ReturnType<typeof installCardScript>;
    beforeEach(() => {
      useSuccessCase(mockServer, 'getPayment', CARD_PAYMENT);
      script = installCardScript();
      return () => {
        delete window.Xendit;
      };
    });

    it('charges an extra charge by the card method chosen on the page', async () => {
      recordRequests('getPayment', {
        ...CARD_PAYMENT,
        group_number: ADJUSTMENT_ID,
        deadline: null,
        methods: [...ID_MARKET.paymentMethods],
      });
      const { bodies } = recordRequests('payByCard', {
        payment_status: 'paid',
        authentication_url: null,
      });
      const { user } = await renderPayment(ADJUSTMENT_ID);
      expect(await screen.findByRole('radio', { name: 'Kartu kredit atau debit' })).toBeChecked();
      await fillCard(user);
      await waitFor(() =>
        expect(bodies).toEqual([
          expect.objectContaining({ group_number: ADJUSTMENT_ID, method: 'credit_card' }),
        ]),
      );
    });

    it('tokenizes the card with the provider and sends the gateway only the token', async () => {
      const { bodies } = recordRequests('payByCard', {
        payment_status: 'paid',
        authentication_url: null,
      });
      const { user } = await renderPayment();
      await fillCard(user);
      await waitFor(() =>
        expect(bodies).toEqual([
          {
            group_number: GROUP,
            token_id: 'simtok-4000000002-0123456789abcdef',
            installment_months: null,
            idempotency_key: expect.stringMatching(/^[\w-]{36}$/),
          },
        ]),
      );
      expect(script.keys).toEqual(['simulator']);
      expect(script.cards).toEqual([
        {
          amount: 13_425_000,
          currency: 'IDR',
          card_number: '4000000000000002',
          card_exp_month: '12',
          card_exp_year: '2030',
          card_cvn: '123',
          is_multiple_use: false,
          should_authenticate: false,
        },
      ]);
      expect(JSON.stringify(bodies)).not.toMatch(/4000000000000002|card_cvn|"123"/);
      expect(await screen.findByText('Pembayaran diterima. Terima kasih!')).toBeVisible();
    });

    it('says the card was not charged when the provider refuses to tokenize it', async () => {
      script = installCardScript(() => ({ error: { error_code: 'VALIDATION_ERROR' } }));
      const { bodies } = recordRequests('payByCard', {
        payment_status: 'paid',
        authentication_url: null,
      });
      const { user } = await renderPayment();
      const form = await fillCard(user);
      expect(await within(form).findByText(/Kartu tidak berhasil ditagih/)).toBeVisible();
      expect(script.cards).toHaveLength(1);
      expect(bodies).toEqual([]);
    });

    it('reopens the bank’s page of the open payment after a reload', async () => {
      useSuccessCase(mockServer, 'getPayment', {
        ...CARD_PAYMENT,
        authentication_url: 'https://3ds.bank.example/otp/abc',
      });
      const { user } = await renderPayment();
      const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi dengan bank Anda' });
      expect(within(dialog).getByTitle('Halaman verifikasi bank Anda')).toHaveAttribute(
        'src',
        'https://3ds.bank.example/otp/abc',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('form', { name: 'Data kartu' })).toBeVisible();
    });

    it('says card payment is unavailable when the gateway names no tokenization script', async () => {
      useSuccessCase(mockServer, 'getPayment', { ...CARD_PAYMENT, card_tokenization: null });
      await renderPayment();
      expect(await screen.findByText(/Pembayaran kartu sedang tidak tersedia/)).toBeVisible();
      expect(screen.queryByRole('form', { name: 'Data kartu' })).not.toBeInTheDocument();
    });

    it('pays an installment with the plan the buyer picks', async () => {
      useSuccessCase(mockServer, 'getPayment', {
        ...CARD_PAYMENT,
        method: 'installment',
        installment_months: [3, 6, 12],
      });
      const { bodies } = recordRequests('payByCard', {
        payment_status: 'unpaid',
        authentication_url: 'https://3ds.bank.example/otp/abc',
      });
      const { user } = await renderPayment();
      const form = await fillCard(user);
      // No plan picked: nothing is tokenized or sent.
      expect(await within(form).findByText('Wajib diisi')).toBeVisible();
      expect(script.cards).toEqual([]);
      await user.click(within(form).getByRole('radio', { name: '6 bulan' }));
      await user.click(within(form).getByRole('button', { name: 'Bayar sekarang' }));
      await waitFor(() =>
        expect(bodies).toEqual([expect.objectContaining({ installment_months: 6 })]),
      );
      expect(await screen.findByRole('dialog')).toBeVisible();
    });

    it('shows under the plan that the card does not offer it', async () => {
      useSuccessCase(mockServer, 'getPayment', {
        ...CARD_PAYMENT,
        method: 'installment',
        installment_months: [3, 6, 12],
      });
      useErrorCase(
        mockServer,
        'payByCard',
        400,
        errorEnvelope('validation_failed', 'id', { installment_months: 'field.installment_plan' }),
      );
      const { user } = await renderPayment();
      const form = await screen.findByRole('form', { name: 'Data kartu' });
      await user.click(within(form).getByRole('radio', { name: '12 bulan' }));
      await fillCard(user);
      expect(
        await within(form).findByText('Kartu ini tidak mendukung cicilan dengan tenor ini'),
      ).toBeVisible();
    });

    it('makes a new idempotency key for each press of Pay', async () => {
      const { bodies } = recordRequests('payByCard', {
        payment_status: 'unpaid',
        authentication_url: null,
      });
      const { user } = await renderPayment();
      await fillCard(user);
      await waitFor(() => expect(bodies).toHaveLength(1));
      await user.click(screen.getByRole('button', { name: /bayar/i }));
      await waitFor(() => expect(bodies).toHaveLength(2));
      const keys = (bodies as { idempotency_key: string }[]).map((body) => body.idempotency_key);
      expect(new Set(keys).size).toBe(2);
    });

    it.each([
      [
        'a number failing the Luhn check',
        { number: '4000 0000 0000 0001' },
        'Nomor kartu tidak valid',
      ],
      ['a card that expired last month', { month: '4', year: '2025' }, 'Kartu sudah kedaluwarsa'],
      ['month 13', { month: '13' }, 'Masa berlaku tidak valid'],
      ['a two-digit year', { year: '30' }, 'Masa berlaku tidak valid'],
      ['a short CVV', { cvv: '12' }, 'Kode keamanan (CVV) tidak valid'],
      ['no name', { name: '' }, 'Wajib diisi'],
    ])('refuses %s before charging', async (_case, card, message) => {
      const { bodies } = recordRequests('payByCard', {
        payment_status: 'paid',
        authentication_url: null,
      });
      const { user } = await renderPayment();
      const form = await fillCard(user, card);
      expect(await within(form).findByText(message)).toBeVisible();
      expect(bodies).toEqual([]);
    });

    it('accepts a card in its expiry month', async () => {
      const { bodies } = recordRequests('payByCard', {
        payment_status: 'paid',
        authentication_url: null,
      });
      const { user } = await renderPayment();
      await fillCard(user, { month: '5', year: '2025' });
      await waitFor(() => expect(bodies).toHaveLength(1));
    });

    it('takes the bank’s OTP step and confirms the payment', async () => {
      recordRequests('payByCard', {
        payment_status: 'unpaid',
        authentication_url: 'https://3ds.bank.example/otp/abc',
      });
      const { user } = await renderPayment();
      await fillCard(user);
      const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi dengan bank Anda' });
      expect(within(dialog).getByTitle('Halaman verifikasi bank Anda')).toHaveAttribute(
        'src',
        'https://3ds.bank.example/otp/abc',
      );
      useSuccessCase(mockServer, 'getPayment', {
        ...CARD_PAYMENT,
        payment_status: 'paid',
        paid_at: MOCK_NOW,
      });
      await user.click(within(dialog).getByRole('button', { name: 'Saya sudah memasukkan kode' }));
      expect(await screen.findByText('Pembayaran diterima. Terima kasih!')).toBeVisible();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByText('Pembayaran diterima')).toBeVisible();
    });

    it('keeps the OTP step open while the payment is not confirmed', async () => {
      recordRequests('payByCard', {
        payment_status: 'unpaid',
        authentication_url: 'https://3ds.bank.example/otp/abc',
      });
      const { user } = await renderPayment();
      await fillCard(user);
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Saya sudah memasukkan kode' }));
      expect(await within(dialog).findByText(/Pembayaran belum terkonfirmasi/)).toBeVisible();
      await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('shows the card authentication mismatch', async () => {
      useErrorCase(
        mockServer,
        'payByCard',
        402,
        errorEnvelope('card_authentication_mismatch', 'id'),
      );
      const { user } = await renderPayment();
      const form = await fillCard(user);
      expect(
        await within(form).findByText(
          'Autentikasi kartu gagal: data tidak cocok. Periksa kartu Anda lalu coba lagi',
        ),
      ).toBeVisible();
    });

    it('says a declined card was not charged', async () => {
      recordRequests('payByCard', { payment_status: 'unpaid', authentication_url: null });
      const { user } = await renderPayment();
      const form = await fillCard(user);
      expect(await within(form).findByText(/Kartu tidak berhasil ditagih/)).toBeVisible();
    });
  });
});
