import {
  errorEnvelope,
  makeInquiry,
  makePage,
  makeProductDetail,
  makeVariant,
  MOCK_NOW,
  useErrorCase,
  useSuccessCase,
} from '@storefront/api/testing';
import { renderScreen } from '@storefront/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { setUpScreenTestFile } from '../../testing/screen-test-file';
import { watchRequests } from '../../testing/watch-requests';
import type { Inquiry } from './components/inquiry-card';
import InquiryScreen from './inquiry-screen';

setUpScreenTestFile({ signedIn: true, now: MOCK_NOW });

type Line = Inquiry['variants'][number];

function renderDetail() {
  return renderScreen(
    <Routes>
      <Route path="inquiries/:submissionNumber" element={<InquiryScreen />} />
      <Route path="*" element={null} />
    </Routes>,
    { routePath: '*', url: 'inquiries/PGJ-20250430-0001', locale: 'id-ID' },
  );
}

const [quotedLine] = makeInquiry().variants as [Line];
const line = (overrides: Partial<Line>): Line => ({
  ...quotedLine,
  unit_price: null,
  shipping_type: null,
  quote: null,
  ...overrides,
});

/** Three variants: Hitam quoted, Merah rejected with a reason, Biru being priced; Hijau declined. */
const PARTIAL: Partial<Inquiry> = {
  state: 'under_review',
  quotation_state: 'partially_quoted',
  variants: [
    quotedLine,
    line({
      variant_id: 'var-2',
      name: 'Merah',
      quotation_state: 'rejected',
      rejection_reason: 'Warna merah habis di pemasok',
    }),
    line({ variant_id: 'var-3', name: 'Biru', quotation_state: 'in_progress' }),
    line({
      variant_id: 'var-4',
      name: 'Hijau',
      quotation_state: 'not_quoted',
      declined_at: MOCK_NOW,
      ordered_at: null,
    }),
  ],
};

function withInquiry(overrides: Partial<Inquiry>) {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- libs/api's msw helper (server.use), not a React hook
  useSuccessCase(
    mockServer,
    'listInquiries',
    makePage((i) => (i === 0 ? makeInquiry(0, overrides) : makeInquiry(i)), {}, 1),
  );
}

