import type { EndpointId } from '@storefront/contract';

/**
 * GET entries served as mutations, because calling them changes something: they must run when
 * the user acts, never from a cache, and they invalidate what they change (docs/decisions/054).
 * Every other GET is a query, every other method a mutation.
 */
export const GET_MUTATIONS = [
  // Marks the notifications of the page read (opening the panel reads them).
  'readNotifications',
  // Marks one notification read.
  'readNotification',
  // Sends a push to the caller's browsers.
  'sendTestNotification',
  // Record a visit or a click of a campaign; caching them would lose visits.
  'trackVisit',
  'trackOctf',
  'trackOctfRedirect',
] as const satisfies readonly EndpointId[];

/** Infinite-list endpoints added beside their entry's plain query (pages of 10, SPEC §9). */
export const PAGED_LIST_ENDPOINTS = {
  listWishlistPages: 'listWishlist',
  listNotificationPages: 'listNotifications',
} as const satisfies Record<string, EndpointId>;
