import type { quoteSchema } from '@storefront/contract';
import { formatMoney, QUOTE_PART_NAMES, SHIPPING_ETAS } from '@storefront/domain';
import type { PricedParts, QuoteParts, ShippingType } from '@storefront/domain';
import type { z } from 'zod';
import { useInquiriesText } from '../use-inquiries-text';

type Quote = z.output<typeof quoteSchema>;

const DAYS_PER_WEEK = 7;

/** A quote's parts as the domain names them (the wire says `service_fee`, `tax_and_customs`). */
export function quoteParts(quote: Quote): QuoteParts {
  return {
    goods: quote.goods,
    serviceFee: quote.service_fee,
    freight: quote.freight,
    taxAndCustoms: quote.tax_and_customs,
    paperwork: quote.paperwork,
  };
}

/** "Sea freight, 4–6 weeks": the shipping type a price holds for and its transit time. */
export function ShippingWithEta({ type }: { readonly type: ShippingType }) {
  const { t, intl } = useInquiriesText();
  const eta = SHIPPING_ETAS[type];
  const weeks = (days: number) =>
    intl.formatNumber(days / DAYS_PER_WEEK, { maximumFractionDigits: 1 });
  const time = eta
    ? t('inquiries.breakdown.eta', { min: weeks(eta.minDays), max: weeks(eta.maxDays) })
    : t('inquiries.breakdown.arranged');
  return (
    <>
      {t(`inquiries.shipping.${type}`)}, {time}
    </>
  );
}

export interface BreakdownTableProps {
  /** One column per amount set: per unit, for the quantity, or the product's total. */
  readonly columns: readonly { readonly heading: string; readonly amounts: PricedParts }[];
  readonly caption?: string;
}

/**
 * The parts of a price one under the other (goods, service fee, freight, import duty and
 * taxes, paperwork) and their all-in sum, so a buyer sees where each rupiah goes.
 */
export function BreakdownTable({ columns, caption }: BreakdownTableProps) {
  const { t, locale } = useInquiriesText();
  return (
    <table className="w-full max-w-xl text-sm">
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead>
        <tr className="text-xs text-neutral-600">
          <th scope="col" className="pb-1 pe-3 text-start font-normal">
            {t('inquiries.breakdown.part')}
          </th>
          {columns.map((column) => (
            <th key={column.heading} scope="col" className="pb-1 ps-3 text-end font-normal">
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {QUOTE_PART_NAMES.map((name) => (
          <tr key={name} className="border-t border-neutral-100">
            <th scope="row" className="py-1 pe-3 text-start font-normal text-neutral-700">
              {t(`inquiries.breakdown.${name}`)}
            </th>
            {columns.map((column) => (
              <td key={column.heading} className="py-1 ps-3 text-end tabular-nums">
                {formatMoney(column.amounts[name], locale)}
              </td>
            ))}
          </tr>
        ))}
        <tr className="border-t border-neutral-300 font-semibold text-neutral-900">
          <th scope="row" className="py-1 pe-3 text-start">
            {t('inquiries.breakdown.allIn')}
          </th>
          {columns.map((column) => (
            <td key={column.heading} className="py-1 ps-3 text-end tabular-nums">
              {formatMoney(column.amounts.allIn, locale)}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
