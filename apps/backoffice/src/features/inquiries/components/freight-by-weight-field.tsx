import { fieldErrorMessage } from '@storefront/api';
import type { adminInquiryDetailSchema } from '@storefront/contract';
import { AIR_MINIMUM_BILLABLE_GRAMS, freightByWeight } from '@storefront/domain';
import type { Money, ShippingType } from '@storefront/domain';
import { Button, TextField } from '@storefront/ui-kit';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { useFormatMoney } from '../../../shared/format';
import { parseMoneyInput } from '../../../shared/forms';
import { useBackofficeLocale, useLanguage } from '../../../shared/locale';

type Variant = z.output<typeof adminInquiryDetailSchema>['variants'][number];

const GRAMS_PER_KG = 1_000;

export interface FreightByWeightFieldProps {
  readonly variant: Variant;
  readonly currency: Money['currency'];
  /** The shipping type chosen on the form ('' until one is). */
  readonly shippingType: ShippingType | '';
  /** Puts the suggested per-unit freight into the freight field (staff may still change it). */
  readonly onUse: (perUnit: Money) => void;
}

/**
 * A helper for the freight part (decision 297): staff type the carrier's rate per kg for the
 * chosen shipping type and the form works out the freight of the variant's whole quantity from
 * its unit weight (the domain's freightByWeight: air billed at 5 kg at least), spread over the
 * units. Nothing here is sent: staff take the suggestion into the freight field, or type their
 * own (a consolidated shipment, a carrier's quote).
 */
export function FreightByWeightField({
  variant,
  currency,
  shippingType,
  onUse,
}: FreightByWeightFieldProps) {
  const intl = useIntl();
  const language = useLanguage();
  const { locale } = useBackofficeLocale();
  const formatMoney = useFormatMoney();
  const [text, setText] = useState('');
  const rate = text.trim() === '' ? null : parseMoneyInput(text, currency, locale);
  const suggestion =
    rate?.ok && shippingType !== '' && variant.quantity > 0
      ? freightByWeight(shippingType, variant.unit_weight_grams, variant.quantity, rate.money)
      : null;
  const kilograms = (grams: number) =>
    intl.formatNumber(grams / GRAMS_PER_KG, { maximumFractionDigits: 3 });
  return (
    <div className="flex flex-col gap-2 rounded-md border border-neutral-200 p-3">
      <TextField
        name="freight_rate_per_kg"
        inputMode="decimal"
        autoComplete="off"
        label={intl.formatMessage({ id: 'backoffice.inquiries.quote.ratePerKg' })}
        hint={intl.formatMessage({ id: 'backoffice.inquiries.quote.ratePerKgHint' })}
        startAdornment={currency}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={rate && !rate.ok ? fieldErrorMessage(rate.id, language) : undefined}
      />
      <div aria-live="polite" className="flex flex-col gap-2 text-sm">
        {rate?.ok && shippingType === '' && (
          <p className="text-neutral-600">
            <FormattedMessage id="backoffice.inquiries.quote.chooseShippingFirst" />
          </p>
        )}
        {suggestion && (
          <>
            <p>
              <FormattedMessage
                id="backoffice.inquiries.quote.freightSuggestion"
                values={{
                  quantity: intl.formatNumber(variant.quantity),
                  weight: kilograms(variant.unit_weight_grams * variant.quantity),
                  billable: kilograms(suggestion.billableGrams),
                  minimum: kilograms(AIR_MINIMUM_BILLABLE_GRAMS),
                  atMinimum:
                    shippingType === 'air' &&
                    variant.unit_weight_grams * variant.quantity < AIR_MINIMUM_BILLABLE_GRAMS
                      ? 'yes'
                      : 'no',
                  line: formatMoney(suggestion.line),
                  perUnit: formatMoney(suggestion.perUnit),
                }}
              />
            </p>
            <div>
              <Button variant="secondary" size="sm" onClick={() => onUse(suggestion.perUnit)}>
                <FormattedMessage id="backoffice.inquiries.quote.useFreight" />
              </Button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
