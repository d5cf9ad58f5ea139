import {
  errorEnvelope,
  hoursFromNow,
  idr,
  makePage,
  makeVoucher,
  MOCK_NOW,
  useErrorCase,
  useSuccessCase,
} from '@storefront/api/testing';
import type { Voucher } from '@storefront/api/testing';
import type { Locale } from '@storefront/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import { setUpScreenTestFile } from '../../testing/screen-test-file';
import { routes } from './routes';
import VouchersScreen from './vouchers-screen';

// The vouchers of the mock world are valid around MOCK_NOW; the clock stands there too.
setUpScreenTestFile({ signedIn: true, now: MOCK_NOW });

const requests: { line: string; body: unknown }[] = [];
beforeEach(() => {
  requests.length = 0;
  mockServer.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.delete('langcode');
    const query = url.searchParams.toString();
    const text = request.method === 'GET' ? '' : await request.clone().text();
    requests.push({
      line: `${request.method} ${url.pathname.replace(/^\/api/, '')}${query ? `?${query}` : ''}`,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
  });
});

function open(options: { url?: string; locale?: Locale } = {}) {
  return renderScreen(<VouchersScreen />, {
    routePath: 'vouchers',
    url: options.url ?? 'vouchers',
    locale: options.locale,
  });
}

function serveVouchers(vouchers: Voucher[], total = vouchers.length) {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- libs/api's msw helper (server.use), not a React hook
  useSuccessCase(mockServer, 'listVouchers', { items: vouchers, page: 1, limit: 10, total });
}

const card = (title: string) => screen.findByRole('article', { name: title });
const listCalls = () => requests.filter((r) => r.line.startsWith('GET /oci/profile/vouchers'));

