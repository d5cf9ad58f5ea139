import {
  useDeleteAddressMutation,
  useListAddressesQuery,
  useUpdateAddressMutation,
} from '@storefront/api';
import { buttonClassName, EmptyState } from '@storefront/ui-kit';
import { QueryResultFeedback, toApiError } from '@storefront/ui-support';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { enqueueToast } from '../../shared/notify';
import { useLocalePath } from '../../shared/routing';
import { AccountPage } from './components/account-page';
import { AddressCard, AddressLabel } from './components/address-card';
import { ConfirmDialog } from './components/confirm-dialog';
import type { Address } from './support/address-body';
import { addressUpdateBody } from './support/address-body';

/** The address book (SPEC §2): the main address first, add, edit, make main, delete. */
export default function AddressesScreen() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const addresses = useListAddressesQuery();
  const [update] = useUpdateAddressMutation();
  const [remove, removing] = useDeleteAddressMutation();
  const [makingMain, setMakingMain] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const generic = intl.formatMessage({ id: 'account.error.generic' });

  async function makeMain(address: Address) {
    setMakingMain(address.id);
    const result = await update({ body: addressUpdateBody(address, true) });
    setMakingMain(null);
    if (result.error !== undefined) {
      enqueueToast(toApiError(result.error, generic).message, { variant: 'error' });
    } else {
      enqueueToast(intl.formatMessage({ id: 'account.address.mainSaved' }), {
        variant: 'success',
      });
    }
  }

  async function confirmDelete(address: Address) {
    const result = await remove({ params: { addressId: address.id } });
    if (result.error !== undefined) {
      enqueueToast(toApiError(result.error, generic).message, { variant: 'error' });
    } else {
      enqueueToast(intl.formatMessage({ id: 'account.address.deleted' }), {
        variant: 'success',
      });
    }
    setDeleting(null);
  }

  const addLink = (
    <Link to={localePath('account/addresses/new')} className={buttonClassName('primary')}>
      <FormattedMessage id="account.address.add" />
    </Link>
  );

  return (
    <AccountPage
      title={<FormattedMessage id="account.addresses.title" />}
      actions={addresses.data && addresses.data.length > 0 ? addLink : undefined}
    >
      {addresses.isLoading || addresses.error || !addresses.data ? (
        <QueryResultFeedback
          query={addresses}
          fallbackError={generic}
          busyRetry
          texts={{
            loading: intl.formatMessage({ id: 'account.loading' }),
            retry: <FormattedMessage id="account.retry" />,
          }}
        />
      ) : addresses.data.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="account.addresses.emptyTitle" />}
          description={<FormattedMessage id="account.addresses.emptyText" />}
          action={addLink}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {addresses.data.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              makingMain={makingMain === address.id}
              onMakeMain={() => void makeMain(address)}
              onDelete={() => setDeleting(address)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={<FormattedMessage id="account.address.deleteTitle" />}
        description={
          deleting && (
            <FormattedMessage
              id="account.address.deleteText"
              values={{ label: <AddressLabel label={deleting.label} /> }}
            />
          )
        }
        confirmLabel={<FormattedMessage id="account.delete" />}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
        busy={removing.isLoading}
      />
    </AccountPage>
  );
}
