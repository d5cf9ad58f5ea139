import type { OrderStatus } from '../order-status';

/** The name of every order status in one language. */
export type OrderStatusTexts = Readonly<Record<OrderStatus, string>>;

/** Message ids `<prefix>.<status>` with their texts, for a react-intl catalogue. */
export type OrderStatusMessages<Prefix extends string> = {
  readonly [Status in OrderStatus as `${Prefix}.${Status}`]: string;
};

/**
 * A feature's status messages from one language's names: the storefront's and the back-office's
 * catalogues spread these instead of writing the names again, so a badge, a confirmation page and
 * a notification name a status alike.
 */
export function orderStatusMessages<Prefix extends string>(
  prefix: Prefix,
  texts: OrderStatusTexts,
): OrderStatusMessages<Prefix> {
  return Object.fromEntries(
    Object.entries(texts).map(([status, text]) => [`${prefix}.${status}`, text]),
  ) as OrderStatusMessages<Prefix>;
}
