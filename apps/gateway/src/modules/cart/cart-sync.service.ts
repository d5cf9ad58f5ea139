import type { syncResultSchema } from '@storefront/contract';
import { isRemovedBySupplier, validateSizedQuantity } from '@storefront/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { CatalogSourceError } from '../../adapters/catalog/catalog-adapter';
import { selectProductById } from '../catalog';
import type { CartSyncOutcome } from '../../db/schema';
import { cartItems, cartSyncs, cartVariants, catalogVariants } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../db/row-id';
import { lockCustomer } from '../../db/customer-lock';
import { writtenRow } from '../../db/transaction';
import type { CartLine } from './cart-lines';
import type { CartLineSize } from './cart-lines';
import { checkLineQuantity, quoteHolds, selectCartLineSizes, selectCartLines } from './cart-lines';
import { dropEmptyCartItems } from './cart.service';

export type SyncResult = z.output<typeof syncResultSchema>;
type SyncContext = Pick<AppContext, 'db' | 'now' | 'adapters'>;
type SyncRow = typeof cartSyncs.$inferSelect;

/** What the supplier's facts of a variant were; a difference after the refresh is a change. */
type VariantFacts = Pick<
  typeof catalogVariants.$inferSelect,
  'id' | 'priceCny' | 'stock' | 'minQuantity' | 'multiple' | 'removedAt'
>;

function sameFacts(a: VariantFacts | undefined, b: VariantFacts | undefined): boolean {
  return (
    a !== undefined &&
    b !== undefined &&
    a.priceCny === b.priceCny &&
    a.stock === b.stock &&
    a.minQuantity === b.minQuantity &&
    a.multiple === b.multiple &&
    (a.removedAt?.getTime() ?? null) === (b.removedAt?.getTime() ?? null)
  );
}

async function readFacts(db: SyncContext['db'], variantIds: readonly string[]) {
  if (variantIds.length === 0) return new Map<string, VariantFacts>();
  const rows = await db
    .select({
      id: catalogVariants.id,
      priceCny: catalogVariants.priceCny,
      stock: catalogVariants.stock,
      minQuantity: catalogVariants.minQuantity,
      multiple: catalogVariants.multiple,
      removedAt: catalogVariants.removedAt,
    })
    .from(catalogVariants)
    .where(inArray(catalogVariants.id, [...variantIds]));
  return new Map(rows.map((row) => [row.id, row]));
}

function toResult(row: SyncRow): SyncResult {
  return {
    sync_id: row.id,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    items: row.items,
  };
}

/**
 * Decides one cart product after the refresh: which of its lines go and what the customer is
 * told. A product the supplier removed goes whole (product_removed_by_supplier); a variant the
 * supplier dropped (product_unavailable) or whose quote no longer stands (variant_not_quoted)
 * goes alone; a line that stays but no longer passes the quantity rules (stock fell under it)
 * stays and is reported with its rule's code, for the customer to fix the quantity.
 */
function judge(
  lines: readonly CartLine[],
  sizes: ReadonlyMap<string, readonly CartLineSize[]>,
): { drop: string[]; error: CartSyncOutcome['error'] } {
  const [first] = lines;
  if (!first) return { drop: [], error: null };
  if (isRemovedBySupplier({ removedBySupplierAt: first.product.removedAt })) {
    return { drop: lines.map((line) => line.line.id), error: 'product_removed_by_supplier' };
  }
  const drop: string[] = [];
  let error: CartSyncOutcome['error'] = null;
  for (const line of lines) {
    if (line.variant.removedAt !== null) {
      drop.push(line.line.id);
      error ??= 'product_unavailable';
    } else if (!quoteHolds(line)) {
      drop.push(line.line.id);
      error ??= 'variant_not_quoted';
    } else {
      const check = checkLineQuantity(line.variant, line.line.quantity);
      if (!check.ok) error ??= check.code;
      // A line in sizes: each size against its own stock now (decision 296).
      const lineSizes = sizes.get(line.line.id) ?? [];
      const sized = validateSizedQuantity(line.variant, lineSizes);
      if (lineSizes.length > 0 && !sized.ok) error ??= sized.code;
    }
  }
  return { drop, error };
}

