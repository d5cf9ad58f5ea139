export const SHIPPING_TYPES = ['sea', 'air', 'land', 'local_custom'] as const;
export type ShippingType = (typeof SHIPPING_TYPES)[number];
