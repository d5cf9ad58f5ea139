import type { BackofficeFeature } from '../../app/backoffice-feature';
import { AUDIT_LOG_EN_US } from './i18n/en-US';
import { AUDIT_LOG_ID_ID } from './i18n/id-ID';

/** The audit log of every change. */
export const auditLogFeature: BackofficeFeature = {
  id: 'audit-log',
  routes: [
    {
      path: 'audit-log',
      lazy: async () => ({ Component: (await import('./audit-log-screen')).default }),
    },
  ],
  nav: [{ path: '/audit-log', labelId: 'backoffice.auditLog.nav' }],
  messages: { 'en-US': AUDIT_LOG_EN_US, 'id-ID': AUDIT_LOG_ID_ID },
};
