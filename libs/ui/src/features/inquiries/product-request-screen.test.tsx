import {
  errorEnvelope,
  makeProductRequest,
  MOCK_NOW,
  useErrorCase,
  useSuccessCase,
} from '@storefront/api/testing';
import { LocationProbe } from '@storefront/ui-support/testing';
import { renderScreen } from '@storefront/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { setUpScreenTestFile } from '../../testing/screen-test-file';
import { watchRequests } from '../../testing/watch-requests';
import ProductRequestScreen from './product-request-screen';

setUpScreenTestFile({ signedIn: true });

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function photo(name: string, head: readonly number[] = PNG, size = 4096): File {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type: 'image/png' });
}

/** The size the (stubbed) browser decoder reports for every photo. */
function decodesAs(width: number, height: number) {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width, height, close: () => undefined })),
  );
}

function renderRequest(locale: 'id-ID' | 'en-US' = 'id-ID') {
  return renderScreen(<ProductRequestScreen />, {
    routePath: 'product-request',
    locale,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('ProductRequestScreen by link', () => {
  it('explains a link that is not from the three marketplaces or not a product', async () => {
    const { user } = await renderRequest();
    const link = screen.getByRole('textbox', { name: /Link produk/ });
    const send = screen.getByRole('button', { name: 'Kirim permintaan' });
    await user.click(send);
    expect(await screen.findByText('Wajib diisi')).toBeInTheDocument();

    await user.click(link);
    await user.paste('https://www.tokopedia.com/toko/tas-ransel');
    await user.click(send);
    expect(
      await screen.findByText('Hanya link dari 1688, Taobao, atau Alibaba yang diterima'),
    ).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-invalid', 'true');

    await user.clear(link);
    await user.paste('https://shop1234.1688.com/');
    await user.click(send);
    expect(
      await screen.findByText('Link ini bukan halaman produk. Buka produknya lalu salin link-nya'),
    ).toBeInTheDocument();
  });

  it('sends the canonical link with the details and quantity', async () => {
    const requests = watchRequests('/oci/product-request', 'POST');
    const { user } = await renderRequest();
    await user.click(screen.getByRole('textbox', { name: /Link produk/ }));
    await user.paste('m.1688.com/offer/610000000123.html?spm=share');
    await user.type(screen.getByRole('textbox', { name: 'Yang Anda butuhkan' }), 'Warna maroon');
    await user.type(screen.getByRole('spinbutton', { name: 'Jumlah (opsional)' }), '300');
    await user.click(screen.getByRole('button', { name: 'Kirim permintaan' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await requests[0]?.body).toEqual({
      link: 'https://detail.1688.com/offer/610000000123.html',
      description: 'Warna maroon',
      quantity: 300,
    });
    expect(
      await screen.findAllByText(
        'Permintaan terkirim. Kami kabari Anda saat produk sudah ada di katalog.',
      ),
    ).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /Link produk/ })).toHaveValue('');
  });

  it('comes with the link the search did not find already filled in', async () => {
    const link = 'https://detail.1688.com/offer/624263574012.html';
    const requests = watchRequests('/oci/product-request', 'POST');
    const { user } = await renderScreen(<ProductRequestScreen />, {
      routePath: 'product-request',
      url: `product-request?link=${encodeURIComponent(link)}`,
    });
    expect(screen.getByRole('textbox', { name: /Link produk/ })).toHaveValue(link);
    await user.click(screen.getByRole('button', { name: 'Kirim permintaan' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await requests[0]?.body).toMatchObject({ link });
    // Sent: the field empties instead of offering the same link again.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Link produk/ })).toHaveValue(''),
    );
  });

  it('offers the product at once when the catalogue already has the link', async () => {
    useSuccessCase(
      mockServer,
      'createProductRequest',
      makeProductRequest(0, { product_id: 'prd-42', resolved_at: MOCK_NOW }),
    );
    const { user } = await renderRequest();
    await user.click(screen.getByRole('textbox', { name: /Link produk/ }));
    await user.paste('https://detail.1688.com/offer/610000000123.html');
    await user.click(screen.getByRole('button', { name: 'Kirim permintaan' }));
    expect(await screen.findByRole('link', { name: 'Buka produk' })).toHaveAttribute(
      'href',
      '/id-ID/products/prd-42',
    );
    expect(
      screen.getAllByText(
        'Produk ini sudah ada di katalog kami: pilih varian dan minta harga di sana.',
        { exact: false },
      ),
    ).not.toHaveLength(0);
    expect(
      screen.queryByText('Permintaan terkirim. Kami kabari Anda saat produk sudah ada di katalog.'),
    ).not.toBeInTheDocument();
  });

  it('refuses a quantity below one', async () => {
    const { user } = await renderRequest();
    await user.click(screen.getByRole('textbox', { name: /Link produk/ }));
    await user.paste('https://detail.1688.com/offer/610000000123.html');
    await user.type(screen.getByRole('spinbutton', { name: 'Jumlah (opsional)' }), '0');
    await user.click(screen.getByRole('button', { name: 'Kirim permintaan' }));
    expect(await screen.findByText('Nilai tidak valid')).toBeInTheDocument();
  });

  it('shows the server’s refusal on the toast and under the field', async () => {
    useErrorCase(
      mockServer,
      'createProductRequest',
      422,
      errorEnvelope('link_not_marketplace', 'id', { link: 'field.invalid' }, 422),
    );
    const { user } = await renderRequest();
    await user.click(screen.getByRole('textbox', { name: /Link produk/ }));
    await user.paste('https://detail.1688.com/offer/610000000123.html');
    await user.click(screen.getByRole('button', { name: 'Kirim permintaan' }));
    expect(
      await screen.findByText('Hanya link dari 1688, Taobao, atau Alibaba yang diterima'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Link produk/ })).toHaveAccessibleDescription(
      /Nilai tidak valid/,
    );
  });
});

describe('ProductRequestScreen and the phone', () => {
  it('opens the phone verification when the gateway asks for it', async () => {
    useErrorCase(
      mockServer,
      'createProductRequest',
      403,
      errorEnvelope('phone_not_verified', 'id', undefined, 403),
    );
    const { user } = await renderScreen(
      <>
        <Routes>
          <Route path="product-request" element={<ProductRequestScreen />} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </>,
      { routePath: '*', url: 'product-request' },
    );
    await user.click(screen.getByRole('textbox', { name: /Link produk/ }));
    await user.paste('https://detail.1688.com/offer/610000000123.html');
    await user.click(screen.getByRole('button', { name: 'Kirim permintaan' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
        '/id-ID/verify-phone?next=%2Fid-ID%2Fproduct-request',
      ),
    );
  });
});

describe('ProductRequestScreen by photo', () => {
  beforeEach(() => {
    // Node's object URLs refuse jsdom's File; the preview only needs a URL.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview-1');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  });

  async function openPhotoTab(locale: 'id-ID' | 'en-US' = 'id-ID') {
    const rendered = await renderRequest(locale);
    await rendered.user.click(
      screen.getByRole('tab', { name: locale === 'id-ID' ? 'Dengan foto' : 'By photo' }),
    );
    return rendered;
  }

  it('states the photo rules and accepts only JPG and PNG', async () => {
    await openPhotoTab('en-US');
    const input = screen.getByLabelText(/Product photo/);
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png');
    expect(input).toHaveAccessibleDescription(
      'JPG, JPEG, PNG, at most 10 MB, at least 200 × 200 pixels',
    );
  });

  it('refuses a file that is not a JPG or PNG, whatever its name says', async () => {
    decodesAs(800, 800);
    const { user } = await openPhotoTab();
    // A PDF renamed to .png passes the file picker's filter, not the check of its content.
    await user.upload(
      screen.getByLabelText(/Foto produk/),
      photo('katalog.png', [0x25, 0x50, 0x44, 0x46]),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Jenis file tidak sesuai');
  });

  it('refuses a photo of too low a resolution', async () => {
    decodesAs(199, 640);
    const { user } = await openPhotoTab();
    await user.upload(screen.getByLabelText(/Foto produk/), photo('tas.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Resolusi gambar terlalu rendah (minimal 200 × 200 piksel)',
    );
    expect(screen.queryByRole('img', { name: 'Foto yang dipilih' })).not.toBeInTheDocument();
  });

  it('refuses a photo over 10 MB', async () => {
    decodesAs(800, 800);
    const { user } = await openPhotoTab();
    await user.upload(
      screen.getByLabelText(/Foto produk/),
      photo('tas.png', PNG, 10 * 1024 * 1024 + 1),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('File terlalu besar');
  });

  it('asks for a photo before sending', async () => {
    const requests = watchRequests('/oci/orders/inquiry/image', 'POST');
    const { user } = await openPhotoTab();
    await user.click(screen.getByRole('button', { name: 'Kirim permintaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wajib diisi');
    expect(screen.getByLabelText(/Foto produk/)).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('sends a good photo with the details', async () => {
    decodesAs(1024, 768);
    const requests = watchRequests('/oci/orders/inquiry/image', 'POST');
    const { user } = await openPhotoTab();
    await user.upload(screen.getByLabelText(/Foto produk/), photo('tas.png'));
    expect(await screen.findByRole('img', { name: 'Foto yang dipilih' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    await user.type(screen.getByRole('textbox', { name: 'Yang Anda butuhkan' }), 'Seperti foto');
    await user.type(screen.getByRole('spinbutton', { name: 'Jumlah (opsional)' }), '120');
    await user.click(screen.getByRole('button', { name: 'Kirim permintaan' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await requests[0]?.body).toEqual({
      fields: { description: 'Seperti foto', quantity: '120' },
      fileCounts: { image: 1 },
    });
    expect(
      await screen.findAllByText(
        'Permintaan terkirim. Kami kabari Anda saat produk sudah ada di katalog.',
      ),
    ).not.toHaveLength(0);
  });

  it('shows the gateway’s refusal of the photo under it', async () => {
    decodesAs(1024, 768);
    useErrorCase(
      mockServer,
      'createImageProductRequest',
      415,
      errorEnvelope('file_type_invalid', 'id'),
    );
    const { user } = await openPhotoTab();
    await user.upload(screen.getByLabelText(/Foto produk/), photo('tas.png'));
    await waitFor(() => expect(screen.queryByText('Memeriksa foto')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Kirim permintaan' }));
    const input = screen.getByLabelText(/Foto produk/);
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Jenis file tidak sesuai/));
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('still sends a photo the browser cannot preview', async () => {
    decodesAs(1024, 768);
    vi.mocked(URL.createObjectURL).mockImplementation(() => {
      throw new TypeError('not supported');
    });
    const requests = watchRequests('/oci/orders/inquiry/image', 'POST');
    const { user } = await openPhotoTab();
    await user.upload(screen.getByLabelText(/Foto produk/), photo('tas.png'));
    await waitFor(() => expect(screen.queryByText('Memeriksa foto')).not.toBeInTheDocument());
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kirim permintaan' }));
    await waitFor(() => expect(requests).toHaveLength(1));
  });

  it('puts the gateway’s field errors under their fields', async () => {
    decodesAs(1024, 768);
    useErrorCase(
      mockServer,
      'createImageProductRequest',
      422,
      errorEnvelope(
        'validation_failed',
        'id',
        { image: 'field.required', quantity: 'field.invalid' },
        422,
      ),
    );
    const { user } = await openPhotoTab();
    await user.upload(screen.getByLabelText(/Foto produk/), photo('tas.png'));
    await waitFor(() => expect(screen.queryByText('Memeriksa foto')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Kirim permintaan' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Foto produk/)).toHaveAccessibleDescription(/Wajib diisi/),
    );
    expect(
      screen.getByRole('spinbutton', { name: 'Jumlah (opsional)' }),
    ).toHaveAccessibleDescription('Nilai tidak valid');
  });
});
