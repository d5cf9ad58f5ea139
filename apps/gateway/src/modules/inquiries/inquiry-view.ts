import type {
  adminInquiryDetailSchema,
  customerRefSchema,
  inquirySchema,
  quoteSchema,
} from '@storefront/contract';
import type { MarketConfig, Money } from '@storefront/domain';
import {
  levelForTotal,
  money,
  productQuotationState,
  quoteSlaStatus,
  unitPriceAtQuantity,
} from '@storefront/domain';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { ProductRow } from '../../adapters/catalog/catalog-adapter';
import { productColumns } from '../../db/product-columns';
import type { inquiries } from '../../db/schema';
import {
  catalogProducts,
  catalogVariants,
  customers,
  inquiryLogos,
  inquiryVariants,
  inquiryVariantSizes,
  orderLines,
  orders,
} from '../../db/schema';
import type { Pricing } from '../catalog';
import { toProductSummary } from '../catalog';
import { displayName } from '../identity';
import type { Reader } from '../../db/transaction';
import { quotePartsOf, toQuotePartsView } from './quote-parts';

export type Inquiry = z.output<typeof inquirySchema>;
export type AdminInquiryDetail = z.output<typeof adminInquiryDetailSchema>;
export type Quote = z.output<typeof quoteSchema>;
type CustomerRef = z.output<typeof customerRefSchema>;

export type InquiryRow = typeof inquiries.$inferSelect;
export type InquiryVariantRow = typeof inquiryVariants.$inferSelect;
export type InquiryLogoRow = typeof inquiryLogos.$inferSelect;
export type InquiryVariantSizeRow = typeof inquiryVariantSizes.$inferSelect;
type CatalogVariantRow = typeof catalogVariants.$inferSelect;
type CustomerRow = typeof customers.$inferSelect;

/** A submission with everything its answer shows. */
export interface InquiryBundle {
  readonly inquiry: InquiryRow;
  readonly product: ProductRow;
  readonly variants: readonly InquiryVariantRow[];
  /** The sizes of its variants (decision 296), in their order, by inquiry variant row id. */
  readonly sizes: ReadonlyMap<string, readonly InquiryVariantSizeRow[]>;
  readonly logos: readonly InquiryLogoRow[];
  /** When the buyer ordered at a variant's quote (loadOrderedAt), by inquiry variant row id. */
  readonly orderedAt: ReadonlyMap<string, Date>;
}

/**
 * When the buyer ordered at each priced variant of some submissions: the first order of theirs
 * (not canceled) holding the variant and placed since staff priced it, the product page's
 * "ordered" (decision 288), by inquiry variant row id. A quote ordered at was taken: it can no
 * longer be declined, and the buyer's view says when it was ordered.
 */
export async function loadOrderedAt(
  db: Reader,
  submissions: readonly { customerId: string; variants: readonly InquiryVariantRow[] }[],
): Promise<Map<string, Date>> {
  const priced = submissions.flatMap(({ customerId, variants }) =>
    variants.flatMap((variant) =>
      variant.quotedAt === null ? [] : [{ customerId, variant, quotedAt: variant.quotedAt }],
    ),
  );
  const orderedAt = new Map<string, Date>();
  if (priced.length === 0) return orderedAt;
  const held = await db
    .select({
      customerId: orders.customerId,
      variantId: orderLines.variantId,
      createdAt: orders.createdAt,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        inArray(orders.customerId, [...new Set(priced.map((entry) => entry.customerId))]),
        inArray(orderLines.variantId, [...new Set(priced.map((entry) => entry.variant.variantId))]),
        ne(orders.status, 'canceled'),
      ),
    );
  for (const { customerId, variant, quotedAt } of priced) {
    const first = held
      .filter(
        (row) =>
          row.customerId === customerId &&
          row.variantId === variant.variantId &&
          row.createdAt.getTime() >= quotedAt.getTime(),
      )
      .reduce<Date | undefined>(
        (earliest, row) => (earliest && earliest <= row.createdAt ? earliest : row.createdAt),
        undefined,
      );
    if (first) orderedAt.set(variant.id, first);
  }
  return orderedAt;
}

