import type { CurrencyCode } from '../money/currency';
import { sumMoney } from '../money/money';
import { SHIPPING_ETAS } from '../shipping/shipping-eta';
import type { ShippingEta } from '../shipping/shipping-eta';
import type { ShippingType } from '../shipping/shipping-type';
import type { QuoteParts } from './all-in-price';
import { QUOTE_PART_NAMES } from './all-in-price';
import type { LineBreakdown, PricedParts } from './quote-breakdown';
import { quoteBreakdown } from './quote-breakdown';

/** A quoted variant as it is landed: its quantity, its unit quote and how it travels. */
export interface LandedCostInput {
  readonly quantity: number;
  readonly parts: QuoteParts;
  readonly shippingType: ShippingType;
}

/** One variant landed: its unit and line parts, its shipping type and that type's transit time. */
export interface LandedLine extends LineBreakdown {
  readonly shippingType: ShippingType;
  /** Null for a shipping type arranged order by order (local custom). */
  readonly eta: ShippingEta | null;
}

/** One product (an inquiry, a cart product, an order's product) and what its variants add up to. */
export interface LandedProduct {
  readonly lines: readonly LandedLine[];
  readonly total: PricedParts;
}

export interface LandedCost {
  readonly products: readonly LandedProduct[];
  /** Every product together, part by part. */
  readonly total: PricedParts;
}

function totalOf(totals: readonly PricedParts[], currency: CurrencyCode): PricedParts {
  const sum = (name: keyof PricedParts) =>
    sumMoney(
      totals.map((entry) => entry[name]),
      currency,
    );
  const parts = Object.fromEntries(QUOTE_PART_NAMES.map((name) => [name, sum(name)])) as Record<
    keyof QuoteParts,
    PricedParts['allIn']
  >;
  return { ...parts, allIn: sum('allIn') };
}

/**
 * The landed cost (issue 14, decision 297): per variant and per product, goods, the level's
 * service fee, China domestic shipping, international freight for the shipping type (with its
 * transit time), import duty and taxes, customs and paperwork, and the all-in amount. The gateway
 * (cart, order), the storefront (inquiry, cart, order) and the back-office read this one
 * computation, so every total shown is the sum of its parts: integer minor units, each part
 * multiplied by the quantity on its own, no rounding anywhere.
 */
export function landedCost(
  products: readonly (readonly LandedCostInput[])[],
  currency: CurrencyCode,
): LandedCost {
  const landed = products.map((lines): LandedProduct => {
    const { lines: broken, total } = quoteBreakdown(lines, currency);
    return {
      lines: broken.map((line, index) => {
        const shippingType = lines[index]?.shippingType;
        if (shippingType === undefined) throw new Error('breakdown lines out of step');
        return { ...line, shippingType, eta: SHIPPING_ETAS[shippingType] };
      }),
      total,
    };
  });
  return {
    products: landed,
    total: totalOf(
      landed.map((product) => product.total),
      currency,
    ),
  };
}
