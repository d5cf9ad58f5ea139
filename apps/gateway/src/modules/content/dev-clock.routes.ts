import { CONTRACT_BY_ID } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { bindEndpoint } from '../../http/bind-endpoint';

/**
 * POST /dev/clock/advance: like the outbox, not registered at all in production (an unknown
 * route, 404), and only for staff elsewhere.
 */
export async function registerDevClockRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  const clock = context.devClock;
  if (context.config.production || !clock) return;
  bindEndpoint(app, CONTRACT_BY_ID.advanceDevClock, async ({ input }) => {
    const now = clock.advance(input.body.hours);
    app.log.warn({ hours: input.body.hours, now }, 'development clock moved forward');
    return { now: now.toISOString() };
  });
}