/**
 * Refreshes the caller's cart products (all, or `cart_item_ids`) from the catalogue and stores
 * the outcome (decision 186: synchronous, the answer is the stored result). Every product is
 * read from the source first, outside any transaction; if one read fails the sync is
 * `sync_failed` ('Sinkronisasi gagal') and the cart is left exactly as it was. Then, in one
 * transaction under the customer's lock, removed products and variants leave the cart and the
 * result is written.
 */
export async function syncCart(
  context: SyncContext,
  customerId: string,
  body: { cart_item_ids?: readonly string[] | undefined },
): Promise<SyncResult> {
  const startedAt = context.now();
  const asked = body.cart_item_ids ? [...new Set(body.cart_item_ids)] : null;
  if (asked && !asked.every(isUuid)) throw new AppError('not_found');
  const items = await context.db
    .select({ id: cartItems.id, productId: cartItems.productId })
    .from(cartItems)
    .where(
      and(eq(cartItems.customerId, customerId), asked ? inArray(cartItems.id, asked) : undefined),
    )
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  // Another customer's cart product is as unknown as one that never existed.
  if (asked && items.length !== asked.length) throw new AppError('not_found');

  const linesBefore = await selectCartLines(context.db, customerId, {
    cartItemIds: items.map((item) => item.id),
  });
  const before = await readFacts(
    context.db,
    linesBefore.map((line) => line.variant.id),
  );
  const productIds = [...new Set(items.map((item) => item.productId))];
  for (const productId of productIds) {
    const product = await selectProductById(context.db, productId);
    if (!product) continue; // the foreign key keeps it; nothing to refresh otherwise
    try {
      await context.adapters.catalog.refreshProduct(product, context.now(), { force: true });
    } catch (error) {
      if (error instanceof CatalogSourceError) throw new AppError('sync_failed');
      throw error;
    }
  }

  return context.db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const lines = await selectCartLines(tx, customerId, {
      cartItemIds: items.map((item) => item.id),
      lock: true,
    });
    const after = await readFacts(
      tx,
      lines.map((line) => line.variant.id),
    );
    const sizes = await selectCartLineSizes(
      tx,
      lines.map((line) => line.line.id),
    );
    const outcomes: CartSyncOutcome[] = [];
    const dropped: string[] = [];
    // Products removed from the cart meanwhile (another tab) are no longer the sync's business.
    for (const item of items) {
      const group = lines.filter((line) => line.item.id === item.id);
      if (group.length === 0) continue;
      const { drop, error } = judge(group, sizes);
      dropped.push(...drop);
      outcomes.push({
        cart_item_id: item.id,
        changed:
          drop.length > 0 ||
          group.some((line) => !sameFacts(before.get(line.variant.id), after.get(line.variant.id))),
        error,
      });
    }
    if (dropped.length > 0) {
      await tx.delete(cartVariants).where(inArray(cartVariants.id, dropped));
      await dropEmptyCartItems(tx, customerId);
    }
    const row = writtenRow(
      await tx
        .insert(cartSyncs)
        .values({ customerId, startedAt, finishedAt: context.now(), items: outcomes })
        .returning(),
    );
    return toResult(row);
  });
}

/** A stored sync result of the caller; another customer's is not_found. */
export async function getSyncResult(
  context: Pick<AppContext, 'db'>,
  customerId: string,
  syncId: string,
): Promise<SyncResult> {
  if (!isUuid(syncId)) throw new AppError('not_found');
  const [row] = await context.db
    .select()
    .from(cartSyncs)
    .where(and(eq(cartSyncs.id, syncId), eq(cartSyncs.customerId, customerId)));
  if (!row) throw new AppError('not_found');
  return toResult(row);
}
