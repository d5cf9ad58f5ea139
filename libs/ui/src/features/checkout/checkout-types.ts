import type {
  EndpointResponse,
  getCart,
  getCheckout,
  getPayment,
  listCouriers,
  listUsableVouchers,
} from '@storefront/contract';

export type Cart = EndpointResponse<typeof getCart>;
export type CartItem = Cart['items'][number];
export type CheckoutGroup = EndpointResponse<typeof getCheckout>;
export type CourierOption = EndpointResponse<typeof listCouriers>[number];
export type Payment = EndpointResponse<typeof getPayment>;
export type VoucherOffer = EndpointResponse<typeof listUsableVouchers>[number];
