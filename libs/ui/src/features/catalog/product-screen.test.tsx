import {
  errorEnvelope,
  makeBuyerVariantState,
  makeProductBuyerStates,
  makeProductDetail,
  makeQuotedVariantState,
  makeProfile,
  makeVariant,
  signInForTests,
  useErrorCase,
  useSuccessCase,
} from '@storefront/api/testing';
import { LocationProbe } from '@storefront/ui-support/testing';
import { renderScreen } from '@storefront/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes, useSearchParams } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { setUpScreenTestFile } from '../../testing/screen-test-file';
import { watchRequests } from '../../testing/watch-requests';
import ProductScreen from './product-screen';

setUpScreenTestFile();
// A request sent to the phone verification is kept for the tab: no test inherits another's.
beforeEach(() => window.sessionStorage.clear());

/** Stands for a step that returns through `?next=` (the phone verification). */
function BackToProduct() {
  const [search] = useSearchParams();
  const next = search.get('next');
  return next ? <Link to={next}>back to the product</Link> : null;
}

function renderProduct(locale: 'id-ID' | 'en-US' = 'id-ID') {
  // The screen's own route inside a catch-all one, so the probe stays after a navigation away.
  return renderScreen(
    <>
      <Routes>
        <Route path="products/:productId" element={<ProductScreen />} />
        <Route path="*" element={<BackToProduct />} />
      </Routes>
      <LocationProbe />
    </>,
    { routePath: '*', url: 'products/prd-1', locale },
  );
}

/** The row of a variant in the variant table, by its name. */
function row(name: string) {
  return screen
    .getByRole('rowheader', { name: new RegExp(`^${name}`) })
    .closest('tr') as HTMLElement;
}

