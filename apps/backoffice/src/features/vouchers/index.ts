import type { BackofficeFeature } from '../../app/backoffice-feature';
import enUS from './i18n/en-US';
import idID from './i18n/id-ID';

/** Vouchers: create, edit and retire the discounts customers claim. */
export const vouchersFeature: BackofficeFeature = {
  id: 'vouchers',
  routes: [
    {
      path: 'vouchers',
      lazy: async () => ({ Component: (await import('./vouchers-screen')).default }),
    },
  ],
  nav: [{ path: '/vouchers', labelId: 'backoffice.vouchers.nav' }],
  messages: { 'en-US': enUS, 'id-ID': idID },
};
