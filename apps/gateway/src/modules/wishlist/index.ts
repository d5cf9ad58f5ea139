// The wishlist module's front door: its routes; no other module uses its pieces.
export { registerWishlistRoutes } from './wishlist.routes';
