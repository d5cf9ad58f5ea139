import type { adminInquiryDetailSchema } from '@storefront/contract';
import type { ExchangeRate, Money } from '@storefront/domain';
import { Button } from '@storefront/ui-kit';
import { FormattedMessage } from 'react-intl';
import type { z } from 'zod';
import { useFormatMoney, useFormatRate } from '../../../shared/format';

type Variant = z.output<typeof adminInquiryDetailSchema>['variants'][number];

export interface GoodsSuggestionProps {
  readonly variant: Variant;
  /** The rate the gateway converted the supplier's price at (the storefront's rate in force). */
  readonly exchangeRate: ExchangeRate;
  /** The market currency the form quotes in. */
  readonly currency: Money['currency'];
  /** Puts the suggested goods amount into the goods field (staff may still change it). */
  readonly onUse: (goods: Money) => void;
}

/**
 * A suggestion for the goods part: the supplier's unit price (its ladder tier for the quantity
 * asked) in the market currency at the rate in force. The gateway converts it with the pricing
 * the storefront's catalogue uses, so the figure is the one the buyer saw; nothing is converted
 * here. Staff take it with the button or type their own (a supplier's discount, a newer price).
 */
export function GoodsSuggestion({ variant, exchangeRate, currency, onUse }: GoodsSuggestionProps) {
  const formatMoney = useFormatMoney();
  const formatRate = useFormatRate();
  const suggestion = variant.converted_unit_price;
  // A gateway on another market's currency would fill the field with a foreign amount.
  if (suggestion.currency !== currency) return null;
  return (
    <div className="flex flex-col gap-2 rounded-md border border-neutral-200 p-3 text-sm">
      <p>
        <FormattedMessage
          id="backoffice.inquiries.quote.goodsSuggestion"
          values={{
            cny: formatMoney(variant.unit_price_cny),
            rate: formatRate(exchangeRate.rate),
            goods: formatMoney(suggestion),
          }}
        />
      </p>
      <div>
        <Button variant="secondary" size="sm" onClick={() => onUse(suggestion)}>
          <FormattedMessage id="backoffice.inquiries.quote.useGoods" />
        </Button>
      </div>
    </div>
  );
}
