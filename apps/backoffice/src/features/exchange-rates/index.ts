import type { BackofficeFeature } from '../../app/backoffice-feature';
import enUS from './i18n/en-US';
import idID from './i18n/id-ID';

/** The yuan rate quotes are converted at: the one in force, its history, and a new one. */
export const exchangeRatesFeature: BackofficeFeature = {
  id: 'exchange-rates',
  routes: [
    {
      path: 'exchange-rates',
      lazy: async () => ({ Component: (await import('./exchange-rates-screen')).default }),
    },
  ],
  nav: [{ path: '/exchange-rates', labelId: 'backoffice.exchangeRates.nav' }],
  messages: { 'en-US': enUS, 'id-ID': idID },
};
