import { useResolveProductRequestMutation } from '@storefront/api';
import { RadioGroup, TextAreaField, TextField } from '@storefront/ui-kit';
import { Controller } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogOpener, StaffFormDialog, useCloseDialog, useStaffForm } from '../../../shared/forms';
import { enqueueToast } from '../../../shared/notify';
import { RESOLVE_OUTCOMES, resolveRequestFormSchema } from './resolve-request-form-schema';

export interface ResolveRequestDialogProps {
  readonly requestId: string;
  readonly customerName: string;
}

/**
 * Closes a request: found (the catalogue product now offered) or rejected (with the reason the
 * customer reads). The body is checked with the contract's own schema before it is sent; only
 * the chosen outcome's field goes with it.
 */
export function ResolveRequestDialog(props: ResolveRequestDialogProps) {
  return (
    <DialogOpener
      size="sm"
      variant="secondary"
      label={<FormattedMessage id="backoffice.productRequests.resolve" />}
    >
      <ResolveForm {...props} />
    </DialogOpener>
  );
}

function ResolveForm({ requestId, customerName }: ResolveRequestDialogProps) {
  const intl = useIntl();
  const close = useCloseDialog();
  const [resolve] = useResolveProductRequestMutation();
  const { register, control, watch, clearErrors, errors, mutationDialog } = useStaffForm(
    resolveRequestFormSchema,
    { outcome: 'found', product_id: '', reason: '' },
  );
  const outcome = watch('outcome');

  const dialog = mutationDialog(
    (body) => resolve({ params: { requestId }, body }),
    { product_id: 'product_id', reason: 'reason' },
    () => {
      close();
      enqueueToast(intl.formatMessage({ id: 'backoffice.productRequests.resolve.done' }), {
        variant: 'success',
      });
    },
  );

  return (
    <StaffFormDialog
      {...dialog}
      title={
        <FormattedMessage
          id="backoffice.productRequests.resolve.title"
          values={{ customer: customerName }}
        />
      }
      submitLabel={<FormattedMessage id="backoffice.productRequests.resolve.submit" />}
      formClassName="flex flex-col gap-4"
    >
      <Controller
        control={control}
        name="outcome"
        render={({ field }) => (
          <RadioGroup
            legend={<FormattedMessage id="backoffice.productRequests.resolve.outcome" />}
            name={field.name}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              clearErrors();
            }}
            onBlur={field.onBlur}
            options={RESOLVE_OUTCOMES.map((value) => ({
              value,
              label: (
                <FormattedMessage id={`backoffice.productRequests.resolve.outcome.${value}`} />
              ),
            }))}
          />
        )}
      />
      {outcome === 'found' ? (
        <TextField
          {...register('product_id')}
          label={intl.formatMessage({ id: 'backoffice.productRequests.resolve.productId' })}
          error={errors.product_id?.message}
          required
        />
      ) : (
        <TextAreaField
          {...register('reason')}
          label={intl.formatMessage({ id: 'backoffice.productRequests.resolve.reason' })}
          error={errors.reason?.message}
          rows={3}
          required
        />
      )}
    </StaffFormDialog>
  );
}
