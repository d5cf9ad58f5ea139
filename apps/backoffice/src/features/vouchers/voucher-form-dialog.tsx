import { useCreateVoucherMutation, useUpdateVoucherMutation } from '@storefront/api';
import { CheckboxField, RadioGroup, TextField } from '@storefront/ui-kit';
import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { StaffFormDialog, useStaffForm } from '../../shared/forms';
import { useBackofficeLocale } from '../../shared/locale';
import { useMarket } from '../../shared/market';
import { enqueueToast } from '../../shared/notify';
import type { AdminVoucher } from './support/voucher-form';
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
  const market = useMarket();
  const { locale } = useBackofficeLocale();
  const [create] = useCreateVoucherMutation();
  const [update] = useUpdateVoucherMutation();
  const { register, control, watch, errors, mutationDialog } = useStaffForm(
    voucherFormSchema(market.currency, market.timeZone, locale),
    voucher
      ? voucherToForm(voucher, market.timeZone, locale)
      : emptyVoucherForm(new Date(), market.timeZone),
  );
  const kind = watch('kind');
  const currency = market.currency;

  const dialog = mutationDialog(
    (body) => (voucher ? update({ params: { voucherId: voucher.id }, body }) : create({ body })),
    SERVER_FIELDS,
    (saved) => {
      enqueueToast(
        intl.formatMessage(
          { id: voucher ? 'backoffice.vouchers.saved' : 'backoffice.vouchers.created' },
          { title: saved.title },
        ),
        { variant: 'success' },
      );
      onClose();
    },
  );

  const text = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `backoffice.vouchers.form.${id}` }, values);

  return (
    <StaffFormDialog
      size="lg"
      onClose={onClose}
      {...dialog}
      title={text(voucher ? 'editTitle' : 'createTitle')}
      description={text('description', { currency, timeZone: market.timeZone })}
      submitLabel={text(voucher ? 'save' : 'create')}
      formClassName="grid gap-4 sm:grid-cols-2"
    >
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
    </StaffFormDialog>
  );
}
