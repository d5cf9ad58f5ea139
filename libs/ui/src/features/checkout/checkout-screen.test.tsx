import {
  errorEnvelope,
  idr,
  makeAddress,
  makeCart,
  makeCartItem,
  makeCheckoutGroup,
  MOCK_NOW,
  useErrorCase,
  useSuccessCase,
} from '@storefront/api/testing';
import { moneyFromDecimal, TH_MARKET } from '@storefront/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { recordRequests } from '../../testing/record-requests';
import { renderScreen } from '../../testing/render-screen';
import { setUpScreenTestFile } from '../../testing/screen-test-file';
import CheckoutScreen from './checkout-screen';

type Options = NonNullable<Parameters<typeof renderScreen>[1]>;

function renderCheckout(url = 'checkout?items=cart-1', options: Options = {}) {
  return renderScreen(<CheckoutScreen />, { routePath: 'checkout', url, ...options });
}

function variantOf(index: number) {
  const [variant] = makeCartItem(index).variants;
  if (!variant) throw new Error('the cart factory has a variant');
  return variant;
}

/** A cart product worth `amount` rupiah (one variant of 100 units). */
function itemWorth(
  index: number,
  amount: string,
  overrides: Partial<ReturnType<typeof variantOf>> = {},
) {
  return makeCartItem(index, {
    id: `cart-${index + 1}`,
    variants: [{ ...variantOf(index), line_total: idr(amount), ...overrides }],
    subtotal: idr(amount),
  });
}

/** Couriers come third (after the cart and the address book): allow them the time. */
function findCourier(name: RegExp) {
  return screen.findByRole('radio', { name });
}

setUpScreenTestFile({ signedIn: true, now: MOCK_NOW });

