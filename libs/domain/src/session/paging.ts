/** Wishlist and notification lists load 10 entries a page (SPEC §7, §9). */
export const PAGE_SIZE = 10;

/**
 * The client's rule of SPEC §9 for infinite lists (notifications, wishlist): a full page means
 * ask again (an empty next page then ends the list), a short one means this was the last. It does
 * not trust a total, which can change between two pages while new notifications arrive.
 */
export function hasMorePages(receivedCount: number, pageSize: number = PAGE_SIZE): boolean {
  if (!Number.isSafeInteger(pageSize) || pageSize <= 0) {
    throw new RangeError(`A page size is a positive integer, got ${pageSize}`);
  }
  return receivedCount >= pageSize;
}
