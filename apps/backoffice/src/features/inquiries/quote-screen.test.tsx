import { handlerFor, makeAdminInquiryDetail, useSuccessCase } from '@storefront/api/testing';
import type { AdminInquiryDetail } from '@storefront/api/testing';
import { formatMoney } from '@storefront/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import { INQUIRIES_EN_US } from './i18n/en-US';
import { INQUIRIES_ID_ID } from './i18n/id-ID';
import QuoteScreen from './quote-screen';

const idr = (amount: number) => ({ amount, currency: 'IDR' as const });
/** Money as the screen shows it, in English unless told (testing-library reads Intl's no-break space as a space). */
const shown = (amount: number, locale: 'en-US' | 'id-ID' = 'en-US') =>
  formatMoney(idr(amount), locale).replace(/\s+/g, ' ');
const shownCny = (amount: number, locale: 'en-US' | 'id-ID' = 'en-US') =>
  formatMoney({ amount, currency: 'CNY' }, locale).replace(/\s+/g, ' ');

/** A submission under review: 'Hitam' already quoted, 'Putih' not yet (a partial quote). */
function partlyQuoted(overrides: Partial<AdminInquiryDetail> = {}): AdminInquiryDetail {
  const base = makeAdminInquiryDetail('inq-7');
  const [quoted] = base.variants;
  if (!quoted) throw new Error('the factory has a variant');
  return {
    ...base,
    submission_number: 'PGJ-0007',
    state: 'under_review',
    quotation_state: 'partially_quoted',
    notes: 'Logo on the lid, please',
    logos: [
      { id: 'logo-1', file_name: 'logo.png', url: 'https://files.test/logo.png', size_bytes: 2048 },
    ],
    variants: [
      quoted,
      {
        ...quoted,
        variant_id: 'var-2',
        name: 'Putih',
        quantity: 40,
        quotation_state: 'not_quoted',
        unit_price: null,
        shipping_type: null,
        quote: null,
      },
    ],
    ...overrides,
  };
}

function renderQuote(detail = partlyQuoted(), locale: 'en-US' | 'id-ID' = 'en-US') {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- libs/api's msw helper (server.use), not a React hook
  useSuccessCase(mockServer, 'getAdminInquiry', detail);
  return renderScreen(<QuoteScreen />, {
    routePath: 'inquiries/:inquiryId',
    url: `inquiries/${detail.id}`,
    messages: locale === 'en-US' ? INQUIRIES_EN_US : INQUIRIES_ID_ID,
    locale,
  });
}

/** Records the JSON bodies an entry receives and answers `data`. */
function recordBodies(id: Parameters<typeof handlerFor>[0], data: unknown): unknown[] {
  const bodies: unknown[] = [];
  mockServer.use(
    handlerFor(id, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ status: 200, message: 'OK', data });
    }),
  );
  return bodies;
}

async function variantRegion(name: string) {
  return screen.findByRole('region', { name });
}

