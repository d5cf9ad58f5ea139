import type { BackofficeFeature } from '../../app/backoffice-feature';
import { PRODUCT_REQUESTS_EN_US } from './i18n/en-US';
import { PRODUCT_REQUESTS_ID_ID } from './i18n/id-ID';

/** Products customers asked for by link or photo, resolved by staff. */
export const productRequestsFeature: BackofficeFeature = {
  id: 'product-requests',
  routes: [
    {
      path: 'product-requests',
      lazy: async () => ({ Component: (await import('./product-requests-screen')).default }),
    },
  ],
  nav: [{ path: '/product-requests', labelId: 'backoffice.productRequests.nav' }],
  messages: { 'en-US': PRODUCT_REQUESTS_EN_US, 'id-ID': PRODUCT_REQUESTS_ID_ID },
};
