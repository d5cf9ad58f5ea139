import { isQuoteValid, isRemovedBySupplier } from '@storefront/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { UploadedFile } from '../../http/read-multipart';
import { cartItems, cartVariants, catalogProducts, catalogVariants } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Transaction } from '../../db/transaction';
import { isUuid } from '../../db/row-id';
import { lockCustomer } from '../../db/customer-lock';
import { writtenRow } from '../../db/transaction';
import { attachInquiryLogos } from '../inquiries';
import { ownInquiry } from '../inquiries';
import { loadQuotedVariants } from '../inquiries';
import type { SizedLineRequest } from '../catalog';
import { checkVariantSizes, selectSubVariants } from '../catalog';
import type { CartLine } from './cart-lines';
import { checkLineQuantity, quoteHolds, replaceCartLineSizes, selectCartLines } from './cart-lines';
import type { Cart } from './cart-view';
import { loadCart, quantityError, selectLogos, toUploadedFile } from './cart-view';

type CartContext = Pick<AppContext, 'db' | 'market' | 'now' | 'config' | 'currentRate'>;

interface ChosenVariant extends SizedLineRequest {
  readonly variant_id: string;
}

/**
 * Every write to a customer's cart runs in one transaction that first locks the customer's row:
 * a customer's cart writes (two tabs, a doubled click, a checkout) then happen one after the
 * other, so "the product goes with its last variant" and checkout's read-then-clear cannot
 * interleave with an add. The unique indexes stay the last guard.
 */
async function inCartTransaction<T>(
  context: CartContext,
  customerId: string,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return context.db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    return work(tx);
  });
}

export function getCart(context: CartContext, customerId: string): Promise<Cart> {
  return loadCart(context, context.db, customerId);
}

/**
 * Puts quoted variants of the caller's submission into the cart (all or none). Another
 * customer's or an unknown submission is not_found; a product the supplier removed is
 * product_removed_by_supplier; a variant without a standing quote is variant_not_quoted, one
 * whose price is past its 7 days quote_expired (decision 288); the
 * quantity must pass the catalogue variant's rules as they are now. A variant already in the
 * cart gets the quantity asked for (decision 185): the same add sent twice leaves one line.
 */
export async function addToCart(
  context: CartContext,
  customerId: string,
  body: { inquiry_id: string; variants: readonly ChosenVariant[] },
): Promise<Cart> {
  return inCartTransaction(context, customerId, async (tx) => {
    const inquiry = await ownInquiry(tx, customerId, body.inquiry_id);
    const [product] = await tx
      .select({ removedAt: catalogProducts.removedAt })
      .from(catalogProducts)
      .where(eq(catalogProducts.id, inquiry.productId));
    if (!product) throw new Error(`inquiry ${inquiry.id} lost its product`);
    if (isRemovedBySupplier({ removedBySupplierAt: product.removedAt })) {
      throw new AppError('product_removed_by_supplier');
    }
    // Every chosen variant's quote and catalogue row in two queries, whatever their number.
    const quotes = await loadQuotedVariants(
      tx,
      customerId,
      inquiry.id,
      body.variants.map((chosen) => chosen.variant_id),
    );
    const quotedIds = [...quotes.values()].map((quoted) => quoted.variantId);
    const variants =
      quotedIds.length === 0
        ? []
        : await tx.select().from(catalogVariants).where(inArray(catalogVariants.id, quotedIds));
    const subVariants = await selectSubVariants(tx, quotedIds);
    const checked = [];
    for (const [index, chosen] of body.variants.entries()) {
      const quoted = quotes.get(chosen.variant_id);
      if (!quoted) {
        throw new AppError('variant_not_quoted', undefined, {
          [`variants.${index}.variant_id`]: 'field.invalid',
        });
      }
      // A price past its validity is not an offer any more: the buyer asks again.
      if (!isQuoteValid(quoted.quotedAt, context.now())) {
        throw new AppError('quote_expired', undefined, {
          [`variants.${index}.variant_id`]: 'field.invalid',
        });
      }
      const variant = variants.find((row) => row.id === quoted.variantId);
      if (!variant || variant.removedAt !== null) {
        throw new AppError('product_unavailable', undefined, {
          [`variants.${index}.variant_id`]: 'field.invalid',
        });
      }
      // A line in sizes added as it was quoted may leave the sizes out: the quote's are taken.
      const sizesAsked =
        chosen.sub_variants ??
        (quoted.sizes.length > 0 && chosen.quantity === quoted.quantity ? quoted.sizes : undefined);
      const sizes = checkVariantSizes(
        variant,
        subVariants.filter((sub) => sub.variantId === variant.id),
        { quantity: chosen.quantity, sub_variants: sizesAsked },
        `variants.${index}`,
      );
      if (sizes === null) {
        const check = checkLineQuantity(variant, chosen.quantity);
        if (!check.ok) throw quantityError(check, variant, `variants.${index}.quantity`);
      }
      checked.push({ variantId: variant.id, quantity: chosen.quantity, sizes: sizes ?? [] });
    }
    const now = context.now();
    const item = writtenRow(
      await tx
        .insert(cartItems)
        .values({
          customerId,
          inquiryId: inquiry.id,
          productId: inquiry.productId,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [cartItems.customerId, cartItems.inquiryId],
          set: { updatedAt: now },
        })
        .returning(),
    );
    const written = await tx
      .insert(cartVariants)
      .values(
        checked.map((line) => ({
          cartItemId: item.id,
          customerId,
          variantId: line.variantId,
          quantity: line.quantity,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [cartVariants.cartItemId, cartVariants.variantId],
        set: { quantity: sql`excluded.quantity`, updatedAt: now },
      })
      .returning({ id: cartVariants.id, variantId: cartVariants.variantId });
    for (const row of written) {
      const line = checked.find((candidate) => candidate.variantId === row.variantId);
      await replaceCartLineSizes(tx, row.id, line?.sizes ?? []);
    }
    return loadCart(context, tx, customerId);
  });
}

/** The caller's line, or not_found: another customer's cart product is never told apart. */
function findLine(
  lines: readonly CartLine[],
  cartItemId: string,
  variantId: string,
): CartLine | undefined {
  return lines.find((line) => line.item.id === cartItemId && line.variant.id === variantId);
}

/**
 * Sets quantities (all or none). Each line must be the caller's (else not_found), still quoted
 * and of a listed product, and its quantity must pass the quantity rules: the minimum, the
 * multiple and the stock each fail with their own code on `items.<i>.quantity`.
 */
export async function updateCart(
  context: CartContext,
  customerId: string,
  body: {
    items: readonly (SizedLineRequest & { cart_item_id: string; variant_id: string })[];
  },
): Promise<Cart> {
  return inCartTransaction(context, customerId, async (tx) => {
    const ids = [...new Set(body.items.map((entry) => entry.cart_item_id))];
    if (!ids.every(isUuid)) throw new AppError('not_found');
    const lines = await selectCartLines(tx, customerId, { cartItemIds: ids, lock: true });
    const subVariants = await selectSubVariants(
      tx,
      lines.map((line) => line.variant.id),
    );
    const now = context.now();
    for (const [index, entry] of body.items.entries()) {
      const line = findLine(lines, entry.cart_item_id, entry.variant_id);
      if (!line) throw new AppError('not_found');
      if (isRemovedBySupplier({ removedBySupplierAt: line.product.removedAt })) {
        throw new AppError('product_removed_by_supplier', undefined, {
          [`items.${index}.cart_item_id`]: 'field.invalid',
        });
      }
      if (!quoteHolds(line)) {
        throw new AppError('variant_not_quoted', undefined, {
          [`items.${index}.variant_id`]: 'field.invalid',
        });
      }
      if (line.variant.removedAt !== null) {
        throw new AppError('product_unavailable', undefined, {
          [`items.${index}.variant_id`]: 'field.invalid',
        });
      }
      const sizes = checkVariantSizes(
        line.variant,
        subVariants.filter((sub) => sub.variantId === line.variant.id),
        entry,
        `items.${index}`,
      );
      if (sizes === null) {
        const check = checkLineQuantity(line.variant, entry.quantity);
        if (!check.ok) throw quantityError(check, line.variant, `items.${index}.quantity`);
      }
      await tx
        .update(cartVariants)
        .set({ quantity: entry.quantity, updatedAt: now })
        .where(eq(cartVariants.id, line.line.id));
      await replaceCartLineSizes(tx, line.line.id, sizes ?? []);
    }
    return loadCart(context, tx, customerId);
  });
}

/** Removes a cart product with all its variants; another customer's is not_found. */
export async function removeCartItem(
  context: CartContext,
  customerId: string,
  cartItemId: string,
): Promise<Cart> {
  if (!isUuid(cartItemId)) throw new AppError('not_found');
  return inCartTransaction(context, customerId, async (tx) => {
    const removed = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.id, cartItemId), eq(cartItems.customerId, customerId)))
      .returning({ id: cartItems.id });
    if (removed.length === 0) throw new AppError('not_found');
    return loadCart(context, tx, customerId);
  });
}

