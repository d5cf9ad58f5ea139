import type { StorefrontRoute } from '../../shared/routing/route-definition';

export const routes: StorefrontRoute[] = [
  { path: 'cart', load: () => import('./cart-screen'), requiresLogin: true, titleId: 'cart.title' },
];
