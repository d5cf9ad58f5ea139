// The wishlist's contract entries, loaded by its endpoints when they first run (lazyEntry): the
// product page's wishlist toggle is there before any zod schema is evaluated (issue 13).
export { addWishlist, listWishlist, listWishlistLinks, removeWishlist } from '@storefront/contract';
