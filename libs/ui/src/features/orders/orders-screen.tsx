import { ordersApi, useListTransactionsQuery } from '@storefront/api';
import type { OrderDateFilter, OrderTab } from '@storefront/domain';
import { ORDER_DATE_FILTERS, ORDER_TABS, orderDateRange, PAGE_SIZE } from '@storefront/domain';
import {
  Button,
  EmptyState,
  PageHeading,
  Pagination,
  SelectField,
  Tabs,
  TextField,
} from '@storefront/ui-kit';
import { QueryFeedback, useNow } from '@storefront/ui-support';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useMarket } from '../../shared';
import type { RouteQueryArgs } from '../../shared';
import { OrderCard } from './order-card';
import type { OrderListState } from './order-list-params';
import { readOrderListState, writeOrderListState } from './order-list-params';

const MINUTE_MS = 60_000;

/** The page of the list the URL names, as the screen's hook and its route ask for it. */
function transactionsArgs(state: OrderListState) {
  return {
    params: { tab: state.tab, dateFilter: state.dateFilter },
    query: {
      page: state.page,
      limit: PAGE_SIZE,
      ...(state.search !== '' ? { search: state.search } : {}),
    },
  };
}

/** Started while the page's shell is taken over (a signed-in screen, decision 250). */
export const routeQueries = ({ url, dispatch }: RouteQueryArgs) => [
  dispatch(
    ordersApi.endpoints.listTransactions.initiate(
      transactionsArgs(readOrderListState(url.searchParams)),
    ),
  ),
];

/**
 * The order history: the nine tabs of the domain's ORDER_TABS, the last 30 / 90 days filters,
 * a search by order number or product, and pages of ten.
 */
export default function OrdersScreen() {
  const intl = useIntl();
  const market = useMarket();
  const now = useNow(MINUTE_MS);
  const [params, setParams] = useSearchParams();
  const state = readOrderListState(params);
  const [searchDraft, setSearchDraft] = useState(state.search);
  const list = useListTransactionsQuery(transactionsArgs(state));

  function show(next: Partial<OrderListState>) {
    // A new tab, filter or search starts again from the first page.
    setParams(writeOrderListState({ ...state, page: 1, ...next }));
  }

  const range = orderDateRange(state.dateFilter, now, market.timeZone);
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.limit)) : 1;

  return (
    <>
      <PageHeading title={<FormattedMessage id="orders.title" />} />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <SelectField
          label={<FormattedMessage id="orders.filter.label" />}
          value={state.dateFilter}
          onChange={(event) => show({ dateFilter: event.target.value as OrderDateFilter })}
          options={ORDER_DATE_FILTERS.map((filter) => ({
            value: filter,
            label: intl.formatMessage({ id: `orders.filter.${filter}` }),
          }))}
          hint={
            range.from ? (
              <FormattedMessage
                id="orders.filter.since"
                values={{ date: intl.formatDate(range.from, { dateStyle: 'medium' }) }}
              />
            ) : undefined
          }
        />
        <form
          role="search"
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            show({ search: searchDraft.trim() });
          }}
        >
          <TextField
            type="search"
            label={<FormattedMessage id="orders.search.label" />}
            value={searchDraft}
            onChange={(event) => setSearchDraft(event.target.value)}
          />
          {/* As the submissions' search: the same action looks the same on both lists. */}
          <Button type="submit">
            <FormattedMessage id="orders.search.submit" />
          </Button>
        </form>
      </div>
      <Tabs<OrderTab>
        label={intl.formatMessage({ id: 'orders.tabs.label' })}
        tabs={ORDER_TABS.map((tab) => ({
          id: tab,
          label: <FormattedMessage id={`orders.tab.${tab}`} />,
        }))}
        selected={state.tab}
        onSelect={(tab) => show({ tab })}
      >
        <QueryFeedback
          loading={list.isFetching && !list.data}
          error={list.error && !list.isFetching ? list.error.message : undefined}
          onRetry={() => void list.refetch()}
          texts={{
            loading: intl.formatMessage({ id: 'orders.loading' }),
            retry: <FormattedMessage id="orders.action.retry" />,
          }}
          spinnerSize="lg"
        />
        {list.data && !list.error && list.data.items.length === 0 && (
          <EmptyState
            headingLevel={2}
            title={<FormattedMessage id="orders.empty.title" />}
            description={
              <FormattedMessage
                id={state.search === '' ? 'orders.empty.description' : 'orders.empty.search'}
                values={{ search: state.search }}
              />
            }
          />
        )}
        {list.data && !list.error && list.data.items.length > 0 && (
          <>
            <h2 className="sr-only">
              <FormattedMessage
                id="orders.results"
                values={{
                  count: list.data.total,
                  tab: intl.formatMessage({ id: `orders.tab.${state.tab}` }),
                }}
              />
            </h2>
            <ul className="flex flex-col gap-3" aria-busy={list.isFetching || undefined}>
              {list.data.items.map((order) => (
                <OrderCard key={order.order_number} order={order} now={now} />
              ))}
            </ul>
            <Pagination
              className="mt-4"
              page={state.page}
              pageCount={pageCount}
              onPageChange={(page) => setParams(writeOrderListState({ ...state, page }))}
              labels={{
                navigation: intl.formatMessage({ id: 'orders.pages.label' }),
                previous: intl.formatMessage({ id: 'orders.pages.previous' }),
                next: intl.formatMessage({ id: 'orders.pages.next' }),
                page: (page) => intl.formatMessage({ id: 'orders.pages.page' }, { page }),
              }}
            />
          </>
        )}
      </Tabs>
    </>
  );
}
