import type { BackofficeFeature } from '../../app/backoffice-feature';
import { LINK_REQUESTS_EN_US } from './i18n/en-US';
import { LINK_REQUESTS_ID_ID } from './i18n/id-ID';

/** Products customers asked for by link or photo, resolved by staff. */
export const linkRequestsFeature: BackofficeFeature = {
  id: 'link-requests',
  routes: [
    {
      path: 'link-requests',
      lazy: async () => ({ Component: (await import('./link-requests-screen')).default }),
    },
  ],
  nav: [{ path: '/link-requests', labelId: 'backoffice.linkRequests.nav' }],
  messages: { 'en-US': LINK_REQUESTS_EN_US, 'id-ID': LINK_REQUESTS_ID_ID },
};
