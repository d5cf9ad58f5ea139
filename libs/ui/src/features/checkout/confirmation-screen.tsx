import { messageFor, useGetCheckoutQuery } from '@storefront/api';
import { formatMoney, isPaymentDeadlinePassed } from '@storefront/domain';
import { Alert, Badge, buttonClassName, Card, PageHeading } from '@storefront/ui-kit';
import { useNow } from '@storefront/ui-support';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { addressLine, ROUTE_PATHS, useLanguage, useLocale, useLocalePath } from '../../shared';
import { ScreenQueryFeedback } from '../../shared/screen-feedback';
import { GroupTotals } from './group-totals';
import { NoteSection } from './note-section';
import { ShippingEstimate } from './shipping-estimate';
import { VoucherSection } from './voucher-section';

const MINUTE_MS = 60_000;

/**
 * The order confirmation: what one checkout placed (one order per shipping type under one group
 * number), where it goes, the vouchers and note that may still change while it is unpaid, the
 * amount due and the way to pay it.
 */
export default function ConfirmationScreen() {
  const intl = useIntl();
  const locale = useLocale();
  const language = useLanguage();
  const localePath = useLocalePath();
  const now = useNow(MINUTE_MS);
  const groupNumber = useParams()['groupNumber'] ?? '';
  const checkout = useGetCheckoutQuery({ params: { groupNumber } });
  const heading = (
    <PageHeading
      title={<FormattedMessage id="checkout.confirmation.title" />}
      description={<FormattedMessage id="checkout.confirmation.group" values={{ groupNumber }} />}
    />
  );

  if (checkout.isLoading || !checkout.data) {
    return (
      <>
        {heading}
        <ScreenQueryFeedback
          query={checkout}
          loading={intl.formatMessage({ id: 'checkout.confirmation.loading' })}
          retry={<FormattedMessage id="checkout.action.retry" />}
        />
      </>
    );
  }

  const group = checkout.data;
  const paid = group.payment_status === 'paid';
  const deadline = group.payment_deadline === null ? null : new Date(group.payment_deadline);
  const late = !paid && isPaymentDeadlinePassed(deadline, now);
  const address = group.address;

  return (
    <>
      {heading}
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-4">
          <Card title={<FormattedMessage id="checkout.confirmation.orders" />}>
            <ul className="flex flex-col gap-3">
              {group.orders.map((order) => (
                <li key={order.order_number} className="flex flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-neutral-900">{order.order_number}</span>
                    <Badge tone="info">
                      <FormattedMessage id={`checkout.shippingType.${order.shipping_type}`} />
                    </Badge>
                    <Badge>
                      <FormattedMessage id={`checkout.status.${order.status}`} />
                    </Badge>
                  </div>
                  <span className="text-sm text-neutral-700">
                    {order.products.map((product) => product.title).join(', ')}
                  </span>
                  <span className="text-sm text-neutral-700">
                    <ShippingEstimate type={order.shipping_type} from={now} />
                  </span>
                  <span className="text-sm font-medium">{formatMoney(order.total, locale)}</span>
                </li>
              ))}
            </ul>
          </Card>
          <Card title={<FormattedMessage id="checkout.confirmation.delivery" />}>
            <p className="text-sm text-neutral-800">
              {address.label} · {address.nama_depan} {address.nama_belakang} · {address.telepon}
            </p>
            <p className="text-sm text-neutral-700">{addressLine(address)}</p>
            <p className="mt-2 text-sm text-neutral-800">
              {group.courier.name} {group.courier.service} ·{' '}
              {formatMoney(group.courier.fee, locale)}
            </p>
            <p className="mt-2 text-sm text-neutral-800">
              <FormattedMessage
                id="checkout.confirmation.method"
                values={{
                  method: intl.formatMessage({
                    id: `checkout.paymentMethod.${group.payment_method}`,
                  }),
                }}
              />
            </p>
          </Card>
          {!paid && <VoucherSection locale={locale} group={group} />}
          <NoteSection groupNumber={group.group_number} notes={group.notes} editable={!paid} />
        </div>
        <Card title={<FormattedMessage id="checkout.summary.title" />} className="self-start">
          <GroupTotals locale={locale} group={group} />
          <div className="mt-4 flex flex-col gap-3">
            {paid && (
              <Alert tone="success">
                <FormattedMessage id="checkout.confirmation.paid" />
              </Alert>
            )}
            {!paid && deadline === null && (
              <Alert tone="info">
                <FormattedMessage id="checkout.confirmation.calculating" />
              </Alert>
            )}
            {late && <Alert tone="error">{messageFor('payment_deadline_passed', language)}</Alert>}
            {!paid && deadline !== null && !late && (
              <>
                <p className="text-sm text-neutral-700">
                  <FormattedMessage
                    id="checkout.confirmation.deadline"
                    values={{
                      deadline: intl.formatDate(deadline, {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      }),
                    }}
                  />
                </p>
                <Link
                  to={localePath(`checkout/${encodeURIComponent(group.group_number)}/payment`)}
                  className={buttonClassName('primary', 'md', true)}
                >
                  <FormattedMessage id="checkout.confirmation.pay" />
                </Link>
              </>
            )}
            <Link
              to={localePath(ROUTE_PATHS.orders)}
              className={buttonClassName('ghost', 'md', true)}
            >
              <FormattedMessage id="checkout.confirmation.toOrders" />
            </Link>
          </div>
        </Card>
      </div>
    </>
  );
}
