import type { MinimumOrderLine, ShippingType } from '@storefront/domain';
import { SHIPPING_TYPES } from '@storefront/domain';
import { quantitiesMeetRules } from '../../shared/cart';
import type { CartItem, CourierOption } from './checkout-types';

/** The query parameter the cart hands its chosen products over in (`checkout?items=a,b`). */
export const ITEMS_PARAM = 'items';

/** `a,b,,a` → ['a', 'b']; null or empty → null (no choice made: take the whole cart). */
export function parseItemIds(value: string | null): readonly string[] | null {
  if (value === null) return null;
  const ids = [...new Set(value.split(',').map((id) => id.trim()))].filter((id) => id !== '');
  return ids.length > 0 ? ids : null;
}

/** A product can be checked out while its supplier offers it and every quantity meets the rules. */
export function canCheckOut(item: CartItem): boolean {
  return !item.product.removed_by_supplier && item.variants.length > 0 && quantitiesMeetRules(item);
}

/**
 * The cart products this checkout covers: the ones the cart chose (in cart order), or the whole
 * cart; products that cannot be checked out are left out either way.
 */
export function selectCheckoutItems(
  items: readonly CartItem[],
  ids: readonly string[] | null,
): CartItem[] {
  return items.filter((item) => (ids === null || ids.includes(item.id)) && canCheckOut(item));
}

/** Each variant as a line of the minimum-order rule; a cart product is one product. */
export function minimumOrderLines(items: readonly CartItem[]): MinimumOrderLine[] {
  return items.flatMap((item) =>
    item.variants.map((variant) => ({
      productId: item.id,
      source: item.product_source,
      subtotal: variant.line_total,
      quantity: variant.quantity,
      minQuantity: variant.min_quantity,
    })),
  );
}

/** What the domestic courier carries: every unit's weight, in grams. */
export function parcelWeightGrams(items: readonly CartItem[]): number {
  return items.reduce(
    (total, item) =>
      total +
      item.variants.reduce((sum, variant) => sum + variant.quantity * variant.unit_weight_grams, 0),
    0,
  );
}

export interface ShippingGroup {
  readonly type: ShippingType;
  /** How many variants travel this way. */
  readonly variantCount: number;
}

/**
 * The shipping types of the chosen variants, in the domain's order: checkout makes one order per
 * type (staff fixed the type per variant when quoting), each with its own estimate.
 */
export function shippingGroups(items: readonly CartItem[]): ShippingGroup[] {
  const counts = new Map<ShippingType, number>();
  for (const item of items) {
    for (const variant of item.variants) {
      counts.set(variant.shipping_type, (counts.get(variant.shipping_type) ?? 0) + 1);
    }
  }
  return SHIPPING_TYPES.filter((type) => counts.has(type)).map((type) => ({
    type,
    variantCount: counts.get(type) ?? 0,
  }));
}

/** A courier option as one radio value: the service is what the gateway prices. */
export function courierKey(courier: Pick<CourierOption, 'code' | 'service'>): string {
  return `${courier.code}|${courier.service}`;
}

export function findCourier(
  couriers: readonly CourierOption[],
  key: string,
): CourierOption | undefined {
  return couriers.find((courier) => courierKey(courier) === key);
}
