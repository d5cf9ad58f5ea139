import type { ShippingType } from '@storefront/domain';
import type { vouchers } from '../../../db/schema';
import type { TestApp } from '../../../testing/test-app';
import type { VariantFacts } from '../../inquiries/testing';
import { insertProduct, quoteBody } from '../../inquiries/testing';
import { hoursFrom, insertVoucher as insertVoucherRow } from '../../vouchers/testing';

type Headers = Record<string, string>;

/**
 * The all-in unit price of quoteBody's parts: 120,000 + 6,000 + 2,000 + 13,500 + 13,200 + 1,300.
 */
export const UNIT_PRICE = 156_000;
/** Every variant insertProduct makes weighs 300 g. */
export const UNIT_GRAMS = 300;

/**
 * A product submitted, quoted by staff with `shippingType` and put in the caller's cart with
 * `quantities` by variant position (default Merah 20, Hijau 3: 23 items, 6,900 g, 3,588,000).
 */
export async function cartProduct(
  t: TestApp,
  staff: Headers,
  customer: Headers,
  options: {
    shippingType?: ShippingType;
    quantities?: readonly (readonly [position: number, quantity: number])[];
    variants?: readonly VariantFacts[];
  } = {},
) {
  const { product, variants } = await insertProduct(
    t,
    options.variants ? { variants: options.variants } : {},
  );
  const quantities = options.quantities ?? [
    [0, 20],
    [2, 3],
  ];
  const variantAt = (position: number) => {
    const variant = variants[position];
    if (!variant) throw new Error(`no variant at ${position}`);
    return variant;
  };
  const made = await t.call({
    method: 'POST',
    url: '/oci/orders/inquiry',
    headers: customer,
    payload: {
      product_id: product.id,
      variants: quantities.map(([position, quantity]) => ({
        variant_id: variantAt(position).id,
        quantity,
      })),
    },
  });
  if (made.status !== 201) throw new Error(`submission failed: ${JSON.stringify(made.body)}`);
  const inquiryId = made.body.data.id as string;
  for (const [position] of quantities) {
    const quoted = await t.call({
      method: 'POST',
      url: `/admin/inquiries/${inquiryId}/variants/${variantAt(position).id}/quote`,
      headers: staff,
      payload: quoteBody(120_000, { shipping_type: options.shippingType ?? 'sea' }),
    });
    if (quoted.status !== 200) throw new Error(`quote failed: ${JSON.stringify(quoted.body)}`);
  }
  const added = await t.call({
    method: 'POST',
    url: '/oci/orders/cart',
    headers: customer,
    payload: {
      inquiry_id: inquiryId,
      variants: quantities.map(([position, quantity]) => ({
        variant_id: variantAt(position).id,
        quantity,
      })),
    },
  });
  if (added.status !== 200) throw new Error(`add to cart failed: ${JSON.stringify(added.body)}`);
  const item = (added.body.data.items as { id: string; inquiry_id: string }[]).find(
    (candidate) => candidate.inquiry_id === inquiryId,
  );
  if (!item) throw new Error('cart item not found');
  return { product, variants, inquiryId, cartItemId: item.id };
}

/** Saves an address through the API and answers its id. */
export async function savedAddress(t: TestApp, customer: Headers, form: object): Promise<string> {
  const answer = await t.call({
    method: 'POST',
    url: '/oci/customer/alamat',
    headers: customer,
    payload: form,
  });
  if (answer.status !== 201) throw new Error(`address failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.id as string;
}

/** A voucher on offer from an hour before the test clock for two days; override any term. */
export function insertVoucher(
  t: TestApp,
  title: string,
  over: Partial<typeof vouchers.$inferInsert> = {},
) {
  return insertVoucherRow(t, {
    title,
    quota: 10,
    discountAmount: 100_000,
    minSpend: null,
    validFrom: hoursFrom(t, -1),
    validUntil: hoursFrom(t, 48),
    ...over,
  });
}
