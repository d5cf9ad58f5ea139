import type { CurrencyCode, Money, QuantityCheck, ShippingType } from '@storefront/domain';
import { money, validateQuantity } from '@storefront/domain';
import type { SQL } from 'drizzle-orm';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ProductRow } from '../../adapters/catalog/catalog-adapter';
import { productColumns } from '../../db/product-columns';
import {
  cartItems,
  cartVariants,
  catalogProducts,
  catalogVariants,
  inquiries,
  inquiryVariants,
} from '../../db/schema';
import type { Reader } from '../../db/transaction';

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
