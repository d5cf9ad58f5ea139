import type { EndpointDefinition } from './define-endpoint';
import { ADDRESS_ENDPOINTS } from './endpoints/address.contract';
import { ADMIN_AREA_ENDPOINTS } from './endpoints/admin-areas.contract';
import { ADMIN_AUTH_ENDPOINTS } from './endpoints/admin-auth.contract';
import { ADMIN_CUSTOMER_ENDPOINTS } from './endpoints/admin-customers.contract';
import { ADMIN_INQUIRY_ENDPOINTS } from './endpoints/admin-inquiries.contract';
import { ADMIN_ORDER_ENDPOINTS } from './endpoints/admin-orders.contract';
import { ADMIN_PAYMENT_ENDPOINTS } from './endpoints/admin-payments.contract';
import { ADMIN_SALES_CONTACT_ENDPOINTS } from './endpoints/admin-sales-contacts.contract';
import { ADMIN_SETTINGS_ENDPOINTS } from './endpoints/admin-settings.contract';
import { AREA_ENDPOINTS } from './endpoints/area.contract';
import { AUTH_ENDPOINTS } from './endpoints/auth.contract';
import { BANK_ENDPOINTS } from './endpoints/bank.contract';
import { CAPTCHA_ENDPOINTS } from './endpoints/captcha.contract';
import { CART_ENDPOINTS } from './endpoints/cart.contract';
import { CATALOG_ENDPOINTS } from './endpoints/catalog.contract';
import { CHECKOUT_ENDPOINTS } from './endpoints/checkout.contract';
import { CURRENCY_ENDPOINTS } from './endpoints/currency.contract';
import { DEV_ENDPOINTS } from './endpoints/dev.contract';
import { INQUIRY_ENDPOINTS } from './endpoints/inquiry.contract';
import { NOTE_ENDPOINTS } from './endpoints/notes.contract';
import { NOTIFICATION_ENDPOINTS } from './endpoints/notifications.contract';
import { ORDER_ENDPOINTS } from './endpoints/orders.contract';
import { PROFILE_ENDPOINTS } from './endpoints/profile.contract';
import { SITE_CONTENT_ENDPOINTS } from './endpoints/site-content.contract';
import { TRACKING_ENDPOINTS } from './endpoints/tracking.contract';
import { VOUCHER_ENDPOINTS } from './endpoints/vouchers.contract';
import { WISHLIST_ENDPOINTS } from './endpoints/wishlist.contract';

/**
 * Every endpoint of the product, flat: the gateway registers its routes from this list, the
 * client builds its calls from it, and the contract tests walk it.
 */
export const CONTRACT = [
  ...WISHLIST_ENDPOINTS,
  ...INQUIRY_ENDPOINTS,
  ...CART_ENDPOINTS,
  ...ADDRESS_ENDPOINTS,
  ...AREA_ENDPOINTS,
  ...BANK_ENDPOINTS,
  ...CHECKOUT_ENDPOINTS,
  ...VOUCHER_ENDPOINTS,
  ...ORDER_ENDPOINTS,
  ...PROFILE_ENDPOINTS,
  ...AUTH_ENDPOINTS,
  ...CAPTCHA_ENDPOINTS,
  ...TRACKING_ENDPOINTS,
  ...NOTE_ENDPOINTS,
  ...CURRENCY_ENDPOINTS,
  ...SITE_CONTENT_ENDPOINTS,
  ...NOTIFICATION_ENDPOINTS,
  ...CATALOG_ENDPOINTS,
  ...DEV_ENDPOINTS,
  ...ADMIN_AUTH_ENDPOINTS,
  ...ADMIN_INQUIRY_ENDPOINTS,
  ...ADMIN_ORDER_ENDPOINTS,
  ...ADMIN_SETTINGS_ENDPOINTS,
  ...ADMIN_CUSTOMER_ENDPOINTS,
  ...ADMIN_AREA_ENDPOINTS,
  ...ADMIN_PAYMENT_ENDPOINTS,
  ...ADMIN_SALES_CONTACT_ENDPOINTS,
] as const satisfies readonly EndpointDefinition[];

export type ContractEndpoint = (typeof CONTRACT)[number];
export type EndpointId = ContractEndpoint['id'];

/** Each entry under its id, typed per id: `CONTRACT_BY_ID.getCart.response`. */
export type ContractById = { readonly [E in ContractEndpoint as E['id']]: E };

export const CONTRACT_BY_ID: ContractById = Object.freeze(
  Object.fromEntries(CONTRACT.map((endpoint) => [endpoint.id, endpoint])),
) as ContractById;
