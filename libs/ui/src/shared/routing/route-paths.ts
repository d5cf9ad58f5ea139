/**
 * Paths (under `/:locale`) that the shell and shared hooks link to although a feature owns the
 * screen. Features declare their own paths in their routes.ts; the shell's test checks that every
 * path here is one of them, so a renamed screen cannot leave a dead link behind.
 */
export const ROUTE_PATHS = {
  home: '',
  login: 'login',
  register: 'register',
  verifyPhone: 'verify-phone',
  search: 'search',
  cart: 'cart',
  notifications: 'notifications',
  orders: 'orders',
  wishlist: 'wishlist',
  inquiries: 'inquiries',
  vouchers: 'vouchers',
  profile: 'account/profile',
  addresses: 'account/addresses',
  faq: 'faq',
  terms: 'terms',
  privacy: 'privacy',
  refundPolicy: 'refund-policy',
  about: 'about',
  howToShop: 'how-to-shop',
} as const;

export type RoutePathName = keyof typeof ROUTE_PATHS;

/** The query parameter the login guard and the 401 redirect put the interrupted path in. */
export const RETURN_PATH_PARAM = 'next';

/** The search route's keyword parameter (`search?q=`). */
export const SEARCH_QUERY_PARAM = 'q';
