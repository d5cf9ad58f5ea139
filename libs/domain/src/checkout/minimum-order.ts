import type { Money } from '../money/currency';
import { addMoney, compareMoney, subtractMoney } from '../money/money';
import type { MarketConfig } from '../markets/market-config';
import type { ProductSource } from './product-source';

/** One product line of a checkout, as the minimum-order rule sees it. */
export interface MinimumOrderLine {
  readonly productId: string;
  readonly source: ProductSource;
  /** The line's goods value (unit price x quantity) in the market currency. */
  readonly subtotal: Money;
  readonly quantity: number;
  /** The supplier's minimum quantity for the product. */
  readonly minQuantity: number;
}

/** Why one product falls short: either or both of the two minimums of the message. */
export interface MinimumShortfall {
  readonly productId: string;
  /** The subtotal the product needs, set when its subtotal is below it; else null. */
  readonly minimumSubtotal: Money | null;
  /** How much more subtotal reaches the minimum; null when the price minimum is met. */
  readonly subtotalMissing: Money | null;
  /** How many more items reach the minimum quantity; null when it is met. */
  readonly quantityMissing: number | null;
}

export type MinimumOrderResult =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly code: 'minimum_not_met';
      /** The products that fall short, in the order they first appear. */
      readonly productIds: readonly string[];
      readonly shortfalls: readonly MinimumShortfall[];
    };

export function minimumOrderFor(
  source: ProductSource,
  market: Pick<MarketConfig, 'minimumOrder'>,
): Money {
  return market.minimumOrder[source];
}

interface ProductTotal {
  productId: string;
  subtotal: Money;
  quantity: number;
  minQuantity: number;
  minimum: Money;
}

/**
 * Checks every product against its minimum price (by source) and minimum quantity, PER
 * PRODUCT: the minimums are a supplier's terms for one product, and the message ("a product
 * has not reached the minimum price or quantity") points at products, so the answer names
 * them. Several lines of the same product (its variants) count together. Reaching a minimum
 * exactly passes. See docs/decisions/014-minimum-order-per-product.md.
 */
export function checkMinimumOrder(
  lines: readonly MinimumOrderLine[],
  market: Pick<MarketConfig, 'minimumOrder'>,
): MinimumOrderResult {
  const products = new Map<string, ProductTotal>();
  for (const line of lines) {
    const minimum = minimumOrderFor(line.source, market);
    const seen = products.get(line.productId);
    if (!seen) {
      products.set(line.productId, {
        productId: line.productId,
        subtotal: line.subtotal,
        quantity: line.quantity,
        minQuantity: line.minQuantity,
        minimum,
      });
      continue;
    }
    seen.subtotal = addMoney(seen.subtotal, line.subtotal);
    seen.quantity += line.quantity;
    seen.minQuantity = Math.max(seen.minQuantity, line.minQuantity);
    // Lines of one product should share a source; if they do not, hold them to the stricter one.
    if (compareMoney(minimum, seen.minimum) > 0) seen.minimum = minimum;
  }

  const shortfalls: MinimumShortfall[] = [];
  for (const product of products.values()) {
    const priceShort = compareMoney(product.subtotal, product.minimum) < 0;
    const quantityShort = product.quantity < product.minQuantity;
    if (!priceShort && !quantityShort) continue;
    shortfalls.push({
      productId: product.productId,
      minimumSubtotal: priceShort ? product.minimum : null,
      subtotalMissing: priceShort ? subtractMoney(product.minimum, product.subtotal) : null,
      quantityMissing: quantityShort ? product.minQuantity - product.quantity : null,
    });
  }
  if (shortfalls.length === 0) return { ok: true };
  return {
    ok: false,
    code: 'minimum_not_met',
    productIds: shortfalls.map((shortfall) => shortfall.productId),
    shortfalls,
  };
}
