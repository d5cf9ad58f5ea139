import type {
  CurrencyCode,
  Money,
  QuantityCheck,
  QuoteParts,
  ShippingType,
} from '@storefront/domain';
import { allInUnitPrice, money, validateQuantity } from '@storefront/domain';
import type { SQL } from 'drizzle-orm';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ProductRow } from '../../adapters/catalog/catalog-adapter';
import { productColumns } from '../../db/product-columns';
import {
  cartItems,
  cartVariants,
  cartVariantSizes,
  catalogProducts,
  catalogSubVariants,
  catalogVariants,
  inquiries,
  inquiryVariants,
} from '../../db/schema';
import type { Reader, Transaction } from '../../db/transaction';
import { quotePartsOf } from '../inquiries';

type CartVariantRow = typeof cartVariants.$inferSelect;
type CartItemRow = typeof cartItems.$inferSelect;
type InquiryVariantRow = typeof inquiryVariants.$inferSelect;
type CatalogVariantRow = typeof catalogVariants.$inferSelect;
type InquiryState = (typeof inquiries.$inferSelect)['state'];

/** One cart line with everything the view, the sync and checkout need, read in one query. */
export interface CartLine {
  readonly line: CartVariantRow;
  readonly item: CartItemRow;
  readonly quote: InquiryVariantRow;
  readonly inquiryState: InquiryState;
  readonly variant: CatalogVariantRow;
  readonly product: ProductRow;
}

/** A line whose quote stands: its price, currency and shipping type are set. */
export interface QuotedCartLine extends CartLine {
  readonly quote: InquiryVariantRow & {
    readonly unitPrice: number;
    readonly currency: CurrencyCode;
    readonly shippingType: ShippingType;
  };
}

/**
 * The cart lines of a customer (optionally of some cart products), oldest product first, each
 * product's variants in the catalogue's order. `lock` takes row locks on the lines (FOR UPDATE
 * OF cart_variants) for a caller that will order or change them.
 */
export async function selectCartLines(
  db: Reader,
  customerId: string,
  options: { cartItemIds?: readonly string[]; lock?: boolean } = {},
): Promise<CartLine[]> {
  const conditions: (SQL | undefined)[] = [eq(cartVariants.customerId, customerId)];
  if (options.cartItemIds) {
    if (options.cartItemIds.length === 0) return [];
    conditions.push(inArray(cartVariants.cartItemId, [...options.cartItemIds]));
  }
  const query = db
    .select({
      line: cartVariants,
      item: cartItems,
      quote: inquiryVariants,
      inquiryState: inquiries.state,
      variant: catalogVariants,
      product: productColumns,
    })
    .from(cartVariants)
    .innerJoin(cartItems, eq(cartItems.id, cartVariants.cartItemId))
    .innerJoin(inquiries, eq(inquiries.id, cartItems.inquiryId))
    .innerJoin(
      inquiryVariants,
      and(
        eq(inquiryVariants.inquiryId, cartItems.inquiryId),
        eq(inquiryVariants.variantId, cartVariants.variantId),
      ),
    )
    .innerJoin(catalogVariants, eq(catalogVariants.id, cartVariants.variantId))
    .innerJoin(catalogProducts, eq(catalogProducts.id, cartItems.productId))
    .where(and(...conditions))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id), asc(catalogVariants.position));
  return options.lock ? query.for('update', { of: cartVariants }) : query;
}

/**
 * Whether the line's quote still stands. Staff may still reject, or the customer cancel, a
 * submission that was partly quoted; its quotes are then history, not an offer, and the line is
 * neither shown nor ordered (the sync removes it).
 */
export function quoteHolds(line: CartLine): line is QuotedCartLine {
  return (
    line.quote.state === 'quoted' &&
    line.inquiryState !== 'rejected' &&
    line.inquiryState !== 'canceled' &&
    line.quote.unitPrice !== null &&
    line.quote.currency !== null &&
    line.quote.shippingType !== null
  );
}

/** The quoted all-in unit price of a line whose quote holds. */
export function unitPriceOf(line: QuotedCartLine): Money {
  return money(line.quote.unitPrice, line.quote.currency);
}

/**
 * The quote's parts of a line whose quote holds (decision 297). They add up to its unit price:
 * the admin quote stores their sum as the unit price, so a difference is a broken row.
 */
export function partsOf(line: QuotedCartLine): QuoteParts {
  const parts = quotePartsOf(line.quote, line.quote.currency);
  if (parts === null || allInUnitPrice(parts).amount !== line.quote.unitPrice) {
    throw new Error(`the quote of inquiry variant ${line.quote.id} does not add up`);
  }
  return parts;
}

/** A size of a cart line with the catalogue's name and stock as they are now (decision 296). */
export interface CartLineSize {
  readonly subVariantId: string;
  readonly name: string;
  readonly quantity: number;
  /** The size's stock; 0 once the supplier dropped the size. */
  readonly stock: number;
}

/** The sizes of some cart lines, in the catalogue's order, by cart line id. */
export async function selectCartLineSizes(
  db: Reader,
  cartLineIds: readonly string[],
): Promise<Map<string, CartLineSize[]>> {
  const sizes = new Map<string, CartLineSize[]>();
  if (cartLineIds.length === 0) return sizes;
  const rows = await db
    .select({ size: cartVariantSizes, sub: catalogSubVariants })
    .from(cartVariantSizes)
    .innerJoin(catalogSubVariants, eq(catalogSubVariants.id, cartVariantSizes.subVariantId))
    .where(inArray(cartVariantSizes.cartVariantId, [...cartLineIds]))
    .orderBy(asc(catalogSubVariants.position), asc(catalogSubVariants.id));
  for (const { size, sub } of rows) {
    const list = sizes.get(size.cartVariantId) ?? [];
    list.push({
      subVariantId: sub.id,
      name: sub.name,
      quantity: size.quantity,
      stock: sub.removedAt === null ? Math.max(0, sub.stock) : 0,
    });
    sizes.set(size.cartVariantId, list);
  }
  return sizes;
}

/** Sets a cart line's sizes to `sizes` (none for a variant without sizes). */
export async function replaceCartLineSizes(
  tx: Transaction,
  cartLineId: string,
  sizes: readonly { subVariantId: string; quantity: number }[],
): Promise<void> {
  await tx.delete(cartVariantSizes).where(eq(cartVariantSizes.cartVariantId, cartLineId));
  if (sizes.length === 0) return;
  await tx.insert(cartVariantSizes).values(
    sizes.map((size) => ({
      cartVariantId: cartLineId,
      subVariantId: size.subVariantId,
      quantity: size.quantity,
    })),
  );
}

/** The quantity rules of the catalogue variant as they stand now. */
export function checkLineQuantity(
  variant: Pick<CatalogVariantRow, 'minQuantity' | 'multiple' | 'stock'>,
  quantity: number,
): QuantityCheck {
  return validateQuantity({
    quantity,
    minQuantity: variant.minQuantity,
    multiple: variant.multiple,
    stock: variant.stock,
  });
}
