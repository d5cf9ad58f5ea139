import { useGetTrackingQuery } from '@storefront/api';
import { Card, CopyButton, PageHeading } from '@storefront/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { enqueueToast, useLocalePath } from '../../shared';
import { ScreenQueryFeedback } from '../../shared/screen-feedback';
import { ORDER_PATHS } from './order-paths';
import { OrderStatusBadge } from './order-status-badge';

/**
 * Where a shipped order is: the courier, the tracking number and its events, newest first. The
 * courier's own scans are marked as such: their text is the courier's, not translated.
 */
export default function TrackingScreen() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const params = useParams();
  const groupNumber = params['groupNumber'] ?? '';
  const orderNumber = params['orderNumber'] ?? '';
  const tracking = useGetTrackingQuery({ params: { orderNumber } });
  const heading = (
    <PageHeading
      title={<FormattedMessage id="orders.tracking.title" />}
      description={<FormattedMessage id="orders.card.number" values={{ number: orderNumber }} />}
      back={
        <Link
          to={localePath(ORDER_PATHS.detail(groupNumber, orderNumber))}
          className="text-sm text-primary-700 underline"
        >
          <FormattedMessage id="orders.tracking.back" />
        </Link>
      }
    />
  );

  if (tracking.isLoading || !tracking.data) {
    return (
      <>
        {heading}
        <ScreenQueryFeedback
          query={tracking}
          loading={intl.formatMessage({ id: 'orders.tracking.loading' })}
          retry={<FormattedMessage id="orders.action.retry" />}
        />
      </>
    );
  }

  const data = tracking.data;
  const fromCourier = data.events.some((event) => event.source === 'courier');
  return (
    <>
      {heading}
      <div className="flex max-w-2xl flex-col gap-4">
        <Card title={<FormattedMessage id="orders.tracking.shipment" />}>
          <div className="flex flex-col gap-2 text-sm">
            <div>
              <OrderStatusBadge status={data.status} />
            </div>
            {data.courier && (
              <p>
                <FormattedMessage id="orders.tracking.courier" values={{ courier: data.courier }} />
              </p>
            )}
            {data.tracking_number ? (
              <div className="flex flex-wrap items-center gap-2">
                <FormattedMessage
                  id="orders.card.tracking"
                  values={{ number: data.tracking_number }}
                />
                <CopyButton
                  value={data.tracking_number}
                  label={intl.formatMessage({ id: 'orders.action.copy' })}
                  copiedLabel={intl.formatMessage({ id: 'orders.action.copied' })}
                  accessibleLabel={intl.formatMessage({ id: 'orders.tracking.copy' })}
                  onError={() =>
                    enqueueToast(intl.formatMessage({ id: 'orders.action.copyFailed' }), {
                      variant: 'error',
                    })
                  }
                />
              </div>
            ) : (
              <p>
                <FormattedMessage id="orders.tracking.noNumber" />
              </p>
            )}
          </div>
        </Card>
        <Card title={<FormattedMessage id="orders.tracking.events" />}>
          {data.events.length === 0 ? (
            <p className="text-sm text-neutral-700">
              <FormattedMessage id="orders.tracking.none" />
            </p>
          ) : (
            <>
              <ol className="flex flex-col gap-3 border-s-2 border-primary-200 ps-4">
                {data.events.map((event, index) => (
                  <li key={`${event.at}-${index}`} className="flex flex-col text-sm">
                    <span
                      className={
                        index === 0 ? 'font-semibold text-neutral-900' : 'text-neutral-800'
                      }
                    >
                      {event.source === 'courier' && (
                        <span className="me-2 rounded bg-secondary-100 px-1.5 py-0.5 text-xs font-medium text-secondary-900">
                          <FormattedMessage id="orders.tracking.fromCourier" />
                        </span>
                      )}
                      {event.description}
                    </span>
                    <span className="text-neutral-600">
                      <time dateTime={event.at}>
                        {intl.formatDate(event.at, { dateStyle: 'medium', timeStyle: 'short' })}
                      </time>
                      {event.location && ` · ${event.location}`}
                    </span>
                  </li>
                ))}
              </ol>
              {fromCourier && (
                <p className="mt-3 text-xs text-neutral-600">
                  <FormattedMessage id="orders.tracking.courierNote" />
                </p>
              )}
            </>
          )}
        </Card>
      </div>
    </>
  );
}
