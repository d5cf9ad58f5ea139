import { zodResolver } from '@hookform/resolvers/zod';
import type { CurrencyCode } from '@storefront/domain';
import { Button, TextField } from '@storefront/ui-kit';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { createPriceFilterSchema, inputStep, minorUnitsToInput } from '../price-filter.schema';
import type { PriceFilter, PriceFilterInput } from '../price-filter.schema';
import { useCatalogText } from '../use-catalog-text';
import { useStorefront } from '../use-storefront';

export interface PriceFilterFormProps {
  readonly currency: CurrencyCode;
  readonly minPrice: number | undefined;
  readonly maxPrice: number | undefined;
  readonly onApply: (filter: PriceFilter) => void;
}

/**
 * Minimum and maximum price in the market currency. The domain's price-range rule (minimum below
 * maximum) is checked as the customer applies it, so a refused range never reaches the catalogue.
 */
export function PriceFilterForm({ currency, minPrice, maxPrice, onApply }: PriceFilterFormProps) {
  const t = useCatalogText();
  const { fieldText } = useStorefront();
  const schema = useMemo(() => createPriceFilterSchema(currency), [currency]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PriceFilterInput, unknown, PriceFilter>({
    resolver: zodResolver(schema),
    values: {
      min: minorUnitsToInput(minPrice, currency),
      max: minorUnitsToInput(maxPrice, currency),
    },
  });
  const step = inputStep(currency);
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onApply)(event)}
      className="flex flex-col gap-2"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-neutral-800">
          {t('catalog.search.price.legend', { currency })}
        </legend>
        <div className="grid grid-cols-2 gap-2">
          <TextField
            {...register('min')}
            type="number"
            inputMode="decimal"
            min={0}
            step={step}
            label={t('catalog.search.price.min')}
            error={fieldText(errors.min?.message)}
          />
          <TextField
            {...register('max')}
            type="number"
            inputMode="decimal"
            min={0}
            step={step}
            label={t('catalog.search.price.max')}
            error={fieldText(errors.max?.message)}
          />
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" size="sm">
          {t('catalog.search.price.apply')}
        </Button>
        {(minPrice !== undefined || maxPrice !== undefined) && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onApply({ min: undefined, max: undefined })}
          >
            {t('catalog.search.price.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
