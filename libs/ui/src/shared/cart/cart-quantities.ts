import { validateQuantity } from '@storefront/domain';

/** What the quantity rules read of a cart line's variant (the contract's wire names). */
export interface CartVariantQuantity {
  readonly quantity: number;
  readonly min_quantity: number;
  readonly multiple: number;
  readonly stock: number;
}

/**
 * Every variant's saved quantity still meets the domain's rules (a sync may have lowered the
 * stock): what the cart and the checkout both ask before an item may be checked out.
 */
export function quantitiesMeetRules(item: {
  readonly variants: readonly CartVariantQuantity[];
}): boolean {
  return item.variants.every(
    (variant) =>
      validateQuantity({
        quantity: variant.quantity,
        minQuantity: variant.min_quantity,
        multiple: variant.multiple,
        stock: variant.stock,
      }).ok,
  );
}
