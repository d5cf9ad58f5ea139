import type { BackofficeFeature } from '../../app/backoffice-feature';
import enUS from './i18n/en-US';
import idID from './i18n/id-ID';

/** The market's area tree and which areas couriers serve: checkout refuses the others. */
export const areasFeature: BackofficeFeature = {
  id: 'areas',
  routes: [
    {
      path: 'areas',
      lazy: async () => ({ Component: (await import('./areas-screen')).default }),
    },
  ],
  nav: [{ path: '/areas', labelId: 'backoffice.areas.nav' }],
  messages: { 'en-US': enUS, 'id-ID': idID },
};
