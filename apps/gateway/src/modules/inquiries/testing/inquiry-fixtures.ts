import { randomBytes } from 'node:crypto';
import type { PriceTier } from '@storefront/domain';
import { catalogProducts, catalogSubVariants, catalogVariants } from '../../../db/schema';
import { createCustomer, createStaff, customerAuth, staffAuth } from '../../../testing/fixtures';
import type { TestApp } from '../../../testing/test-app';
import { createTestApp } from '../../../testing/test-app';
import type { TestDatabaseKind } from '../../../testing/test-database';
import { insertRate, testEnv } from '../../catalog/testing';

/**
 * A gateway to submit and quote on: the test catalogue's environment, an exchange rate to price
 * with, and the headers of a staff member who quotes (the set-up of the inquiry and cart suites).
 */
export async function createQuotingApp(
  kind: TestDatabaseKind,
): Promise<{ t: TestApp; staff: Record<string, string> }> {
  const t = await createTestApp(kind, { env: testEnv() });
  await insertRate(t);
  return { t, staff: await staffAuth(t, await createStaff(t)) };
}

export interface VariantFacts {
  readonly name: string;
  readonly minQuantity: number;
  readonly multiple: number;
  readonly stock: number;
  /** Sizes (sub-variants) with their own stock; none by default. */
  readonly sizes?: readonly { readonly name: string; readonly stock: number }[];
}

const DEFAULT_VARIANTS: readonly VariantFacts[] = [
  { name: 'Merah', minQuantity: 10, multiple: 5, stock: 500 },
  { name: 'Biru', minQuantity: 2, multiple: 1, stock: 40 },
  { name: 'Hijau', minQuantity: 1, multiple: 1, stock: 100 },
];

/** A 1688 product with variants (default: three), listed a month before the test clock. */
export async function insertProduct(
  t: TestApp,
  options: {
    title?: string;
    variants?: readonly VariantFacts[];
    removed?: boolean;
    priceTiers?: PriceTier[];
  } = {},
) {
  const key = randomBytes(5).toString('hex');
  const marketplaceProductId = String(parseInt(key, 16));
  const title = options.title ?? `Tas ransel kanvas ${key}`;
  const [product] = await t.handle.db
    .insert(catalogProducts)
    .values({
      marketplace: '1688',
      marketplaceProductId,
      link: `https://detail.1688.com/offer/${marketplaceProductId}.html`,
      productSource: 'default',
      title,
      searchText: title.toLowerCase(),
      priceCny: 1_250,
      priceTiers: options.priceTiers ?? [],
      listedAt: new Date(t.clock.now.getTime() - 30 * 86_400_000),
      removedAt: options.removed ? t.clock.now : null,
    })
    .returning();
  if (!product) throw new Error('product not inserted');
  const variants = await t.handle.db
    .insert(catalogVariants)
    .values(
      (options.variants ?? DEFAULT_VARIANTS).map(({ sizes: _sizes, ...facts }, position) => ({
        productId: product.id,
        sourceKey: `v${position}`,
        position,
        priceCny: 1_250 + position * 100,
        weightGrams: 300,
        ...facts,
      })),
    )
    .returning();
  variants.sort((a, b) => a.position - b.position);
  const sizeValues = (options.variants ?? DEFAULT_VARIANTS).flatMap((facts, position) =>
    (facts.sizes ?? []).map((size, index) => ({
      variantId: variants[position]?.id ?? '',
      sourceKey: `s${index}`,
      position: index,
      name: size.name,
      priceCny: 1_250,
      stock: size.stock,
    })),
  );
  const sizes =
    sizeValues.length === 0
      ? []
      : (await t.handle.db.insert(catalogSubVariants).values(sizeValues).returning()).sort(
          (a, b) => a.position - b.position,
        );
  return { product, variants, sizes };
}

/** A customer whose phone is verified (submitting needs it), with their bearer header. */
export async function verifiedCustomer(t: TestApp, overrides: { totalOrder?: number } = {}) {
  const customer = await createCustomer(t, { phoneVerifiedAt: t.clock.now, ...overrides });
  return { customer, headers: await customerAuth(t, customer) };
}

/**
 * A quote body in rupiah whose service fee is the silver share (5%) of the goods; with goods of
 * 120,000 its all-in unit price is 156,000.
 */
export function quoteBody(goods = 120_000, over: Record<string, unknown> = {}) {
  const idr = (amount: number) => ({ amount, currency: 'IDR' });
  return {
    goods: idr(goods),
    service_fee: idr(Math.round(goods * 0.05)),
    domestic_shipping: idr(2_000),
    freight: idr(13_500),
    tax_and_customs: idr(13_200),
    paperwork: idr(1_300),
    shipping_type: 'sea',
    ...over,
  };
}
