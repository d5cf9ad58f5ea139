import { useAddOrderAdjustmentMutation } from '@storefront/api';
import type { Money } from '@storefront/domain';
import { Alert, Button, TextAreaField, TextField } from '@storefront/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStaffForm } from '../../shared/forms';
import { useBackofficeLocale } from '../../shared/locale';
import { useMarket } from '../../shared/market';
import { adjustmentFormSchema } from './support/adjustment-form-schema';

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
  const { currency } = useMarket();
  const { locale } = useBackofficeLocale();
  const [add, adding] = useAddOrderAdjustmentMutation();
  const { register, reset, errors, failure, submitMutation } = useStaffForm(
    adjustmentFormSchema(currency, locale),
    { amount: '', reason: '' },
  );

  const submit = submitMutation(
    (body) => add({ params: { orderNumber }, body }),
    SERVER_FIELDS,
    (_data, body) => {
      reset();
      onAdded(body.amount);
    },
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
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