describe('ProductScreen', () => {
  it('shows the product with prices in CNY and the market currency', async () => {
    await renderProduct();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tas Ransel Kanvas Pria' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Mulai Rp 104.000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat di 1688' })).toHaveAttribute(
      'href',
      'https://detail.1688.com/offer/610000000000.html',
    );
    const table = screen.getByRole('table');
    expect(
      within(table).getByRole('columnheader', { name: 'Harga satuan (IDR)' }),
    ).toBeInTheDocument();
    const black = row('Hitam');
    expect(black).toHaveTextContent('CN¥45,00');
    expect(black).toHaveTextContent('Rp 104.000');
    expect(black).toHaveTextContent('Min. 10 · kelipatan 5');
    expect(black).toHaveTextContent('Belum diajukan');
  });

  it("shows each variant's picture small, from its smallest served width", async () => {
    const url = 'https://shop.example/catalog/images/bag-black.png';
    useSuccessCase(
      mockServer,
      'getCatalogProduct',
      makeProductDetail('prd-1', {
        variants: [
          makeVariant(0, {
            image_url: url,
            image: { url, width: 800, height: 800, widths: [160, 320, 640] },
          }),
          makeVariant(1),
        ],
      }),
    );
    await renderProduct();
    await screen.findByRole('table');
    const picture = row('Hitam').querySelector('img');
    expect(picture).toHaveAttribute('sizes', '3.5rem');
    expect(picture?.getAttribute('srcset')).toMatch(/^\S+bag-black\.w160\.webp 160w, /);
    expect(picture).toHaveAttribute('width', '56');
    expect(picture).toHaveAttribute('loading', 'lazy');
    // A variant without a picture shows none (no broken image).
    expect(row('Abu-abu').querySelector('img')).toBeNull();
  });

  it('says a demo catalogue product has no real listing instead of linking to it', async () => {
    useSuccessCase(
      mockServer,
      'getCatalogProduct',
      makeProductDetail('prd-1', { demo_link: true }),
    );
    await renderProduct();
    expect(await screen.findByText('Tautan demo')).toBeVisible();
    expect(
      screen.getByText('Produk katalog demo: tidak ada halaman 1688 yang sebenarnya.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Lihat di 1688' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /1688/ })).not.toBeInTheDocument();
  });

  it("shows the supplier's quantity ladder, and nothing of it without one", async () => {
    useSuccessCase(
      mockServer,
      'getCatalogProduct',
      makeProductDetail('prd-1', {
        price_tiers: [
          {
            min_quantity: 10,
            unit_price_cny: { amount: 4500, currency: 'CNY' },
            unit_price: { amount: 104_000, currency: 'IDR' },
          },
          {
            min_quantity: 100,
            unit_price_cny: { amount: 4000, currency: 'CNY' },
            unit_price: { amount: 92_000, currency: 'IDR' },
          },
        ],
      }),
    );
    const { unmount } = await renderProduct();
    const ladder = (await screen.findByRole('heading', { name: 'Harga per jumlah' })).closest(
      'section',
    ) as HTMLElement;
    const [first, second, ...more] = within(ladder).getAllByRole('listitem');
    expect(first).toHaveTextContent(/^Mulai 10 unit\s*Rp 104\.000\s*CN¥45,00$/);
    expect(second).toHaveTextContent(/^Mulai 100 unit\s*Rp 92\.000\s*CN¥40,00$/);
    expect(more).toEqual([]);
    unmount();
    useSuccessCase(mockServer, 'getCatalogProduct', makeProductDetail('prd-1'));
    await renderProduct();
    await screen.findByRole('table');
    expect(screen.queryByRole('heading', { name: 'Harga per jumlah' })).not.toBeInTheDocument();
  });

  it('says at once why a variant without stock cannot be bought', async () => {
    await renderProduct();
    await screen.findByRole('table');
    // The second variant of the mock product has no stock.
    const grey = row('Abu-abu');
    expect(grey).toHaveTextContent('Pembelian melebihi stok');
    expect(within(grey).getByRole('button', { name: 'Tambah Abu-abu' })).toBeDisabled();
  });

  it('says when one multiple is more than the stock', async () => {
    useSuccessCase(
      mockServer,
      'getCatalogProduct',
      makeProductDetail('prd-1', {
        variants: [makeVariant(0, { min_quantity: 1, multiple: 50, stock: 20 })],
      }),
    );
    await renderProduct();
    await screen.findByRole('table');
    expect(row('Hitam')).toHaveTextContent('Nilai Kelipatan melebihi stok');
  });

  it('checks each typed quantity against the minimum, the multiple and the stock', async () => {
    const { user } = await renderProduct();
    await screen.findByRole('table');
    const box = screen.getByRole('spinbutton', { name: 'Jumlah Hitam' });
    const message = () => row('Hitam').querySelector('p')?.textContent ?? null;

    await user.type(box, '7');
    expect(message()).toBe('Jumlah pembelian minimum adalah 10');
    expect(box).toHaveAccessibleDescription('Jumlah pembelian minimum adalah 10');
    expect(box).toHaveAttribute('aria-invalid', 'true');

    await user.clear(box);
    await user.type(box, '12');
    expect(message()).toBe('Jumlah harus kelipatan 5');

    await user.clear(box);
    await user.type(box, '4805');
    expect(message()).toBe('Pembelian melebihi stok');

    await user.clear(box);
    await user.type(box, '15');
    expect(message()).toBeNull();
    expect(box).not.toHaveAttribute('aria-invalid');
    // 15 × Rp 104,000 and 15 × ¥45.00.
    expect(screen.getByText('Rp 1.560.000')).toBeInTheDocument();
    expect(screen.getByText('(CN¥675,00)')).toBeInTheDocument();
  });

  it('steps only through valid quantities and empties the box below the minimum', async () => {
    const { user } = await renderProduct();
    await screen.findByRole('table');
    const box = screen.getByRole('spinbutton', { name: 'Jumlah Hitam' });
    const fewer = screen.getByRole('button', { name: 'Kurangi Hitam' });
    const more = screen.getByRole('button', { name: 'Tambah Hitam' });
    expect(fewer).toBeDisabled();
    await user.click(more);
    expect(box).toHaveValue(10);
    await user.click(more);
    expect(box).toHaveValue(15);
    await user.click(fewer);
    expect(box).toHaveValue(10);
    await user.click(fewer);
    expect(box).toHaveValue(null);
    expect(fewer).toBeDisabled();
  });

  it('sends a guest to log in before a price request, and back afterwards', async () => {
    const { user } = await renderProduct();
    await screen.findByRole('table');
    expect(
      screen.queryByRole('button', { name: 'Ajukan perhitungan harga' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Masuk untuk mengajukan harga' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/id-ID/login?next=%2Fid-ID%2Fproducts%2Fprd-1',
    );
  });

  it('submits the chosen variants for an all-in price and freezes them', async () => {
    signInForTests();
    const requests = watchRequests('/oci/orders/inquiry', 'POST');
    const { user } = await renderProduct();
    await screen.findByRole('table');
    const submit = screen.getByRole('button', { name: 'Ajukan perhitungan harga' });
    expect(submit).toBeDisabled();

    await user.type(screen.getByRole('spinbutton', { name: 'Jumlah Hitam' }), '15');
    await user.click(screen.getByRole('checkbox', { name: /Tipe ODM/ }));
    await user.type(
      screen.getByRole('textbox', { name: 'Catatan untuk tim kami' }),
      'Logo di depan',
    );
    expect(submit).toBeEnabled();
    await user.click(submit);

    const title = await screen.findByText('Diajukan untuk perhitungan harga: PGJ-20250430-0001', {
      selector: 'p',
    });
    const done = title.closest('[role="status"]') as HTMLElement;
    expect(done).toHaveTextContent('Kami kirim harga all-in dalam 2x24 jam');
    expect(within(done).getByRole('link', { name: 'Lihat pengajuan' })).toHaveAttribute(
      'href',
      '/id-ID/inquiries/PGJ-20250430-0001',
    );
    expect(await requests[0]?.body).toEqual({
      product_id: 'prd-1',
      variants: [{ variant_id: 'var-1', quantity: 15 }],
      odm: true,
      notes: 'Logo di depan',
    });
    const black = row('Hitam');
    expect(within(black).getByRole('spinbutton')).toBeDisabled();
    expect(black).toHaveTextContent('Varian tidak dapat diubah setelah estimasi harga diajukan');
    expect(black).toHaveTextContent('Sedang dihitung');
  });

  it('says how many price requests are left this month, and closes the button at none', async () => {
    signInForTests();
    useSuccessCase(
      mockServer,
      'getProfile',
      makeProfile({
        submissions: { limit: 20, used: 18, remaining: 2, next_month_at: '2026-11-30T16:00:00Z' },
      }),
    );
    const { user, unmount } = await renderProduct();
    expect(
      await screen.findByText('Sisa 2 dari 20 pengajuan harga bulan ini.'),
    ).toBeInTheDocument();
    unmount();

    useSuccessCase(
      mockServer,
      'getProfile',
      makeProfile({
        submissions: { limit: 20, used: 20, remaining: 0, next_month_at: '2026-11-30T16:00:00Z' },
      }),
    );
    await renderProduct();
    // 16:00 UTC on the 30th is midnight of the 1st on the storefront clock.
    expect(
      await screen.findByText(
        'Seluruh 20 pengajuan harga bulan ini sudah terpakai. Pengajuan baru dibuka 1 Des 2026.',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: 'Jumlah Hitam' }), '15');
    expect(screen.getByRole('button', { name: 'Ajukan perhitungan harga' })).toBeDisabled();
  });

  it('shows the server’s refusal on the toast and under the refused row', async () => {
    signInForTests();
    useErrorCase(
      mockServer,
      'createInquiry',
      422,
      errorEnvelope('validation_failed', 'id', { 'variants.0.quantity': 'field.invalid' }, 422),
    );
    const { user } = await renderProduct();
    await screen.findByRole('table');
    await user.type(screen.getByRole('spinbutton', { name: 'Jumlah Hitam' }), '10');
    await user.click(screen.getByRole('button', { name: 'Ajukan perhitungan harga' }));
    expect(await screen.findByText('Beberapa isian belum benar')).toBeInTheDocument();
    expect(row('Hitam')).toHaveTextContent('Nilai tidak valid');
    // The variants stay editable: nothing was submitted.
    expect(screen.getByRole('spinbutton', { name: 'Jumlah Hitam' })).toBeEnabled();
  });

  it('keeps the variants already being priced frozen', async () => {
    useSuccessCase(
      mockServer,
      'getCatalogProduct',
      makeProductDetail('prd-1', {
        variants: [makeVariant(0, { quotation_state: 'in_progress' }), makeVariant(1)],
      }),
    );
    await renderProduct('en-US');
    await screen.findByRole('table');
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Hitam' })).toBeDisabled();
    expect(row('Hitam')).toHaveTextContent(
      'Variants cannot be changed after a price estimate has been requested',
    );
    expect(row('Hitam')).toHaveTextContent('Being priced');
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Abu-abu' })).toBeEnabled();
  });

  it('shows a product removed by the supplier as deleted, with the sales contact', async () => {
    signInForTests();
    useSuccessCase(
      mockServer,
      'getCatalogProduct',
      makeProductDetail('prd-1', { removed_by_supplier: true }),
    );
    await renderProduct();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Produk telah dihapus supplier');
    expect(alert).toHaveTextContent('Hubungi sales Anda Budi Santoso (+6281100000000)');
    expect(
      within(alert).getByRole('link', { name: 'Hubungi Budi Santoso lewat WhatsApp' }),
    ).toHaveAttribute('href', 'https://wa.me/6281100000000');
    expect(screen.getByRole('spinbutton', { name: 'Jumlah Hitam' })).toBeDisabled();
    expect(
      screen.queryByRole('button', { name: 'Ajukan perhitungan harga' }),
    ).not.toBeInTheDocument();
  });

  it('shows why the product could not be loaded and loads it again', async () => {
    useErrorCase(mockServer, 'getCatalogProduct', 404, undefined, { once: true });
    const { user } = await renderProduct();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Data tidak ditemukan');
    expect(screen.getByRole('link', { name: 'Kembali ke pencarian' })).toHaveAttribute(
      'href',
      '/id-ID/search',
    );
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tas Ransel Kanvas Pria' }),
    ).toBeInTheDocument();
  });

  it('shows the not-found page for an id that names no product', async () => {
    useErrorCase(
      mockServer,
      'getCatalogProduct',
      422,
      errorEnvelope('product_unavailable', 'id', undefined, 422),
    );
    await renderProduct();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute(
      'href',
      '/id-ID',
    );
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
  });

  it('switches the photo shown', async () => {
    useSuccessCase(
      mockServer,
      'getCatalogProduct',
      makeProductDetail('prd-1', {
        images: ['https://cdn.storefront.test/a.jpg', 'https://cdn.storefront.test/b.jpg'],
      }),
    );
    const { user } = await renderProduct();
    const photo = await screen.findByRole('img', { name: 'Tas Ransel Kanvas Pria' });
    expect(photo).toHaveAttribute('src', 'https://cdn.storefront.test/a.jpg');
    await user.click(screen.getByRole('button', { name: 'Tampilkan foto 2' }));
    expect(photo).toHaveAttribute('src', 'https://cdn.storefront.test/b.jpg');
    expect(screen.getByRole('button', { name: 'Tampilkan foto 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('ProductScreen wishlist', () => {
  it('removes a saved product', async () => {
    signInForTests();
    const removals = watchRequests('/oci/orders/wishlist/1688/610000000000', 'DELETE');
    const { user } = await renderProduct();
    const toggle = await screen.findByRole('button', { name: 'Simpan ke wishlist' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    await user.click(toggle);
    expect(await screen.findByText('Dihapus dari wishlist Anda')).toBeInTheDocument();
    expect(removals).toHaveLength(1);
  });

  it('saves a product by its link', async () => {
    signInForTests();
    useSuccessCase(mockServer, 'listWishlistLinks', { links: [] });
    const additions = watchRequests('/oci/profile/wishlist', 'POST');
    const { user } = await renderProduct();
    const toggle = await screen.findByRole('button', { name: 'Simpan ke wishlist' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    await user.click(toggle);
    expect(await screen.findByText('Disimpan ke wishlist Anda')).toBeInTheDocument();
    expect(await additions[0]?.body).toEqual({
      link: 'https://detail.1688.com/offer/610000000000.html',
    });
  });

  it('shows why saving failed', async () => {
    signInForTests();
    useSuccessCase(mockServer, 'listWishlistLinks', { links: [] });
    useErrorCase(mockServer, 'addWishlist', 500);
    const { user } = await renderProduct();
    const toggle = await screen.findByRole('button', { name: 'Simpan ke wishlist' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    await user.click(toggle);
    expect(
      await screen.findByText('Terjadi kesalahan pada server, silakan coba lagi'),
    ).toBeInTheDocument();
  });

  it('asks a guest to log in', async () => {
    const { user } = await renderProduct();
    await user.click(await screen.findByRole('button', { name: 'Simpan ke wishlist' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/id-ID/login?next=%2Fid-ID%2Fproducts%2Fprd-1',
    );
  });
});

describe('ProductScreen details', () => {
  it('puts the server’s refusal of the note under the note', async () => {
    signInForTests();
    useErrorCase(
      mockServer,
      'createInquiry',
      422,
      errorEnvelope('validation_failed', 'id', { notes: 'field.too_long' }, 422),
    );
    const { user } = await renderProduct();
    await screen.findByRole('table');
    await user.type(screen.getByRole('spinbutton', { name: 'Jumlah Hitam' }), '10');
    await user.click(screen.getByRole('button', { name: 'Ajukan perhitungan harga' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Catatan untuk tim kami' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
  });

  it('names the options inside a variant', async () => {
    useSuccessCase(
      mockServer,
      'getCatalogProduct',
      makeProductDetail('prd-1', {
        variants: [
          makeVariant(0, {
            sub_variants: [
              {
                id: 's',
                name: 'S',
                unit_price_cny: { amount: 4500, currency: 'CNY' },
                unit_price: { amount: 104000, currency: 'IDR' },
                stock: 10,
              },
              {
                id: 'm',
                name: 'M',
                unit_price_cny: { amount: 4500, currency: 'CNY' },
                unit_price: { amount: 104000, currency: 'IDR' },
                stock: 10,
              },
            ],
            quoted_unit_price: { amount: 133000, currency: 'IDR' },
            quotation_state: 'quoted',
          }),
        ],
      }),
    );
    await renderProduct();
    await screen.findByRole('table');
    expect(row('Hitam')).toHaveTextContent('Pilihan: S, M');
    expect(row('Hitam')).toHaveTextContent('Harga all-in Rp 133.000 per unit');
    expect(row('Hitam')).toHaveTextContent('Sudah dihitung');
  });

  it('says when a product has no variants to choose', async () => {
    useSuccessCase(mockServer, 'getCatalogProduct', makeProductDetail('prd-1', { variants: [] }));
    await renderProduct();
    expect(
      await screen.findByText('Produk ini tidak memiliki varian untuk dipilih.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens the phone verification when the gateway asks for it, and keeps the request across it (issue 14)', async () => {
    signInForTests();
    useErrorCase(
      mockServer,
      'createInquiry',
      403,
      errorEnvelope('phone_not_verified', 'id', undefined, 403),
      { once: true },
    );
    const inquiries = watchRequests('/oci/orders/inquiry', 'POST');
    const { user } = await renderProduct();
    await screen.findByRole('table');
    await user.type(screen.getByRole('spinbutton', { name: 'Jumlah Hitam' }), '10');
    await user.click(screen.getByRole('checkbox', { name: /Tipe ODM/ }));
    await user.type(
      screen.getByRole('textbox', { name: /Catatan untuk tim kami/ }),
      'Logo di tali',
    );
    await user.click(screen.getByRole('button', { name: 'Ajukan perhitungan harga' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
        '/id-ID/verify-phone?next=%2Fid-ID%2Fproducts%2Fprd-1',
      ),
    );

    // The phone is proved; the step goes back to the product (as verify-phone does).
    await user.click(screen.getByRole('link', { name: 'back to the product' }));
    await screen.findByRole('table');
    await waitFor(() =>
      expect(screen.getByRole('spinbutton', { name: 'Jumlah Hitam' })).toHaveValue(10),
    );
    expect(screen.getByRole('checkbox', { name: /Tipe ODM/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Catatan untuk tim kami/ })).toHaveValue(
      'Logo di tali',
    );

    // The same request goes out at the next press, typed once.
    await user.click(screen.getByRole('button', { name: 'Ajukan perhitungan harga' }));
    await waitFor(() => expect(inquiries).toHaveLength(2));
    expect(await inquiries[1]?.body).toMatchObject({ odm: true, notes: 'Logo di tali' });
    expect(await inquiries[1]?.body).toEqual(await inquiries[0]?.body);
    // Given back once: the tab keeps no copy.
    expect(window.sessionStorage.getItem('estimate_draft:prd-1')).toBeNull();
  });

  it('draws the main photo first and sized, and each photo of the gallery from its variants', async () => {
    const photo = (name: string, width: number, widths: number[]) => ({
      url: `https://shop.test/catalog/images/${name}.png`,
      width,
      height: width,
      widths,
    });
    const front = photo('bag-front', 960, [160, 320, 640]);
    const side = photo('bag-side', 160, []);
    useSuccessCase(
      mockServer,
      'getCatalogProduct',
      makeProductDetail('prd-1', {
        images: [front.url, side.url],
        responsive_images: [front, side],
      }),
    );
    const { user } = await renderProduct();
    const main = await screen.findByRole('img', { name: 'Tas Ransel Kanvas Pria' });
    expect(main).toHaveAttribute('src', front.url);
    expect(main).toHaveAttribute(
      'srcset',
      'https://shop.test/catalog/images/bag-front.w160.webp 160w, ' +
        'https://shop.test/catalog/images/bag-front.w320.webp 320w, ' +
        'https://shop.test/catalog/images/bag-front.w640.webp 640w, ' +
        'https://shop.test/catalog/images/bag-front.png 960w',
    );
    expect(main).toHaveAttribute('sizes', '(min-width: 768px) 320px, 100vw');
    expect(main).toHaveAttribute('width', '960');
    expect(main).toHaveAttribute('height', '960');
    // The page's largest paint: never deferred.
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).not.toHaveAttribute('loading');
    const thumbs = within(screen.getByRole('list', { name: 'Foto produk' }));
    const secondThumb = thumbs
      .getByRole('button', { name: 'Tampilkan foto 2' })
      .querySelector('img') as HTMLImageElement;
    expect(secondThumb).toHaveAttribute('srcset', `${side.url} 160w`);
    expect(secondThumb).toHaveAttribute('sizes', '56px');
    expect(secondThumb).toHaveAttribute('loading', 'lazy');

    await user.click(thumbs.getByRole('button', { name: 'Tampilkan foto 2' }));
    const shown = screen.getByRole('img', { name: 'Tas Ransel Kanvas Pria' });
    expect(shown).toHaveAttribute('src', side.url);
    expect(shown).toHaveAttribute('srcset', `${side.url} 160w`);
    expect(shown).toHaveAttribute('width', '160');
  });
});

describe('ProductScreen: the buyer’s own states (decision 288)', () => {
  const NUMBER = 'IDLQ-260302-7KX2MP';
  /** Two variants anyone could ask for (the mock's second one has no stock). */
  const product = makeProductDetail('prd-1', {
    variants: [makeVariant(0), makeVariant(1, { stock: 100 })],
  });

  beforeEach(() => useSuccessCase(mockServer, 'getCatalogProduct', product));

  it('asks nothing personal for a guest, and shows the public page', async () => {
    const states = watchRequests('/oci/catalog/product/prd-1/my-state');
    await renderProduct();
    await screen.findByRole('table');
    expect(row('Hitam')).toHaveTextContent('Belum diajukan');
    expect(screen.queryByText('Memuat status harga Anda')).not.toBeInTheDocument();
    expect(states).toHaveLength(0);
  });

  it('after a reload shows each variant’s state and all-in price from the gateway, and locks the standing ones', async () => {
    signInForTests();
    useSuccessCase(
      mockServer,
      'getCatalogProductStates',
      makeProductBuyerStates('prd-1', [
        makeQuotedVariantState('var-1', { submission_number: NUMBER }),
        makeBuyerVariantState('var-2', {
          state: 'rejected',
          inquiry_id: 'inq-0',
          submission_number: 'IDLQ-260301-AAAAAA',
          rejection_reason: 'Stok pemasok habis',
        }),
      ]),
    );
    await renderProduct();
    await screen.findByRole('table');
    const black = row('Hitam');
    await waitFor(() => expect(black).toHaveTextContent(/all-in Rp 133\.000 per unit/i));
    expect(black).toHaveTextContent('Sudah dihitung');
    expect(black).toHaveTextContent(/Berlaku sampai/);
    expect(within(black).getByRole('link', { name: `Lihat pengajuan ${NUMBER}` })).toHaveAttribute(
      'href',
      `/id-ID/inquiries/${NUMBER}`,
    );
    // The gateway's own rule, mirrored: it cannot be asked for again while its quote stands.
    expect(within(black).getByRole('spinbutton')).toBeDisabled();
    expect(black).toHaveTextContent(`Harga varian ini sudah Anda ajukan di pengajuan ${NUMBER}`);

    // A rejected variant may be asked for again; the reason is shown.
    const grey = row('Abu-abu');
    expect(grey).toHaveTextContent('Ditolak');
    expect(grey).toHaveTextContent('Alasan: Stok pemasok habis');
    expect(within(grey).getByRole('spinbutton')).toBeEnabled();
    expect(grey).not.toHaveTextContent(/all-in/i);
  });

  it.each([
    ['submitted', 'Diajukan'],
    ['under_review', 'Sedang ditinjau'],
  ] as const)('locks a variant %s', async (state, label) => {
    signInForTests();
    useSuccessCase(
      mockServer,
      'getCatalogProductStates',
      makeProductBuyerStates('prd-1', [
        makeBuyerVariantState('var-1', { state, inquiry_id: 'inq-1', submission_number: NUMBER }),
        makeBuyerVariantState('var-2'),
      ]),
    );
    await renderProduct();
    await screen.findByRole('table');
    await waitFor(() => expect(row('Hitam')).toHaveTextContent(label));
    expect(within(row('Hitam')).getByRole('spinbutton')).toBeDisabled();
    expect(within(row('Abu-abu')).getByRole('spinbutton')).toBeEnabled();
    expect(row('Abu-abu')).toHaveTextContent('Belum diajukan');
  });

  it.each([
    ['expired', 'Penawaran kedaluwarsa'],
    ['ordered', 'Sudah dipesan'],
  ] as const)('leaves a variant %s open for a new request', async (state, label) => {
    signInForTests();
    useSuccessCase(
      mockServer,
      'getCatalogProductStates',
      makeProductBuyerStates('prd-1', [
        makeBuyerVariantState('var-1', {
          state,
          inquiry_id: 'inq-1',
          submission_number: NUMBER,
          valid_until: '2026-03-09T10:00:00.000Z',
        }),
        makeBuyerVariantState('var-2'),
      ]),
    );
    const { user } = await renderProduct();
    await screen.findByRole('table');
    await waitFor(() => expect(row('Hitam')).toHaveTextContent(label));
    const quantity = within(row('Hitam')).getByRole('spinbutton');
    expect(quantity).toBeEnabled();
    await user.type(quantity, '15');
    expect(screen.getByRole('button', { name: 'Ajukan perhitungan harga' })).toBeEnabled();
  });

  it('falls back to the public page when the states cannot be loaded', async () => {
    signInForTests();
    useErrorCase(mockServer, 'getCatalogProductStates', 404);
    await renderProduct();
    await screen.findByRole('table');
    await waitFor(() => expect(row('Hitam')).toHaveTextContent('Belum diajukan'));
    expect(screen.queryByText('Memuat status harga Anda')).not.toBeInTheDocument();
    expect(within(row('Hitam')).getByRole('spinbutton')).toBeEnabled();
  });

  it('shows the gateway’s refusal of a duplicate with a link to the submission', async () => {
    signInForTests();
    // Before the request the page knew nothing of it (another tab sent it); after, it does.
    useSuccessCase(
      mockServer,
      'getCatalogProductStates',
      makeProductBuyerStates('prd-1', [
        makeBuyerVariantState('var-1', {
          state: 'submitted',
          inquiry_id: 'inq-1',
          submission_number: NUMBER,
        }),
        makeBuyerVariantState('var-2'),
      ]),
    );
    useSuccessCase(mockServer, 'getCatalogProductStates', makeProductBuyerStates('prd-1'), {
      once: true,
    });
    const refused = {
      status: 409,
      message: `Harga varian ini sudah Anda ajukan di pengajuan ${NUMBER}; pengajuan itu masih diproses atau penawarannya masih berlaku`,
      data: {
        code: 'variant_already_requested',
        fields: { 'variants.0.variant_id': 'field.invalid' },
      },
    };
    useErrorCase(mockServer, 'createInquiry', 409, refused, { once: true });
    const { user } = await renderProduct();
    await screen.findByRole('table');
    await waitFor(() => expect(row('Hitam')).toHaveTextContent('Belum diajukan'));
    await user.type(screen.getByRole('spinbutton', { name: 'Jumlah Hitam' }), '15');
    await user.click(screen.getByRole('button', { name: 'Ajukan perhitungan harga' }));

    // The refusal (warning alert) and the row both link to the submission.
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: `Lihat pengajuan ${NUMBER}` })).toHaveLength(2),
    );
    const alert = screen
      .getAllByRole('alert')
      .find((candidate) => candidate.textContent?.includes(refused.message));
    expect(alert).toBeDefined();
    expect(
      within(alert as HTMLElement).getByRole('link', { name: `Lihat pengajuan ${NUMBER}` }),
    ).toHaveAttribute('href', `/id-ID/inquiries/${NUMBER}`);
    // And the row now says what the gateway said: locked, in that submission.
    await waitFor(() => expect(within(row('Hitam')).getByRole('spinbutton')).toBeDisabled());
    expect(row('Hitam')).toHaveTextContent('Diajukan');
  });
});

describe('ProductScreen: a variant in sizes (decision 296)', () => {
  const idr = (amount: number) => ({ amount, currency: 'IDR' as const });
  const size = (id: string, name: string, stock: number) => ({
    id,
    name,
    unit_price_cny: { amount: 4500, currency: 'CNY' as const },
    unit_price: idr(104_000),
    stock,
  });
  // Min 10 and multiple 5 on the colour's total; M has 40 of its own, L 30.
  const shirt = () =>
    // eslint-disable-next-line react-hooks/rules-of-hooks -- libs/api's msw helper (server.use), not a React hook
    useSuccessCase(
      mockServer,
      'getCatalogProduct',
      makeProductDetail('prd-1', {
        variants: [
          makeVariant(0, { stock: 70, sub_variants: [size('m', 'M', 40), size('l', 'L', 30)] }),
        ],
      }),
    );

  it('takes a quantity per size, judges the total and each size’s stock, and submits the sizes', async () => {
    shirt();
    signInForTests();
    const requests = watchRequests('/oci/orders/inquiry', 'POST');
    const { user } = await renderProduct();
    await screen.findByRole('table');
    const m = screen.getByRole('spinbutton', { name: 'Jumlah Hitam, ukuran M' });
    const l = screen.getByRole('spinbutton', { name: 'Jumlah Hitam, ukuran L' });
    expect(screen.getByText('Stok 40')).toBeInTheDocument();
    // No stepper of its own: the colour's quantity is the sizes' total.
    expect(screen.queryByRole('spinbutton', { name: 'Jumlah Hitam' })).not.toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Ajukan perhitungan harga' });

    // 4 M + 4 L: each size is fine, the total is below the minimum of 10.
    await user.type(m, '4');
    await user.type(l, '4');
    expect(row('Hitam')).toHaveTextContent('Jumlah total 8');
    expect(row('Hitam')).toHaveTextContent('Jumlah pembelian minimum adalah 10');
    expect(submit).toBeDisabled();

    // 31 L is more than L's own 30, though the colour has 70: said under L.
    await user.clear(l);
    await user.type(l, '31');
    expect(l).toHaveAttribute('aria-invalid', 'true');
    expect(l).toHaveAccessibleDescription('Pembelian melebihi stok');
    expect(m).not.toHaveAttribute('aria-invalid');

    // 20 M + 30 L = 50: a multiple of 5 above the minimum.
    await user.clear(m);
    await user.type(m, '20');
    await user.clear(l);
    await user.type(l, '30');
    expect(row('Hitam')).toHaveTextContent('Jumlah total 50');
    expect(l).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Rp 5.200.000')).toBeInTheDocument();
    await user.click(submit);
    await screen.findByText('Diajukan untuk perhitungan harga: PGJ-20250430-0001', {
      selector: 'p',
    });
    expect(await requests[0]?.body).toMatchObject({
      variants: [
        {
          variant_id: 'var-1',
          quantity: 50,
          sub_variants: [
            { sub_variant_id: 'm', quantity: 20 },
            { sub_variant_id: 'l', quantity: 30 },
          ],
        },
      ],
    });
    // Frozen like any variant asked about.
    expect(m).toBeDisabled();
  });

  it('puts the server’s refusal of a size under that size', async () => {
    shirt();
    signInForTests();
    useErrorCase(
      mockServer,
      'createInquiry',
      422,
      errorEnvelope(
        'purchase_exceeds_stock',
        'id',
        { 'variants.0.sub_variants.1.quantity': 'field.invalid' },
        422,
      ),
    );
    const { user } = await renderProduct();
    await screen.findByRole('table');
    const m = screen.getByRole('spinbutton', { name: 'Jumlah Hitam, ukuran M' });
    const l = screen.getByRole('spinbutton', { name: 'Jumlah Hitam, ukuran L' });
    await user.type(m, '5');
    await user.type(l, '10');
    await user.click(screen.getByRole('button', { name: 'Ajukan perhitungan harga' }));
    await waitFor(() => expect(l).toHaveAccessibleDescription('Pembelian melebihi stok'));
    expect(m).not.toHaveAttribute('aria-invalid');
    // Typing again in that size clears the server's text.
    await user.type(l, '0');
    await user.clear(l);
    await user.type(l, '5');
    expect(l).not.toHaveAttribute('aria-invalid');
  });
});
