import { useListBuyAgainQuery } from '@storefront/api';
import { productPath } from '@storefront/contract';
import { formatMoney } from '@storefront/domain';
import { buttonClassName, EmptyState, PageHeading, Pagination } from '@storefront/ui-kit';
import { QueryFeedback } from '@storefront/ui-support';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ROUTE_PATHS, useLocale, useLocalePath } from '../../shared';

const PAGE_SIZE = 10;

/**
 * Buy again (GET /oci/orders/buy-again, issue 14): the products of the buyer's completed orders,
 * each with the way to its product page, where the buyer asks for a new all-in price. An order is
 * never repeated at an old price: freight, duty and the supplier's price move between orders.
 */
export default function BuyAgainScreen() {
  const intl = useIntl();
  const locale = useLocale();
  const localePath = useLocalePath();
  const [page, setPage] = useState(1);
  const list = useListBuyAgainQuery({ query: { page, limit: PAGE_SIZE } });
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.limit)) : 1;
  return (
    <>
      <PageHeading
        title={<FormattedMessage id="orders.buyAgain.title" />}
        description={<FormattedMessage id="orders.buyAgain.intro" />}
      />
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
          title={<FormattedMessage id="orders.buyAgain.empty" />}
          description={<FormattedMessage id="orders.buyAgain.emptyHint" />}
          action={
            <Link to={localePath(ROUTE_PATHS.search)} className={buttonClassName('secondary')}>
              <FormattedMessage id="orders.buyAgain.browse" />
            </Link>
          }
        />
      )}
      {list.data && !list.error && list.data.items.length > 0 && (
        <>
          <ul className="flex flex-col gap-3" aria-busy={list.isFetching || undefined}>
            {list.data.items.map((product) => (
              <li
                key={product.id}
                className="flex items-center gap-3 rounded-lg border border-neutral-200 bg-white p-3"
              >
                {product.image_url ? (
                  <img
                    src={product.image?.url ?? product.image_url}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    className="size-16 shrink-0 rounded bg-neutral-100 object-cover"
                  />
                ) : (
                  <div aria-hidden="true" className="size-16 shrink-0 rounded bg-neutral-100" />
                )}
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <h2 className="line-clamp-2 text-sm font-medium text-neutral-900">
                    {product.title}
                  </h2>
                  <p className="text-sm text-neutral-600">
                    <FormattedMessage
                      id="orders.buyAgain.from"
                      values={{ price: formatMoney(product.price, locale) }}
                    />
                  </p>
                </div>
                <Link
                  to={localePath(productPath(product.id))}
                  className={buttonClassName('primary', 'sm')}
                  aria-label={intl.formatMessage(
                    { id: 'orders.buyAgain.openNamed' },
                    { title: product.title },
                  )}
                >
                  <FormattedMessage id="orders.buyAgain.open" />
                </Link>
              </li>
            ))}
          </ul>
          <Pagination
            className="mt-4"
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
            labels={{
              navigation: intl.formatMessage({ id: 'orders.pages.label' }),
              previous: intl.formatMessage({ id: 'orders.pages.previous' }),
              next: intl.formatMessage({ id: 'orders.pages.next' }),
              page: (number) => intl.formatMessage({ id: 'orders.pages.page' }, { page: number }),
            }}
          />
        </>
      )}
    </>
  );
}
