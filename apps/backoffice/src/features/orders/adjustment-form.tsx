import { useAddOrderAdjustmentMutation } from '@storefront/api';
import type { Money } from '@storefront/domain';
import { Alert, Button, TextAreaField, TextField } from '@storefront/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { applyServerFieldErrors, fieldErrorResolver, toApiError } from '@storefront/ui-support';
import { useLanguage } from '../../shared/locale';
import { useMarket } from '../../shared/market';
import { adjustmentFormSchema } from './support/adjustment-form-schema';

type AdjustmentSchema = ReturnType<typeof adjustmentFormSchema>;
type AdjustmentForm = z.input<AdjustmentSchema>;

/** The gateway names the money object's parts; staff typed them into one box. */
const SERVER_FIELDS = {
  amount: 'amount',
  'amount.amount': 'amount',
  'amount.currency': 'amount',
  reason: 'reason',
} as const;

export interface AdjustmentFormProps {
  readonly orderNumber: string;
  readonly onAdded: (amount: Money) => void;
}

/**
 * "Add adjustment": an extra charge in the market's currency, typed as a decimal and read
 * exactly into minor units by the domain (never through a float), with the reason the customer
 * reads. The gateway moves the order to Adjustment until the customer pays.
 */
export function AdjustmentForm({ orderNumber, onAdded }: AdjustmentFormProps) {
  const intl = useIntl();
  const language = useLanguage();
  const { currency } = useMarket();
  const [failure, setFailure] = useState<string | null>(null);
  const [add, adding] = useAddOrderAdjustmentMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<AdjustmentForm, unknown, z.output<AdjustmentSchema>>({
    resolver: fieldErrorResolver(adjustmentFormSchema(currency), language),
    defaultValues: { amount: '', reason: '' },
  });

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    const result = await add({ params: { orderNumber }, body });
    if (result.error !== undefined) {
      const error = toApiError(
        result.error,
        intl.formatMessage({ id: 'backoffice.common.genericError' }),
      );
      if (!applyServerFieldErrors(error, SERVER_FIELDS, setError, language)) {
        setFailure(error.message);
      }
      return;
    }
    reset();
    onAdded(body.amount);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        {...register('amount')}
        label={intl.formatMessage(
          { id: 'backoffice.orders.adjustments.amountLabel' },
          { currency },
        )}
        hint={intl.formatMessage({ id: 'backoffice.orders.adjustments.amountHint' }, { currency })}
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount?.message}
        required
      />
      <TextAreaField
        {...register('reason')}
        label={intl.formatMessage({ id: 'backoffice.orders.adjustments.reasonLabel' })}
        error={errors.reason?.message}
        rows={2}
        required
      />
      <div>
        <Button type="submit" variant="secondary" loading={adding.isLoading}>
          <FormattedMessage id="backoffice.orders.adjustments.submit" />
        </Button>
      </div>
    </form>
  );
}
