import { fieldErrorMessage, useQuoteVariantMutation } from '@storefront/api';
import { QUOTE_PART_FIELDS } from '@storefront/contract';
import type { adminInquiryDetailSchema } from '@storefront/contract';
import type { ApiError } from '@storefront/api';
import {
  allInUnitPrice,
  applyBasisPoints,
  BASIS_POINTS_PER_WHOLE,
  LEVEL_BENEFITS,
  lineTotal,
  SHIPPING_TYPES,
} from '@storefront/domain';
import type { ExchangeRate, Level, Money, ShippingType } from '@storefront/domain';
import { Alert, Button, SelectField, TextField } from '@storefront/ui-kit';
import { toApiError } from '@storefront/ui-support';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatMoney } from '../../../shared/format';
import { moneyInputText, parseMoneyInput } from '../../../shared/forms';
import { useBackofficeLocale, useLanguage } from '../../../shared/locale';
import { useMarket } from '../../../shared/market';
import { enqueueToast } from '../../../shared/notify';
import { FreightByWeightField } from './freight-by-weight-field';
import { GoodsSuggestion } from './goods-suggestion';

type Variant = z.output<typeof adminInquiryDetailSchema>['variants'][number];
type QuotePart = (typeof QUOTE_PART_FIELDS)[number];
/**
 * The parts staff type. The service fee is not one of them: it is exactly the customer's level
 * share of the goods (LEVEL_BENEFITS' serviceFeeBps), which the gateway checks to the minor unit.
 */
const TYPED_PARTS = QUOTE_PART_FIELDS.filter(
  (part): part is Exclude<QuotePart, 'service_fee'> => part !== 'service_fee',
);
type TypedPart = (typeof TYPED_PARTS)[number];
type PartTexts = Record<TypedPart, string>;
type FormErrors = Partial<Record<QuotePart | 'shipping_type', string>>;

/** The typed amounts of a quote already given (a correction starts from it), else empty. */
function initialTexts(variant: Variant, locale: string): PartTexts {
  const texts = {} as PartTexts;
  for (const part of TYPED_PARTS) {
    texts[part] = variant.quote ? moneyInputText(variant.quote[part], locale) : '';
  }
  return texts;
}

/** The service fee of a goods amount for a customer of `level`, as the gateway computes it. */
export function serviceFeeFor(goods: Money, level: Level): Money {
  return applyBasisPoints(goods, LEVEL_BENEFITS[level].serviceFeeBps);
}

/** Every part as money (the fee derived), or undefined while a typed one is not an amount. */
function partsOf(texts: PartTexts, currency: Money['currency'], level: Level, locale: string) {
  const parts = {} as Record<QuotePart, Money>;
  for (const part of TYPED_PARTS) {
    const parsed = parseMoneyInput(texts[part], currency, locale);
    if (!parsed.ok) return undefined;
    parts[part] = parsed.money;
  }
  parts.service_fee = serviceFeeFor(parts.goods, level);
  return parts;
}

export interface VariantQuoteFormProps {
  readonly inquiryId: string;
  readonly variant: Variant;
  /** The customer's level: it sets the service fee's share of the goods. */
  readonly customerLevel: Level;
  /** The yuan rate in force, which the variant's suggested goods amount was converted at. */
  readonly exchangeRate: ExchangeRate;
}

/**
 * One variant's quote: the parts of its all-in unit price in the market currency, the shipping
 * type it is priced for, and the total as it is typed. Each variant is sent on its own, so a
 * submission may be partly quoted.
 */
