import type { StorefrontRoute } from '../../shared/routing/route-definition';

export const routes: StorefrontRoute[] = [
  {
    path: 'wishlist',
    load: () => import('./wishlist-screen'),
    requiresLogin: true,
    titleId: 'wishlist.title',
  },
];
