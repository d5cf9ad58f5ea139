import type { Money, ProductSource, QuoteParts, ShippingType } from '@storefront/domain';
import { isQuoteValid, isRemovedBySupplier, validateSizedQuantity } from '@storefront/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { cartVariants } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Transaction } from '../../db/transaction';
import { isUuid } from '../../db/row-id';
import { lockCustomer } from '../../db/customer-lock';
import {
  checkLineQuantity,
  partsOf,
  quoteHolds,
  selectCartLineSizes,
  selectCartLines,
  unitPriceOf,
} from './cart-lines';
import type { CartLineSize } from './cart-lines';
import { quantityError } from './cart-view';
import { dropEmptyCartItems } from './cart.service';

/** A cart line as checkout orders it. */
export interface CheckoutCartLine {
  /** The line's own id: what clearOrderedCartLines takes back. */
  readonly cartLineId: string;
  readonly cartItemId: string;
  readonly inquiryId: string;
  readonly productId: string;
  readonly productSource: ProductSource;
  readonly variantId: string;
  readonly variantName: string;
  readonly quantity: number;
  /** The quoted all-in unit price in the market currency. */
  readonly unitPrice: Money;
  /** How the unit price is made: the order line keeps a copy (decision 297). */
  readonly parts: QuoteParts;
  readonly shippingType: ShippingType;
  readonly unitWeightGrams: number;
  /** The line's sizes with their names now (decision 296); empty for a variant without. */
  readonly sizes: readonly CartLineSize[];
}

/**
 * The caller's cart lines for checkout, read inside checkout's transaction with the customer's
 * row and the lines locked (FOR UPDATE), so a second checkout of the same cart waits and then
 * finds the lines the first one cleared gone. Only lines whose quote stands are returned (what
 * the cart shows). `cartItemIds` narrows it to some cart products. Every returned line can be
 * bought as it is: a price past its validity at `now` (quote_expired: a quote stands 7 days,
 * decision 288), a product the supplier removed, a variant dropped or a quantity that no longer
 * passes the quantity rules fails the whole checkout with that rule's code (the customer asks
 * again, syncs or fixes the quantity first); an empty result is the caller's to refuse.
 */
export async function lockCartForCheckout(
  tx: Transaction,
  customerId: string,
  options: { cartItemIds?: readonly string[]; now: Date },
): Promise<CheckoutCartLine[]> {
  if (options.cartItemIds && !options.cartItemIds.every(isUuid)) throw new AppError('not_found');
  await lockCustomer(tx, customerId);
  const lines = (
    await selectCartLines(tx, customerId, {
      ...(options.cartItemIds ? { cartItemIds: options.cartItemIds } : {}),
      lock: true,
    })
  ).filter(quoteHolds);
  for (const line of lines) {
    // The price is the one offered: past its validity it is not an offer any more.
    if (line.quote.quotedAt === null || !isQuoteValid(line.quote.quotedAt, options.now)) {
      throw new AppError('quote_expired');
    }
    if (isRemovedBySupplier({ removedBySupplierAt: line.product.removedAt })) {
      throw new AppError('product_removed_by_supplier');
    }
    if (line.variant.removedAt !== null) throw new AppError('product_unavailable');
    const check = checkLineQuantity(line.variant, line.line.quantity);
    if (!check.ok) throw quantityError(check, line.variant);
  }
  const sizes = await selectCartLineSizes(
    tx,
    lines.map((line) => line.line.id),
  );
  for (const line of lines) {
    const lineSizes = sizes.get(line.line.id) ?? [];
    // A size sold out since it went to the cart holds the whole checkout up, like the stock above.
    const sized = validateSizedQuantity(line.variant, lineSizes);
    if (lineSizes.length > 0 && !sized.ok) throw quantityError(sized, line.variant);
  }
  return lines.map((line) => ({
    cartLineId: line.line.id,
    cartItemId: line.item.id,
    inquiryId: line.item.inquiryId,
    productId: line.product.id,
    productSource: line.product.productSource,
    variantId: line.variant.id,
    variantName: line.variant.name,
    quantity: line.line.quantity,
    unitPrice: unitPriceOf(line),
    parts: partsOf(line),
    shippingType: line.quote.shippingType,
    unitWeightGrams: line.variant.weightGrams,
    sizes: sizes.get(line.line.id) ?? [],
  }));
}

/**
 * Removes the ordered lines from the caller's cart inside checkout's transaction (after
 * lockCartForCheckout); a product whose last line went leaves the cart. Returns how many lines
 * went: fewer than asked means some were not the caller's or already gone.
 */
export async function clearOrderedCartLines(
  tx: Transaction,
  customerId: string,
  cartLineIds: readonly string[],
): Promise<number> {
  if (cartLineIds.length === 0) return 0;
  const removed = await tx
    .delete(cartVariants)
    .where(and(eq(cartVariants.customerId, customerId), inArray(cartVariants.id, [...cartLineIds])))
    .returning({ id: cartVariants.id });
  await dropEmptyCartItems(tx, customerId);
  return removed.length;
}
