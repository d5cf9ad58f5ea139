import {
  useCreateSalesContactMutation,
  useListSalesContactsQuery,
  useSetSalesContactActiveMutation,
} from '@storefront/api';
import type { EndpointResponse, listSalesContacts } from '@storefront/contract';
import { Alert, Badge, Button, Card, PageHeading, TextField } from '@storefront/ui-kit';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DATE_TIME } from '../../shared/format';
import { useStaffForm } from '../../shared/forms';
import { StaffTable, TABLE_CELL } from '../../shared/layout';
import { useMarket } from '../../shared/market';
import { enqueueToast } from '../../shared/notify';
import { useMutationFailure } from '../../shared/query';
import { QueryState } from '../../shared/query';
import { salesContactFormSchema } from './sales-contact-form-schema';

type SalesContact = EndpointResponse<typeof listSalesContacts>['items'][number];

/**
 * The sales roster (decision 302): who takes new customers and in which order, the form that
 * adds a person, and the action that takes one out of the rotation or back in. The gateway lists
 * the active contacts in rotation order, so the first of them is the next one.
 */
export default function SalesContactsScreen() {
  const contacts = useListSalesContactsQuery({});
  const items = contacts.data?.items;
  const noneActive = items !== undefined && !items.some((contact) => contact.active);

  return (
    <div className="flex flex-col gap-4">
      <PageHeading
        title={<FormattedMessage id="backoffice.salesContacts.title" />}
        description={<FormattedMessage id="backoffice.salesContacts.description" />}
      />
      {noneActive && (
        <Alert tone="warning">
          <FormattedMessage id="backoffice.salesContacts.noneActive" />
        </Alert>
      )}
      <Card title={<FormattedMessage id="backoffice.salesContacts.form.title" />}>
        <AddContactForm />
      </Card>
      <Card padding="none" title={<FormattedMessage id="backoffice.salesContacts.list.title" />}>
        {items === undefined ? (
          <div className="p-4">
            <QueryState
              isLoading={contacts.isLoading}
              error={contacts.error}
              onRetry={() => void contacts.refetch()}
            />
          </div>
        ) : items.length === 0 ? (
          <p className="p-4 text-sm text-neutral-700">
            <FormattedMessage id="backoffice.salesContacts.empty" />
          </p>
        ) : (
          <StaffTable
            caption={<FormattedMessage id="backoffice.salesContacts.caption" />}
            columns={(
              ['name', 'telepon', 'state', 'customers', 'lastAssigned', 'action'] as const
            ).map((column) => ({
              label: <FormattedMessage id={`backoffice.salesContacts.column.${column}`} />,
            }))}
          >
            {items.map((contact, index) => (
              <ContactRow key={contact.id} contact={contact} next={index === 0 && contact.active} />
            ))}
          </StaffTable>
        )}
      </Card>
    </div>
  );
}

function AddContactForm() {
  const intl = useIntl();
  const { country } = useMarket();
  const [added, setAdded] = useState<string | null>(null);
  const [createContact] = useCreateSalesContactMutation();
  const { register, reset, errors, failure, formState, submitMutation } = useStaffForm(
    salesContactFormSchema(country),
    { nama: '', telepon: '' },
  );

  const submit = submitMutation(
    (body) => {
      setAdded(null);
      return createContact({ body });
    },
    { nama: 'nama', telepon: 'telepon' },
    (contact) => {
      reset();
      setAdded(contact.nama);
    },
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {failure && <Alert tone="error">{failure}</Alert>}
      {added && (
        <Alert tone="success">
          <FormattedMessage id="backoffice.salesContacts.form.done" values={{ name: added }} />
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...register('nama')}
          label={intl.formatMessage({ id: 'backoffice.salesContacts.form.nama' })}
          autoComplete="off"
          error={errors.nama?.message}
          required
        />
        <TextField
          {...register('telepon')}
          type="tel"
          label={intl.formatMessage({ id: 'backoffice.salesContacts.form.telepon' })}
          hint={intl.formatMessage({ id: 'backoffice.salesContacts.form.teleponHint' })}
          autoComplete="off"
          error={errors.telepon?.message}
          required
        />
      </div>
      <div>
        <Button type="submit" loading={formState.isSubmitting}>
          <FormattedMessage id="backoffice.salesContacts.form.submit" />
        </Button>
      </div>
    </form>
  );
}

function ContactRow({ contact, next }: { readonly contact: SalesContact; readonly next: boolean }) {
  const intl = useIntl();
  const [setActive, setting] = useSetSalesContactActiveMutation();
  const { failure, clear, fail } = useMutationFailure();

  async function flip() {
    clear();
    const active = !contact.active;
    const result = await setActive({ params: { salesContactId: contact.id }, body: { active } });
    if (result.error !== undefined) {
      fail(result.error);
      return;
    }
    enqueueToast(
      intl.formatMessage(
        {
          id: active
            ? 'backoffice.salesContacts.reactivated'
            : 'backoffice.salesContacts.deactivated',
        },
        { name: contact.nama },
      ),
      { variant: 'success' },
    );
  }

  const state = !contact.active ? 'inactive' : next ? 'next' : 'active';
  return (
    <tr>
      <th scope="row" className={`${TABLE_CELL} font-medium`}>
        {contact.nama}
      </th>
      <td className={`${TABLE_CELL} tabular-nums`}>{contact.telepon}</td>
      <td className={TABLE_CELL}>
        <Badge tone={state === 'inactive' ? 'neutral' : 'success'}>
          <FormattedMessage id={`backoffice.salesContacts.state.${state}`} />
        </Badge>
      </td>
      <td className={`${TABLE_CELL} tabular-nums`}>{intl.formatNumber(contact.customer_count)}</td>
      <td className={TABLE_CELL}>
        {contact.last_assigned_at === null ? (
          <FormattedMessage id="backoffice.salesContacts.neverAssigned" />
        ) : (
          intl.formatDate(contact.last_assigned_at, DATE_TIME)
        )}
      </td>
      <td className={TABLE_CELL}>
        <Button
          size="sm"
          variant={contact.active ? 'secondary' : 'primary'}
          loading={setting.isLoading}
          onClick={() => void flip()}
        >
          <FormattedMessage
            id={
              contact.active
                ? 'backoffice.salesContacts.deactivate'
                : 'backoffice.salesContacts.reactivate'
            }
            values={{ name: contact.nama }}
          />
        </Button>
        {failure && (
          <p role="alert" className="mt-1 text-sm text-danger-700">
            {failure}
          </p>
        )}
      </td>
    </tr>
  );
}