describe('InquiryScreen: decisions per variant', () => {
  it('shows each variant’s state, the reason of a rejection and what the buyer may do', async () => {
    withInquiry(PARTIAL);
    const added = watchRequests('/oci/orders/cart', 'POST');
    const { user } = await renderDetail();
    const hitam = await screen.findByRole('article', { name: 'Hitam' });
    const merah = screen.getByRole('article', { name: 'Merah' });
    const biru = screen.getByRole('article', { name: 'Biru' });
    const hijau = screen.getByRole('article', { name: 'Hijau' });
    expect(within(hitam).getByText('Sudah dihitung')).toBeInTheDocument();
    expect(within(hitam).getByRole('button', { name: 'Tolak harga ini' })).toBeInTheDocument();
    expect(within(hitam).queryByRole('button', { name: /Ajukan ulang/ })).not.toBeInTheDocument();

    expect(merah).toHaveTextContent('Ditolak: Warna merah habis di pemasok');
    expect(within(merah).getByRole('button', { name: 'Ajukan ulang varian ini' })).toBeVisible();
    expect(
      within(merah).queryByRole('button', { name: 'Tolak harga ini' }),
    ).not.toBeInTheDocument();

    expect(within(biru).queryAllByRole('button')).toHaveLength(0);
    expect(within(hijau).getByText('Ditolak oleh Anda')).toBeInTheDocument();
    expect(within(hijau).queryAllByRole('button')).toHaveLength(0);

    // The declined one is out of the offer: one of three still in play is priced.
    expect(
      screen.getByRole('region', { name: 'Total varian yang sudah dihitung' }),
    ).toHaveTextContent('1 dari 3 varian sudah dihitung');
    // The quoted one goes to the cart while the others wait.
    await user.click(screen.getByRole('button', { name: 'Ke keranjang' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(await added[0]?.body).toEqual({
      inquiry_id: 'inq-1',
      variants: [{ variant_id: 'var-1', quantity: 100 }],
    });
  });

  it('declines a quoted price only after asking', async () => {
    withInquiry(PARTIAL);
    const declines = watchRequests('/oci/orders/inquiry/inq-1/variants/var-1/decline', 'POST');
    const { user } = await renderDetail();
    const hitam = await screen.findByRole('article', { name: 'Hitam' });
    await user.click(within(hitam).getByRole('button', { name: 'Tolak harga ini' }));
    const dialog = screen.getByRole('dialog', { name: 'Tolak harga Hitam?' });
    expect(dialog).toHaveAccessibleDescription(
      'Varian ini tidak akan masuk ke keranjang dan harga ini tidak dapat dikembalikan. Untuk membelinya nanti, ajukan harga baru.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Simpan harga' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(declines).toHaveLength(0);

    await user.click(within(hitam).getByRole('button', { name: 'Tolak harga ini' }));
    await user.click(screen.getByRole('button', { name: 'Ya, tolak' }));
    expect(await screen.findByText('Anda menolak harga Hitam')).toBeInTheDocument();
    expect(declines).toHaveLength(1);
  });

  it('keeps the decline question open with the server’s reason when it fails', async () => {
    withInquiry(PARTIAL);
    useErrorCase(
      mockServer,
      'declineInquiryVariant',
      409,
      errorEnvelope('transition_not_allowed', 'id'),
    );
    const { user } = await renderDetail();
    const hitam = await screen.findByRole('article', { name: 'Hitam' });
    await user.click(within(hitam).getByRole('button', { name: 'Tolak harga ini' }));
    await user.click(screen.getByRole('button', { name: 'Ya, tolak' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      errorEnvelope('transition_not_allowed', 'id').message,
    );
  });

  it('resubmits a rejected variant with a quantity checked against its rules', async () => {
    withInquiry({
      ...PARTIAL,
      variants: [
        line({
          name: 'Hitam',
          quotation_state: 'rejected',
          rejection_reason: 'Minimal 200 pcs',
        }),
      ],
    });
    const resubmits = watchRequests('/oci/orders/inquiry/inq-1/variants/var-1/resubmit', 'POST');
    const { user } = await renderDetail();
    const hitam = await screen.findByRole('article', { name: 'Hitam' });
    await user.click(within(hitam).getByRole('button', { name: 'Ajukan ulang varian ini' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajukan ulang Hitam' });
    expect(dialog).toHaveTextContent('Ditolak: Minimal 200 pcs');
    const quantity = await within(dialog).findByRole('spinbutton', { name: 'Jumlah Hitam' });
    expect(quantity).toHaveValue(100);
    expect(quantity).toHaveAccessibleDescription('Min. 10 · kelipatan 5 · stok 4800');
    await user.clear(quantity);
    await user.type(quantity, '203');
    expect(within(dialog).getByText('Jumlah harus kelipatan 5')).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Kirim untuk dihitung' });
    expect(submit).toBeDisabled();
    await user.clear(quantity);
    await user.type(quantity, '200');
    await user.click(submit);
    expect(await screen.findByText('Hitam dikirim untuk dihitung ulang')).toBeInTheDocument();
    expect(await resubmits[0]?.body).toEqual({ quantity: 200 });
  });

  it('keeps the variant’s resubmission open with the server’s reason when it fails', async () => {
    withInquiry({
      ...PARTIAL,
      variants: [line({ name: 'Hitam', quotation_state: 'rejected', rejection_reason: 'Stok' })],
    });
    useErrorCase(mockServer, 'resubmitInquiryVariant', 409, errorEnvelope('variant_frozen', 'id'));
    const { user } = await renderDetail();
    const hitam = await screen.findByRole('article', { name: 'Hitam' });
    await user.click(within(hitam).getByRole('button', { name: 'Ajukan ulang varian ini' }));
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByRole('spinbutton', { name: 'Jumlah Hitam' });
    await user.click(within(dialog).getByRole('button', { name: 'Kirim untuk dihitung' }));
    expect(
      await within(dialog).findByText(errorEnvelope('variant_frozen', 'id').message),
    ).toBeInTheDocument();
  });

  it('offers no decline of a price the buyer has ordered at, and says so', async () => {
    withInquiry({ ...PARTIAL, variants: [{ ...quotedLine, ordered_at: MOCK_NOW }] });
    await renderDetail();
    const hitam = await screen.findByRole('article', { name: 'Hitam' });
    expect(within(hitam).getByText('Anda sudah memesan dengan harga ini.')).toBeInTheDocument();
    expect(
      within(hitam).queryByRole('button', { name: 'Tolak harga ini' }),
    ).not.toBeInTheDocument();
  });

  it('offers no decision on a canceled submission', async () => {
    withInquiry({ ...PARTIAL, state: 'canceled' });
    await renderDetail();
    const merah = await screen.findByRole('article', { name: 'Merah' });
    expect(within(merah).queryAllByRole('button')).toHaveLength(0);
    expect(
      within(screen.getByRole('article', { name: 'Hitam' })).queryAllByRole('button'),
    ).toHaveLength(0);
  });
});

describe('InquiryScreen: a rejected variant in sizes (decision 296)', () => {
  const sized = line({
    name: 'Hitam',
    quantity: 50,
    quotation_state: 'rejected',
    rejection_reason: 'Ukuran L habis',
    sub_variants: [
      { sub_variant_id: 'm', name: 'M', quantity: 20 },
      { sub_variant_id: 'l', name: 'L', quantity: 30 },
    ],
  });
  const withStock = (lStock: number) =>
    // eslint-disable-next-line react-hooks/rules-of-hooks -- libs/api's msw helper (server.use), not a React hook
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
              stock: id === 'l' ? lStock : 40,
            })),
          }),
        ],
      }),
    );

  it('sends it back size by size, starting from the sizes asked', async () => {
    withInquiry({ ...PARTIAL, variants: [sized] });
    withStock(50);
    const resubmits = watchRequests('/oci/orders/inquiry/inq-1/variants/var-1/resubmit', 'POST');
    const { user } = await renderDetail();
    const hitam = await screen.findByRole('article', { name: 'Hitam' });
    await user.click(within(hitam).getByRole('button', { name: 'Ajukan ulang varian ini' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajukan ulang Hitam' });
    const m = await within(dialog).findByRole('spinbutton', { name: 'Hitam, ukuran M' });
    const l = within(dialog).getByRole('spinbutton', { name: 'Hitam, ukuran L' });
    expect(m).toHaveValue(20);
    expect(l).toHaveValue(30);
    expect(l).toHaveAccessibleDescription('Stok 50');
    // 20 M + 32 L = 52 is no multiple of 5: said for the total.
    await user.clear(l);
    await user.type(l, '32');
    expect(within(dialog).getByText('Jumlah harus kelipatan 5')).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Kirim untuk dihitung' });
    expect(submit).toBeDisabled();
    await user.clear(l);
    await user.type(l, '40');
    expect(within(dialog).getByText('Jumlah total 60')).toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText('Hitam dikirim untuk dihitung ulang')).toBeInTheDocument();
    expect(await resubmits[0]?.body).toEqual({
      quantity: 60,
      sub_variants: [
        { sub_variant_id: 'm', quantity: 20 },
        { sub_variant_id: 'l', quantity: 40 },
      ],
    });
  });

  it('says under the size when its stock no longer covers it, and waits', async () => {
    withInquiry({ ...PARTIAL, variants: [sized] });
    withStock(25);
    const { user } = await renderDetail();
    const hitam = await screen.findByRole('article', { name: 'Hitam' });
    await user.click(within(hitam).getByRole('button', { name: 'Ajukan ulang varian ini' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajukan ulang Hitam' });
    const l = await within(dialog).findByRole('spinbutton', { name: 'Hitam, ukuran L' });
    expect(l).toHaveAccessibleDescription(expect.stringContaining('Pembelian melebihi stok'));
    expect(within(dialog).getByRole('button', { name: 'Kirim untuk dihitung' })).toBeDisabled();
  });
});
