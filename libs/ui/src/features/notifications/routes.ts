import type { StorefrontRoute } from '../../shared/routing/route-definition';
import { ROUTE_PATHS } from '../../shared/routing/route-paths';

export const routes: StorefrontRoute[] = [
  {
    path: ROUTE_PATHS.notifications,
    load: () => import('./notifications-screen'),
    requiresLogin: true,
    titleId: 'notifications.title',
  },
];
