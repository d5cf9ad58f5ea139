import type { StorefrontRoute } from '../../shared/routing/route-definition';

/** Every call behind these screens is the customer's own (bearer token): login first. */
export const routes: StorefrontRoute[] = [
  {
    path: 'inquiries',
    load: () => import('./inquiries-screen'),
    requiresLogin: true,
    titleId: 'inquiries.list.title',
  },
  {
    path: 'inquiries/:submissionNumber',
    load: () => import('./inquiry-screen'),
    requiresLogin: true,
    titleId: 'inquiries.detail.title',
  },
  {
    path: 'product-request',
    load: () => import('./product-request-screen'),
    requiresLogin: true,
    titleId: 'inquiries.request.title',
  },
];
