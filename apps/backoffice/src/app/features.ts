import { areasFeature } from '../features/areas';
import { auditLogFeature } from '../features/audit-log';
import { customersFeature } from '../features/customers';
import { exchangeRatesFeature } from '../features/exchange-rates';
import { inquiriesFeature } from '../features/inquiries';
import { productRequestsFeature } from '../features/product-requests';
import { ordersFeature } from '../features/orders';
import { refundsFeature } from '../features/refunds';
import { salesContactsFeature } from '../features/sales-contacts';
import { vouchersFeature } from '../features/vouchers';
import type { BackofficeFeature } from './backoffice-feature';

/**
 * Every feature of the back-office, in the order of the side navigation: the daily work first
 * (quotes, orders, refunds, product requests), then lookups and settings.
 */
export const BACKOFFICE_FEATURES: readonly BackofficeFeature[] = [
  inquiriesFeature,
  ordersFeature,
  refundsFeature,
  productRequestsFeature,
  customersFeature,
  salesContactsFeature,
  vouchersFeature,
  exchangeRatesFeature,
  areasFeature,
  auditLogFeature,
];
