import { useListVouchersQuery } from '@storefront/api';
import { PAGE_SIZE } from '@storefront/domain';
import { EmptyState, PageHeading, Pagination } from '@storefront/ui-kit';
import { PAGE_PARAM, pageFromSearch, QueryFeedback } from '@storefront/ui-support';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { VoucherCard } from './voucher-card';

/**
 * The vouchers on offer with the customer's claimed and used flags, 10 a page. Claiming one
 * refetches the list (its remaining count and flags) and the dashboard counters.
 */
export default function VouchersScreen() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get(PAGE_PARAM));
  const list = useListVouchersQuery({ query: { page, limit: PAGE_SIZE } });
  const data = list.currentData;
  // The clock of this render: the gateway decides a claim, the card only hides a dead button.
  const now = new Date();

  let body;
  if ((list.isError && !list.isFetching) || !data) {
    body = (
      <QueryFeedback
        loading
        error={list.isError && !list.isFetching ? list.error.message : undefined}
        onRetry={() => void list.refetch()}
        texts={{
          loading: intl.formatMessage({ id: 'vouchers.loading' }),
          retry: <FormattedMessage id="vouchers.action.retry" />,
        }}
        spinnerSize="lg"
      />
    );
  } else if (data.items.length === 0) {
    body = (
      <EmptyState
        title={<FormattedMessage id="vouchers.empty.title" />}
        description={<FormattedMessage id="vouchers.empty.description" />}
      />
    );
  } else {
    body = (
      <ul
        className="grid gap-4 sm:grid-cols-2"
        aria-label={intl.formatMessage({ id: 'vouchers.title' })}
        aria-busy={list.isFetching || undefined}
      >
        {data.items.map((voucher) => (
          <VoucherCard key={voucher.id} voucher={voucher} now={now} />
        ))}
      </ul>
    );
  }

  return (
    <section className="mx-auto w-full max-w-4xl">
      <PageHeading
        title={<FormattedMessage id="vouchers.title" />}
        description={<FormattedMessage id="vouchers.description" />}
      />
      {body}
      {data && (
        <Pagination
          className="mt-6"
          page={page}
          // The one paging shape: pages run while page * limit < total.
          pageCount={Math.max(1, Math.ceil(data.total / data.limit))}
          onPageChange={(next) => setSearchParams(next === 1 ? {} : { [PAGE_PARAM]: String(next) })}
          labels={{
            navigation: intl.formatMessage({ id: 'vouchers.pagination.navigation' }),
            previous: intl.formatMessage({ id: 'vouchers.pagination.previous' }),
            next: intl.formatMessage({ id: 'vouchers.pagination.next' }),
            page: (number) =>
              intl.formatMessage({ id: 'vouchers.pagination.page' }, { page: number }),
          }}
        />
      )}
    </section>
  );
}
