import { fieldErrorMessage } from '@storefront/api';
import { errorEnvelope, handlerFor, makeAdminProductRequest } from '@storefront/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../testing/mock-server';
import { renderScreen } from '../../../testing/render-screen';
import { PRODUCT_REQUESTS_EN_US } from '../i18n/en-US';
import ProductRequestsScreen from '../product-requests-screen';

const LINK = 'https://detail.1688.com/offer/733333333331.html';

/** One open link request and one open photo request; records what the dialog sends. */
function record() {
  const bodies: unknown[] = [];
  let uploads = 0;
  mockServer.use(
    handlerFor('listProductRequests', () =>
      HttpResponse.json({
        status: 200,
        message: 'OK',
        data: {
          items: [
            makeAdminProductRequest(0, { id: 'req-1', link: LINK }),
            makeAdminProductRequest(1, { id: 'req-2', link: null, image_url: null }),
          ],
          page: 1,
          limit: 10,
          total: 2,
        },
      }),
    ),
    handlerFor('uploadCatalogImage', () => {
      uploads += 1;
      const path = `/catalog/images/staff-000${uploads}.png`;
      return HttpResponse.json(
        { status: 201, message: 'OK', data: { path, url: `https://shop.test${path}` } },
        { status: 201 },
      );
    }),
    handlerFor('createProductFromRequest', async ({ request, params }) => {
      bodies.push(await request.json());
      const data = makeAdminProductRequest(0, {
        id: String(params['requestId']),
        product_id: 'prd-9',
        resolved_at: '2025-05-01T03:00:00.000Z',
      });
      return HttpResponse.json({ status: 201, message: 'OK', data }, { status: 201 });
    }),
  );
  return { bodies };
}

async function openDialog(index: number) {
  const rendered = renderScreen(<ProductRequestsScreen />, {
    routePath: 'product-requests',
    messages: PRODUCT_REQUESTS_EN_US,
  });
  const buttons = await screen.findAllByRole('button', { name: 'Create product' });
  await rendered.user.click(buttons[index] as HTMLElement);
  return { ...rendered, dialog: within(screen.getByRole('dialog')) };
}

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'tas.png', { type: 'image/png' });