export function VariantQuoteForm({
  inquiryId,
  variant,
  customerLevel,
  exchangeRate,
}: VariantQuoteFormProps) {
  const intl = useIntl();
  const language = useLanguage();
  const { locale } = useBackofficeLocale();
  const market = useMarket();
  const formatMoney = useFormatMoney();
  const currency = market.currency;
  const [texts, setTexts] = useState<PartTexts>(() => initialTexts(variant, locale));
  const [shippingType, setShippingType] = useState<ShippingType | ''>(
    variant.quote?.shipping_type ?? variant.shipping_type ?? '',
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [quote, { isLoading }] = useQuoteVariantMutation();

  const parts = partsOf(texts, currency, customerLevel, locale);
  const goods = parseMoneyInput(texts.goods, currency, locale);
  const serviceFee = goods.ok ? serviceFeeFor(goods.money, customerLevel) : undefined;
  const unitPrice = parts
    ? allInUnitPrice({
        goods: parts.goods,
        serviceFee: parts.service_fee,
        domesticShipping: parts.domestic_shipping,
        freight: parts.freight,
        taxAndCustoms: parts.tax_and_customs,
        paperwork: parts.paperwork,
      })
    : undefined;

  /** A field's error goes once staff change it; the next send checks it again. */
  function forget(field: keyof FormErrors) {
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const { [field]: _gone, ...rest } = current;
      return rest;
    });
  }

  function validate(): FormErrors {
    const found: FormErrors = {};
    for (const part of TYPED_PARTS) {
      const parsed = parseMoneyInput(texts[part], currency, locale);
      if (!parsed.ok) found[part] = fieldErrorMessage(parsed.id, language);
    }
    if (shippingType === '') found.shipping_type = fieldErrorMessage('field.required', language);
    return found;
  }

  /** The gateway's field errors are keyed by wire path ('goods.amount'): under the part's box. */
  function serverErrors(error: ApiError): FormErrors {
    const found: FormErrors = {};
    for (const [path, id] of Object.entries(error.fields ?? {})) {
      const field = path.split('.')[0] as QuotePart | 'shipping_type';
      if ((QUOTE_PART_FIELDS as readonly string[]).includes(field) || field === 'shipping_type') {
        found[field] = fieldErrorMessage(id, language);
      }
    }
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = validate();
    setErrors(found);
    if (!parts || shippingType === '' || Object.keys(found).length > 0) return;
    const result = await quote({
      params: { inquiryId, variantId: variant.variant_id },
      body: { ...parts, shipping_type: shippingType },
    });
    if (result.error !== undefined) {
      const error = toApiError(
        result.error,
        intl.formatMessage({ id: 'backoffice.common.genericError' }),
      );
      const fields = serverErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(error.message);
      return;
    }
    enqueueToast(
      intl.formatMessage({ id: 'backoffice.inquiries.quote.quoted' }, { variant: variant.name }),
      { variant: 'success' },
    );
  }

  return (
    <form
      noValidate
      aria-label={intl.formatMessage(
        { id: 'backoffice.inquiries.quote.form' },
        { variant: variant.name },
      )}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3"
    >
      <p className="text-sm text-neutral-600">
        <FormattedMessage
          id="backoffice.inquiries.quote.amountHint"
          values={{ currency, example: intl.formatNumber(125_000) }}
        />
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {/* In the contract's order: goods, service fee, China domestic shipping, international
            freight, import duty and taxes, customs and paperwork (decision 297). */}
        {QUOTE_PART_FIELDS.map((part) =>
          part === 'service_fee' ? (
            <TextField
              key={part}
              name="service_fee"
              readOnly
              label={intl.formatMessage({ id: 'backoffice.inquiries.quote.part.service_fee' })}
              hint={intl.formatMessage(
                { id: 'backoffice.inquiries.quote.serviceFeeHint' },
                {
                  share: LEVEL_BENEFITS[customerLevel].serviceFeeBps / BASIS_POINTS_PER_WHOLE,
                  level: intl.formatMessage({ id: `backoffice.inquiries.level.${customerLevel}` }),
                },
              )}
              startAdornment={currency}
              value={serviceFee ? moneyInputText(serviceFee, locale) : ''}
              error={errors.service_fee}
            />
          ) : (
            <TextField
              key={part}
              name={part}
              inputMode="decimal"
              autoComplete="off"
              label={intl.formatMessage({ id: `backoffice.inquiries.quote.part.${part}` })}
              startAdornment={currency}
              value={texts[part]}
              onChange={(event) => {
                setTexts((current) => ({ ...current, [part]: event.target.value }));
                forget(part);
              }}
              error={errors[part]}
              required
            />
          ),
        )}
        <SelectField
          name="shipping_type"
          label={intl.formatMessage({ id: 'backoffice.inquiries.quote.shippingType' })}
          value={shippingType}
          onChange={(event) => {
            setShippingType(event.target.value as ShippingType | '');
            forget('shipping_type');
          }}
          placeholder={intl.formatMessage({ id: 'backoffice.common.choose' })}
          options={SHIPPING_TYPES.map((value) => ({
            value,
            label: intl.formatMessage({ id: `backoffice.inquiries.shipping.${value}` }),
          }))}
          error={errors.shipping_type}
          required
        />
      </div>
      <GoodsSuggestion
        variant={variant}
        exchangeRate={exchangeRate}
        currency={currency}
        onUse={(goods) => {
          setTexts((current) => ({ ...current, goods: moneyInputText(goods, locale) }));
          forget('goods');
        }}
      />
      <FreightByWeightField
        variant={variant}
        currency={currency}
        shippingType={shippingType}
        onUse={(perUnit) => {
          setTexts((current) => ({ ...current, freight: moneyInputText(perUnit, locale) }));
          forget('freight');
        }}
      />
      <dl
        className="grid gap-1 rounded-md bg-neutral-100 p-3 text-sm sm:grid-cols-2"
        aria-live="polite"
      >
        <div>
          <dt className="text-neutral-600">
            <FormattedMessage id="backoffice.inquiries.quote.unitTotal" />
          </dt>
          <dd className="text-base font-semibold">
            {unitPrice ? (
              formatMoney(unitPrice)
            ) : (
              <FormattedMessage id="backoffice.inquiries.quote.incomplete" />
            )}
          </dd>
        </div>
        <div>
          <dt className="text-neutral-600">
            <FormattedMessage
              id="backoffice.inquiries.quote.lineTotal"
              values={{ quantity: variant.quantity }}
            />
          </dt>
          <dd className="text-base font-semibold">
            {unitPrice ? (
              formatMoney(lineTotal(unitPrice, variant.quantity))
            ) : (
              <FormattedMessage id="backoffice.common.none" />
            )}
          </dd>
        </div>
      </dl>
      <div>
        <Button type="submit" loading={isLoading}>
          <FormattedMessage id="backoffice.inquiries.quote.submit" />
        </Button>
      </div>
    </form>
  );
}
