import {
  LEVEL_BENEFITS,
  applyBasisPoints,
  levelForTotal,
  money,
  getMarket,
} from '@storefront/domain';
import type { TestApp } from '../../../testing/test-app';
import type { VariantFacts } from '../../inquiries/testing';
import { insertProduct, quoteBody, verifiedCustomer } from '../../inquiries/testing';

type Headers = Record<string, string>;
type Customer = Awaited<ReturnType<typeof verifiedCustomer>>;

/** Goods per unit in every quote these fixtures make; the other parts are quoteBody's. */
export const GOODS = 120_000;
/** China domestic shipping, freight, tax and customs, paperwork of quoteBody. */
const OTHER_PARTS = 2_000 + 13_500 + 13_200 + 1_300;
/** A total order that makes a customer gold (logo addition is a gold benefit). */
export const GOLD_TOTAL = 100_000_000;

/** The all-in unit price staff quote for a customer with this total order. */
export function quotedUnitPrice(t: TestApp, totalOrder = 0): number {
  const market = getMarket(t.config.market);
  const level = levelForTotal(money(totalOrder, market.currency), market);
  const fee = applyBasisPoints(money(GOODS, market.currency), LEVEL_BENEFITS[level].serviceFeeBps);
  return GOODS + fee.amount + OTHER_PARTS;
}

/**
 * A customer's submission of a fresh product (default variants: Merah min 10 step 5 stock 500,
 * Biru min 2 stock 40, Hijau min 1 stock 100), with `quoted` of its variants (by position)
 * priced by staff. Variants are asked at their smallest valid quantity.
 */
export async function quotedSubmission(
  t: TestApp,
  staff: Headers,
  options: {
    customer?: Customer;
    totalOrder?: number;
    quoted?: readonly number[];
    variants?: readonly VariantFacts[];
  } = {},
) {
  const totalOrder = options.totalOrder ?? 0;
  const customer = options.customer ?? (await verifiedCustomer(t, { totalOrder }));
  const { product, variants } = await insertProduct(
    t,
    options.variants ? { variants: options.variants } : {},
  );
  const made = await t.call({
    method: 'POST',
    url: '/oci/orders/inquiry',
    headers: customer.headers,
    payload: {
      product_id: product.id,
      variants: variants.map((variant) => ({
        variant_id: variant.id,
        quantity: Math.ceil(Math.max(1, variant.minQuantity) / variant.multiple) * variant.multiple,
      })),
    },
  });
  if (made.status !== 201) throw new Error(`submission failed: ${JSON.stringify(made.body)}`);
  const inquiryId = made.body.data.id as string;
  const fee = quotedUnitPrice(t, totalOrder) - GOODS - OTHER_PARTS;
  const currency = getMarket(t.config.market).currency;
  for (const position of options.quoted ?? variants.map((_v, index) => index)) {
    const variant = variants[position];
    if (!variant) throw new Error(`no variant at ${position}`);
    const quoted = await t.call({
      method: 'POST',
      url: `/admin/inquiries/${inquiryId}/variants/${variant.id}/quote`,
      headers: staff,
      payload: quoteBody(GOODS, { service_fee: { amount: fee, currency } }),
    });
    if (quoted.status !== 200) throw new Error(`quote failed: ${JSON.stringify(quoted.body)}`);
  }
  return { ...customer, product, variants, inquiryId };
}