/** Deletes cart products left without a variant (inside the caller's cart transaction). */
export async function dropEmptyCartItems(tx: Transaction, customerId: string): Promise<void> {
  await tx
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.customerId, customerId),
        sql`not exists (select 1 from ${cartVariants} where ${cartVariants.cartItemId} = ${cartItems.id})`,
      ),
    );
}

/** Removes one variant; the product goes with its last variant. Another customer's: not_found. */
export async function removeCartVariant(
  context: CartContext,
  customerId: string,
  cartItemId: string,
  variantId: string,
): Promise<Cart> {
  if (!isUuid(cartItemId) || !isUuid(variantId)) throw new AppError('not_found');
  return inCartTransaction(context, customerId, async (tx) => {
    const removed = await tx
      .delete(cartVariants)
      .where(
        and(
          eq(cartVariants.cartItemId, cartItemId),
          eq(cartVariants.variantId, variantId),
          eq(cartVariants.customerId, customerId),
        ),
      )
      .returning({ id: cartVariants.id });
    if (removed.length === 0) throw new AppError('not_found');
    await dropEmptyCartItems(tx, customerId);
    return loadCart(context, tx, customerId);
  });
}

/**
 * Logo or brand files for a cart product. The files belong to the product's submission, so
 * they go through attachInquiryLogos, which judges them again on content, holds the 5 files /
 * 10 MB for all the submission's files and checks the level's logo benefit. Answers every logo
 * the cart product now has.
 */
export async function uploadCartLogo(
  context: CartContext & Pick<AppContext, 'adapters'>,
  customerId: string,
  cartItemId: string,
  files: readonly UploadedFile[],
): Promise<{ logos: ReturnType<typeof toUploadedFile>[] }> {
  if (!isUuid(cartItemId)) throw new AppError('not_found');
  const [item] = await context.db
    .select({ inquiryId: cartItems.inquiryId })
    .from(cartItems)
    .where(and(eq(cartItems.id, cartItemId), eq(cartItems.customerId, customerId)));
  if (!item) throw new AppError('not_found');
  await attachInquiryLogos(
    context,
    customerId,
    item.inquiryId,
    files.map((file) => ({ filename: file.filename, bytes: file.bytes })),
  );
  const logos = await selectLogos(context.db, [item.inquiryId]);
  return { logos: logos.map((logo) => toUploadedFile(logo, context.config.publicUrl)) };
}