describe('QuoteScreen', () => {
  it('shows what the customer asked for and which variants are quoted so far', async () => {
    renderQuote();
    expect(
      await screen.findByRole('heading', { name: 'Inquiry PGJ-0007', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 of 2 variants quoted')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open on the marketplace' })).toHaveAttribute(
      'href',
      partlyQuoted().product.link,
    );
    expect(screen.getByText('Logo on the lid, please')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo: logo.png' })).toBeInTheDocument();

    const hitam = await variantRegion('Hitam');
    expect(within(hitam).getByText('Quoted')).toBeInTheDocument();
    expect(within(hitam).getByText(/Current quote:/)).toBeInTheDocument();
    const putih = await variantRegion('Putih');
    expect(within(putih).getByText('Not quoted')).toBeInTheDocument();
    expect(within(putih).getByText('40')).toBeInTheDocument();
  });

  it('quotes one variant: the parts in minor units, the total shown live as typed', async () => {
    const bodies = recordBodies('quoteVariant', partlyQuoted());
    const { user } = renderQuote();
    const form = within(await screen.findByRole('form', { name: 'Quote for Putih' }));
    expect(form.getByText('Enter every part to see the total')).toBeInTheDocument();

    expect(form.getByText('In IDR, for example 125,000')).toBeInTheDocument();
    // Amounts as staff write them in their language: '100,000' is a hundred thousand in English.
    await user.type(form.getByLabelText(/^Goods/), '100,000');
    // The customer is Gold: the service fee is 4% of the goods, not typed.
    expect(form.getByLabelText(/^Service fee/)).toHaveValue('4000');
    expect(form.getByLabelText(/^Service fee/)).toHaveAttribute('readonly');
    await user.type(form.getByLabelText(/^China domestic shipping/), '2,000');
    await user.type(form.getByLabelText(/^International freight/), '15,000');
    await user.type(form.getByLabelText(/^Import duty and taxes/), '10000');
    await user.type(form.getByLabelText(/^Customs and paperwork/), '5000');
    await user.selectOptions(form.getByLabelText(/^Shipping type/), 'air');

    expect(form.getByText(shown(136000))).toBeInTheDocument();
    expect(form.getByText('Total for 40 units')).toBeInTheDocument();
    expect(form.getByText(shown(5440000))).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Quote variant' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      goods: idr(100000),
      service_fee: idr(4000),
      domestic_shipping: idr(2000),
      freight: idr(15000),
      tax_and_customs: idr(10000),
      paperwork: idr(5000),
      shipping_type: 'air',
    });
    expect(await screen.findByText('Putih quoted.')).toBeInTheDocument();
  });

  it('suggests the freight from the weight, air at 5 kg at least, and staff may change it', async () => {
    const detail = partlyQuoted();
    const [hitam, putih] = detail.variants;
    if (!hitam || !putih) throw new Error('two variants');
    // 40 units of 100 g: 4 kg, under the air minimum.
    const { user } = renderQuote({
      ...detail,
      variants: [hitam, { ...putih, unit_weight_grams: 100 }],
    });
    const form = within(await screen.findByRole('form', { name: 'Quote for Putih' }));
    const freight = form.getByLabelText(/^International freight/);
    await user.type(form.getByLabelText(/^Freight rate per kg/), '80,000');
    expect(
      form.getByText('Choose the shipping type to see the freight by weight.'),
    ).toBeInTheDocument();
    await user.selectOptions(form.getByLabelText(/^Shipping type/), 'air');
    expect(
      form.getByText(
        `40 units weigh 4 kg, billed at the air minimum of 5 kg: ${shown(400000)} in all, ${shown(10000)} per unit.`,
      ),
    ).toBeInTheDocument();
    expect(freight).toHaveValue('');
    await user.click(form.getByRole('button', { name: 'Use as freight' }));
    expect(freight).toHaveValue('10000');
    // By sea the real weight is billed.
    await user.selectOptions(form.getByLabelText(/^Shipping type/), 'sea');
    expect(
      form.getByText(
        `40 units weigh 4 kg, billed 4 kg: ${shown(320000)} in all, ${shown(8000)} per unit.`,
      ),
    ).toBeInTheDocument();
    // The suggestion is only that: staff type their own freight and it stays.
    await user.clear(freight);
    await user.type(freight, '9000');
    expect(freight).toHaveValue('9000');
  });

  it('suggests the goods from the yuan price at the rate in force, and staff may change it', async () => {
    const bodies = recordBodies('quoteVariant', partlyQuoted());
    const { user } = renderQuote();
    const form = within(await screen.findByRole('form', { name: 'Quote for Putih' }));
    // CN¥45.00 at 2,250.5 is Rp 101,272.5: the gateway rounds half up to a whole rupiah.
    expect(
      form.getByText(`Suggested from ${shownCny(4500)} at rate 2,250.5: ${shown(101273)}`),
    ).toBeInTheDocument();
    const goods = form.getByLabelText(/^Goods/);
    expect(goods).toHaveValue('');
    await user.click(form.getByRole('button', { name: 'Use as goods' }));
    expect(goods).toHaveValue('101273');
    // The service fee follows the goods taken (Gold: 4 %).
    expect(form.getByLabelText(/^Service fee/)).toHaveValue('4051');

    // Only a suggestion: the amount staff type instead stays, and is the one sent.
    await user.clear(goods);
    await user.type(goods, '95,000');
    for (const label of [
      /^China domestic shipping/,
      /^International freight/,
      /^Import duty and taxes/,
      /^Customs and paperwork/,
    ]) {
      await user.type(form.getByLabelText(label), '1000');
    }
    await user.selectOptions(form.getByLabelText(/^Shipping type/), 'sea');
    expect(goods).toHaveValue('95,000');
    await user.click(form.getByRole('button', { name: 'Quote variant' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ goods: idr(95000), service_fee: idr(3800) });
  });

  it('shows the goods suggestion and reads amounts in the Indonesian marks', async () => {
    const bodies = recordBodies('quoteVariant', partlyQuoted());
    const { user } = renderQuote(partlyQuoted(), 'id-ID');
    const form = within(await screen.findByRole('form', { name: 'Penawaran untuk Putih' }));
    expect(
      form.getByText(
        `Saran dari ${shownCny(4500, 'id-ID')} dengan kurs 2.250,5: ${shown(101273, 'id-ID')}`,
      ),
    ).toBeInTheDocument();
    // '1.000' is a thousand to an Indonesian reader; '2.500' likewise.
    await user.type(form.getByLabelText(/^Barang/), '100.000');
    await user.type(form.getByLabelText(/^Ongkir domestik/), '1.000');
    await user.type(form.getByLabelText(/^Ongkos kirim internasional/), '2.500');
    await user.type(form.getByLabelText(/^Bea masuk/), '0');
    await user.type(form.getByLabelText(/^Kepabeanan/), '0');
    await user.selectOptions(form.getByLabelText(/^Jenis pengiriman/), 'sea');
    await user.click(form.getByRole('button', { name: 'Kirim penawaran varian' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      goods: idr(100000),
      domestic_shipping: idr(1000),
      freight: idr(2500),
    });
  });

  it('takes the service fee share of the customer’s level', async () => {
    const detail = partlyQuoted();
    const { user } = renderQuote({ ...detail, customer: { ...detail.customer, level: 'silver' } });
    const form = within(await screen.findByRole('form', { name: 'Quote for Putih' }));
    expect(
      form.getByText('Set by the customer’s level (Silver): 5% of the goods'),
    ).toBeInTheDocument();
    await user.type(form.getByLabelText(/^Goods/), '12345');
    // 5% of 12,345 is 617.25: rounded half-up to a whole rupiah, as the gateway does.
    expect(form.getByLabelText(/^Service fee/)).toHaveValue('617');
  });

  it('refuses amounts the contract would refuse, without calling the gateway', async () => {
    const bodies = recordBodies('quoteVariant', partlyQuoted());
    const { user } = renderQuote();
    const form = within(await screen.findByRole('form', { name: 'Quote for Putih' }));
    await user.type(form.getByLabelText(/^Goods/), '1.000,50');
    await user.type(form.getByLabelText(/^Customs and paperwork/), '-5');
    await user.click(form.getByRole('button', { name: 'Quote variant' }));

    expect(form.getByLabelText(/^Goods/)).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText(/^Customs and paperwork/)).toHaveAccessibleDescription(/negative/i);
    expect(form.getByLabelText(/^International freight/)).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText(/^Shipping type/)).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);

    // Fixing a field takes its error away at once; the others keep theirs.
    await user.clear(form.getByLabelText(/^Customs and paperwork/));
    await user.type(form.getByLabelText(/^Customs and paperwork/), '5');
    expect(form.getByLabelText(/^Customs and paperwork/)).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await user.selectOptions(form.getByLabelText(/^Shipping type/), 'sea');
    expect(form.getByLabelText(/^Shipping type/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText(/^Goods/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('puts the gateway’s field errors under the part they concern', async () => {
    mockServer.use(
      handlerFor('quoteVariant', () =>
        HttpResponse.json(
          {
            status: 422,
            message: 'Check the highlighted fields',
            // The gateway's answer when its customer level (and so the fee) changed meanwhile.
            data: { code: 'validation_failed', fields: { 'service_fee.amount': 'field.invalid' } },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderQuote();
    const form = within(await screen.findByRole('form', { name: 'Quote for Putih' }));
    for (const label of [
      /^Goods/,
      /^China domestic shipping/,
      /^International freight/,
      /^Import duty and taxes/,
      /^Customs and paperwork/,
    ]) {
      await user.type(form.getByLabelText(label), '1000');
    }
    await user.selectOptions(form.getByLabelText(/^Shipping type/), 'sea');
    await user.click(form.getByRole('button', { name: 'Quote variant' }));
    await waitFor(() =>
      expect(form.getByLabelText(/^Service fee/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(form.getByLabelText(/^Goods/)).not.toHaveAttribute('aria-invalid');
  });

  it('rejects the inquiry with the reason the contract requires', async () => {
    const bodies = recordBodies(
      'rejectInquiry',
      partlyQuoted({ state: 'rejected', rejection_reason: 'Supplier discontinued it' }),
    );
    const { user } = renderQuote();
    await user.click(await screen.findByRole('button', { name: 'Reject inquiry' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reject inquiry PGJ-0007' }));

    await user.click(dialog.getByRole('button', { name: 'Reject inquiry' }));
    expect(dialog.getByLabelText(/^Reason/)).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);

    await user.type(dialog.getByLabelText(/^Reason/), 'Supplier discontinued it');
    await user.click(dialog.getByRole('button', { name: 'Reject inquiry' }));
    await waitFor(() => expect(bodies).toEqual([{ reason: 'Supplier discontinued it' }]));
    expect(await screen.findByText('Inquiry PGJ-0007 rejected.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers neither quotes nor a rejection once the inquiry is rejected', async () => {
    renderQuote(partlyQuoted({ state: 'rejected', rejection_reason: 'Out of stock' }));
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(
      screen.getByText('This inquiry is Rejected: its variants can no longer be quoted.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject inquiry' })).not.toBeInTheDocument();
  });

  it('rejects one variant being priced with the reason the customer will read', async () => {
    const detail = partlyQuoted();
    const putihInProgress = detail.variants.map((variant) =>
      variant.variant_id === 'var-2'
        ? { ...variant, quotation_state: 'in_progress' as const }
        : variant,
    );
    const bodies = recordBodies('rejectInquiryVariant', {
      ...detail,
      variants: putihInProgress.map((variant) =>
        variant.variant_id === 'var-2'
          ? { ...variant, quotation_state: 'rejected', rejection_reason: 'Colour discontinued' }
          : variant,
      ),
    });
    const { user } = renderQuote({ ...detail, variants: putihInProgress });
    const putih = await variantRegion('Putih');
    expect(within(putih).getByText('In progress')).toBeInTheDocument();
    // A quoted variant is corrected by a new quote, not rejected.
    const hitam = await variantRegion('Hitam');
    expect(within(hitam).queryByRole('button', { name: 'Reject Hitam' })).not.toBeInTheDocument();

    await user.click(within(putih).getByRole('button', { name: 'Reject Putih' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reject variant Putih of PGJ-0007' }));
    await user.click(dialog.getByRole('button', { name: 'Reject variant' }));
    expect(dialog.getByLabelText(/^Reason/)).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);
    await user.type(dialog.getByLabelText(/^Reason/), '  Colour discontinued ');
    await user.click(dialog.getByRole('button', { name: 'Reject variant' }));
    await waitFor(() => expect(bodies).toEqual([{ reason: 'Colour discontinued' }]));
    expect(await screen.findByText('Variant Putih rejected.')).toBeInTheDocument();
  });

  it('shows a rejected variant with its reason and a declined one, neither to be quoted', async () => {
    const detail = partlyQuoted();
    const [hitam, putih] = detail.variants;
    if (!hitam || !putih) throw new Error('two variants');
    renderQuote({
      ...detail,
      variants: [
        {
          ...hitam,
          quotation_state: 'not_quoted',
          unit_price: null,
          declined_at: '2025-05-01T04:00:00.000Z',
          ordered_at: null,
        },
        { ...putih, quotation_state: 'rejected', rejection_reason: 'Colour discontinued' },
      ],
    });
    const declined = await variantRegion('Hitam');
    expect(within(declined).getByText('Declined by the customer')).toBeInTheDocument();
    expect(within(declined).getByText(/The customer declined this price on/)).toBeInTheDocument();
    expect(within(declined).queryByRole('form')).not.toBeInTheDocument();
    expect(within(declined).queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument();
    const rejected = await variantRegion('Putih');
    expect(within(rejected).getByText('Colour discontinued')).toBeInTheDocument();
    expect(within(rejected).queryByRole('form')).not.toBeInTheDocument();
    expect(within(rejected).queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument();
  });
});

describe('QuoteScreen: a variant asked for in sizes (decision 296)', () => {
  it('shows staff the sizes and how many of each, beside the total', async () => {
    const detail = partlyQuoted();
    const [first, second] = detail.variants;
    if (!first || !second) throw new Error('two variants');
    renderQuote({
      ...detail,
      variants: [
        {
          ...first,
          quantity: 50,
          sub_variants: [
            { sub_variant_id: 'm', name: 'M', quantity: 20 },
            { sub_variant_id: 'l', name: 'L', quantity: 30 },
          ],
        },
        second,
      ],
    });
    const black = await variantRegion('Hitam');
    const sizes = within(black).getByRole('region', {
      name: 'Sizes asked for (the quantity is their total)',
    });
    expect(
      within(sizes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['M × 20', 'L × 30']);
    // A variant without sizes shows no such list.
    const white = await variantRegion('Putih');
    expect(
      within(white).queryByRole('region', { name: /Sizes asked for/ }),
    ).not.toBeInTheDocument();
  });
});
