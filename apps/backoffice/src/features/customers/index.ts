import type { BackofficeFeature } from '../../app/backoffice-feature';
import { CUSTOMERS_EN_US } from './i18n/en-US';
import { CUSTOMERS_ID_ID } from './i18n/id-ID';

/** Customer lookup. */
export const customersFeature: BackofficeFeature = {
  id: 'customers',
  routes: [
    {
      path: 'customers',
      lazy: async () => ({ Component: (await import('./customers-screen')).default }),
    },
  ],
  nav: [{ path: '/customers', labelId: 'backoffice.customers.nav' }],
  messages: { 'en-US': CUSTOMERS_EN_US, 'id-ID': CUSTOMERS_ID_ID },
};
