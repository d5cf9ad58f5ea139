import {
  errorEnvelope,
  makeInquiry,
  makePage,
  makeProductDetail,
  makeUploadedFile,
  makeVariant,
  MOCK_NOW,
  useErrorCase,
  useSuccessCase,
} from '@storefront/api/testing';
import { LocationProbe } from '@storefront/ui-support/testing';
import { renderScreen } from '@storefront/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { setUpScreenTestFile } from '../../testing/screen-test-file';
import { watchRequests } from '../../testing/watch-requests';
import type { Inquiry } from './components/inquiry-card';
import InquiryScreen from './inquiry-screen';

setUpScreenTestFile({ signedIn: true, now: MOCK_NOW });

function renderDetail(number = 'PGJ-20250430-0001', locale: 'id-ID' | 'en-US' = 'id-ID') {
  return renderScreen(
    <>
      <Routes>
        <Route path="inquiries/:submissionNumber" element={<InquiryScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { routePath: '*', url: `inquiries/${number}`, locale },
  );
}

/** The active list answers with this one submission (and its neighbours). */
function withInquiry(overrides: Partial<Inquiry>) {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- libs/api's msw helper (server.use), not a React hook
  useSuccessCase(
    mockServer,
    'listInquiries',
    makePage((i) => (i === 0 ? makeInquiry(0, overrides) : makeInquiry(i)), {}, 3),
  );
}

const location = () => screen.getByRole('status', { name: 'location' });

/** A variant the team is still pricing: no price, no quote. */
function unpriced(variantId: string, name: string, quantity: number): Inquiry['variants'][number] {
  return {
    variant_id: variantId,
    name,
    quantity,
    sub_variants: [],
    quotation_state: 'in_progress',
    unit_price: null,
    shipping_type: null,
    quote: null,
    rejection_reason: null,
    declined_at: null,
    ordered_at: null,
  };
}

describe('InquiryScreen', () => {
  it('shows an accepted submission with its quoted prices and the way to the cart', async () => {
    withInquiry({
      odm: true,
      notes: 'Logo bordir',
      logos: [makeUploadedFile(0)],
    });
    const requests = watchRequests('/oci/orders/inquiry');
    await renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pengajuan PGJ-20250430-0001' }),
    ).toBeInTheDocument();
    expect(requests[0]?.url.searchParams.get('search')).toBe('PGJ-20250430-0001');
    expect(screen.getByText('Diajukan 30 Apr 2025, 11.00')).toBeInTheDocument();
    const product = screen.getByRole('region', { name: 'Produk' });
    expect(product).toHaveTextContent('Tas Ransel Kanvas Pria');
    expect(product).toHaveTextContent('Tipe ODM (merek sendiri)Ya');
    expect(product).toHaveTextContent('Logo bordir');
    expect(within(product).getByRole('link', { name: 'logo-toko-1.png' })).toBeInTheDocument();
    const variants = screen.getByRole('region', { name: 'Varian' });
    const black = within(variants).getByRole('article', { name: 'Hitam' });
    expect(black).toHaveTextContent('Jumlah100');
    expect(black).toHaveTextContent('Sudah dihitung');
    expect(black).toHaveTextContent('Harga satuan all-inRp 133.000');
    expect(black).toHaveTextContent('PengirimanKargo laut, 4–6 minggu');
    expect(black).toHaveTextContent('Total untuk 100Rp 13.300.000');
    expect(within(variants).getByRole('button', { name: 'Ke keranjang' })).toBeInTheDocument();
    // Neither cancel nor resubmit is allowed for an accepted submission.
    expect(screen.queryByRole('button', { name: 'Batalkan pengajuan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajukan ulang' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Harga paling lambat/)).not.toBeInTheDocument();
  });

  it('explains each quoted price part by part and totals the quoted variants', async () => {
    const [quoted] = makeInquiry().variants;
    if (!quoted) throw new Error('the factory has a quoted variant');
    withInquiry({
      variants: [
        quoted,
        unpriced('var-2', 'Merah', 50),
        { ...quoted, variant_id: 'var-3', name: 'Biru', quantity: 30 },
      ],
      state: 'under_review',
      quotation_state: 'partially_quoted',
    });
    const { user } = await renderDetail();
    const black = await screen.findByRole('article', { name: 'Hitam' });
    // The priced variants go to the cart while the team still prices the others.
    expect(screen.getByRole('button', { name: 'Ke keranjang' })).toBeInTheDocument();
    const breakdown = within(black).getByRole('table', { name: 'Hitam' });
    expect(breakdown).not.toBeVisible();
    await user.click(within(black).getByText('Rincian harga ini'));
    expect(breakdown).toBeVisible();
    const row = (table: HTMLElement, name: string) =>
      within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row(breakdown, 'Barang')).toHaveTextContent('Rp 104.000Rp 10.400.000');
    expect(row(breakdown, 'Biaya layanan')).toHaveTextContent('Rp 6.000Rp 600.000');
    expect(row(breakdown, 'Ongkir domestik di Tiongkok')).toHaveTextContent('Rp 1.500Rp 150.000');
    // International freight names its shipping type and transit time.
    expect(row(breakdown, 'Ongkos kirim internasional')).toHaveTextContent(
      /Ongkos kirim internasional.*laut.*4–6.*Rp 11\.000Rp 1\.100\.000/,
    );
    expect(row(breakdown, 'Bea masuk dan pajak')).toHaveTextContent('Rp 9.000Rp 900.000');
    expect(row(breakdown, 'Kepabeanan dan dokumen')).toHaveTextContent('Rp 1.500Rp 150.000');
    expect(row(breakdown, 'Harga all-in')).toHaveTextContent('Rp 133.000Rp 13.300.000');
    // The variant still being priced has no price and no breakdown.
    const red = screen.getByRole('article', { name: 'Merah' });
    expect(red).toHaveTextContent('Belum dihitung');
    expect(within(red).queryByRole('table')).not.toBeInTheDocument();

    const total = screen.getByRole('region', { name: 'Total varian yang sudah dihitung' });
    expect(total).toHaveTextContent('2 dari 3 varian sudah dihitung.');
    const totals = within(total).getByRole('table');
    expect(row(totals, 'Barang')).toHaveTextContent('Rp 13.520.000');
    expect(row(totals, 'Ongkir domestik di Tiongkok')).toHaveTextContent('Rp 195.000');
    expect(row(totals, 'Harga all-in')).toHaveTextContent('Rp 17.290.000');
  });

  it('shows no total before any variant is priced', async () => {
    withInquiry({
      state: 'under_review',
      quotation_state: 'in_progress',
      variants: [unpriced('var-1', 'Hitam', 100)],
    });
    await renderDetail();
    expect(await screen.findByRole('article', { name: 'Hitam' })).toHaveTextContent(
      'Belum dihitung',
    );
    expect(
      screen.queryByRole('region', { name: 'Total varian yang sudah dihitung' }),
    ).not.toBeInTheDocument();
  });

  it('puts the quoted variants into the cart at the priced quantities and opens the cart', async () => {
    // The factory's one quoted line (var-1, 100 units), one still being priced, one more quoted.
    const quoted = makeInquiry().variants;
    withInquiry({
      variants: [
        ...quoted,
        unpriced('var-2', 'Merah', 50),
        ...quoted.map((line) => ({ ...line, variant_id: 'var-3', name: 'Biru', quantity: 30 })),
      ],
      quotation_state: 'partially_quoted',
    });
    const added = watchRequests('/oci/orders/cart', 'POST');
    const { user } = await renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Ke keranjang' }));
    await waitFor(() => expect(location()).toHaveTextContent('/id-ID/cart'));
    expect(added).toHaveLength(1);
    expect(await added[0]?.body).toEqual({
      inquiry_id: 'inq-1',
      variants: [
        { variant_id: 'var-1', quantity: 100 },
        { variant_id: 'var-3', quantity: 30 },
      ],
    });
  });

  it('shows the sizes asked for and puts them in the cart as priced (decision 296)', async () => {
    const [quoted] = makeInquiry().variants;
    if (!quoted) throw new Error('the factory has a quoted variant');
    withInquiry({
      variants: [
        {
          ...quoted,
          quantity: 50,
          sub_variants: [
            { sub_variant_id: 'm', name: 'M', quantity: 20 },
            { sub_variant_id: 'l', name: 'L', quantity: 30 },
          ],
        },
      ],
    });
    const added = watchRequests('/oci/orders/cart', 'POST');
    const { user } = await renderDetail();
    const black = await screen.findByRole('article', { name: 'Hitam' });
    expect(black).toHaveTextContent('Jumlah50');
    expect(black).toHaveTextContent('UkuranM × 20, L × 30');
    await user.click(screen.getByRole('button', { name: 'Ke keranjang' }));
    expect(await added[0]?.body).toEqual({
      inquiry_id: 'inq-1',
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
  });

  it('resubmits a rejected submission with a variant in sizes in the same sizes (decision 296)', async () => {
    withInquiry({
      state: 'rejected',
      quotation_state: 'rejected',
      rejection_reason: 'Ukuran L habis',
      notes: '',
      variants: [
        {
          ...unpriced('var-1', 'Hitam', 50),
          quotation_state: 'rejected',
          rejection_reason: 'Ukuran L habis',
          sub_variants: [
            { sub_variant_id: 'm', name: 'M', quantity: 20 },
            { sub_variant_id: 'l', name: 'L', quantity: 30 },
          ],
        },
      ],
    });
    useSuccessCase(
      mockServer,
      'getCatalogProduct',
      makeProductDetail('prd-1', {
        variants: [
          makeVariant(0, {
            sub_variants: (['m', 'l'] as const).map((id) => ({
              id,
              name: id.toUpperCase(),
              unit_price_cny: { amount: 4500, currency: 'CNY' as const },
              unit_price: { amount: 104_000, currency: 'IDR' as const },
              stock: 40,
            })),
          }),
        ],
      }),
    );
    const submissions = watchRequests('/oci/orders/inquiry', 'POST');
    const { user } = await renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Ajukan ulang' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajukan ulang PGJ-20250430-0001' });
    expect(
      await within(dialog).findByText(
        'Hitam diajukan lagi dengan ukuran yang sama: M × 20, L × 30',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ajukan lagi' }));
    expect(await submissions[0]?.body).toMatchObject({
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
      resubmit_of: 'inq-1',
    });
  });

  it('stays on the submission with the reason when the cart refuses it', async () => {
    withInquiry({});
    useErrorCase(mockServer, 'addToCart', 409, errorEnvelope('product_removed_by_supplier', 'id'));
    const { user } = await renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Ke keranjang' }));
    expect(
      await screen.findByText(errorEnvelope('product_removed_by_supplier', 'id').message),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent('/id-ID/inquiries/PGJ-20250430-0001');
  });

  it('counts down the quote of an open submission and explains an overdue one', async () => {
    withInquiry({ state: 'under_review', quotation_state: 'in_progress' });
    await renderDetail();
    expect(await screen.findByText('Harga paling lambat dalam 24:00:00')).toBeInTheDocument();
    expect(screen.getByText('(batas 2 Mei 2025, 11.00)')).toBeInTheDocument();
    vi.setSystemTime(new Date(Date.parse(MOCK_NOW) + 24 * 3_600_000 + 1000));
    expect(
      await screen.findByText(
        'Janji 2x24 jam kami sudah lewat. Sales Anda akan segera menghubungi Anda.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('cancels an open submission after asking', async () => {
    withInquiry({ state: 'submitted', quotation_state: 'in_progress' });
    const deletions = watchRequests('/oci/quotation/delete/inq-1', 'DELETE');
    const { user } = await renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Batalkan pengajuan' }));
    const dialog = screen.getByRole('dialog', { name: 'Batalkan pengajuan ini?' });
    expect(dialog).toHaveAccessibleDescription(
      'Tim kami akan berhenti menghitung PGJ-20250430-0001. Ini tidak dapat dibatalkan.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Jangan batalkan' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deletions).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Batalkan pengajuan' }));
    await user.click(screen.getByRole('button', { name: 'Ya, batalkan' }));
    expect(await screen.findByText('Pengajuan PGJ-20250430-0001 dibatalkan')).toBeInTheDocument();
    expect(deletions).toHaveLength(1);
    await waitFor(() => expect(location()).toHaveTextContent('/id-ID/inquiries?tab=canceled'));
  });

  it('closes the cancel question with Escape', async () => {
    withInquiry({ state: 'under_review', quotation_state: 'in_progress' });
    const { user } = await renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Batalkan pengajuan' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Batalkan pengajuan' })).toHaveFocus();
  });

  it('keeps the dialog open with the reason when canceling fails', async () => {
    withInquiry({ state: 'submitted', quotation_state: 'in_progress' });
    useErrorCase(mockServer, 'deleteQuotation', 409, errorEnvelope('transition_not_allowed', 'id'));
    const { user } = await renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Batalkan pengajuan' }));
    await user.click(screen.getByRole('button', { name: 'Ya, batalkan' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      errorEnvelope('transition_not_allowed', 'id').message,
    );
    expect(location()).toHaveTextContent('/id-ID/inquiries/PGJ-20250430-0001');
  });

  it('shows why a submission was rejected and resubmits it with adjusted quantities', async () => {
    withInquiry({
      state: 'rejected',
      quotation_state: 'rejected',
      rejection_reason: 'Minimal 200 pcs untuk warna ini',
      notes: 'Warna hitam',
      variants: [
        {
          variant_id: 'var-1',
          name: 'Hitam',
          quantity: 100,
          sub_variants: [],
          quotation_state: 'rejected',
          unit_price: null,
          shipping_type: null,
          quote: null,
          rejection_reason: 'Minimal 200 pcs untuk warna ini',
          declined_at: null,
          ordered_at: null,
        },
        {
          variant_id: 'var-9',
          name: 'Merah',
          quantity: 50,
          sub_variants: [],
          quotation_state: 'rejected',
          unit_price: null,
          shipping_type: null,
          quote: null,
          rejection_reason: 'Minimal 200 pcs untuk warna ini',
          declined_at: null,
          ordered_at: null,
        },
      ],
    });
    const submissions = watchRequests('/oci/orders/inquiry', 'POST');
    const { user } = await renderDetail();
    expect(
      await screen.findByText('Pengajuan gagal: Minimal 200 pcs untuk warna ini'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Batalkan pengajuan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ke keranjang' })).not.toBeInTheDocument();
    // The state once (not "Ditolak Ditolak"), then each variant's own.
    const variants = screen.getByRole('region', { name: 'Varian' });
    expect(screen.getAllByText('Ditolak')).toHaveLength(
      1 + within(variants).getAllByText('Ditolak').length,
    );
    expect(within(variants).getAllByText('Ditolak')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Ajukan ulang' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajukan ulang PGJ-20250430-0001' });
    const quantity = await within(dialog).findByRole('spinbutton', { name: 'Jumlah Hitam' });
    expect(quantity).toHaveValue(100);
    expect(quantity).toHaveAccessibleDescription('Min. 10 · kelipatan 5 · stok 4800');
    // The product no longer has the red variant: it is left out.
    expect(dialog).toHaveTextContent('Merah: Varian ini sudah tidak dijual dan tidak diikutkan.');

    await user.clear(quantity);
    await user.type(quantity, '203');
    expect(within(dialog).getByText('Jumlah harus kelipatan 5')).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Ajukan lagi' });
    expect(submit).toBeDisabled();
    await user.clear(quantity);
    await user.type(quantity, '200');
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await screen.findByText('Diajukan ulang sebagai PGJ-20250430-0001')).toBeInTheDocument();
    expect(await submissions[0]?.body).toEqual({
      product_id: 'prd-1',
      variants: [{ variant_id: 'var-1', quantity: 200 }],
      odm: false,
      notes: 'Warna hitam',
      resubmit_of: 'inq-1',
    });
  });

  it('resubmits with a new note, or closes without sending', async () => {
    withInquiry({ state: 'rejected', quotation_state: 'rejected', rejection_reason: 'Stok habis' });
    const submissions = watchRequests('/oci/orders/inquiry', 'POST');
    const { user } = await renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Ajukan ulang' }));
    await user.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ajukan ulang' }));
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByRole('spinbutton', { name: 'Jumlah Hitam' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Catatan untuk tim kami' }),
      'Ganti warna',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ajukan lagi' }));
    await waitFor(() => expect(submissions).toHaveLength(1));
    expect(await submissions[0]?.body).toMatchObject({
      notes: 'Ganti warna',
      resubmit_of: 'inq-1',
    });
  });

  it('keeps the resubmission open with the server’s reason when it fails', async () => {
    withInquiry({ state: 'rejected', quotation_state: 'rejected', rejection_reason: 'Stok habis' });
    useErrorCase(
      mockServer,
      'createInquiry',
      422,
      errorEnvelope('validation_failed', 'id', { 'variants.0.quantity': 'field.invalid' }, 422),
    );
    const { user } = await renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Ajukan ulang' }));
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByRole('spinbutton', { name: 'Jumlah Hitam' });
    await user.click(within(dialog).getByRole('button', { name: 'Ajukan lagi' }));
    expect(await within(dialog).findByText('Beberapa isian belum benar')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('spinbutton', { name: 'Jumlah Hitam' }),
    ).toHaveAccessibleDescription(/Nilai tidak valid/);
  });

  it('shows why the product rules could not be loaded for a resubmission', async () => {
    withInquiry({ state: 'rejected', quotation_state: 'rejected', rejection_reason: 'Stok habis' });
    useErrorCase(mockServer, 'getCatalogProduct', 404);
    const { user } = await renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Ajukan ulang' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Data tidak ditemukan')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ajukan lagi' })).toBeDisabled();
  });

  it('finds a canceled submission in the canceled list', async () => {
    // The search of the active list does not have it; the canceled list (0001 and 0002) does.
    useSuccessCase(
      mockServer,
      'listInquiries',
      makePage(() => makeInquiry(0), {}, 0),
    );
    const canceledLookups = watchRequests('/oci/orders/inquiry/canceled');
    await renderDetail('PGJ-20250430-0002');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pengajuan PGJ-20250430-0002' }),
    ).toBeInTheDocument();
    expect(canceledLookups).toHaveLength(1);
    expect(canceledLookups[0]?.url.searchParams.get('limit')).toBe('100');
    expect(screen.getByText('Dibatalkan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Batalkan pengajuan' })).not.toBeInTheDocument();
  });

  it('says when there is no such submission', async () => {
    await renderDetail('PGJ-19990101-0001', 'en-US');
    expect(await screen.findByRole('alert')).toHaveTextContent('Data not found');
    expect(screen.getByRole('link', { name: 'All submissions' })).toHaveAttribute(
      'href',
      '/en-US/inquiries',
    );
  });

  it('shows the failure and looks again on request', async () => {
    useErrorCase(mockServer, 'listInquiries', 404, undefined, { once: true });
    const { user } = await renderDetail();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Data tidak ditemukan');
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    // The heading names the number either way; the product only shows once it was found.
    expect(await screen.findByRole('region', { name: 'Produk' })).toHaveTextContent(
      'Tas Ransel Kanvas Pria',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('looks again in the canceled list when that lookup failed', async () => {
    useSuccessCase(
      mockServer,
      'listInquiries',
      makePage(() => makeInquiry(0), {}, 0),
    );
    useErrorCase(mockServer, 'listCanceledInquiries', 429, undefined, { once: true });
    const { user } = await renderDetail('PGJ-20250430-0002');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi');
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('region', { name: 'Produk' })).toBeInTheDocument();
    expect(screen.getByText('Dibatalkan')).toBeInTheDocument();
  });
});
