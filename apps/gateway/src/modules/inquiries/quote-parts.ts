import type { quotePartsSchema } from '@storefront/contract';
import type { CurrencyCode, QuoteParts } from '@storefront/domain';
import { money } from '@storefront/domain';
import type { z } from 'zod';

export type QuotePartsView = z.output<typeof quotePartsSchema>;

/** The stored parts of a quote (an inquiry variant's, an order line's), in minor units. */
export interface StoredQuoteParts {
  readonly goods: number | null;
  readonly serviceFee: number | null;
  readonly domesticShipping: number | null;
  readonly freight: number | null;
  readonly taxAndCustoms: number | null;
  readonly paperwork: number | null;
}

/**
 * A stored quote's parts as the domain's QuoteParts, or null while it has none. China domestic
 * shipping was added later (decision 297): a quote made before it has no such part, which is 0
 * (its unit price was already the sum of the other five).
 */
export function quotePartsOf(
  stored: StoredQuoteParts,
  currency: CurrencyCode | null,
): QuoteParts | null {
  const { goods, serviceFee, freight, taxAndCustoms, paperwork } = stored;
  if (
    currency === null ||
    goods === null ||
    serviceFee === null ||
    freight === null ||
    taxAndCustoms === null ||
    paperwork === null
  ) {
    return null;
  }
  return {
    goods: money(goods, currency),
    serviceFee: money(serviceFee, currency),
    domesticShipping: money(stored.domesticShipping ?? 0, currency),
    freight: money(freight, currency),
    taxAndCustoms: money(taxAndCustoms, currency),
    paperwork: money(paperwork, currency),
  };
}

/** The parts by their wire names (the contract's quotePartsSchema). */
export function toQuotePartsView(parts: QuoteParts): QuotePartsView {
  return {
    goods: parts.goods,
    service_fee: parts.serviceFee,
    domestic_shipping: parts.domesticShipping,
    freight: parts.freight,
    tax_and_customs: parts.taxAndCustoms,
    paperwork: parts.paperwork,
  };
}

/** The parts as stored in minor units (an order line copies them at checkout). */
export function toStoredQuoteParts(parts: QuoteParts): { [K in keyof StoredQuoteParts]: number } {
  return {
    goods: parts.goods.amount,
    serviceFee: parts.serviceFee.amount,
    domesticShipping: parts.domesticShipping.amount,
    freight: parts.freight.amount,
    taxAndCustoms: parts.taxAndCustoms.amount,
    paperwork: parts.paperwork.amount,
  };
}
