import type { BackofficeFeature } from '../../app/backoffice-feature';
import { INQUIRIES_EN_US } from './i18n/en-US';
import { INQUIRIES_ID_ID } from './i18n/id-ID';

/** The inquiry queue (sorted by the quote SLA) and the quote screen of one inquiry. */
export const inquiriesFeature: BackofficeFeature = {
  id: 'inquiries',
  routes: [
    {
      path: 'inquiries',
      lazy: async () => ({ Component: (await import('./inquiry-queue-screen')).default }),
    },
    {
      path: 'inquiries/:inquiryId',
      lazy: async () => ({ Component: (await import('./quote-screen')).default }),
    },
  ],
  nav: [{ path: '/inquiries', labelId: 'backoffice.inquiries.nav' }],
  messages: { 'en-US': INQUIRIES_EN_US, 'id-ID': INQUIRIES_ID_ID },
};
