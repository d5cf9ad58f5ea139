import { canPay, formatMoney } from '@storefront/domain';
import { buttonClassName, Card } from '@storefront/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocale, useLocalePath } from '../../shared';
import { ORDER_PATHS } from './order-paths';
import { OrderStatusBadge, PaymentStatusBadge } from './order-status-badge';
import type { OrderSummary } from './order-types';

/** How many product titles a card names before "and N more". */
const TITLES_SHOWN = 2;

/** One order of the history: what it is, where it stands, and what the customer can do next. */
export function OrderCard({ order, now }: { readonly order: OrderSummary; readonly now: Date }) {
  const intl = useIntl();
  const locale = useLocale();
  const localePath = useLocalePath();
  const deadline = order.payment_deadline === null ? null : new Date(order.payment_deadline);
  const payable = canPay(
    { status: order.status, paymentStatus: order.payment_status, paymentDeadline: deadline },
    now,
  ).ok;
  const titles = order.products.slice(0, TITLES_SHOWN).map((product) => product.title);
  const more = order.products.length - titles.length;

  return (
    <Card
      as="li"
      headingLevel={3}
      title={<FormattedMessage id="orders.card.number" values={{ number: order.order_number }} />}
      actions={
        <>
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.payment_status} />
        </>
      }
    >
      <div className="flex flex-col gap-2 text-sm text-neutral-800">
        <p className="text-neutral-600">
          <FormattedMessage
            id="orders.card.placed"
            values={{ date: intl.formatDate(order.created_at, { dateStyle: 'medium' }) }}
          />
          {' · '}
          <FormattedMessage id={`orders.shippingType.${order.shipping_type}`} />
        </p>
        <p>
          {titles.join(', ')}
          {more > 0 && (
            <>
              {' '}
              <FormattedMessage id="orders.card.more" values={{ count: more }} />
            </>
          )}
        </p>
        <p className="font-semibold">
          <FormattedMessage
            id="orders.card.total"
            values={{ amount: formatMoney(order.total, locale) }}
          />
        </p>
        {order.tracking_number && (
          <p>
            <FormattedMessage
              id="orders.card.tracking"
              values={{ number: order.tracking_number }}
            />
          </p>
        )}
        {payable && deadline && (
          <p className="text-secondary-900">
            <FormattedMessage
              id="orders.card.payBefore"
              values={{
                deadline: intl.formatDate(deadline, { dateStyle: 'medium', timeStyle: 'short' }),
              }}
            />
          </p>
        )}
        <div className="mt-1 flex flex-wrap gap-2">
          <Link
            to={localePath(ORDER_PATHS.detail(order.group_number, order.order_number))}
            className={buttonClassName('ghost', 'sm')}
          >
            <FormattedMessage id="orders.card.details" />
          </Link>
          {order.tracking_number && (
            <Link
              to={localePath(ORDER_PATHS.tracking(order.group_number, order.order_number))}
              className={buttonClassName('ghost', 'sm')}
            >
              <FormattedMessage id="orders.card.track" />
            </Link>
          )}
          {payable && (
            <Link
              to={localePath(
                // An extra charge is paid from the order's page, where each one is listed.
                order.status === 'adjustment'
                  ? ORDER_PATHS.detail(order.group_number, order.order_number)
                  : ORDER_PATHS.payment(order.group_number),
              )}
              className={buttonClassName('primary', 'sm')}
            >
              <FormattedMessage id="orders.card.pay" />
            </Link>
          )}
        </div>
      </div>
    </Card>
  );
}
