import type { EndpointResponse, getCart } from '@storefront/contract';

export type Cart = EndpointResponse<typeof getCart>;
export type CartItem = Cart['items'][number];
export type CartVariant = CartItem['variants'][number];