describe('CreateProductDialog', () => {
  it('uploads pictures, takes variants with sizes and yuan prices, and sends the contract’s body', async () => {
    const { bodies } = record();
    const { user, dialog } = await openDialog(0);
    expect(dialog.getByText(LINK)).toBeInTheDocument();
    expect(dialog.queryByLabelText(/^Marketplace link/)).not.toBeInTheDocument();

    await user.upload(dialog.getByLabelText('Add pictures (JPG or PNG)'), png());
    expect(await dialog.findByRole('img', { name: 'Picture 1' })).toHaveAttribute(
      'src',
      'https://shop.test/catalog/images/staff-0001.png',
    );
    await user.type(dialog.getByLabelText(/^Title/), 'Tas ransel kanvas');
    await user.type(dialog.getByLabelText(/^Variant 1 name/), 'Hitam');
    await user.selectOptions(dialog.getByLabelText(/^Variant 1 picture/), 'Picture 1');
    await user.type(dialog.getByLabelText(/^Variant 1 price/), '45.50');
    await user.type(dialog.getByLabelText(/^Variant 1 weight/), '650');
    await user.clear(dialog.getByLabelText(/^Variant 1 minimum/));
    await user.type(dialog.getByLabelText(/^Variant 1 minimum/), '10');
    await user.clear(dialog.getByLabelText(/^Variant 1 order multiple/));
    await user.type(dialog.getByLabelText(/^Variant 1 order multiple/), '5');
    await user.type(dialog.getByLabelText(/^Variant 1 stock/), '800');
    await user.click(dialog.getByRole('button', { name: 'Add a size to variant 1' }));
    await user.type(dialog.getByLabelText(/^Variant 1 size 1 price/), '48');
    await user.type(dialog.getByLabelText(/^Variant 1 size 1 stock/), '300');
    await user.type(dialog.getByLabelText(/^Variant 1 size 1(?! (price|stock))/), 'L');

    await user.click(dialog.getByRole('button', { name: 'Add a variant' }));
    await user.click(dialog.getByRole('button', { name: 'Remove variant 2' }));
    await user.click(dialog.getByRole('button', { name: 'Create product and resolve' }));

    await waitFor(() =>
      expect(bodies).toEqual([
        {
          title: 'Tas ransel kanvas',
          description: '',
          images: ['/catalog/images/staff-0001.png'],
          variants: [
            {
              name: 'Hitam',
              image: '/catalog/images/staff-0001.png',
              price_cny: { amount: 4_550, currency: 'CNY' },
              weight_grams: 650,
              min_quantity: 10,
              multiple: 5,
              stock: 800,
              sub_variants: [
                { name: 'L', price_cny: { amount: 4_800, currency: 'CNY' }, stock: 300 },
              ],
            },
          ],
          price_tiers: [],
        },
      ]),
    );
    expect(await screen.findByText('Product created; the customer has been told.')).toBeVisible();
  }, 60_000);

  it('checks the form before sending: pictures, names, prices, the multiple', async () => {
    const { bodies } = record();
    const { user, dialog } = await openDialog(0);
    await user.type(dialog.getByLabelText(/^Variant 1 price/), '0');
    await user.type(dialog.getByLabelText(/^Variant 1 weight/), 'abc');
    await user.click(dialog.getByRole('button', { name: 'Create product and resolve' }));
    expect(dialog.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText(/^Variant 1 name/)).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText(/^Variant 1 price/)).toHaveAccessibleDescription(
      expect.stringContaining(fieldErrorMessage('field.invalid', 'en')),
    );
    expect(dialog.getByLabelText(/^Variant 1 weight/)).toHaveAccessibleDescription(
      expect.stringContaining(fieldErrorMessage('field.number', 'en')),
    );
    expect(
      screen.getByText(fieldErrorMessage('field.required', 'en'), { selector: 'p' }),
    ).toBeVisible();
    expect(bodies).toEqual([]);
  });

  it('takes the supplier’s price by quantity, checked in order before it is sent', async () => {
    const { bodies } = record();
    const { user, dialog } = await openDialog(0);
    await user.upload(dialog.getByLabelText('Add pictures (JPG or PNG)'), png());
    await dialog.findByRole('img', { name: 'Picture 1' });
    await user.type(dialog.getByLabelText(/^Title/), 'Kaus katun');
    await user.type(dialog.getByLabelText(/^Variant 1 name/), 'Putih');
    await user.type(dialog.getByLabelText(/^Variant 1 price/), '18.50');
    await user.type(dialog.getByLabelText(/^Variant 1 weight/), '180');
    await user.type(dialog.getByLabelText(/^Variant 1 stock/), '5000');

    // One step alone is a minimum, not a ladder.
    await user.click(dialog.getByRole('button', { name: 'Add a price step' }));
    await user.type(dialog.getByLabelText(/^Step 1 from quantity/), '100');
    await user.type(dialog.getByLabelText(/^Step 1 unit price/), '18.50');
    await user.click(dialog.getByRole('button', { name: 'Create product and resolve' }));
    expect(await dialog.findByText(fieldErrorMessage('field.invalid', 'en'))).toBeVisible();

    // A second step below the first is refused under its own box; the price must be above zero.
    await user.click(dialog.getByRole('button', { name: 'Add a price step' }));
    await user.type(dialog.getByLabelText(/^Step 2 from quantity/), '50');
    await user.type(dialog.getByLabelText(/^Step 2 unit price/), '0');
    await user.click(dialog.getByRole('button', { name: 'Create product and resolve' }));
    await waitFor(() =>
      expect(dialog.getByLabelText(/^Step 2 unit price/)).toHaveAttribute('aria-invalid', 'true'),
    );
    await user.clear(dialog.getByLabelText(/^Step 2 unit price/));
    await user.type(dialog.getByLabelText(/^Step 2 unit price/), '16.80');
    await user.click(dialog.getByRole('button', { name: 'Create product and resolve' }));
    await waitFor(() =>
      expect(dialog.getByLabelText(/^Step 2 from quantity/)).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(bodies).toEqual([]);

    await user.clear(dialog.getByLabelText(/^Step 2 from quantity/));
    await user.type(dialog.getByLabelText(/^Step 2 from quantity/), '1000');
    await user.click(dialog.getByRole('button', { name: 'Add a price step' }));
    await user.click(dialog.getByRole('button', { name: 'Remove price step 3' }));
    await user.click(dialog.getByRole('button', { name: 'Create product and resolve' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      price_tiers: [
        { min_quantity: 100, unit_price_cny: { amount: 1_850, currency: 'CNY' } },
        { min_quantity: 1_000, unit_price_cny: { amount: 1_680, currency: 'CNY' } },
      ],
    });
  }, 60_000);

  it('asks for the link of a photo request and shows the gateway’s refusal under it', async () => {
    const { bodies } = record();
    mockServer.use(
      handlerFor('createProductFromRequest', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            ...errorEnvelope('product_already_listed', 'en'),
            data: { code: 'product_already_listed', fields: { link: 'field.invalid' } },
          },
          { status: 409 },
        );
      }),
    );
    const { user, dialog } = await openDialog(1);
    await user.upload(dialog.getByLabelText('Add pictures (JPG or PNG)'), png());
    await dialog.findByRole('img', { name: 'Picture 1' });
    await user.type(dialog.getByLabelText(/^Marketplace link/), LINK);
    await user.type(dialog.getByLabelText(/^Title/), 'Lampu rotan');
    await user.type(dialog.getByLabelText(/^Variant 1 name/), 'Natural');
    await user.type(dialog.getByLabelText(/^Variant 1 price/), '12');
    await user.type(dialog.getByLabelText(/^Variant 1 weight/), '900');
    await user.type(dialog.getByLabelText(/^Variant 1 stock/), '40');
    await user.click(dialog.getByRole('button', { name: 'Create product and resolve' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ link: LINK, title: 'Lampu rotan' });
    await waitFor(() =>
      expect(dialog.getByLabelText(/^Marketplace link/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  }, 60_000);
});
