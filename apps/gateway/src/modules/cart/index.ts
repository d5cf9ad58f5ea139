// The cart module's front door: its routes, and the cart lines checkout locks and clears.
export { registerCartRoutes } from './cart.routes';
export { clearOrderedCartLines, lockCartForCheckout } from './cart-checkout';
export type { CheckoutCartLine } from './cart-checkout';
