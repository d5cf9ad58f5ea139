import type { MarketConfig, PaymentMethod } from '@storefront/domain';
import { groupPaymentMethods } from '@storefront/domain';
import { Card, FieldError, RadioGroup } from '@storefront/ui-kit';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

export interface PaymentMethodSectionProps {
  readonly market: Pick<MarketConfig, 'paymentMethods'>;
  readonly value: PaymentMethod | undefined;
  readonly onChange: (method: PaymentMethod) => void;
  readonly error: string | undefined;
}

/**
 * Every payment method the market enables, grouped as the domain groups them (bank, card,
 * e-wallet, QR). The radios share one name, so the groups are one choice.
 */
export function PaymentMethodSection({
  market,
  value,
  onChange,
  error,
}: PaymentMethodSectionProps) {
  const errorId = useId();
  return (
    <Card title={<FormattedMessage id="checkout.payment.title" />}>
      <div className="flex flex-col gap-4">
        {groupPaymentMethods(market).map((section) => (
          <RadioGroup<PaymentMethod>
            key={section.group}
            legend={<FormattedMessage id={`checkout.paymentGroup.${section.group}`} />}
            name="payment_method"
            layout="cards"
            value={value}
            onChange={onChange}
            options={section.methods.map((method) => ({
              value: method,
              label: <FormattedMessage id={`checkout.paymentMethod.${method}`} />,
            }))}
          />
        ))}
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </div>
    </Card>
  );
}
