import { useLookupCustomersQuery } from '@storefront/api';
import { PageHeading, TextField } from '@storefront/ui-kit';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useFormatMoney } from '../../shared/format';
import { ListFilters, PagedTable, useListParams } from '../../shared/paging';
import { SalesContactDialog } from './components/sales-contact-dialog';

const COLUMNS = [
  'name',
  'email',
  'phone',
  'salesContact',
  'level',
  'verified',
  'orders',
  'total',
  'since',
] as const;

/** Customer lookup: a search box and the customers it finds, with their order figures. */
export default function CustomersScreen() {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const { page, get, setFilters, setPage } = useListParams();
  const search = get('search');
  const [searchText, setSearchText] = useState(search ?? '');
  const customers = useLookupCustomersQuery({ query: { page, search } });
  const yesNo = (value: boolean) =>
    intl.formatMessage({ id: value ? 'backoffice.common.yes' : 'backoffice.common.no' });

  return (
    <div className="flex flex-col gap-4">
      <PageHeading
        title={<FormattedMessage id="backoffice.customers.title" />}
        description={<FormattedMessage id="backoffice.customers.description" />}
      />
      <ListFilters
        label={intl.formatMessage({ id: 'backoffice.customers.searchForm' })}
        submitLabel={<FormattedMessage id="backoffice.common.search" />}
        onSubmit={() => setFilters({ search: searchText.trim() })}
      >
        <TextField
          type="search"
          label={intl.formatMessage({ id: 'backoffice.customers.search' })}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          containerClassName="min-w-64 flex-1"
        />
      </ListFilters>
      <PagedTable
        list={customers}
        idPrefix="backoffice.customers"
        columns={COLUMNS}
        rowKey={(customer) => customer.id}
        renderCells={(customer) => (
          <>
            <th scope="row" className="px-3 py-2 text-start font-medium">
              {customer.nama_lengkap}
              <span className="block text-xs font-normal text-neutral-600">{customer.id}</span>
            </th>
            <td className="px-3 py-2 break-all">{customer.email}</td>
            <td className="px-3 py-2">
              {customer.telepon ?? <FormattedMessage id="backoffice.common.none" />}
            </td>
            <td className="px-3 py-2">
              <div className="flex flex-col items-start gap-1">
                {customer.sales_contact ? (
                  <span>
                    {customer.sales_contact.nama}
                    <span className="block text-xs text-neutral-600">
                      {customer.sales_contact.telepon}
                      {!customer.sales_contact.active && (
                        <>
                          {' · '}
                          <FormattedMessage id="backoffice.customers.salesContact.inactive" />
                        </>
                      )}
                    </span>
                  </span>
                ) : (
                  <FormattedMessage id="backoffice.customers.salesContact.none" />
                )}
                <SalesContactDialog
                  customerId={customer.id}
                  customerName={customer.nama_lengkap}
                  currentId={customer.sales_contact?.id ?? null}
                />
              </div>
            </td>
            <td className="px-3 py-2">
              <FormattedMessage id={`backoffice.customers.level.${customer.level}`} />
            </td>
            <td className="px-3 py-2">
              <span className="block">
                <FormattedMessage
                  id="backoffice.customers.verified.email"
                  values={{ value: yesNo(customer.is_verified) }}
                />
              </span>
              <span className="block">
                <FormattedMessage
                  id="backoffice.customers.verified.ktp"
                  values={{ value: yesNo(customer.ktp_verified) }}
                />
              </span>
            </td>
            <td className="px-3 py-2">{intl.formatNumber(customer.order_count)}</td>
            <td className="px-3 py-2 whitespace-nowrap">{formatMoney(customer.total_order)}</td>
            <td className="px-3 py-2">
              <FormattedDate value={customer.created_at} dateStyle="medium" />
            </td>
          </>
        )}
        onPageChange={setPage}
      />
    </div>
  );
}
