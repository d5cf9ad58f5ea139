import { trackingApi } from '@storefront/api';
import type { ApiClient, ApiDispatch } from '@storefront/api';
import { CAMPAIGN_COUNTED_COOKIE, campaignKey } from '@storefront/contract';
import { isGuest } from '@storefront/domain';

/** The campaign parameters SPEC §8's tracking calls take (GET /tracking, /oci/tracking-octf). */
export const CAMPAIGN_PARAMS = ['utm_source', 'utm_medium', 'utm_id'] as const;
export type Campaign = Partial<Record<(typeof CAMPAIGN_PARAMS)[number], string>>;

/**
 * The campaign a URL's query names, or undefined when it names none: only the three parameters,
 * trimmed to the 100 characters the calls take, empty ones left out (an empty `utm_id=` says
 * nothing about a campaign).
 */
export function campaignOf(search: string): Campaign | undefined {
  const query = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const name of CAMPAIGN_PARAMS) {
    const value = query.get(name)?.trim();
    if (value) campaign[name] = value.slice(0, 100);
  }
  return Object.keys(campaign).length > 0 ? campaign : undefined;
}

/** The tab's record of campaigns already counted, so a reload does not count an arrival twice. */
const COUNTED_KEY = 'storefront:campaigns-counted';

/**
 * Whether this arrival is the campaign's first in the tab. An arrival through the campaign link's
 * redirect was counted there (its click): the gateway says so in a short-lived cookie, which is
 * taken (removed) here, so the link opened once is one row (decision 306).
 */
function firstArrival(campaign: Campaign, cookies: ApiClient['cookies']): boolean {
  const key = campaignKey(campaign);
  const countedByRedirect = cookies.get(CAMPAIGN_COUNTED_COOKIE) === key;
  if (countedByRedirect) cookies.remove(CAMPAIGN_COUNTED_COOKIE);
  try {
    const counted = JSON.parse(sessionStorage.getItem(COUNTED_KEY) ?? '[]') as string[];
    if (counted.includes(key)) return false;
    sessionStorage.setItem(COUNTED_KEY, JSON.stringify([...counted, key].slice(-20)));
  } catch {
    // Storage refused (a private window's quota): count it, at worst twice.
  }
  return !countedByRedirect;
}

/**
 * Counts a visitor's arrival from a campaign link (issue 14: calls the client had and no screen
 * used): a signed-in customer's visit against the account (GET /tracking), a guest's landing
 * against the browser's session id (GET /oci/tracking-octf), once per campaign and tab. A lazy
 * chunk of the shell (use-campaign-arrival.ts); a failed count is not the buyer's concern.
 */
export async function countCampaignArrival(
  search: string,
  client: Pick<ApiClient, 'session' | 'cookies'>,
  dispatch: ApiDispatch,
): Promise<void> {
  const campaign = campaignOf(search);
  if (!campaign || !firstArrival(campaign, client.cookies)) return;
  const endpoint = isGuest(client.session().identity)
    ? trackingApi.endpoints.trackOctf
    : trackingApi.endpoints.trackVisit;
  await dispatch(endpoint.initiate({ query: campaign }));
}
