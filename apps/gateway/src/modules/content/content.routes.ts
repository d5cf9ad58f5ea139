import { CONTRACT_BY_ID } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { bindEndpoint } from '../../http/bind-endpoint';
import { getCurrency, getSiteContent } from './content.service';
import { registerDevClockRoutes } from './dev-clock.routes';
import { registerDevOutboxRoutes } from './dev-outbox.routes';
import { registerTrackingRoutes } from './tracking.routes';

/**
 * Content (site configuration, CMS texts, FAQ, currency), tracking, the development outbox and
 * clock, and the notification routes of modules/notifications, which register-modules.ts does
 * not list.
 */
export async function registerContentRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  bindEndpoint(app, CONTRACT_BY_ID.getSiteContent, async ({ request }) =>
    getSiteContent(context, request.languageCode),
  );

  bindEndpoint(app, CONTRACT_BY_ID.getCurrency, async () => getCurrency(context));

  await registerTrackingRoutes(app, context);
  await registerDevOutboxRoutes(app, context);
  await registerDevClockRoutes(app, context);
}
