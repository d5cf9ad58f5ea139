import type { BackofficeFeature } from '../../app/backoffice-feature';
import enUS from './i18n/en-US';
import idID from './i18n/id-ID';

/** Refund decisions: approve or reject what customers asked back, with their photos. */
export const refundsFeature: BackofficeFeature = {
  id: 'refunds',
  routes: [
    {
      path: 'refunds',
      lazy: async () => ({ Component: (await import('./refunds-screen')).default }),
    },
  ],
  nav: [{ path: '/refunds', labelId: 'backoffice.refunds.nav' }],
  messages: { 'en-US': enUS, 'id-ID': idID },
};
