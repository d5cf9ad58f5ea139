import type { cartItemSchema, cartSchema, syncResultSchema } from '@storefront/contract';
import type { z } from 'zod';
import { makeProductSummary } from './catalog.factory';
import { makeQuoteParts } from './inquiry.factory';
import { hoursFromNow, idr } from './primitives.factory';

export type Cart = z.output<typeof cartSchema>;
export type CartItem = z.output<typeof cartItemSchema>;
export type SyncResult = z.output<typeof syncResultSchema>;

/** 100 black backpacks quoted at Rp 133,000: Rp 13,300,000, 65 kg. */
export function makeCartItem(index = 0, overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: `cart-${index + 1}`,
    inquiry_id: `inq-${index + 1}`,
    product: makeProductSummary(index, { quotation_state: 'quoted' }),
    product_source: 'default',
    variants: [
      {
        variant_id: 'var-1',
        name: 'Hitam',
        quantity: 100,
        sub_variants: [],
        min_quantity: 10,
        multiple: 5,
        stock: 4800,
        unit_weight_grams: 650,
        unit_price: idr('133000'),
        line_total: idr('13300000'),
        shipping_type: 'sea',
        parts: makeQuoteParts(),
      },
    ],
    logos: [],
    subtotal: idr('13300000'),
    ...overrides,
  };
}

export function makeCart(overrides: Partial<Cart> = {}): Cart {
  return {
    items: [makeCartItem(0)],
    subtotal: idr('13300000'),
    total_weight_grams: 65_000,
    ...overrides,
  };
}

export function makeSyncResult(syncId = 'sync-1', overrides: Partial<SyncResult> = {}): SyncResult {
  return {
    sync_id: syncId,
    started_at: hoursFromNow(0),
    finished_at: hoursFromNow(0),
    items: [{ cart_item_id: 'cart-1', changed: false, error: null }],
    ...overrides,
  };
}
