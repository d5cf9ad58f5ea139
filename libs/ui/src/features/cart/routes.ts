import type { StorefrontRoute } from '../../shared/routing/route-definition';

export const routes: StorefrontRoute[] = [
  {
    path: 'cart',
    load: () => import('./cart-screen'),
    requiresLogin: true,
    // The first screen after "Go to cart": painted with the page (decision 307).
    rendersWithSession: true,
    titleId: 'cart.title',
  },
];