describe('CheckoutScreen', () => {
  it('prepares the order: main address, couriers, shipping estimate, methods', async () => {
    await renderCheckout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    const addresses = await screen.findByRole('group', { name: /Kirim pesanan ke/ });
    expect(within(addresses).getByRole('radio', { name: /Home · Sari Wulandari/ })).toBeChecked();
    await findCourier(/JNE REG/);
    const couriers = screen.getByRole('group', { name: /Pengiriman dari gudang kami/ });
    expect(
      within(couriers).getByRole('radio', { name: /JNE REG · Rp\s?125\.000/ }),
    ).not.toBeChecked();
    expect(within(couriers).getByText(/2–3 hari/)).toBeVisible();
    const shipping = screen.getByRole('region', { name: 'Pengiriman dari Tiongkok' });
    expect(shipping).toHaveTextContent('Kargo laut');
    // Sea freight, 4–6 weeks from 1 May 2025 (Singapore): 29 May – 12 June.
    expect(shipping).toHaveTextContent('4–6 minggu: tiba sekitar 29 Mei 2025 – 12 Jun 2025');
    const methods = screen.getByRole('region', { name: 'Metode pembayaran' });
    for (const group of ['Transfer bank', 'Kartu', 'Dompet digital', 'Kode QR']) {
      expect(within(methods).getByRole('group', { name: group })).toBeVisible();
    }
    expect(within(methods).getByRole('radio', { name: 'Virtual account' })).toBeChecked();
    expect(within(methods).getByRole('radio', { name: 'Cicilan 0%' })).toBeVisible();
  });

  it('places the order with the chosen products, address, courier, method and note', async () => {
    useSuccessCase(
      mockServer,
      'getCart',
      makeCart({ items: [itemWorth(0, '13300000'), itemWorth(1, '2000000')] }),
    );
    const { bodies } = recordRequests('createCheckout', makeCheckoutGroup('GRP-9'));
    const { user } = await renderCheckout('checkout?items=cart-2');
    await user.click(await findCourier(/SiCepat BEST/));
    await user.click(screen.getByRole('radio', { name: 'QRIS' }));
    await user.type(screen.getByLabelText('Catatan untuk tim kami'), 'Kirim pagi hari');
    expect(screen.getByText('15/100 karakter')).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Ringkasan pesanan' });
    expect(summary).toHaveTextContent('Sepatu Sneakers Wanita Putih');
    expect(summary).not.toHaveTextContent('Tas Ransel Kanvas Pria');
    expect(summary).toHaveTextContent(/Total\s*Rp\s?2\.098\.000/);
    await user.click(screen.getByRole('button', { name: 'Buat pesanan' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          cart_item_ids: ['cart-2'],
          address_id: 'adr-1',
          courier: { code: 'sicepat', service: 'BEST' },
          payment_method: 'qr',
          notes: 'Kirim pagi hari',
        },
      ]),
    );
    expect(await screen.findByText('navigated away')).toBeVisible();
    expect(screen.getByText('Pesanan Anda berhasil dibuat')).toBeVisible();
  });

  it('asks for a courier before placing the order', async () => {
    const { bodies } = recordRequests('createCheckout', makeCheckoutGroup());
    const { user } = await renderCheckout();
    await findCourier(/JNE REG/);
    await user.click(screen.getByRole('button', { name: 'Buat pesanan' }));
    expect(await screen.findByText('Wajib diisi')).toBeVisible();
    expect(bodies).toEqual([]);
  });

  it('keeps notes to 100 characters', async () => {
    const { user } = await renderCheckout();
    const notes = await screen.findByLabelText('Catatan untuk tim kami');
    await user.click(notes);
    await user.paste('x'.repeat(101));
    expect(notes).toHaveValue('x'.repeat(100));
    expect(screen.getByText('100/100 karakter')).toBeVisible();
  });

  describe('minimum order', () => {
    it.each([
      ['one rupiah below', '999999', true],
      ['exactly at', '1000000', false],
    ])('%s Rp 1.000.000 per product', async (_case, amount, short) => {
      useSuccessCase(mockServer, 'getCart', makeCart({ items: [itemWorth(0, amount)] }));
      await renderCheckout();
      await findCourier(/JNE REG/);
      const message = screen.queryByText(
        'Ada produk yang belum mencapai Minimum harga atau kuantiti',
      );
      if (short) {
        expect(message).toBeVisible();
        expect(
          screen.getByText(/Tas Ransel Kanvas Pria: kurang Rp\s?1 untuk mencapai minimum/),
        ).toBeVisible();
        expect(screen.getByRole('button', { name: 'Buat pesanan' })).toBeDisabled();
      } else {
        expect(message).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Buat pesanan' })).toBeEnabled();
      }
    });

    it('shows the gateway’s own minimum refusal', async () => {
      useErrorCase(mockServer, 'createCheckout', 422, errorEnvelope('minimum_not_met', 'id'));
      const { user } = await renderCheckout();
      await user.click(await findCourier(/JNE REG/));
      await user.click(screen.getByRole('button', { name: 'Buat pesanan' }));
      expect(
        await screen.findByText('Ada produk yang belum mencapai Minimum harga atau kuantiti'),
      ).toBeVisible();
      expect(screen.queryByText('navigated away')).not.toBeInTheDocument();
    });
  });

  it('puts the gateway’s field errors under their fields', async () => {
    useErrorCase(
      mockServer,
      'createCheckout',
      400,
      errorEnvelope('validation_failed', 'id', {
        notes: 'field.too_long',
        'courier.code': 'field.invalid',
      }),
    );
    const { user } = await renderCheckout();
    await user.click(await findCourier(/JNE REG/));
    await user.click(screen.getByRole('button', { name: 'Buat pesanan' }));
    expect(await screen.findByText('Maksimal 100 karakter')).toBeVisible();
    expect(screen.getByText('Nilai tidak valid')).toBeVisible();
    expect(screen.getByText('Beberapa isian belum benar')).toBeVisible();
  });

  it('prices delivery anew for another address', async () => {
    const couriersFor: (string | null)[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.includes('rajaongkir'))
        couriersFor.push(new URL(request.url).searchParams.get('id'));
    });
    const { user } = await renderCheckout();
    await user.click(await findCourier(/JNE REG/));
    expect(screen.getByRole('radio', { name: /JNE REG/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Office · Budi Santoso/ }));
    await waitFor(() => expect(couriersFor).toContain('adr-2'));
    expect(await findCourier(/JNE REG/)).not.toBeChecked();
    expect(screen.getByText('Pilih kurir')).toBeVisible();
    mockServer.events.removeAllListeners();
  });

  it('lets a failed courier lookup be retried', async () => {
    useErrorCase(mockServer, 'listCouriers', 429, undefined, { once: true });
    const { user } = await renderCheckout();
    expect(
      await screen.findByText('Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await findCourier(/JNE REG/)).toBeVisible();
  });

  it('says at the address when it is outside the delivery area, with no courier retry', async () => {
    useErrorCase(mockServer, 'listCouriers', 422, errorEnvelope('address_out_of_range', 'id'));
    await renderCheckout();
    const address = await screen.findByRole('group', { name: 'Kirim pesanan ke' });
    await waitFor(
      () =>
        expect(address).toHaveAccessibleDescription('Alamat berada di luar jangkauan pengiriman'),
      { timeout: 4000 },
    );
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Alamat berada di luar jangkauan pengiriman')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
  });

  it('shows at the address an area taken out of range while the customer was choosing', async () => {
    const { user } = await renderCheckout();
    await user.click(await findCourier(/JNE REG/));
    useErrorCase(mockServer, 'createCheckout', 422, errorEnvelope('address_out_of_range', 'id'));
    useErrorCase(mockServer, 'listCouriers', 422, errorEnvelope('address_out_of_range', 'id'));
    await user.click(screen.getByRole('button', { name: 'Buat pesanan' }));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Kirim pesanan ke' })).toHaveAccessibleDescription(
        'Alamat berada di luar jangkauan pengiriman',
      ),
    );
    expect(screen.queryByText('navigated away')).not.toBeInTheDocument();
  });

  it('asks for an address when the book is empty, linking to the address form', async () => {
    useSuccessCase(mockServer, 'listAddresses', []);
    await renderCheckout();
    expect(
      await screen.findByText('Anda belum memiliki alamat. Tambahkan alamat untuk melanjutkan.'),
    ).toBeVisible();
    expect(screen.getByText('Pilih alamat untuk melihat pilihan pengiriman.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tambah alamat baru' })).toHaveAttribute(
      'href',
      `/id-ID/account/addresses/new?next=${encodeURIComponent('/id-ID/checkout?items=cart-1')}`,
    );
  });

  it('cannot use an incomplete address and skips it when preselecting', async () => {
    useSuccessCase(mockServer, 'listAddresses', [
      makeAddress(0, { is_complete: false }),
      makeAddress(1),
    ]);
    await renderCheckout();
    const home = await screen.findByRole('radio', { name: /Home · Sari Wulandari/ });
    expect(home).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Office · Budi Santoso/ })).toBeChecked();
    expect(screen.getByText('Lengkapi alamat ini di buku alamat sebelum digunakan.')).toBeVisible();
  });

  it('shows the address book’s failure with a retry', async () => {
    useErrorCase(mockServer, 'listAddresses', 404, undefined, { once: true });
    const { user } = await renderCheckout();
    expect(await screen.findByText('Data tidak ditemukan')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('radio', { name: /Home · Sari Wulandari/ })).toBeVisible();
  });

  it('says so when no courier serves the address', async () => {
    useSuccessCase(mockServer, 'listCouriers', []);
    await renderCheckout();
    expect(
      await screen.findByText(
        'Tidak ada kurir yang melayani alamat ini. Pilih alamat lain.',
        undefined,
        { timeout: 4000 },
      ),
    ).toBeVisible();
  });

  it('groups variants by shipping type, local custom shipping without dates', async () => {
    useSuccessCase(
      mockServer,
      'getCart',
      makeCart({
        items: [
          itemWorth(0, '2000000', { shipping_type: 'air' }),
          itemWorth(1, '2000000', { shipping_type: 'local_custom' }),
        ],
      }),
    );
    await renderCheckout('checkout');
    const shipping = await screen.findByRole('region', { name: 'Pengiriman dari Tiongkok' });
    expect(shipping).toHaveTextContent('Kargo udara');
    expect(shipping).toHaveTextContent('2–4 minggu: tiba sekitar 15 Mei 2025 – 29 Mei 2025');
    expect(shipping).toHaveTextContent('Pengiriman khusus lokal');
    expect(shipping).toHaveTextContent('Diatur bersama sales Anda.');
  });

  it('has nothing to check out when the chosen products are gone', async () => {
    await renderCheckout('checkout?items=cart-404');
    expect(
      await screen.findByRole('heading', { name: 'Tidak ada yang bisa di-checkout' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kembali ke keranjang' })).toHaveAttribute(
      'href',
      '/id-ID/cart',
    );
  });

  it('shows the cart’s failure with a retry', async () => {
    useErrorCase(mockServer, 'getCart', 404, undefined, { once: true });
    const { user } = await renderCheckout();
    expect(await screen.findByText('Data tidak ditemukan')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await findCourier(/JNE REG/)).toBeVisible();
  });

  it('offers only the Thai market’s methods', async () => {
    const thb = (decimal: string) => moneyFromDecimal(decimal, 'THB');
    const item = makeCartItem(0, {
      variants: [{ ...variantOf(0), unit_price: thb('30'), line_total: thb('3000') }],
      subtotal: thb('3000'),
    });
    useSuccessCase(mockServer, 'getCart', makeCart({ items: [item], subtotal: thb('3000') }));
    useSuccessCase(mockServer, 'listCouriers', []);
    await renderCheckout('checkout', { market: TH_MARKET, locale: 'th-TH' });
    const methods = await screen.findByRole('region', { name: 'วิธีชำระเงิน' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
      // No bank transfer: the payment provider has no Thai channel for one (decision 281).
    ).toEqual(['credit_card', 'ewallet', 'qr']);
  });
});
