import type { BackofficeFeature } from '../../app/backoffice-feature';
import enUS from './i18n/en-US';
import idID from './i18n/id-ID';

/** The order board and one order's page: moves, tracking numbers and adjustment charges. */
export const ordersFeature: BackofficeFeature = {
  id: 'orders',
  routes: [
    {
      path: 'orders',
      lazy: async () => ({ Component: (await import('./order-board-screen')).default }),
    },
    {
      path: 'orders/:orderNumber',
      lazy: async () => ({ Component: (await import('./order-detail-screen')).default }),
    },
  ],
  nav: [{ path: '/orders', labelId: 'backoffice.orders.nav' }],
  messages: { 'en-US': enUS, 'id-ID': idID },
};
