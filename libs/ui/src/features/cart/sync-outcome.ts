import type { ErrorCode } from '@storefront/domain';

/** What one refresh from the marketplace means for the cart screen. */
export interface SyncOutcome {
  /** Products the supplier took down: shown as deleted, never checked out. */
  readonly removedIds: readonly string[];
  /** Products that could not be refreshed for another reason, with the catalogue's code. */
  readonly failures: readonly { readonly cartItemId: string; readonly code: ErrorCode }[];
  /** How many products came back with a new price or stock. */
  readonly changedCount: number;
}

export interface SyncResultItems {
  readonly items: readonly {
    readonly cart_item_id: string;
    readonly changed: boolean;
    readonly error: ErrorCode | null;
  }[];
}

/**
 * Sorts a finished sync's per-product answers. A product removed by the supplier is an outcome,
 * not a failure of the sync: the sync worked and found it gone. Any other error means the sync
 * did not do its job for that product, which the screen reports as "Sinkronisasi gagal".
 */
export function summariseSync(result: SyncResultItems): SyncOutcome {
  const removedIds: string[] = [];
  const failures: { cartItemId: string; code: ErrorCode }[] = [];
  let changedCount = 0;
  for (const item of result.items) {
    if (item.error === 'product_removed_by_supplier') removedIds.push(item.cart_item_id);
    else if (item.error !== null)
      failures.push({ cartItemId: item.cart_item_id, code: item.error });
    if (item.changed) changedCount += 1;
  }
  return { removedIds, failures, changedCount };
}
