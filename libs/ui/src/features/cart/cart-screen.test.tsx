import {
  errorEnvelope,
  handlerFor,
  idr,
  makeCart,
  makeCartItem,
  makeProductSummary,
  makeQuoteParts,
  makeSessionIdentity,
  makeSyncResult,
  makeUploadedFile,
  signInForTests,
  useErrorCase,
  useSuccessCase,
} from '@storefront/api/testing';
import { messageFor } from '@storefront/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import { setUpScreenTestFile } from '../../testing/screen-test-file';
import CartScreen from './cart-screen';

function renderCart(options: Parameters<typeof renderScreen>[1] = {}) {
  return renderScreen(<CartScreen />, { routePath: 'cart', ...options });
}

/** Records the JSON bodies an entry receives and answers `data`. */
function recordBodies(id: Parameters<typeof handlerFor>[0], data: unknown): unknown[] {
  const bodies: unknown[] = [];
  mockServer.use(
    handlerFor(id, async ({ request }) => {
      const text = await request.text();
      bodies.push(text === '' ? null : JSON.parse(text));
      return HttpResponse.json({ status: 200, message: 'OK', data });
    }),
  );
  return bodies;
}

/** The one variant of the factory's cart product, to vary. */
function baseVariant() {
  const [variant] = makeCartItem(0).variants;
  if (!variant) throw new Error('the cart factory has a variant');
  return variant;
}

function file(name: string, bytes: number): File {
  return new File([new Uint8Array(bytes)], name);
}

setUpScreenTestFile({ signedIn: true });

