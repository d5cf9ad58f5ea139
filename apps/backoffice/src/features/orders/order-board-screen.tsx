import { useListAdminOrdersQuery } from '@storefront/api';
import type { EndpointResponse, listAdminOrders } from '@storefront/contract';
import type { OrderStatus } from '@storefront/domain';
import { ORDER_STATUSES } from '@storefront/domain';
import { Button, EmptyState, PageHeading, Tabs, TextField } from '@storefront/ui-kit';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { DATE_TIME, useFormatMoney } from '../../shared/format';
import { PagePager, useListParams } from '../../shared/paging';
import { QueryState } from '../../shared/query';
import { OrderStatusBadge } from './order-status-badge';
import { ORDER_PATHS } from './order-paths';

type BoardTab = 'all' | OrderStatus;
const BOARD_TABS: readonly BoardTab[] = ['all', ...ORDER_STATUSES];

function isBoardTab(value: string | null): value is BoardTab {
  return value !== null && (BOARD_TABS as readonly string[]).includes(value);
}

/** The board's state lives in the URL, so a reload, a shared link or "back" keeps it. */
function useBoardParams() {
  const { page, get, setFilters, setPage } = useListParams();
  const rawStatus = get('status') ?? null;
  const status: BoardTab = isBoardTab(rawStatus) ? rawStatus : 'all';
  const search = get('search')?.trim() ?? '';
  return { status, search, page, setFilters, setPage };
}

function statusQuery(status: BoardTab, search: string) {
  return {
    ...(status === 'all' ? {} : { status }),
    ...(search ? { search } : {}),
  };
}

/** The number of orders in a column: the list's own total, asked for one row. */
function ColumnCount({ status, search }: { readonly status: BoardTab; readonly search: string }) {
  const count = useListAdminOrdersQuery({ query: { ...statusQuery(status, search), limit: 1 } });
  if (count.data === undefined) return null;
  return <FormattedMessage id="backoffice.orders.tab.count" values={{ count: count.data.total }} />;
}

function statusLabelId(status: BoardTab): string {
  return status === 'all' ? 'backoffice.orders.tab.all' : `backoffice.orders.status.${status}`;
}

/**
 * The order board: a tab per status the domain defines (with its count), oldest order first so
 * the longest wait leads, searchable by order or customer as the contract offers, paged.
 */
export default function OrderBoardScreen() {
  const intl = useIntl();
  const { status, search, page, setFilters, setPage } = useBoardParams();
  const [draft, setDraft] = useState(search);
  const orders = useListAdminOrdersQuery({ query: { ...statusQuery(status, search), page } });
  const statusName = intl.formatMessage({ id: statusLabelId(status) });

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFilters({ search: draft.trim() });
  }

  return (
    <>
      <PageHeading title={<FormattedMessage id="backoffice.orders.title" />} />
      <form
        role="search"
        onSubmit={submitSearch}
        className="mb-4 flex flex-wrap items-start gap-2"
        aria-label={intl.formatMessage({ id: 'backoffice.orders.search.label' })}
      >
        <TextField
          type="search"
          label={<FormattedMessage id="backoffice.orders.search.label" />}
          hint={<FormattedMessage id="backoffice.orders.search.hint" />}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          containerClassName="min-w-64 flex-1"
        />
        {/* mt-6: level with the input, under its one-line label (the hint may wrap). */}
        <Button type="submit" className="mt-6">
          <FormattedMessage id="backoffice.orders.search.submit" />
        </Button>
        {search && (
          <Button
            variant="ghost"
            className="mt-6"
            onClick={() => {
              setDraft('');
              setFilters({ search: undefined });
            }}
          >
            <FormattedMessage id="backoffice.orders.search.clear" />
          </Button>
        )}
      </form>
      <Tabs
        label={intl.formatMessage({ id: 'backoffice.orders.tabs.label' })}
        selected={status}
        onSelect={(next) => setFilters({ status: next === 'all' ? undefined : next })}
        tabs={BOARD_TABS.map((tab) => ({
          id: tab,
          label: <FormattedMessage id={statusLabelId(tab)} />,
          adornment: <ColumnCount status={tab} search={search} />,
        }))}
      >
        {orders.data === undefined ? (
          <QueryState
            isLoading={orders.isLoading}
            error={orders.error}
            onRetry={() => void orders.refetch()}
          />
        ) : orders.data.items.length === 0 ? (
          <EmptyState
            title={<FormattedMessage id="backoffice.orders.empty.title" />}
            description={
              search ? (
                <FormattedMessage id="backoffice.orders.empty.search" values={{ search }} />
              ) : (
                <FormattedMessage id="backoffice.orders.empty.description" />
              )
            }
          />
        ) : (
          <OrderTable
            orders={orders.data.items}
            total={orders.data.total}
            statusName={statusName}
          />
        )}
        {orders.data && <PagePager page={orders.data} onPageChange={setPage} />}
      </Tabs>
    </>
  );
}

type OrderRow = EndpointResponse<typeof listAdminOrders>['items'][number];

function OrderTable({
  orders,
  total,
  statusName,
}: {
  readonly orders: readonly OrderRow[];
  readonly total: number;
  readonly statusName: string;
}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const cell = 'px-3 py-2 text-start align-top';
  return (
    <div className="overflow-x-auto">
      <p className="mb-2 text-sm text-neutral-700">
        <FormattedMessage
          id="backoffice.orders.results"
          values={{ count: total, status: statusName }}
        />
      </p>
      <table className="min-w-full divide-y divide-neutral-200 text-sm">
        <caption className="sr-only">
          <FormattedMessage id="backoffice.orders.table.caption" values={{ status: statusName }} />
        </caption>
        <thead className="bg-neutral-50 text-neutral-700">
          <tr>
            <th scope="col" className={cell}>
              <FormattedMessage id="backoffice.orders.column.order" />
            </th>
            <th scope="col" className={cell}>
              <FormattedMessage id="backoffice.orders.column.customer" />
            </th>
            <th scope="col" className={cell}>
              <FormattedMessage id="backoffice.orders.column.created" />
            </th>
            <th scope="col" className={cell}>
              <FormattedMessage id="backoffice.orders.column.status" />
            </th>
            <th scope="col" className={cell}>
              <FormattedMessage id="backoffice.orders.column.payment" />
            </th>
            <th scope="col" className={`${cell} text-end`}>
              <FormattedMessage id="backoffice.orders.column.total" />
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100 bg-white">
          {orders.map((order) => (
            <tr key={order.order_number}>
              <th scope="row" className={`${cell} font-medium`}>
                <Link
                  to={ORDER_PATHS.detail(order.order_number)}
                  className="text-primary-700 underline focus-visible:outline-2 focus-visible:outline-primary-500"
                >
                  {order.order_number}
                </Link>
                <span className="block text-xs font-normal text-neutral-600">
                  {order.group_number}
                </span>
              </th>
              <td className={cell}>
                {order.customer.nama_lengkap}
                <span className="block text-xs text-neutral-600">{order.customer.email}</span>
              </td>
              <td className={cell}>{intl.formatDate(order.created_at, DATE_TIME)}</td>
              <td className={cell}>
                <OrderStatusBadge status={order.status} />
              </td>
              <td className={cell}>
                <FormattedMessage id={`backoffice.orders.payment.${order.payment_status}`} />
              </td>
              <td className={`${cell} text-end tabular-nums`}>{formatMoney(order.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
