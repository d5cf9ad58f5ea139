import { CONTRACT_BY_ID } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { bindEndpoint } from '../../http/bind-endpoint';
import { listOutbox } from './dev-outbox.service';

/**
 * GET /dev/outbox shows every customer's one-time codes and links. In production the route is not
 * registered at all (an unknown route, 404), so no token, role or bug can open it there.
 */
export async function registerDevOutboxRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  if (context.config.production) return;
  bindEndpoint(app, CONTRACT_BY_ID.getDevOutbox, async ({ input }) =>
    listOutbox(context.db, input.query),
  );
}