describe('CartScreen', () => {
  it('lists the quoted products with their variants, prices and the selected subtotal', async () => {
    await renderCart();
    expect(await screen.findByRole('heading', { name: 'Tas Ransel Kanvas Pria' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Keranjang' })).toBeVisible();
    expect(screen.getByText('Hitam')).toBeVisible();
    expect(screen.getByText('Kargo laut')).toBeVisible();
    expect(screen.getByLabelText('Jumlah Hitam')).toHaveValue('100');
    expect(screen.getByText('Minimum 10, kelipatan 5, stok 4.800')).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Ringkasan' });
    expect(within(summary).getByText('1 produk')).toBeVisible();
    expect(summary).toHaveTextContent(/SubtotalRp 13\.300\.000/);
  });

  it('explains each line’s price and the selected total part by part, adding up', async () => {
    const first = makeCartItem(0);
    const second = makeCartItem(1, {
      variants: [
        {
          ...baseVariant(),
          variant_id: 'var-9',
          name: 'Abu',
          quantity: 10,
          shipping_type: 'air',
          line_total: idr('1330000'),
          // A silver quote: the fee is 5% of the goods.
          parts: makeQuoteParts({ service_fee: idr('5200'), freight: idr('11800') }),
        },
      ],
      subtotal: idr('1330000'),
    });
    useSuccessCase(
      mockServer,
      'getCart',
      makeCart({ items: [first, second], subtotal: idr('14630000') }),
    );
    const { user } = await renderCart();
    const black = await screen.findByRole('table', { name: 'Hitam' });
    expect(black).not.toBeVisible();
    await user.click(screen.getAllByText('Rincian harga ini')[0] as HTMLElement);
    expect(black).toBeVisible();
    const row = (table: HTMLElement, name: string) =>
      within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    // Per unit, then for the 100 in the cart.
    expect(row(black, 'Barang')).toHaveTextContent('Rp 104.000Rp 10.400.000');
    expect(row(black, 'Ongkir domestik di Tiongkok')).toHaveTextContent('Rp 1.500Rp 150.000');
    expect(row(black, 'Ongkos kirim internasional')).toHaveTextContent(
      /Kargo laut.*4–6.*Rp 11\.000Rp 1\.100\.000/,
    );
    expect(row(black, 'Bea masuk dan pajak')).toHaveTextContent('Rp 9.000Rp 900.000');
    expect(row(black, 'Kepabeanan dan dokumen')).toHaveTextContent('Rp 1.500Rp 150.000');
    expect(row(black, 'Harga all-in')).toHaveTextContent('Rp 133.000Rp 13.300.000');
    const grey = screen.getByRole('table', { name: 'Abu' });
    expect(row(grey, 'Biaya layanan')).toHaveTextContent(
      /^Biaya layanan \(5%\)Rp 5\.200Rp 52\.000$/,
    );
    // A fee that is no level's rate of the goods is named without one.
    expect(row(black, 'Biaya layanan')).toHaveTextContent(/^Biaya layananRp/);
    expect(
      row(screen.getByRole('table', { name: 'Abu' }), 'Ongkos kirim internasional'),
    ).toHaveTextContent(/Kargo udara.*2–4/);

    // The summary: both products, each part summed, the all-in equal to the subtotal shown.
    const summary = screen.getByRole('region', { name: 'Ringkasan' });
    expect(summary).toHaveTextContent(/SubtotalRp 14\.630\.000/);
    await user.click(within(summary).getByText('Rincian harga ini'));
    const total = within(summary).getByRole('table', { name: 'Ringkasan' });
    expect(row(total, 'Barang')).toHaveTextContent('Rp 11.440.000');
    expect(row(total, 'Ongkos kirim internasional')).toHaveTextContent('Rp 1.218.000');
    expect(row(total, 'Harga all-in')).toHaveTextContent('Rp 14.630.000');

    // A product of one variant has no second breakdown; one of two sums its variants' parts.
    expect(screen.queryByRole('table', { name: 'Tas Ransel Kanvas Pria' })).not.toBeInTheDocument();

    // Leaving a product out of checkout takes its parts out of the total.
    await user.click(
      screen.getByRole('checkbox', { name: 'Ikutkan dalam checkout Sepatu Sneakers Wanita Putih' }),
    );
    expect(row(total, 'Harga all-in')).toHaveTextContent('Rp 13.300.000');
  });

  it('sums a product’s variants part by part under its subtotal', async () => {
    const item = makeCartItem(0);
    const grey = { ...baseVariant(), variant_id: 'var-9', name: 'Abu', quantity: 10 };
    useSuccessCase(
      mockServer,
      'getCart',
      makeCart({
        items: [
          {
            ...item,
            variants: [...item.variants, { ...grey, line_total: idr('1330000') }],
            subtotal: idr('14630000'),
          },
        ],
        subtotal: idr('14630000'),
      }),
    );
    await renderCart();
    const product = await screen.findByRole('table', { name: 'Tas Ransel Kanvas Pria' });
    const row = (name: string) =>
      within(product).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Barang')).toHaveTextContent('Rp 11.440.000');
    expect(row('Ongkir domestik di Tiongkok')).toHaveTextContent('Rp 165.000');
    // The all-in of the product's parts is the subtotal shown above them.
    expect(row('Harga all-in')).toHaveTextContent('Rp 14.630.000');
    expect(screen.getByText(/Subtotal produk.*14\.630\.000/)).toBeVisible();
  });

  it('shows the failure of the cart call with a retry that loads it', async () => {
    useErrorCase(mockServer, 'getCart', 404, undefined, { once: true });
    const { user } = await renderCart();
    expect(await screen.findByRole('alert')).toHaveTextContent('Data tidak ditemukan');
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { name: 'Tas Ransel Kanvas Pria' })).toBeVisible();
  });

  it('sends a guest to the login page on 401', async () => {
    document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const { store } = await renderCart();
    await waitFor(() => expect(store.navigations).toEqual(['/id-ID/login']));
  });

  it('shows the empty cart with a way to the submissions', async () => {
    useSuccessCase(mockServer, 'getCart', makeCart({ items: [], subtotal: idr('0') }));
    await renderCart();
    expect(await screen.findByRole('heading', { name: 'Keranjang Anda kosong' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lihat pengajuan saya' })).toHaveAttribute(
      'href',
      '/id-ID/inquiries',
    );
  });

  describe('quantities', () => {
    it('steps up by the multiple and saves the gateway’s quantity', async () => {
      const saved = makeCart({
        items: [
          makeCartItem(0, {
            variants: [{ ...baseVariant(), quantity: 105 }],
          }),
        ],
      });
      const bodies = recordBodies('updateCart', saved);
      const { user } = await renderCart();
      await user.click(await screen.findByRole('button', { name: 'Tambah jumlah Hitam' }));
      await waitFor(() =>
        expect(bodies).toEqual([
          { items: [{ cart_item_id: 'cart-1', variant_id: 'var-1', quantity: 105 }] },
        ]),
      );
      await waitFor(() => expect(screen.getByLabelText('Jumlah Hitam')).toHaveValue('105'));
    });

    it.each([
      ['12', messageFor('quantity_not_multiple', 'id', { multiple: '5' }), '10'],
      ['5', messageFor('quantity_below_minimum', 'id', { minimum: '10' }), '10'],
      ['5000', 'Pembelian melebihi stok', '4.800'],
    ])('refuses %s before any call: %s', async (typed, message, suggestion) => {
      const bodies = recordBodies('updateCart', makeCart());
      const { user } = await renderCart();
      const input = await screen.findByLabelText('Jumlah Hitam');
      await user.clear(input);
      await user.type(input, `${typed}{Enter}`);
      expect(await screen.findByText(message)).toBeVisible();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
      await user.tab();
      expect(bodies).toEqual([]);
      expect(screen.getByRole('button', { name: `Gunakan ${suggestion}` })).toBeVisible();
    });

    it('fixes a refused quantity with the suggested one', async () => {
      const bodies = recordBodies('updateCart', makeCart());
      const { user } = await renderCart();
      const input = await screen.findByLabelText('Jumlah Hitam');
      await user.clear(input);
      await user.type(input, '123');
      await user.click(screen.getByRole('button', { name: 'Gunakan 125' }));
      await waitFor(() =>
        expect(bodies).toEqual([
          { items: [{ cart_item_id: 'cart-1', variant_id: 'var-1', quantity: 125 }] },
        ]),
      );
    });

    it('asks for a value when the box is emptied', async () => {
      const { user } = await renderCart();
      const input = await screen.findByLabelText('Jumlah Hitam');
      await user.clear(input);
      expect(screen.getByText('Wajib diisi')).toBeVisible();
    });

    it('names a multiple larger than the stock and disables the stepper', async () => {
      const variant = { ...baseVariant(), multiple: 50, stock: 40, quantity: 50 };
      useSuccessCase(
        mockServer,
        'getCart',
        makeCart({ items: [makeCartItem(0, { variants: [variant] })] }),
      );
      await renderCart();
      expect(await screen.findByText('Nilai Kelipatan melebihi stok')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Tambah jumlah Hitam' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Kurangi jumlah Hitam' })).toBeDisabled();
      expect(
        screen.getByText('Perbaiki jumlah yang ditandai merah sebelum checkout.'),
      ).toBeVisible();
    });

    it('puts the quantity back and shows the gateway’s message when saving fails', async () => {
      useErrorCase(mockServer, 'updateCart', 409, errorEnvelope('purchase_exceeds_stock', 'id'));
      const { user } = await renderCart();
      await user.click(await screen.findByRole('button', { name: 'Kurangi jumlah Hitam' }));
      expect(await screen.findByText('Pembelian melebihi stok')).toBeVisible();
      expect(screen.getByLabelText('Jumlah Hitam')).toHaveValue('100');
    });
  });

  describe('removing', () => {
    it('removes a product after confirmation', async () => {
      const { user } = await renderCart();
      await user.click(
        await screen.findByRole('button', { name: 'Hapus Tas Ransel Kanvas Pria dari keranjang' }),
      );
      const dialog = screen.getByRole('dialog', { name: 'Hapus produk?' });
      useSuccessCase(mockServer, 'getCart', makeCart({ items: [], subtotal: idr('0') }));
      await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
      expect(await screen.findByText('Dihapus dari keranjang')).toBeVisible();
      expect(await screen.findByRole('heading', { name: 'Keranjang Anda kosong' })).toBeVisible();
    });

    it('shows “Gagal Menghapus Produk” when the gateway refuses', async () => {
      useErrorCase(mockServer, 'removeCartItem', 422, errorEnvelope('product_delete_failed', 'id'));
      const { user } = await renderCart();
      await user.click(
        await screen.findByRole('button', { name: 'Hapus Tas Ransel Kanvas Pria dari keranjang' }),
      );
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Hapus' }));
      expect(await screen.findByText('Gagal Menghapus Produk')).toBeVisible();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('removes one variant', async () => {
      const calls: string[] = [];
      mockServer.use(
        handlerFor('removeCartVariant', ({ params }) => {
          calls.push(`${String(params['cartItemId'])}/${String(params['variantId'])}`);
          return HttpResponse.json({ status: 200, message: 'OK', data: makeCart() });
        }),
      );
      const { user } = await renderCart();
      await user.click(await screen.findByRole('button', { name: 'Hapus varian Hitam' }));
      const dialog = screen.getByRole('dialog', { name: 'Hapus varian?' });
      expect(dialog).toHaveTextContent('Varian Hitam dari Tas Ransel Kanvas Pria');
      await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
      await waitFor(() => expect(calls).toEqual(['cart-1/var-1']));
    });

    it('keeps the cart when the removal is cancelled', async () => {
      const { user } = await renderCart();
      await user.click(await screen.findByRole('button', { name: 'Hapus varian Hitam' }));
      await user.click(screen.getByRole('button', { name: 'Batal' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByText('Hitam')).toBeVisible();
    });
  });

  describe('a product removed by the supplier', () => {
    const removed = makeCartItem(1, {
      id: 'cart-2',
      product: makeProductSummary(1, { removed_by_supplier: true }),
    });

    it('is marked deleted with the sales contact and left out of checkout', async () => {
      useSuccessCase(mockServer, 'getCart', makeCart({ items: [makeCartItem(0), removed] }));
      await renderCart();
      expect(await screen.findByText('Produk telah dihapus supplier')).toBeVisible();
      expect(screen.getByText(/Hubungi sales Anda Budi Santoso \(\+6281100000000\)/)).toBeVisible();
      const card = screen.getByRole('listitem', { name: 'Sepatu Sneakers Wanita Putih' });
      expect(within(card).getByRole('checkbox')).toBeDisabled();
      expect(within(card).getByLabelText('Jumlah Hitam')).toBeDisabled();
      expect(
        within(screen.getByRole('region', { name: 'Ringkasan' })).getByText('1 produk'),
      ).toBeVisible();
    });

    it('asks to contact sales without a name when none is assigned', async () => {
      signInForTests(makeSessionIdentity({ nama_sales: null }));
      useSuccessCase(mockServer, 'getCart', makeCart({ items: [removed] }));
      await renderCart();
      expect(
        await screen.findByText(
          'Produk ini tidak dapat dipesan lagi. Hubungi sales Anda untuk alternatifnya.',
        ),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    });
  });

  describe('sync', () => {
    it('refreshes prices and stock and says so', async () => {
      const { user } = await renderCart();
      await user.click(await screen.findByRole('button', { name: 'Sinkronkan harga dan stok' }));
      expect(await screen.findByText('Harga dan stok sudah terbaru.')).toBeVisible();
    });

    it('marks a product the supplier removed during the sync', async () => {
      useSuccessCase(
        mockServer,
        'getSyncResult',
        makeSyncResult('sync-1', {
          items: [{ cart_item_id: 'cart-1', changed: true, error: 'product_removed_by_supplier' }],
        }),
      );
      const { user } = await renderCart();
      await user.click(await screen.findByRole('button', { name: 'Sinkronkan harga dan stok' }));
      expect(await screen.findByText('Produk telah dihapus supplier')).toBeVisible();
      expect(screen.getByText('1 produk memiliki harga atau stok baru.')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    });

    it('shows “Sinkronisasi gagal” when the sync cannot start', async () => {
      useErrorCase(mockServer, 'syncCart', 429);
      const { user } = await renderCart();
      await user.click(await screen.findByRole('button', { name: 'Sinkronkan harga dan stok' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Sinkronisasi gagal');
      expect(alert).toHaveTextContent('Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi');
    });

    it('shows “Sinkronisasi gagal” naming the products that failed', async () => {
      useSuccessCase(
        mockServer,
        'getSyncResult',
        makeSyncResult('sync-1', {
          items: [{ cart_item_id: 'cart-1', changed: false, error: 'sync_failed' }],
        }),
      );
      const { user } = await renderCart();
      await user.click(await screen.findByRole('button', { name: 'Sinkronkan harga dan stok' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Sinkronisasi gagal');
      expect(alert).toHaveTextContent('Tas Ransel Kanvas Pria: Sinkronisasi gagal');
    });

    it('shows “Sinkronisasi gagal” when its result cannot be read', async () => {
      useErrorCase(mockServer, 'getSyncResult', 404);
      const { user } = await renderCart();
      await user.click(await screen.findByRole('button', { name: 'Sinkronkan harga dan stok' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Sinkronisasi gagal');
    });

    it('takes a sync that finished at once without polling', async () => {
      useSuccessCase(mockServer, 'syncCart', makeSyncResult('sync-9'));
      useErrorCase(mockServer, 'getSyncResult', 500);
      const { user } = await renderCart();
      await user.click(await screen.findByRole('button', { name: 'Sinkronkan harga dan stok' }));
      expect(await screen.findByText('Harga dan stok sudah terbaru.')).toBeVisible();
    });
  });

  describe('logo customisation', () => {
    async function openLogoDialog() {
      const rendered = await renderCart();
      await rendered.user.click(
        await screen.findByRole('button', { name: 'Kustomisasi logo Tas Ransel Kanvas Pria' }),
      );
      return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Kustomisasi logo' }) };
    }

    it('is not offered below the level that has logos, which says where it comes from', async () => {
      signInForTests(makeSessionIdentity({ level: 'silver' }));
      await renderCart();
      expect(
        (
          await screen.findAllByText(
            'Logo pada produk tersedia mulai level keanggotaan yang lebih tinggi.',
          )
        ).length,
      ).toBeGreaterThan(0);
      expect(screen.queryByRole('button', { name: /^Kustomisasi logo/ })).not.toBeInTheDocument();
    });

    it('states the upload rules', async () => {
      const { dialog } = await openLogoDialog();
      expect(dialog).toHaveTextContent('Maksimal 5 file, total 10 MB.');
      expect(within(dialog).getByLabelText('Pilih file logo')).toHaveAttribute(
        'accept',
        expect.stringContaining('.cdr'),
      );
    });

    it('uploads valid files and closes', async () => {
      const { user, dialog } = await openLogoDialog();
      await user.upload(within(dialog).getByLabelText('Pilih file logo'), [
        file('logo.png', 2048),
        file('brand.ai', 4096),
      ]);
      expect(
        within(dialog).getByRole('list', { name: 'File yang akan diunggah' }),
      ).toHaveTextContent('logo.png');
      await user.click(within(dialog).getByRole('button', { name: 'Unggah' }));
      expect(await screen.findByText('File logo berhasil diunggah')).toBeVisible();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it.each([
      [
        'more than 5 files',
        ['a.png', 'b.png', 'c.png', 'd.png', 'e.png', 'f.png'].map((name) => file(name, 10)),
        'Terlalu banyak file (maksimal 5)',
      ],
      [
        'a type outside the list',
        [file('logo.png', 10), file('setup.exe', 10)],
        'setup.exe: Jenis file tidak sesuai',
      ],
      [
        'more than 10 MB together',
        [file('a.psd', 6 * 1024 * 1024), file('b.psd', 4 * 1024 * 1024 + 1)],
        'File terlalu besar',
      ],
    ])('refuses %s before uploading', async (_case, files, message) => {
      const { dialog } = await openLogoDialog();
      // A change event, not user.upload: `accept` would make user-event drop a wrong type, and
      // the rule itself (a browser lets "All files" through) is what is tested.
      fireEvent.change(within(dialog).getByLabelText('Pilih file logo'), { target: { files } });
      expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
      expect(within(dialog).getByRole('button', { name: 'Unggah' })).toBeDisabled();
    });

    it('accepts exactly 10 MB and lets a rejected file be taken out', async () => {
      const { user, dialog } = await openLogoDialog();
      const input = within(dialog).getByLabelText('Pilih file logo');
      await user.upload(input, [file('a.psd', 6 * 1024 * 1024), file('b.psd', 4 * 1024 * 1024)]);
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Unggah' })).toBeEnabled();
      await user.click(within(dialog).getByRole('button', { name: 'Hapus b.psd' }));
      expect(
        within(dialog).getByRole('list', { name: 'File yang akan diunggah' }),
      ).not.toHaveTextContent('b.psd');
    });

    it('shows the gateway’s refusal inside the dialog', async () => {
      useErrorCase(
        mockServer,
        'uploadCartLogo',
        415,
        errorEnvelope('file_type_invalid', 'id', undefined, 415),
      );
      const { user, dialog } = await openLogoDialog();
      await user.upload(within(dialog).getByLabelText('Pilih file logo'), [file('logo.png', 10)]);
      await user.click(within(dialog).getByRole('button', { name: 'Unggah' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Jenis file tidak sesuai');
      expect(screen.getByRole('dialog')).toBeVisible();
    });

    it('lists the files already attached', async () => {
      useSuccessCase(
        mockServer,
        'getCart',
        makeCart({ items: [makeCartItem(0, { logos: [makeUploadedFile(0)] })] }),
      );
      const { dialog } = await openLogoDialog();
      expect(screen.getAllByText('1 file logo')[0]).toBeDefined();
      expect(within(dialog).getByText('File yang sudah dilampirkan')).toBeVisible();
    });
  });

  describe('checkout', () => {
    it('goes to checkout with the selected products', async () => {
      useSuccessCase(
        mockServer,
        'getCart',
        makeCart({ items: [makeCartItem(0), makeCartItem(1, { id: 'cart-2' })] }),
      );
      const { user } = await renderCart();
      expect(await screen.findByText('2 produk')).toBeVisible();
      const [first] = screen.getAllByRole('checkbox', { name: /Ikutkan dalam checkout/ });
      if (!first) throw new Error('a checkbox per product');
      await user.click(first);
      expect(screen.getByText('1 produk')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Checkout' }));
      expect(await screen.findByText('navigated away')).toBeVisible();
    });

    it('cannot check out nothing', async () => {
      const { user } = await renderCart();
      await user.click(await screen.findByRole('checkbox', { name: 'Pilih semua produk' }));
      expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
      await user.click(screen.getByRole('checkbox', { name: 'Pilih semua produk' }));
      expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
    });
  });

  it('speaks English in en-US', async () => {
    await renderCart({ locale: 'en-US' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    expect(await screen.findByText('Minimum 10, in multiples of 5, stock 4,800')).toBeVisible();
  });
});

describe('CartScreen: a line in sizes (decision 296)', () => {
  // Min 10, multiple 5 on the total; M has 40 of its own, L 30.
  const sized = () => ({
    ...baseVariant(),
    quantity: 50,
    stock: 70,
    sub_variants: [
      { sub_variant_id: 'm', name: 'M', quantity: 20, stock: 40 },
      { sub_variant_id: 'l', name: 'L', quantity: 30, stock: 30 },
    ],
  });

  it('changes the sizes one by one, judged as the gateway judges them, and saves them together', async () => {
    useSuccessCase(
      mockServer,
      'getCart',
      makeCart({ items: [makeCartItem(0, { variants: [sized()] })] }),
    );
    const bodies = recordBodies('updateCart', makeCart());
    const { user } = await renderCart();
    const m = await screen.findByRole('textbox', { name: 'Jumlah Hitam, ukuran M' });
    const l = screen.getByRole('textbox', { name: 'Jumlah Hitam, ukuran L' });
    expect(m).toHaveValue('20');
    expect(screen.getByText('Jumlah total 50')).toBeVisible();
    // No stepper for the total: it is the sizes' sum.
    expect(screen.queryByRole('button', { name: 'Tambah jumlah Hitam' })).not.toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Simpan ukuran' });
    expect(save).toBeDisabled();

    // 31 L is above L's own stock: said under L, checkout waits.
    await user.clear(l);
    await user.type(l, '31');
    expect(l).toHaveAccessibleDescription('Pembelian melebihi stok');
    expect(save).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();

    // 4 M + 4 L: the total is below the minimum.
    await user.clear(m);
    await user.type(m, '4');
    await user.clear(l);
    await user.type(l, '4');
    expect(
      screen.getByText(messageFor('quantity_below_minimum', 'id', { minimum: '10' })),
    ).toBeVisible();

    await user.clear(m);
    await user.type(m, '25');
    await user.clear(l);
    await user.type(l, '30');
    expect(screen.getByText('Jumlah total 55')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
    await user.click(save);
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          items: [
            {
              cart_item_id: 'cart-1',
              variant_id: 'var-1',
              quantity: 55,
              sub_variants: [
                { sub_variant_id: 'm', quantity: 25 },
                { sub_variant_id: 'l', quantity: 30 },
              ],
            },
          ],
        },
      ]),
    );
  });
});
