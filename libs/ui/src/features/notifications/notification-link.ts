import { storefrontPathSchema } from '@storefront/contract';
import type { Locale, MarketLocales } from '@storefront/domain';
import { safeReturnPath } from '../../shared/routing/locale-paths';

/** Where tapping a notification leads: a page of this storefront, another site, or nowhere. */
export type NotificationTarget =
  | { readonly kind: 'internal'; readonly path: string }
  | { readonly kind: 'external'; readonly href: string }
  | null;

/**
 * A notification's `link` as a target. A storefront path ('/id-ID/orders') opens in the user's
 * current locale (the notification may have been written while another language was chosen); an
 * absolute https URL opens as it is; anything else (javascript:, '//host', plain text) is not
 * a link at all.
 */
export function notificationTarget(
  link: string | null,
  locale: Locale,
  market: MarketLocales,
): NotificationTarget {
  const value = link?.trim();
  if (!value) return null;
  if (storefrontPathSchema.safeParse(value).success) {
    return { kind: 'internal', path: safeReturnPath(value, locale, market) };
  }
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? { kind: 'external', href: url.href } : null;
  } catch {
    return null;
  }
}
