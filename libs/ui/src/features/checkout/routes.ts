import type { StorefrontRoute } from '../../shared/routing/route-definition';

/**
 * Checkout (the products come from the cart as `?items=`), the confirmation of the placed order
 * group, and its payment. All need the customer signed in.
 */
export const routes: StorefrontRoute[] = [
  {
    path: 'checkout',
    load: () => import('./checkout-screen'),
    requiresLogin: true,
    titleId: 'checkout.title',
  },
  {
    path: 'checkout/:groupNumber',
    load: () => import('./confirmation-screen'),
    requiresLogin: true,
    titleId: 'checkout.confirmation.title',
  },
  {
    path: 'checkout/:groupNumber/payment',
    load: () => import('./payment-screen'),
    requiresLogin: true,
    titleId: 'checkout.pay.title',
  },
];
