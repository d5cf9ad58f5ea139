import { useListSalesContactsQuery, useSetCustomerSalesContactMutation } from '@storefront/api';
import { FIELD_ERRORS } from '@storefront/domain';
import { SelectField } from '@storefront/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { DialogOpener, StaffFormDialog, useCloseDialog, useStaffForm } from '../../../shared/forms';
import { enqueueToast } from '../../../shared/notify';
import { QueryState } from '../../../shared/query';

export interface SalesContactDialogProps {
  readonly customerId: string;
  readonly customerName: string;
  /** The contact the customer has now; null when none. */
  readonly currentId: string | null;
}

const formSchema = z.object({
  sales_contact_id: z.string().min(1, { error: FIELD_ERRORS.required }),
});

/**
 * Moves one customer to another sales contact (decision 302). Only active contacts are offered:
 * the gateway refuses an inactive one too. The roster is read only when the dialog opens.
 */
export function SalesContactDialog(props: SalesContactDialogProps) {
  return (
    <DialogOpener
      size="sm"
      variant="secondary"
      label={
        // "Change" on screen; the whole "Change the sales contact of …" for a screen reader,
        // which meets one such button per row.
        <>
          <FormattedMessage id="backoffice.customers.salesContact.change" />{' '}
          <span className="sr-only">
            <FormattedMessage
              id="backoffice.customers.salesContact.changeWhose"
              values={{ name: props.customerName }}
            />
          </span>
        </>
      }
    >
      <SalesContactForm {...props} />
    </DialogOpener>
  );
}

function SalesContactForm({ customerId, customerName, currentId }: SalesContactDialogProps) {
  const intl = useIntl();
  const close = useCloseDialog();
  const roster = useListSalesContactsQuery({});
  const [assign] = useSetCustomerSalesContactMutation();
  const { register, errors, mutationDialog } = useStaffForm(formSchema, {
    sales_contact_id: currentId ?? '',
  });
  const active = roster.data?.items.filter((contact) => contact.active) ?? [];

  const dialog = mutationDialog(
    (body) => assign({ params: { customerId }, body }),
    { sales_contact_id: 'sales_contact_id' },
    (contact) => {
      close();
      enqueueToast(
        intl.formatMessage(
          { id: 'backoffice.customers.salesContact.done' },
          { customer: customerName, name: contact.nama },
        ),
        { variant: 'success' },
      );
    },
  );

  return (
    <StaffFormDialog
      {...dialog}
      title={
        <FormattedMessage
          id="backoffice.customers.salesContact.title"
          values={{ customer: customerName }}
        />
      }
      submitLabel={<FormattedMessage id="backoffice.customers.salesContact.submit" />}
      formClassName="flex flex-col gap-4"
    >
      {roster.data === undefined ? (
        <QueryState
          isLoading={roster.isLoading}
          error={roster.error}
          onRetry={() => void roster.refetch()}
        />
      ) : active.length === 0 ? (
        <p className="text-sm text-neutral-700">
          <FormattedMessage id="backoffice.customers.salesContact.noneActive" />
        </p>
      ) : (
        <SelectField
          {...register('sales_contact_id')}
          label={intl.formatMessage({ id: 'backoffice.customers.salesContact.field' })}
          placeholder={intl.formatMessage({ id: 'backoffice.customers.salesContact.choose' })}
          error={errors.sales_contact_id?.message}
          required
          options={active.map((contact) => ({
            value: contact.id,
            label: `${contact.nama} (${contact.telepon})`,
          }))}
        />
      )}
    </StaffFormDialog>
  );
}
