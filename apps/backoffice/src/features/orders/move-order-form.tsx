import { useMoveOrderMutation } from '@storefront/api';
import { moveOrderBodySchema } from '@storefront/contract';
import type { OrderStatus } from '@storefront/domain';
import { Alert, Button, SelectField, TextAreaField, TextField } from '@storefront/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { applyServerFieldErrors, fieldErrorResolver, toApiError } from '@storefront/ui-support';
import { useLanguage } from '../../shared/locale';
import { staffMoveOptions } from './support/staff-moves';

type MoveForm = z.input<typeof moveOrderBodySchema>;

export interface MoveOrderFormProps {
  readonly orderNumber: string;
  readonly status: OrderStatus;
  readonly onMoved: (status: OrderStatus) => void;
}

/**
 * "Move order": only the moves the domain's table opens to staff from the current status (see
 * staffMoveOptions), with the tracking number when the move needs one. The form is checked by
 * moveOrder's own body schema before it is sent; the gateway judges the move again.
 */
export function MoveOrderForm({ orderNumber, status, onMoved }: MoveOrderFormProps) {
  const intl = useIntl();
  const language = useLanguage();
  const options = staffMoveOptions(status);
  const [failure, setFailure] = useState<string | null>(null);
  const [move, moving] = useMoveOrderMutation();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<MoveForm>({
    resolver: fieldErrorResolver(moveOrderBodySchema, language),
    // One way on: chosen already. Several: staff choose, nothing is preselected.
    defaultValues: {
      status: (options.length === 1 ? options[0]?.to : '') as MoveForm['status'],
      note: '',
    },
    // The tracking number exists only while a move that needs it is chosen.
    shouldUnregister: true,
  });
  const chosen = options.find((option) => option.to === watch('status'));

  if (options.length === 0) {
    return (
      <p className="text-sm text-neutral-700">
        {status === 'returning' ? (
          <FormattedMessage id="backoffice.orders.move.returning" />
        ) : (
          <FormattedMessage
            id="backoffice.orders.move.none"
            values={{ status: intl.formatMessage({ id: `backoffice.orders.status.${status}` }) }}
          />
        )}
      </p>
    );
  }

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    const result = await move({ params: { orderNumber }, body });
    if (result.error !== undefined) {
      const error = toApiError(
        result.error,
        intl.formatMessage({ id: 'backoffice.common.genericError' }),
      );
      const fields = {
        status: 'status',
        tracking_number: 'tracking_number',
        note: 'note',
      } as const;
      if (!applyServerFieldErrors(error, fields, setError, language)) setFailure(error.message);
      return;
    }
    onMoved(result.data.status);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {failure && <Alert tone="error">{failure}</Alert>}
      <SelectField
        {...register('status')}
        label={intl.formatMessage({ id: 'backoffice.orders.move.next' })}
        placeholder={
          options.length > 1
            ? intl.formatMessage({ id: 'backoffice.orders.move.choose' })
            : undefined
        }
        error={errors.status?.message}
        required
        options={options.map((option) => ({
          value: option.to,
          label: intl.formatMessage({ id: `backoffice.orders.status.${option.to}` }),
        }))}
      />
      {chosen?.needsTracking && (
        <TextField
          {...register('tracking_number')}
          label={intl.formatMessage({ id: 'backoffice.orders.move.tracking' })}
          hint={intl.formatMessage({ id: 'backoffice.orders.move.trackingHint' })}
          error={errors.tracking_number?.message}
          autoComplete="off"
          required
        />
      )}
      <TextAreaField
        {...register('note')}
        label={intl.formatMessage({ id: 'backoffice.orders.move.note' })}
        hint={intl.formatMessage({ id: 'backoffice.orders.move.noteHint' })}
        error={errors.note?.message}
        rows={2}
      />
      <div>
        <Button type="submit" loading={moving.isLoading}>
          <FormattedMessage id="backoffice.orders.move.submit" />
        </Button>
      </div>
    </form>
  );
}