/** The sizes of some inquiry variants, in their order, by inquiry variant row id. */
export async function loadVariantSizes(
  db: Reader,
  inquiryVariantIds: readonly string[],
): Promise<Map<string, InquiryVariantSizeRow[]>> {
  if (inquiryVariantIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(inquiryVariantSizes)
    .where(inArray(inquiryVariantSizes.inquiryVariantId, [...inquiryVariantIds]))
    .orderBy(asc(inquiryVariantSizes.position));
  return byKey(rows, (row) => row.inquiryVariantId);
}

/** The contract's view of a variant's sizes. */
export function toSizeLines(rows: readonly InquiryVariantSizeRow[] | undefined) {
  return (rows ?? []).map((row) => ({
    sub_variant_id: row.subVariantId,
    name: row.name,
    quantity: row.quantity,
  }));
}

/** Submitted and under review: the team still owes a price, so the SLA runs. */
export const OPEN_STATES = ['submitted', 'under_review'] as const;

export function isOpenState(state: InquiryRow['state']): boolean {
  return (OPEN_STATES as readonly string[]).includes(state);
}

/** Where a logo file is served, to its owner and to staff only. */
export function inquiryLogoPath(inquiryId: string, logoId: string): string {
  return `/oci/orders/inquiry/${inquiryId}/logos/${logoId}`;
}

function byKey<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/** The products, variants and logos of some submissions, in the order of `rows`. */
export async function loadBundles(
  db: Reader,
  rows: readonly InquiryRow[],
): Promise<InquiryBundle[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const productIds = [...new Set(rows.map((row) => row.productId))];
  // One after the other: inside a transaction the queries share one connection.
  const products = await db
    .select(productColumns)
    .from(catalogProducts)
    .where(inArray(catalogProducts.id, productIds));
  const variants = await db
    .select()
    .from(inquiryVariants)
    .where(inArray(inquiryVariants.inquiryId, ids))
    .orderBy(asc(inquiryVariants.position));
  const logos = await db
    .select()
    .from(inquiryLogos)
    .where(inArray(inquiryLogos.inquiryId, ids))
    .orderBy(asc(inquiryLogos.position));
  const sizes = await loadVariantSizes(
    db,
    variants.map((variant) => variant.id),
  );
  const productById = new Map(products.map((product) => [product.id, product]));
  const variantsOf = byKey(variants, (row) => row.inquiryId);
  const logosOf = byKey(logos, (row) => row.inquiryId);
  const orderedAt = await loadOrderedAt(
    db,
    rows.map((row) => ({ customerId: row.customerId, variants: variantsOf.get(row.id) ?? [] })),
  );
  return rows.map((inquiry) => {
    const product = productById.get(inquiry.productId);
    // The foreign key keeps the product; its absence is a broken database, not a user's error.
    if (!product) throw new Error(`inquiry ${inquiry.id} lost its product`);
    return {
      inquiry,
      product,
      variants: variantsOf.get(inquiry.id) ?? [],
      sizes,
      logos: logosOf.get(inquiry.id) ?? [],
      orderedAt,
    };
  });
}

function amount(row: InquiryVariantRow, value: number | null): Money {
  if (row.currency === null || value === null) throw new Error(`variant ${row.id} has no quote`);
  return money(value, row.currency);
}

/** The stored quote of a variant, or null while it is not priced. */
export function quoteOf(row: InquiryVariantRow): Quote | null {
  if (row.quotedAt === null || row.shippingType === null) return null;
  const parts = quotePartsOf(row, row.currency);
  if (parts === null) throw new Error(`variant ${row.id} has no quote`);
  return {
    ...toQuotePartsView(parts),
    shipping_type: row.shippingType,
    unit_price: amount(row, row.unitPrice),
    quoted_at: row.quotedAt.toISOString(),
  };
}

/**
 * The customer's view. Only a variant in the `quoted` state shows its price: a quote kept on a
 * rejected or declined variant is history for staff, not an offer. A rejected variant says why;
 * a declined one when.
 */
export function toInquiry(bundle: InquiryBundle, pricing: Pricing, publicUrl: string): Inquiry {
  const { inquiry, product, variants, sizes, logos } = bundle;
  // A declined variant is closed, not something still open: the product's state is that of the
  // variants still in play (all declined: nothing quoted).
  const quotationState = productQuotationState(
    variants.filter((variant) => variant.declinedAt === null).map((variant) => variant.state),
  );
  return {
    id: inquiry.id,
    submission_number: inquiry.submissionNumber,
    state: inquiry.state,
    product: { ...toProductSummary(product, pricing, publicUrl), quotation_state: quotationState },
    product_source: product.productSource,
    odm: inquiry.odm,
    logos: logos.map((logo) => ({
      id: logo.id,
      file_name: logo.fileName,
      url: new URL(inquiryLogoPath(inquiry.id, logo.id), publicUrl).toString(),
      size_bytes: logo.sizeBytes,
    })),
    notes: inquiry.notes,
    variants: variants.map((variant) => {
      const offered = variant.state === 'quoted' ? quoteOf(variant) : null;
      return {
        variant_id: variant.variantId,
        name: variant.name,
        quantity: variant.quantity,
        sub_variants: toSizeLines(sizes.get(variant.id)),
        quotation_state: variant.state,
        unit_price: offered?.unit_price ?? null,
        shipping_type: offered?.shipping_type ?? null,
        quote: offered,
        rejection_reason: variant.state === 'rejected' ? variant.rejectionReason : null,
        declined_at: variant.declinedAt?.toISOString() ?? null,
        ordered_at:
          variant.state === 'quoted'
            ? (bundle.orderedAt.get(variant.id)?.toISOString() ?? null)
            : null,
      };
    }),
    quotation_state: quotationState,
    rejection_reason: inquiry.rejectionReason,
    submitted_at: inquiry.submittedAt.toISOString(),
    quote_due_at: inquiry.quoteDueAt.toISOString(),
    updated_at: inquiry.updatedAt.toISOString(),
  };
}

/** Broken only while the team still owes the price: strictly after the due instant. */
export function isOverdue(inquiry: InquiryRow, now: Date): boolean {
  return isOpenState(inquiry.state) && quoteSlaStatus(inquiry.submittedAt, now).overdue;
}

export function toCustomerRef(
  customer: Pick<CustomerRow, 'id' | 'email' | 'namaDepan' | 'namaBelakang' | 'totalOrder'>,
  market: MarketConfig,
): CustomerRef {
  return {
    id: customer.id,
    email: customer.email,
    nama_lengkap: displayName(customer),
    level: levelForTotal(money(customer.totalOrder, market.currency), market),
  };
}

/** The staff view: the customer, and per variant the supplier's facts beside the quote. */
export async function toAdminDetail(
  db: Reader,
  bundle: InquiryBundle,
  context: { pricing: Pricing; publicUrl: string; market: MarketConfig; now: Date },
): Promise<AdminInquiryDetail> {
  const { inquiry, variants } = bundle;
  const customerRows = await db
    .select()
    .from(customers)
    .where(eq(customers.id, inquiry.customerId));
  const catalogRows: CatalogVariantRow[] =
    variants.length === 0
      ? []
      : await db
          .select()
          .from(catalogVariants)
          .where(
            inArray(
              catalogVariants.id,
              variants.map((variant) => variant.variantId),
            ),
          );
  const [customer] = customerRows;
  if (!customer) throw new Error(`inquiry ${inquiry.id} lost its customer`);
  const catalogById = new Map(catalogRows.map((row) => [row.id, row]));
  const view = toInquiry(bundle, context.pricing, context.publicUrl);
  // A supplier's ladder counts every unit of the product in one order, whatever the variant.
  const productQuantity = variants.reduce((sum, variant) => sum + variant.quantity, 0);
  return {
    ...view,
    customer: toCustomerRef(customer, context.market),
    overdue: isOverdue(inquiry, context.now),
    exchange_rate: context.pricing.rate,
    variants: variants.map((variant, index) => {
      const facts = catalogById.get(variant.variantId);
      if (!facts) throw new Error(`inquiry variant ${variant.id} lost its catalogue variant`);
      const shown = view.variants[index];
      if (!shown) throw new Error('variant views out of step');
      // The supplier's price for the quantity asked: its ladder tier, else the variant's own.
      const supplierFen = unitPriceAtQuantity(
        bundle.product.priceTiers,
        productQuantity,
        facts.priceCny,
      );
      return {
        ...shown,
        unit_price_cny: context.pricing.cny(supplierFen),
        converted_unit_price: context.pricing.market(supplierFen),
        unit_weight_grams: facts.weightGrams,
        min_quantity: facts.minQuantity,
        multiple: facts.multiple,
        stock: facts.stock,
        quote: quoteOf(variant),
      };
    }),
  };
}
