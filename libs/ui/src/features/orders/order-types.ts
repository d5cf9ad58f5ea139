import type {
  EndpointResponse,
  getTracking,
  getTransaction,
  listTransactions,
} from '@storefront/contract';

export type OrderSummary = EndpointResponse<typeof listTransactions>['items'][number];
export type OrderDetail = EndpointResponse<typeof getTransaction>;
export type Tracking = EndpointResponse<typeof getTracking>;
