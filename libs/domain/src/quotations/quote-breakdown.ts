import type { CurrencyCode, Money } from '../money/currency';
import { sumMoney } from '../money/money';
import { allInUnitPrice, lineTotal } from './all-in-price';
import type { QuoteParts } from './all-in-price';

/** Every part of a price and their sum, the all-in amount. */
export interface PricedParts extends QuoteParts {
  readonly allIn: Money;
}

/** A quoted variant as the buyer reads it: one unit, then the whole quantity. */
export interface LineBreakdown {
  readonly quantity: number;
  readonly unit: PricedParts;
  readonly line: PricedParts;
}

/** The lines of a quote and what they add up to, part by part. */
export interface QuoteBreakdown {
  readonly lines: readonly LineBreakdown[];
  readonly total: PricedParts;
}

/** The parts, each computed by `amountOf`, with their all-in sum. */
function pricedParts(amountOf: (name: keyof QuoteParts) => Money): PricedParts {
  const parts: Record<keyof QuoteParts, Money> = {
    goods: amountOf('goods'),
    serviceFee: amountOf('serviceFee'),
    domesticShipping: amountOf('domesticShipping'),
    freight: amountOf('freight'),
    taxAndCustoms: amountOf('taxAndCustoms'),
    paperwork: amountOf('paperwork'),
  };
  return { ...parts, allIn: allInUnitPrice(parts) };
}

/**
 * One variant's quote for its quantity. Each part is multiplied on its own, so the line's parts
 * add up exactly to its all-in amount (unit all-in x quantity): integer minor units, no rounding.
 */
export function lineBreakdown(quantity: number, unit: QuoteParts): LineBreakdown {
  return {
    quantity,
    unit: pricedParts((name) => unit[name]),
    line: pricedParts((name) => lineTotal(unit[name], quantity)),
  };
}

/**
 * The breakdown the buyer reads on a quote (issue 14): per quoted variant the unit and line
 * amounts of goods, service fee, freight, tax and customs and paperwork, and each part's total
 * over the variants. Every total is the sum of what it is made of, so the all-in total equals
 * both the sum of the lines and the sum of the parts.
 */
export function quoteBreakdown(
  lines: readonly { readonly quantity: number; readonly parts: QuoteParts }[],
  currency: CurrencyCode,
): QuoteBreakdown {
  const broken = lines.map((entry) => lineBreakdown(entry.quantity, entry.parts));
  return {
    lines: broken,
    total: pricedParts((name) =>
      sumMoney(
        broken.map((entry) => entry.line[name]),
        currency,
      ),
    ),
  };
}
