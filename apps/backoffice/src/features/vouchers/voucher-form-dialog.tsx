import { useCreateVoucherMutation, useUpdateVoucherMutation } from '@storefront/api';
import { Alert, Button, CheckboxField, Dialog, RadioGroup, TextField } from '@storefront/ui-kit';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { applyServerFieldErrors, fieldErrorResolver, toApiError } from '@storefront/ui-support';
import { useLanguage } from '../../shared/locale';
import { useMarket } from '../../shared/market';
import { enqueueToast } from '../../shared/notify';
import type { AdminVoucher, VoucherFormSchema, VoucherFormValues } from './support/voucher-form';
import {
  DISCOUNT_KINDS,
  emptyVoucherForm,
  SERVER_FIELDS,
  voucherFormSchema,
  voucherToForm,
} from './support/voucher-form';

export interface VoucherFormDialogProps {
  /** The voucher being edited; null creates a new one. */
  readonly voucher: AdminVoucher | null;
  readonly onClose: () => void;
}

/**
 * Creating or editing a voucher: the terms of the contract's voucherInputSchema, amounts in the
 * market currency and times on the market's clock. Mounted only while open, so each opening
 * starts from the voucher's current terms.
 */
export function VoucherFormDialog({ voucher, onClose }: VoucherFormDialogProps) {
  const intl = useIntl();
  const language = useLanguage();
  const market = useMarket();
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [create, creating] = useCreateVoucherMutation();
  const [update, updating] = useUpdateVoucherMutation();
  const busy = creating.isLoading || updating.isLoading;
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<VoucherFormValues, unknown, z.output<VoucherFormSchema>>({
    resolver: fieldErrorResolver(voucherFormSchema(market.currency, market.timeZone), language),
    defaultValues: voucher
      ? voucherToForm(voucher, market.timeZone)
      : emptyVoucherForm(new Date(), market.timeZone),
  });
  const kind = watch('kind');
  const currency = market.currency;

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    const result = voucher
      ? await update({ params: { voucherId: voucher.id }, body })
      : await create({ body });
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
    enqueueToast(
      intl.formatMessage(
        { id: voucher ? 'backoffice.vouchers.saved' : 'backoffice.vouchers.created' },
        { title: result.data.title },
      ),
      { variant: 'success' },
    );
    onClose();
  });

  const text = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `backoffice.vouchers.form.${id}` }, values);

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      dismissible={!busy}
      closeLabel={text('close')}
      title={text(voucher ? 'editTitle' : 'createTitle')}
      description={text('description', { currency, timeZone: market.timeZone })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            <FormattedMessage id="backoffice.vouchers.form.cancel" />
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {text(voucher ? 'save' : 'create')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-4 sm:grid-cols-2"
      >
        {failure && (
          <Alert tone="error" className="sm:col-span-2">
            {failure}
          </Alert>
        )}
        <TextField
          {...register('title')}
          label={text('title')}
          error={errors.title?.message}
          containerClassName="sm:col-span-2"
          required
        />
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <RadioGroup
              legend={text('kind')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.kind?.message}
              className="sm:col-span-2"
              layout="cards"
              options={DISCOUNT_KINDS.map((value) => ({ value, label: text(`kind.${value}`) }))}
            />
          )}
        />
        {kind === 'fixed' ? (
          <TextField
            {...register('amount')}
            label={text('amount', { currency })}
            inputMode="decimal"
            error={errors.amount?.message}
            required
          />
        ) : (
          <>
            <TextField
              {...register('percent')}
              label={text('percent')}
              hint={text('percentHint')}
              inputMode="decimal"
              error={errors.percent?.message}
              required
            />
            <TextField
              {...register('cap')}
              label={text('cap', { currency })}
              hint={text('capHint')}
              inputMode="decimal"
              error={errors.cap?.message}
            />
          </>
        )}
        <TextField
          {...register('min_spend')}
          label={text('minSpend', { currency })}
          hint={text('minSpendHint')}
          inputMode="decimal"
          error={errors.min_spend?.message}
        />
        <TextField
          {...register('valid_from')}
          type="datetime-local"
          label={text('validFrom')}
          error={errors.valid_from?.message}
          required
        />
        <TextField
          {...register('valid_until')}
          type="datetime-local"
          label={text('validUntil')}
          error={errors.valid_until?.message}
          required
        />
        <TextField
          {...register('quota')}
          label={text('quota')}
          hint={text('quotaHint')}
          inputMode="numeric"
          error={errors.quota?.message}
          required
        />
        <CheckboxField
          {...register('stackable')}
          label={text('stackable')}
          error={errors.stackable?.message}
          containerClassName="self-center"
        />
      </form>
    </Dialog>
  );
}
