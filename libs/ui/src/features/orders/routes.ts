import type { StorefrontRoute } from '../../shared/routing/route-definition';
import { ROUTE_PATHS } from '../../shared/routing/route-paths';

/** The order history and, per order of a group, its detail, tracking and refund request. */
export const routes: StorefrontRoute[] = [
  {
    path: 'orders',
    load: () => import('./orders-screen'),
    requiresLogin: true,
    titleId: 'orders.title',
  },
  {
    path: ROUTE_PATHS.buyAgain,
    load: () => import('./buy-again-screen'),
    requiresLogin: true,
    titleId: 'orders.buyAgain.title',
  },
  {
    path: 'orders/:groupNumber/:orderNumber',
    load: () => import('./order-detail-screen'),
    requiresLogin: true,
    titleId: 'orders.detail.title',
  },
  {
    path: 'orders/:groupNumber/:orderNumber/tracking',
    load: () => import('./tracking-screen'),
    requiresLogin: true,
    titleId: 'orders.tracking.title',
  },
  {
    path: 'orders/:groupNumber/:orderNumber/refund',
    load: () => import('./refund-request-screen'),
    requiresLogin: true,
    titleId: 'orders.refund.formTitle',
  },
];
