import { CONTRACT_BY_ID } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { bindEndpoint } from '../../http/bind-endpoint';
import {
  campaignCountedCookie,
  campaignLandingPath,
  campaignLandingUrl,
  customerIdOf,
  isPageNavigation,
  recordCampaignClick,
  recordTracking,
  sessionIdOf,
  TRACKING_KINDS,
  utmData,
} from './tracking.service';
import type { UtmQuery } from './tracking.service';

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

  bindEndpoint(
    app,
    CONTRACT_BY_ID.trackOctfRedirect,
    async ({ input, request }) => {
      const { email, ...campaign } = input.query;
      // A HEAD is a link preview (a chat app unfurling the link), not a visitor: not counted.
      if (request.method !== 'HEAD') {
        await recordCampaignClick(context, email, sessionIdOf(request), campaign);
      }
      return { redirect_path: campaignLandingPath(request.languageCode, context.market) };
    },
    {
      // The link itself, opened from a mail or a chat: a real redirect to the landing page with
      // the campaign, which finds the click counted (the cookie) and does not count the arrival
      // again (decision 306). The storefront's own call still gets the envelope.
      answer: ({ redirect_path }, request, reply) => {
        if (!isPageNavigation(request)) return undefined;
        const campaign = utmData(request.query as UtmQuery);
        const counted = campaignCountedCookie(campaign, request.protocol === 'https');
        if (counted) void reply.header('set-cookie', counted);
        return reply
          .header('cache-control', 'no-store')
          .redirect(campaignLandingUrl(redirect_path, campaign), 302);
      },
    },
  );

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
