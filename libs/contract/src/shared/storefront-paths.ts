import type { Locale } from '@storefront/domain';

// The storefront's URL shapes, written once: the storefront's router and links (libs/ui) and the
// gateway's sitemap and robots.txt (apps/gateway, modules/seo) both read them here, so a page
// the search engines are told about is a page the storefront shows (decision 245).

/**
 * Paths under `/:locale` that more than one side names. Features declare their own screens in
 * libs/ui's routes.ts files; the shell's test checks that each of these is one of them.
 */
export const ROUTE_PATHS = {
  home: '',
  login: 'login',
  register: 'register',
  verifyPhone: 'verify-phone',
  search: 'search',
  product: 'products/:productId',
  cart: 'cart',
  notifications: 'notifications',
  orders: 'orders',
  buyAgain: 'orders/buy-again',
  wishlist: 'wishlist',
  inquiries: 'inquiries',
  productRequest: 'product-request',
  vouchers: 'vouchers',
  profile: 'account/profile',
  addresses: 'account/addresses',
  faq: 'faq',
  terms: 'terms',
  privacy: 'privacy',
  refundPolicy: 'refund-policy',
  about: 'about',
  howToShop: 'how-to-shop',
  payment: 'checkout/:groupNumber/payment',
} as const;

export type RoutePathName = keyof typeof ROUTE_PATHS;

/** `/id-ID` + `cart` → `/id-ID/cart`; '' is the locale's home. A leading slash is tolerated. */
export function localizedPath(locale: Locale, path = ''): string {
  const rest = path.replace(/^\/+/, '');
  return rest === '' ? `/${locale}` : `/${locale}/${rest}`;
}

/**
 * An order group's (or adjustment's) payment page under `/:locale`: where a provider's checkout
 * sends the buyer back.
 */
export function paymentPath(groupNumber: string): string {
  return ROUTE_PATHS.payment.replace(':groupNumber', encodeURIComponent(groupNumber));
}

/**
 * The product request screen under `/:locale`, its link field already filled with `link` (a
 * pasted marketplace link the catalogue does not know yet).
 */
export function productRequestPath(link?: string): string {
  return link === undefined
    ? ROUTE_PATHS.productRequest
    : `${ROUTE_PATHS.productRequest}?${PRODUCT_REQUEST_LINK_PARAM}=${encodeURIComponent(link)}`;
}

/** The product request screen's query parameter carrying a link to fill in. */
export const PRODUCT_REQUEST_LINK_PARAM = 'link';

/** A product's page under `/:locale` (ROUTE_PATHS.product with its id filled in). */
export function productPath(productId: string): string {
  return ROUTE_PATHS.product.replace(':productId', encodeURIComponent(productId));
}

/**
 * The public pages worth a search engine's visit, besides the products: the sitemap lists each
 * in every locale of the market. A page here must be a screen anyone can open without signing in.
 */
export const INDEXED_PAGE_PATHS: readonly string[] = [
  ROUTE_PATHS.home,
  ROUTE_PATHS.search,
  ROUTE_PATHS.faq,
  ROUTE_PATHS.terms,
  ROUTE_PATHS.privacy,
  ROUTE_PATHS.refundPolicy,
  ROUTE_PATHS.about,
  ROUTE_PATHS.howToShop,
];

/**
 * First segments (under `/:locale`) of the pages search engines must not crawl: every screen
 * that needs a signed-in customer, and the sign-in and sign-up screens (thin, per-visitor pages
 * whose e-mailed links carry one-time tokens). robots.txt disallows each in every locale;
 * libs/ui's test holds each `requiresLogin` route to this list.
 */
export const PRIVATE_PAGE_SEGMENTS: readonly string[] = [
  // Signed-in customers only.
  'account',
  'cart',
  'checkout',
  'inquiries',
  ROUTE_PATHS.productRequest,
  'orders',
  'notifications',
  'vouchers',
  'wishlist',
  'welcome',
  'referral',
  'verify-phone',
  // Signing in and up.
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'verify-email',
  'verify-otp',
];
