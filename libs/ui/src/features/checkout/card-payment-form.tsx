import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError, messageFor, usePayByCardMutation } from '@storefront/api';
import type { CardForm, Money, PaymentMethod } from '@storefront/domain';
import { CARD_INSTALLMENT_MONTHS, createCardFormSchema, FIELD_LIMITS } from '@storefront/domain';
import { Alert, Button, RadioGroup, TextField } from '@storefront/ui-kit';
import { fieldText } from '@storefront/ui-support';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { enqueueToast, useLanguage } from '../../shared';
import { CardTokenizationError, tokenizeCard } from './card-tokenizer';

type CardSchema = ReturnType<typeof createCardFormSchema>;

export interface CardPaymentFormProps {
  readonly groupNumber: string;
  /** The card provider's tokenization script and key, from the gateway's payment answer. */
  readonly tokenization: { readonly script_url: string; readonly publishable_key: string };
  readonly amount: Money;
  /** Installment plans (months) to choose from; empty for a one-off card payment. */
  readonly installmentMonths: readonly number[];
  /** The card method chosen on the page (an extra charge, decision 304); absent: the group's. */
  readonly method?: Extract<PaymentMethod, 'credit_card' | 'installment'>;
  /** The bank wants its one-time password: the page to show. */
  readonly onAuthentication: (url: string) => void;
}

/**
 * The card form: the domain's card schema (name, Luhn-checked number, expiry not past in
 * Singapore time, CVV) before anything is sent; then the provider's script tokenizes the card in
 * the browser and only the token (and the chosen installment plan) goes to the gateway, which
 * charges it. A bank that asks for 3-D Secure hands over to the OTP step (decision 280).
 */
export function CardPaymentForm({
  groupNumber,
  tokenization,
  amount,
  installmentMonths,
  method,
  onAuthentication,
}: CardPaymentFormProps) {
  const intl = useIntl();
  const language = useLanguage();
  const schema = useMemo(() => createCardFormSchema(() => new Date()), []);
  const [payByCard, paying] = usePayByCardMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const installment = installmentMonths.length > 0;
  const [plan, setPlan] = useState<string | undefined>(undefined);
  const [planError, setPlanError] = useState<string | null>(null);
  const form = useForm<z.input<CardSchema>, unknown, z.output<CardSchema>>({
    resolver: zodResolver(schema),
    defaultValues: { cardHolderName: '', cardNumber: '', expiryMonth: '', expiryYear: '', cvv: '' },
  });
  const { errors } = form.formState;
  const error = (field: keyof CardForm) =>
    fieldText(errors[field]?.message, language, {
      min: FIELD_LIMITS.nameMin,
      max: FIELD_LIMITS.nameMax,
    });

  async function submit(card: CardForm) {
    setRefusal(null);
    setPlanError(null);
    const months = installment
      ? (CARD_INSTALLMENT_MONTHS.find((offered) => String(offered) === plan) ?? null)
      : null;
    if (installment && months === null) {
      setPlanError(fieldText('field.required', language) ?? null);
      return;
    }
    let tokenId: string;
    setTokenizing(true);
    try {
      const token = await tokenizeCard(
        tokenization,
        {
          number: card.cardNumber,
          expiryMonth: card.expiryMonth,
          expiryYear: card.expiryYear,
          securityCode: card.cvv,
        },
        amount,
      );
      tokenId = token.id;
    } catch (error) {
      setRefusal(
        intl.formatMessage({
          id:
            error instanceof CardTokenizationError && error.code.startsWith('SCRIPT_')
              ? 'checkout.card.unavailable'
              : 'checkout.card.declined',
        }),
      );
      return;
    } finally {
      setTokenizing(false);
    }
    try {
      const result = await payByCard({
        body: {
          group_number: groupNumber,
          token_id: tokenId,
          installment_months: months,
          ...(method ? { method } : {}),
          // One key per press of Pay: RTK Query's retry resends it, a new press makes a new one.
          idempotency_key: crypto.randomUUID(),
        },
      }).unwrap();
      if (result.authentication_url !== null) {
        onAuthentication(result.authentication_url);
      } else if (result.payment_status === 'paid') {
        enqueueToast(intl.formatMessage({ id: 'checkout.pay.paidToast' }), {
          variant: 'success',
        });
      } else {
        setRefusal(intl.formatMessage({ id: 'checkout.card.declined' }));
      }
    } catch (error) {
      const failure = isApiError(error) ? error : null;
      const planFailure = failure?.fields?.['installment_months'];
      if (planFailure) setPlanError(fieldText(planFailure, language) ?? null);
      setRefusal(failure?.message ?? messageFor('generic_retry', language));
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="flex flex-col gap-3"
      aria-label={intl.formatMessage({ id: 'checkout.card.title' })}
    >
      <TextField
        label={<FormattedMessage id="checkout.card.name" />}
        autoComplete="cc-name"
        required
        error={error('cardHolderName')}
        {...form.register('cardHolderName')}
      />
      <TextField
        label={<FormattedMessage id="checkout.card.number" />}
        autoComplete="cc-number"
        inputMode="numeric"
        required
        error={error('cardNumber')}
        {...form.register('cardNumber')}
      />
      <div className="grid grid-cols-3 gap-3">
        <TextField
          label={<FormattedMessage id="checkout.card.month" />}
          autoComplete="cc-exp-month"
          inputMode="numeric"
          placeholder="MM"
          maxLength={2}
          required
          error={error('expiryMonth')}
          {...form.register('expiryMonth')}
        />
        <TextField
          label={<FormattedMessage id="checkout.card.year" />}
          autoComplete="cc-exp-year"
          inputMode="numeric"
          placeholder="YYYY"
          maxLength={4}
          required
          error={error('expiryYear')}
          {...form.register('expiryYear')}
        />
        <TextField
          label={<FormattedMessage id="checkout.card.cvv" />}
          autoComplete="cc-csc"
          inputMode="numeric"
          type="password"
          maxLength={4}
          required
          error={error('cvv')}
          {...form.register('cvv')}
        />
      </div>
      {installment && (
        <RadioGroup
          legend={<FormattedMessage id="checkout.card.plan" />}
          name="installment-plan"
          layout="cards"
          required
          options={installmentMonths.map((months) => ({
            value: String(months),
            label: <FormattedMessage id="checkout.card.planMonths" values={{ months }} />,
          }))}
          value={plan}
          onChange={(value) => {
            setPlan(value);
            setPlanError(null);
          }}
          error={planError}
        />
      )}
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <Button type="submit" loading={tokenizing || paying.isLoading}>
        <FormattedMessage id="checkout.card.pay" />
      </Button>
    </form>
  );
}
