import { useLookupCustomersQuery } from '@storefront/api';
import { Button, EmptyState, PageHeading, TextField } from '@storefront/ui-kit';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useFormatMoney } from '../../shared/format';
import { PagePager, useListParams } from '../../shared/paging';
import { QueryState } from '../../shared/query';

const COLUMNS = [
  'name',
  'email',
  'phone',
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
  const { data, error, isLoading, refetch } = useLookupCustomersQuery({
    query: { page, search },
  });
  const yesNo = (value: boolean) =>
    intl.formatMessage({ id: value ? 'backoffice.common.yes' : 'backoffice.common.no' });

  function submit(event: FormEvent) {
    event.preventDefault();
    setFilters({ search: searchText.trim() });
  }

  return (
    <div className="flex flex-col gap-4">
      <PageHeading
        title={<FormattedMessage id="backoffice.customers.title" />}
        description={<FormattedMessage id="backoffice.customers.description" />}
      />
      <form
        role="search"
        aria-label={intl.formatMessage({ id: 'backoffice.customers.searchForm' })}
        onSubmit={submit}
        className="flex flex-wrap items-end gap-3"
      >
        <TextField
          type="search"
          label={intl.formatMessage({ id: 'backoffice.customers.search' })}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          containerClassName="min-w-64 flex-1"
        />
        <Button type="submit">
          <FormattedMessage id="backoffice.common.search" />
        </Button>
      </form>
      <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} />
      {data && data.items.length === 0 && (
        <EmptyState title={<FormattedMessage id="backoffice.customers.empty" />} />
      )}
      {data && data.items.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">
              <FormattedMessage id="backoffice.customers.table" />
            </caption>
            <thead className="bg-neutral-100 text-neutral-700">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 text-start font-semibold">
                    <FormattedMessage id={`backoffice.customers.column.${column}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.items.map((customer) => (
                <tr key={customer.id} className="border-t border-neutral-200 align-top">
                  <th scope="row" className="px-3 py-2 text-start font-medium">
                    {customer.nama_lengkap}
                    <span className="block text-xs font-normal text-neutral-600">
                      {customer.id}
                    </span>
                  </th>
                  <td className="px-3 py-2 break-all">{customer.email}</td>
                  <td className="px-3 py-2">
                    {customer.telepon ?? <FormattedMessage id="backoffice.common.none" />}
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
                  <td className="px-3 py-2 whitespace-nowrap">
                    {formatMoney(customer.total_order)}
                  </td>
                  <td className="px-3 py-2">
                    <FormattedDate value={customer.created_at} dateStyle="medium" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <PagePager page={data} onPageChange={setPage} />}
    </div>
  );
}
