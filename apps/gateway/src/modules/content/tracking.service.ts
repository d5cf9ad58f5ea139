import { CAMPAIGN_COUNTED_COOKIE, campaignKey } from '@storefront/contract';
import type { MarketConfig } from '@storefront/domain';
import { resolveLocale } from '@storefront/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { customers, trackingEvents } from '../../db/schema';
import { REQUEST_HEADERS } from '../../http/request-headers';

/** What a tracking row records; marketing reports group by it. */
export const TRACKING_KINDS = {
  /** A signed-in customer's visit with its UTM parameters (GET /tracking). */
  visit: 'visit',
  /** A guest landing from a campaign, keyed by the browser's session id (tracking-octf). */
  campaignLanding: 'campaign_landing',
  /** A click on an e-mailed campaign link (tracking-octf/redirect). */
  campaignClick: 'campaign_click',
  /** A product-analytics event named by the storefront (new-event). */
  event: 'event',
} as const;
export type TrackingKind = (typeof TRACKING_KINDS)[keyof typeof TRACKING_KINDS];

export interface UtmQuery {
  readonly utm_source?: string | undefined;
  readonly utm_medium?: string | undefined;
  readonly utm_id?: string | undefined;
}

/** Only the parameters the link carried: an empty `utm_id=` says nothing about a campaign. */
export function utmData(query: UtmQuery): Record<string, string> {
  const data: Record<string, string> = {};
  for (const name of ['utm_source', 'utm_medium', 'utm_id'] as const) {
    const value = query[name];
    if (value) data[name] = value;
  }
  return data;
}

/**
 * The browser's session id (SPEC §7 header, a fingerprint cookie). It is the client's word, so a
 * value that is not a plain token is dropped rather than stored: a report key, not a payload.
 */
const SESSION_ID_PATTERN = /^[\w.:-]{1,128}$/;
export function sessionIdOf(request: FastifyRequest): string | null {
  const value = request.headers[REQUEST_HEADERS.sessionId];
  return typeof value === 'string' && SESSION_ID_PATTERN.test(value) ? value : null;
}

/** The signed-in customer behind a request, if any (public calls still read a token). */
export function customerIdOf(request: FastifyRequest): string | null {
  return request.auth?.typ === 'customer' ? request.auth.sub : null;
}

export async function recordTracking(
  context: Pick<AppContext, 'db' | 'now'>,
  row: {
    kind: TrackingKind;
    customerId: string | null;
    sessionId: string | null;
    data: Record<string, unknown>;
  },
): Promise<void> {
  await context.db.insert(trackingEvents).values({ ...row, at: context.now() });
}

/**
 * Where a campaign link lands: the storefront's home in the visitor's language. The same path for
 * every address, whether or not it has an account, so this public call cannot be used to learn
 * who is registered (decision 083).
 */
export function campaignLandingPath(asked: string, market: MarketConfig): string {
  return `/${resolveLocale(asked, market)}`;
}

/**
 * A browser opening the link (a click in a mail or a chat) asks for a page; the storefront's own
 * call asks for JSON. Only the first gets the real redirect.
 */
export function isPageNavigation(request: FastifyRequest): boolean {
  return request.headers.accept?.includes('text/html') ?? false;
}

/**
 * Where a browser following the campaign link goes: the landing path with the campaign's UTM
 * parameters, so the page (and any analytics on it) still knows the campaign.
 */
export function campaignLandingUrl(landingPath: string, query: UtmQuery): string {
  const key = campaignKey(query);
  return key === '' ? landingPath : `${landingPath}?${key}`;
}

/** How long the landing page has to see that the click was counted: the redirect's round trip. */
const COUNTED_COOKIE_SECONDS = 300;

/**
 * The cookie that tells the landing page its arrival is counted already (the click), so a link
 * opened once is one row, not a click and a landing. Readable by the page's script (it removes
 * it), path-wide and SameSite=Lax like the storefront's own cookies; Secure over https.
 */
export function campaignCountedCookie(query: UtmQuery, secure: boolean): string | null {
  const key = campaignKey(query);
  if (key === '') return null;
  return [
    `${CAMPAIGN_COUNTED_COOKIE}=${encodeURIComponent(key)}`,
    'Path=/',
    `Max-Age=${COUNTED_COOKIE_SECONDS}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * Records a click on an e-mailed campaign link, with the campaign it names. The click is tied to
 * the account when the address belongs to one (for the report only; the answer never depends on
 * it).
 */
export async function recordCampaignClick(
  context: Pick<AppContext, 'db' | 'now'>,
  email: string,
  sessionId: string | null,
  query: UtmQuery = {},
): Promise<void> {
  const [account] = await context.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.email, email), isNull(customers.deletedAt)));
  await recordTracking(context, {
    kind: TRACKING_KINDS.campaignClick,
    customerId: account?.id ?? null,
    sessionId,
    data: { email, ...utmData(query) },
  });
}
