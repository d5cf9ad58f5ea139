import type { StorefrontRoute } from '../../shared/routing/route-definition';
import { ROUTE_PATHS } from '../../shared/routing/route-paths';

// Public pages: a visitor reads them before signing up.
export const routes: StorefrontRoute[] = [
  {
    path: ROUTE_PATHS.faq,
    load: () => import('./faq-screen'),
    titleId: 'content.faq.title',
    texts: 'public',
  },
  {
    path: ROUTE_PATHS.terms,
    load: () => import('./terms-screen'),
    titleId: 'content.terms.title',
    texts: 'public',
  },
  {
    path: ROUTE_PATHS.privacy,
    load: () => import('./privacy-screen'),
    titleId: 'content.privacy.title',
    texts: 'public',
  },
  {
    path: ROUTE_PATHS.refundPolicy,
    load: () => import('./refund-policy-screen'),
    titleId: 'content.refundPolicy.title',
    texts: 'public',
  },
  {
    path: ROUTE_PATHS.about,
    load: () => import('./about-screen'),
    titleId: 'content.about.title',
    texts: 'public',
  },
  {
    path: ROUTE_PATHS.howToShop,
    load: () => import('./how-to-shop-screen'),
    titleId: 'content.howToShop.title',
    texts: 'public',
  },
];
