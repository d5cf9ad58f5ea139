import { emailSchema, FIELD_ERRORS } from '@storefront/domain';
import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { STOREFRONT_PATH_PATTERN } from '../shared/plain-rules';
import { emptyDataSchema } from '../shared/primitives.schema';

// Tracking: campaign attribution (UTM) and product-analytics events. Gateway: modules/content
// tracking.routes.ts.

/** A UTM value (campaign source, medium, id): short free text. */
const utmSchema = z.string().trim().max(100, { error: FIELD_ERRORS.tooLong }).optional();

export const utmQuerySchema = z.object({
  utm_source: utmSchema,
  utm_medium: utmSchema,
  utm_id: utmSchema,
});

/**
 * A campaign's key: its UTM parameters in this order as a query string. The gateway's campaign
 * link redirect hands it to the landing page in CAMPAIGN_COUNTED_COOKIE, and the storefront keys
 * the campaigns a tab has counted by it, so both sides name one campaign the same way.
 */
export function campaignKey(campaign: z.output<typeof utmQuerySchema>): string {
  const query = new URLSearchParams();
  for (const name of ['utm_source', 'utm_medium', 'utm_id'] as const) {
    const value = campaign[name];
    if (value) query.set(name, value);
  }
  return query.toString();
}

/**
 * The short-lived cookie by which the campaign link redirect tells the page it lands on that the
 * arrival is already counted (the click), so the page does not count it a second time.
 */
export const CAMPAIGN_COUNTED_COOKIE = 'campaign_counted';

/** A path inside the storefront (STOREFRONT_PATH_PATTERN: never '//host', an open redirect). */
export const storefrontPathSchema = z.string().regex(STOREFRONT_PATH_PATTERN);

export const trackVisit = defineEndpoint({
  id: 'trackVisit',
  method: 'GET',
  path: '/tracking',
  auth: 'customer',
  summary: 'Attributes the signed-in customer’s visit to the campaign of its UTM parameters.',
  query: utmQuerySchema,
  response: emptyDataSchema,
});

export const trackOctf = defineEndpoint({
  id: 'trackOctf',
  method: 'GET',
  path: '/oci/tracking-octf',
  auth: 'public',
  summary: 'Records a guest’s campaign landing against the session id header (no account needed).',
  query: utmQuerySchema,
  response: emptyDataSchema,
});

export const trackOctfRedirect = defineEndpoint({
  id: 'trackOctfRedirect',
  method: 'GET',
  path: '/oci/tracking-octf/redirect',
  auth: 'public',
  summary:
    'Records the click of an emailed campaign link and answers where to send the visitor (a path of the storefront, never another site); a browser opening the link gets a 302 there, with the campaign’s UTM parameters.',
  query: utmQuerySchema.extend({ email: emailSchema }),
  response: z.object({ redirect_path: storefrontPathSchema }),
});

export const recordEvent = defineEndpoint({
  id: 'recordEvent',
  method: 'POST',
  path: '/oci/new-event',
  auth: 'customer',
  summary: 'Records a product-analytics event of the signed-in customer.',
  body: z.object({
    name: z
      .string({ error: FIELD_ERRORS.required })
      .regex(/^[a-z][a-z0-9_]{0,63}$/, { error: FIELD_ERRORS.invalid }),
    properties: z
      .record(
        z.string().max(64, { error: FIELD_ERRORS.tooLong }),
        z.union([z.string().max(500, { error: FIELD_ERRORS.tooLong }), z.number(), z.boolean()], {
          error: FIELD_ERRORS.invalid,
        }),
      )
      .default({}),
  }),
  response: emptyDataSchema,
});

export const TRACKING_ENDPOINTS = [trackVisit, trackOctf, trackOctfRedirect, recordEvent] as const;
