import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError, messageFor, usePayByCardMutation } from '@storefront/api';
import type { CardForm } from '@storefront/domain';
import { createCardFormSchema, FIELD_LIMITS } from '@storefront/domain';
import { Alert, Button, TextField } from '@storefront/ui-kit';
import { fieldText } from '@storefront/ui-support';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { enqueueToast, useLanguage } from '../../shared';

type CardSchema = ReturnType<typeof createCardFormSchema>;

/** The gateway's card fields → the form's. */
const SERVER_FIELDS: Readonly<Record<string, keyof CardForm>> = {
  card_holder_name: 'cardHolderName',
  card_number: 'cardNumber',
  expiry_month: 'expiryMonth',
  expiry_year: 'expiryYear',
  cvv: 'cvv',
};

export interface CardPaymentFormProps {
  readonly groupNumber: string;
  /** The bank wants its one-time password: the page to show. */
  readonly onAuthentication: (url: string) => void;
}

/**
 * The card form: the domain's card schema (name, Luhn-checked number, expiry not past in
 * Singapore time, CVV) before anything is sent, then the charge; a bank that asks for its OTP
 * hands over to the OTP step.
 */
export function CardPaymentForm({ groupNumber, onAuthentication }: CardPaymentFormProps) {
  const intl = useIntl();
  const language = useLanguage();
  const schema = useMemo(() => createCardFormSchema(() => new Date()), []);
  const [payByCard, paying] = usePayByCardMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
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
    try {
      const result = await payByCard({
        body: {
          group_number: groupNumber,
          card_holder_name: card.cardHolderName,
          card_number: card.cardNumber,
          expiry_month: card.expiryMonth,
          expiry_year: card.expiryYear,
          cvv: card.cvv,
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
      for (const [path, id] of Object.entries(failure?.fields ?? {})) {
        const field = SERVER_FIELDS[path];
        if (field) form.setError(field, { message: id });
      }
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
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <Button type="submit" loading={paying.isLoading}>
        <FormattedMessage id="checkout.card.pay" />
      </Button>
    </form>
  );
}
