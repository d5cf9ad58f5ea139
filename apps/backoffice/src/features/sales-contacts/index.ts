import type { BackofficeFeature } from '../../app/backoffice-feature';
import enUS from './i18n/en-US';
import idID from './i18n/id-ID';

/** The sales roster: who new customers are assigned to, in turn (decision 302). */
export const salesContactsFeature: BackofficeFeature = {
  id: 'sales-contacts',
  routes: [
    {
      path: 'sales-contacts',
      lazy: async () => ({ Component: (await import('./sales-contacts-screen')).default }),
    },
  ],
  nav: [{ path: '/sales-contacts', labelId: 'backoffice.salesContacts.nav' }],
  messages: { 'en-US': enUS, 'id-ID': idID },
};
