import {
  messageFor,
  useCountNewNotificationsQuery,
  useListNotificationsQuery,
} from '@storefront/api';
import { hasMorePages, PAGE_SIZE } from '@storefront/domain';
import { Badge, Button, EmptyState, PageHeading, Pagination } from '@storefront/ui-kit';
import { PAGE_PARAM, pageFromSearch, QueryFeedback } from '@storefront/ui-support';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { enqueueToast } from '../../shared/notify';
import { useLanguage } from '../../shared/routing/use-locale';
import { NotificationItem } from './notification-item';
import { failureMessage } from './failure-message';
import { useMarkAllRead } from './use-mark-all-read';

/**
 * The customer's notifications, newest first, 10 a page (SPEC §9). The gateway's total is not
 * trusted for paging: there is a next page while the current one came back full (the domain's
 * hasMorePages), as new notifications may arrive between two pages.
 */
export default function NotificationsScreen() {
  const intl = useIntl();
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get(PAGE_PARAM));
  const list = useListNotificationsQuery({ query: { page, limit: PAGE_SIZE } });
  const newCount = useCountNewNotificationsQuery();
  const { markAllRead, running } = useMarkAllRead();
  const unread = newCount.data?.total ?? 0;
  const items = list.currentData?.items;

  const goTo = (next: number) => {
    setSearchParams(next === 1 ? {} : { [PAGE_PARAM]: String(next) });
  };
  const onMarkAllRead = async () => {
    const result = await markAllRead();
    if (result.ok) {
      enqueueToast(intl.formatMessage({ id: 'notifications.markAllRead.done' }), {
        variant: 'success',
      });
    } else {
      enqueueToast(failureMessage(result.error, language), { variant: 'error' });
    }
  };

  let body;
  if ((list.isError && !list.isFetching) || !items) {
    body = (
      <QueryFeedback
        loading
        // SPEC §8: a failed list reads 'Failed to fetch notifications', whatever the status.
        error={
          list.isError && !list.isFetching
            ? messageFor('notifications_fetch_failed', language)
            : undefined
        }
        onRetry={() => void list.refetch()}
        texts={{
          loading: intl.formatMessage({ id: 'notifications.loading' }),
          retry: <FormattedMessage id="notifications.action.retry" />,
        }}
        spinnerSize="lg"
      />
    );
  } else if (items.length === 0) {
    body =
      page === 1 ? (
        <EmptyState
          title={<FormattedMessage id="notifications.empty.title" />}
          description={<FormattedMessage id="notifications.empty.description" />}
        />
      ) : (
        <EmptyState title={<FormattedMessage id="notifications.endOfList.title" />} />
      );
  } else {
    body = (
      <ul
        className="flex flex-col gap-3"
        aria-label={intl.formatMessage({ id: 'notifications.title' })}
        aria-busy={list.isFetching || undefined}
      >
        {items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </ul>
    );
  }

  return (
    <section className="mx-auto w-full max-w-3xl">
      <PageHeading
        title={<FormattedMessage id="notifications.title" />}
        description={
          newCount.data && (
            <Badge tone={unread > 0 ? 'secondary' : 'neutral'}>
              <FormattedMessage id="notifications.newCount" values={{ count: unread }} />
            </Badge>
          )
        }
        actions={
          unread > 0 && (
            <Button variant="ghost" loading={running} onClick={() => void onMarkAllRead()}>
              <FormattedMessage id="notifications.action.markAllRead" />
            </Button>
          )
        }
      />
      {body}
      <Pagination
        className="mt-6"
        page={page}
        onPageChange={goTo}
        hasNextPage={items !== undefined && hasMorePages(items.length, PAGE_SIZE)}
        labels={{
          navigation: intl.formatMessage({ id: 'notifications.pagination.navigation' }),
          previous: intl.formatMessage({ id: 'notifications.pagination.previous' }),
          next: intl.formatMessage({ id: 'notifications.pagination.next' }),
          page: (number) =>
            intl.formatMessage({ id: 'notifications.pagination.page' }, { page: number }),
        }}
      />
    </section>
  );
}