// The first render of a file pays for loading the messages and the ui-kit.
describe('the vouchers screen', { timeout: 15_000 }, () => {
  it('shows each voucher’s discount, conditions, dates and what is left', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Voucher' })).toBeInTheDocument();
    const first = await card('Gratis Ongkir Rp 150.000');
    expect(within(first).getByText(/^Potongan Rp\s150\.000$/)).toBeInTheDocument();
    expect(within(first).getByText(/^Minimum belanja Rp\s5\.000\.000$/)).toBeInTheDocument();
    expect(within(first).getByText('Sisa 120')).toBeInTheDocument();
    expect(within(first).getByText('Bisa digabung dengan voucher lain')).toBeInTheDocument();
    // valid_until is MOCK_NOW + 7 days: 8 May 2025, 11:00 in Singapore.
    expect(within(first).getByText(/^Berlaku sampai 8 Mei 2025/)).toBeInTheDocument();

    const second = await card('Diskon 5% Pengguna Baru');
    expect(within(second).getByText(/^Diskon 5%, maksimal Rp\s300\.000$/)).toBeInTheDocument();
    expect(within(second).getByText('Tidak bisa digabung dengan voucher lain')).toBeInTheDocument();
    expect(listCalls().map((r) => r.line)).toEqual(['GET /oci/profile/vouchers?page=1&limit=10']);
  });

  it('writes discounts in the user’s language', async () => {
    serveVouchers([
      makeVoucher(1, { discount: { kind: 'percent', bps: 1250, cap: null }, min_spend: null }),
    ]);
    await open({ locale: 'en-US' });
    const voucher = await card('Diskon 5% Pengguna Baru');
    expect(within(voucher).getByText('12.5% off')).toBeInTheDocument();
    expect(within(voucher).getByText('No minimum spend')).toBeInTheDocument();
    expect(within(voucher).getByText('119 left')).toBeInTheDocument();
  });

  it('claims a voucher and shows the outcome and the refreshed list', async () => {
    const { user } = await open();
    await card('Gratis Ongkir Rp 150.000');
    serveVouchers([makeVoucher(0, { is_claimed: true, remaining: 119 })]);

    await user.click(
      screen.getByRole('button', { name: 'Klaim voucher Gratis Ongkir Rp 150.000' }),
    );

    expect(
      await screen.findByText(
        'Voucher Gratis Ongkir Rp 150.000 berhasil diklaim. Gunakan saat membayar.',
      ),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.line === 'POST /oci/voucher')?.body).toEqual({
      voucher_id: 'vch-1',
    });
    const claimed = await card('Gratis Ongkir Rp 150.000');
    await waitFor(() => expect(within(claimed).getByText('Sudah diklaim')).toBeInTheDocument());
    expect(within(claimed).queryByRole('button')).toBeNull();
    expect(within(claimed).queryByText(/Sisa/)).toBeNull();
    expect(listCalls()).toHaveLength(2);
  });

  it.each([
    ['voucher_exhausted', 'Kuota voucher sudah habis'],
    ['voucher_already_claimed', 'Anda sudah mengklaim voucher ini'],
    ['voucher_expired', 'Voucher sudah kedaluwarsa'],
  ] as const)('shows a refused claim (%s) as the gateway says it', async (code, text) => {
    const body = errorEnvelope(code, 'id');
    useErrorCase(mockServer, 'claimVoucher', body.status, body);
    const { user } = await open();
    await user.click(
      await screen.findByRole('button', { name: 'Klaim voucher Potongan Rp 250.000' }),
    );
    expect(await screen.findByText(text)).toBeInTheDocument();
    // The message and the button's end of busy come from separate commits; on a
    // loaded machine the message can paint first, so wait for the button to free.
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Klaim voucher Potongan Rp 250.000' }),
      ).toBeEnabled(),
    );
  });

  it('offers no claim where the domain says it cannot work, and says why', async () => {
    serveVouchers([
      makeVoucher(0, { title: 'Sudah klaim', is_claimed: true }),
      makeVoucher(1, { title: 'Sudah pakai', is_claimed: true, is_used: true }),
      makeVoucher(2, { title: 'Lewat', valid_until: hoursFromNow(-1) }),
      makeVoucher(3, { title: 'Nanti', valid_from: hoursFromNow(1) }),
      makeVoucher(4, { title: 'Habis', remaining: 0 }),
      makeVoucher(5, { title: 'Tepat berakhir', valid_until: MOCK_NOW }),
    ]);
    await open();
    const expectations: [string, string | null][] = [
      ['Sudah klaim', 'Sudah diklaim'],
      ['Sudah pakai', 'Sudah dipakai'],
      ['Lewat', 'Kedaluwarsa'],
      ['Nanti', 'Belum berlaku'],
      ['Habis', 'Kuota habis'],
      ['Tepat berakhir', null],
    ];
    for (const [title, badge] of expectations) {
      const voucher = await card(title);
      if (badge) {
        expect(within(voucher).getByText(badge)).toBeInTheDocument();
        expect(within(voucher).queryByRole('button')).toBeNull();
      } else {
        expect(
          within(voucher).getByRole('button', { name: `Klaim voucher ${title}` }),
        ).toBeEnabled();
      }
    }
    expect(within(await card('Habis')).getByText('Sudah habis')).toBeInTheDocument();
    expect(within(await card('Nanti')).getByText(/^Berlaku mulai/)).toBeInTheDocument();
  });

  it('pages through the offer', async () => {
    useSuccessCase(
      mockServer,
      'listVouchers',
      makePage((i) => makeVoucher(i), { page: 1 }, 23),
    );
    const { user } = await open();
    await screen.findAllByRole('article', { name: 'Gratis Ongkir Rp 150.000' });
    const pages = screen.getByRole('navigation', { name: 'Halaman voucher' });
    expect(within(pages).getByRole('button', { name: 'Halaman 3' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Halaman 4' })).toBeNull();
    await user.click(within(pages).getByRole('button', { name: 'Halaman 2' }));
    await waitFor(() =>
      expect(listCalls().map((r) => r.line)).toContain('GET /oci/profile/vouchers?page=2&limit=10'),
    );
  });

  it('has no pager when everything fits one page', async () => {
    await open();
    await card('Gratis Ongkir Rp 150.000');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says so when there are no vouchers', async () => {
    serveVouchers([]);
    await open({ locale: 'kk-KZ' });
    expect(await screen.findByRole('heading', { name: 'Қазір ваучерлер жоқ' })).toBeInTheDocument();
  });

  it('shows a failed list with the gateway’s message and loads again on retry', async () => {
    useErrorCase(mockServer, 'listVouchers', 404);
    const { user } = await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Data tidak ditemukan');
    mockServer.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await card('Gratis Ongkir Rp 150.000')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders in Arabic, Thai and Russian', async () => {
    serveVouchers([makeVoucher(0, { remaining: 3, min_spend: idr('1000000') })]);
    for (const [locale, text] of [
      ['ar-SA', 'المتبقي: ٣'],
      ['th-TH', 'เหลือ 3 สิทธิ์'],
      ['ru-RU', 'Осталось 3'],
    ] as const) {
      const { unmount } = await open({ locale });
      expect(await screen.findByText(text)).toBeInTheDocument();
      unmount();
    }
  });
});

describe('the vouchers route', () => {
  it('needs a signed-in customer and loads its own chunk', async () => {
    expect(routes).toHaveLength(1);
    expect(routes[0]).toMatchObject({
      path: 'vouchers',
      requiresLogin: true,
      titleId: 'vouchers.title',
    });
    expect((await routes[0]?.load())?.default).toBe(VouchersScreen);
  });
});
