import type { quotePartsSchema } from '@storefront/contract';
import {
  BASIS_POINTS_PER_WHOLE,
  formatMoney,
  QUOTE_PART_NAMES,
  serviceFeeShareBps,
  SHIPPING_ETAS,
} from '@storefront/domain';
import type { LineBreakdown, PricedParts, QuoteParts, ShippingType } from '@storefront/domain';
import { useIntl } from 'react-intl';
import type { PrimitiveType } from 'react-intl';
import type { z } from 'zod';
import { useLocale } from '../routing/use-locale';

type WireParts = z.output<typeof quotePartsSchema>;

/**
 * The breakdown's texts. They live in the inquiries catalogue, where the breakdown first
 * appeared; every locale module carries them, and these pieces are only on screens past the home
 * page (the home route's texts are the catalogue's and the shell's alone).
 */
type BreakdownMessageId =
  | `inquiries.breakdown.${(typeof QUOTE_PART_NAMES)[number]}`
  | `inquiries.shipping.${ShippingType}`
  | `inquiries.breakdown.${'allIn' | 'part' | 'toggle' | 'perUnit' | 'forQuantity' | 'eta' | 'arranged' | 'serviceFeeShare'}`
  | 'inquiries.total.amount';

function useBreakdownText() {
  const intl = useIntl();
  const t = (id: BreakdownMessageId, values?: Record<string, PrimitiveType>) =>
    intl.formatMessage({ id }, values);
  return { t, intl, locale: useLocale() };
}

const DAYS_PER_WEEK = 7;

/** A quote's parts as the domain names them (the wire says `service_fee`, `tax_and_customs`). */
export function quoteParts(parts: WireParts): QuoteParts {
  return {
    goods: parts.goods,
    serviceFee: parts.service_fee,
    domesticShipping: parts.domestic_shipping,
    freight: parts.freight,
    taxAndCustoms: parts.tax_and_customs,
    paperwork: parts.paperwork,
  };
}

/** "Sea freight, 4–6 weeks": the shipping type a price holds for and its transit time. */
export function ShippingWithEta({ type }: { readonly type: ShippingType }) {
  const { t, intl } = useBreakdownText();
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
  /** The shipping type the freight is for, named with its transit time under the freight. */
  readonly shippingType?: ShippingType;
}

/**
 * The parts of a price one under the other (goods, service fee, China domestic shipping,
 * international freight, import duty and taxes, customs and paperwork) and their all-in sum, so
 * a buyer sees where each rupiah goes. Amounts wrap under their label rather than widen the
 * table, so a phone never scrolls sideways.
 */
export function BreakdownTable({ columns, caption, shippingType }: BreakdownTableProps) {
  const { t, intl, locale } = useBreakdownText();
  // The level's rate the fee was charged at, read back from the quote (a sum over several
  // variants may round apart from any rate: then the plain label).
  const first = columns[0]?.amounts;
  const feeBps = first ? serviceFeeShareBps(first) : null;
  const label = (name: (typeof QUOTE_PART_NAMES)[number]) =>
    name === 'serviceFee' && feeBps !== null
      ? t('inquiries.breakdown.serviceFeeShare', {
          share: intl.formatNumber(feeBps / BASIS_POINTS_PER_WHOLE, {
            style: 'percent',
            maximumFractionDigits: 2,
          }),
        })
      : t(`inquiries.breakdown.${name}`);
  return (
    // Named by aria-label rather than a caption: the variant's name is already shown beside it.
    // Fixed columns keep it inside a phone; a name may break anywhere, an amount never (its
    // currency and number are joined by a no-break space): the names' column is the narrow one.
    <table className="w-full max-w-xl table-fixed text-sm" aria-label={caption}>
      {/* The names wrap; the amounts, written with a no-break space, take the room. */}
      <colgroup>
        <col className="w-[28%]" />
      </colgroup>
      <thead>
        <tr className="text-xs text-neutral-600">
          <th scope="col" className="pb-1 pe-3 text-start font-normal">
            {t('inquiries.breakdown.part')}
          </th>
          {columns.map((column) => (
            <th key={column.heading} scope="col" className="pb-1 ps-2 text-end font-normal">
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {QUOTE_PART_NAMES.map((name) => (
          <tr key={name} className="border-t border-neutral-100">
            <th
              scope="row"
              className="py-1 pe-3 text-start align-top font-normal break-words hyphens-auto text-neutral-700"
            >
              {label(name)}
              {name === 'freight' && shippingType && (
                <span className="block text-xs text-neutral-600">
                  <ShippingWithEta type={shippingType} />
                </span>
              )}
            </th>
            {columns.map((column) => (
              <td key={column.heading} className="py-1 ps-2 text-end align-top tabular-nums">
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
            <td key={column.heading} className="py-1 ps-2 text-end tabular-nums">
              {formatMoney(column.amounts.allIn, locale)}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

/**
 * "How this price is made", folded: one variant's parts per unit and for its quantity (the
 * domain's lineBreakdown or landedCost line). The inquiry, the cart and the order show it alike.
 */
export function LineBreakdownDisclosure({
  name,
  line,
  shippingType,
}: {
  readonly name: string;
  readonly line: LineBreakdown;
  readonly shippingType?: ShippingType;
}) {
  const { t, intl } = useBreakdownText();
  const quantity = intl.formatNumber(line.quantity);
  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-sm text-primary-700">
        {t('inquiries.breakdown.toggle')}
      </summary>
      <div className="mt-2">
        <BreakdownTable
          caption={name}
          {...(shippingType ? { shippingType } : {})}
          columns={[
            { heading: t('inquiries.breakdown.perUnit'), amounts: line.unit },
            { heading: t('inquiries.breakdown.forQuantity', { quantity }), amounts: line.line },
          ]}
        />
      </div>
    </details>
  );
}

/**
 * "How this price is made", folded, for a total over several variants or products (the domain's
 * landedCost total): each part summed, and their all-in sum, which is the total shown above it.
 */
export function TotalBreakdownDisclosure({
  caption,
  total,
}: {
  readonly caption: string;
  readonly total: PricedParts;
}) {
  const { t } = useBreakdownText();
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm text-primary-700">
        {t('inquiries.breakdown.toggle')}
      </summary>
      <div className="mt-2">
        <BreakdownTable
          caption={caption}
          columns={[{ heading: t('inquiries.total.amount'), amounts: total }]}
        />
      </div>
    </details>
  );
}
