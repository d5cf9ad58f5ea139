import type { Locale } from '@storefront/domain';
import { formatMoney } from '@storefront/domain';
import { Alert, Card, RadioGroup } from '@storefront/ui-kit';
import { QueryFeedback } from '@storefront/ui-support';
import { FormattedMessage, useIntl } from 'react-intl';
import { courierKey } from './checkout-lines';
import type { CourierOption } from './checkout-types';

export interface CourierSectionProps {
  readonly locale: Locale;
  readonly hasAddress: boolean;
  readonly couriers: readonly CourierOption[] | undefined;
  readonly isLoading: boolean;
  readonly errorMessage: string | undefined;
  readonly onRetry: () => void;
  readonly value: string;
  readonly onChange: (key: string) => void;
  readonly error: string | undefined;
}

/** The domestic delivery from our warehouse to the address, priced for the parcel's weight. */
export function CourierSection({
  locale,
  hasAddress,
  couriers,
  isLoading,
  errorMessage,
  onRetry,
  value,
  onChange,
  error,
}: CourierSectionProps) {
  const intl = useIntl();
  return (
    <Card title={<FormattedMessage id="checkout.courier.title" />}>
      {!hasAddress && (
        <p className="text-sm text-neutral-700">
          <FormattedMessage id="checkout.courier.needAddress" />
        </p>
      )}
      <QueryFeedback
        loading={hasAddress && isLoading}
        error={hasAddress ? errorMessage : undefined}
        onRetry={onRetry}
        texts={{
          loading: intl.formatMessage({ id: 'checkout.courier.loading' }),
          retry: <FormattedMessage id="checkout.action.retry" />,
        }}
      />
      {hasAddress && couriers && couriers.length === 0 && (
        <Alert tone="warning">
          <FormattedMessage id="checkout.courier.none" />
        </Alert>
      )}
      {hasAddress && couriers && couriers.length > 0 && (
        <RadioGroup
          legend={<FormattedMessage id="checkout.courier.legend" />}
          name="courier"
          required
          value={value || undefined}
          onChange={onChange}
          error={error}
          options={couriers.map((courier) => ({
            value: courierKey(courier),
            label: (
              <span className="font-medium">
                {courier.name} {courier.service} · {formatMoney(courier.fee, locale)}
              </span>
            ),
            description: (
              <>
                {courier.description}
                {courier.etd_days_min !== null && courier.etd_days_max !== null && (
                  <>
                    {' · '}
                    {courier.etd_days_min === courier.etd_days_max ? (
                      // "1 day", never "1–1 day".
                      <FormattedMessage
                        id="checkout.courier.day"
                        values={{ days: courier.etd_days_min }}
                      />
                    ) : (
                      <FormattedMessage
                        id="checkout.courier.days"
                        values={{ min: courier.etd_days_min, max: courier.etd_days_max }}
                      />
                    )}
                  </>
                )}
              </>
            ),
          }))}
        />
      )}
    </Card>
  );
}
