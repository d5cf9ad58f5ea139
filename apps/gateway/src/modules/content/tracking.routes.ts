import { CONTRACT_BY_ID } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { bindEndpoint } from '../../http/bind-endpoint';
import {
  campaignLandingPath,
  customerIdOf,
  recordCampaignClick,
  recordTracking,
  sessionIdOf,
  TRACKING_KINDS,
  utmData,
} from './tracking.service';

export async function registerTrackingRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  bindEndpoint(app, CONTRACT_BY_ID.trackVisit, async ({ input, request }) => {
    await recordTracking(context, {
      kind: TRACKING_KINDS.visit,
      customerId: customerIdOf(request),
      sessionId: sessionIdOf(request),
      data: utmData(input.query),
    });
    return null;
  });

  bindEndpoint(app, CONTRACT_BY_ID.trackOctf, async ({ input, request }) => {
    await recordTracking(context, {
      kind: TRACKING_KINDS.campaignLanding,
      customerId: customerIdOf(request),
      sessionId: sessionIdOf(request),
      data: utmData(input.query),
    });
    return null;
  });

  bindEndpoint(app, CONTRACT_BY_ID.trackOctfRedirect, async ({ input, request }) => {
    await recordCampaignClick(context, input.query.email, sessionIdOf(request));
    return { redirect_path: campaignLandingPath(request.languageCode, context.market) };
  });

  bindEndpoint(app, CONTRACT_BY_ID.recordEvent, async ({ input, request }) => {
    await recordTracking(context, {
      kind: TRACKING_KINDS.event,
      customerId: customerIdOf(request),
      sessionId: sessionIdOf(request),
      data: { name: input.body.name, properties: input.body.properties },
    });
    return null;
  });
}
