import { useGetAdminOrderQuery } from '@storefront/api';
import type { EndpointResponse, getAdminOrder } from '@storefront/contract';
import { allInUnitPrice, formatSizes, QUOTE_PART_NAMES } from '@storefront/domain';
import type { Money, OrderStatus, QuoteParts } from '@storefront/domain';
import { Alert, Badge, Card, PageHeading } from '@storefront/ui-kit';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { AdjustmentForm } from './adjustment-form';
import { MoveOrderForm } from './move-order-form';
import { ORDER_PATHS } from './order-paths';
import { DATE_TIME, useFormatMoney } from '../../shared/format';
import { FactList, StaffTable, TABLE_CELL } from '../../shared/layout';
import { QueryState } from '../../shared/query';
import { OrderStatusBadge } from './order-status-badge';
import { canAddAdjustment } from './support/staff-moves';

type AdminOrder = EndpointResponse<typeof getAdminOrder>;
type LineParts = AdminOrder['lines'][number]['variants'][number]['parts'];

/** What the last action on this screen did, announced politely above the order. */
type Notice =
  | { readonly kind: 'moved'; readonly status: OrderStatus }
  | { readonly kind: 'adjusted'; readonly amount: Money };

function BackLink() {
  return (
    <Link to={ORDER_PATHS.board} className="text-sm text-primary-700 underline">
      <FormattedMessage id="backoffice.orders.detail.back" />
    </Link>
  );
}

/**
 * One order as staff handle it: its lines, amounts, customer, address and history; the moves
 * staff may take from its status, and the extra charges with their paid state.
 */
export default function OrderDetailScreen() {
  const orderNumber = useParams()['orderNumber'] ?? '';
  const order = useGetAdminOrderQuery({ params: { orderNumber } });
  const heading = (
    <PageHeading
      title={
        <FormattedMessage id="backoffice.orders.detail.title" values={{ number: orderNumber }} />
      }
      back={<BackLink />}
    />
  );
  if (!order.data) {
    return (
      <>
        {heading}
        <QueryState
          isLoading={order.isLoading}
          error={order.error}
          onRetry={() => void order.refetch()}
        />
      </>
    );
  }
  return (
    <>
      {heading}
      <OrderDetail order={order.data} />
    </>
  );
}

function OrderDetail({ order }: { readonly order: AdminOrder }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const instant = (iso: string) => intl.formatDate(iso, DATE_TIME);
  const [notice, setNotice] = useState<Notice | null>(null);
  const none = <FormattedMessage id="backoffice.common.none" />;
  const message = (id: string) => <FormattedMessage id={`backoffice.orders.detail.${id}`} />;
  const statusName = (status: OrderStatus) =>
    intl.formatMessage({ id: `backoffice.orders.status.${status}` });

  return (
    <div className="flex flex-col gap-6">
      {notice && (
        <Alert tone="success">
          {notice.kind === 'moved' ? (
            <FormattedMessage
              id="backoffice.orders.move.done"
              values={{ status: statusName(notice.status) }}
            />
          ) : (
            <FormattedMessage
              id="backoffice.orders.adjustments.done"
              values={{ amount: formatMoney(notice.amount) }}
            />
          )}
        </Alert>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <Card title={message('summary')}>
          <FactList
            rows={[
              [message('status'), <OrderStatusBadge key="status" status={order.status} />],
              [
                message('paymentStatus'),
                <FormattedMessage
                  key="payment"
                  id={`backoffice.orders.payment.${order.payment_status}`}
                />,
              ],
              [message('group'), order.group_number],
              [message('placed'), instant(order.created_at)],
              [
                message('shippingType'),
                <FormattedMessage
                  key="shipping"
                  id={`backoffice.orders.shippingType.${order.shipping_type}`}
                />,
              ],
              [
                message('courier'),
                order.courier ? (
                  <FormattedMessage
                    key="courier"
                    id="backoffice.orders.detail.courierValue"
                    values={{ name: order.courier.name, service: order.courier.service }}
                  />
                ) : (
                  none
                ),
              ],
              [message('tracking'), order.tracking_number ?? none],
              [
                message('deadline'),
                order.payment_deadline ? instant(order.payment_deadline) : none,
              ],
              [message('received'), order.received_at ? instant(order.received_at) : none],
              [message('notes'), order.notes || none],
            ]}
          />
        </Card>
        <Card title={message('customer')}>
          <FactList
            rows={[
              [message('customer'), order.customer.nama_lengkap],
              [message('email'), order.customer.email],
              [
                message('customerLevel'),
                <FormattedMessage
                  key="level"
                  id={`backoffice.orders.level.${order.customer.level}`}
                />,
              ],
            ]}
          />
        </Card>
        <Card title={message('address')}>
          <address className="text-sm not-italic text-neutral-900">
            <FormattedMessage
              id="backoffice.orders.detail.addressName"
              values={{ first: order.address.nama_depan, last: order.address.nama_belakang }}
            />
            <br />
            {order.address.telepon}
            <br />
            {order.address.alamat}
            {order.address.building_name && (
              <>
                <br />
                {order.address.building_name}
              </>
            )}
            <br />
            {[
              order.address.kelurahan,
              order.address.kecamatan,
              order.address.kabupaten,
              order.address.provinsi,
              order.address.kode_pos,
            ]
              .filter(Boolean)
              .join(', ')}
          </address>
        </Card>
      </div>

      <Card title={message('lines')} padding="none">
        <LinesTable order={order} />
      </Card>

      <Card title={message('parts.title')} padding="none">
        <PartsTable order={order} />
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={message('amounts')}>
          <FactList
            rows={[
              // The domain's orderTotals (decision 289): the total is the sum of the rows above it.
              [message('subtotal'), formatMoney(order.totals.subtotal)],
              [message('shippingFee'), formatMoney(order.totals.shipping_fee)],
              [
                order.vouchers.length > 0 ? (
                  <FormattedMessage
                    key="voucher"
                    id="backoffice.orders.detail.voucher"
                    values={{ title: intl.formatList(order.vouchers.map((v) => v.title)) }}
                  />
                ) : (
                  message('discount')
                ),
                `−${formatMoney(order.totals.discount)}`,
              ],
              [message('adjustmentsTotal'), formatMoney(order.totals.adjustments)],
              [message('total'), <strong key="total">{formatMoney(order.totals.total)}</strong>],
              ...(order.totals.refunded.amount > 0
                ? ([
                    [message('refunded'), `−${formatMoney(order.totals.refunded)}`],
                    [message('net'), <strong key="net">{formatMoney(order.totals.net)}</strong>],
                  ] as const)
                : []),
            ]}
          />
        </Card>
        <Card title={<FormattedMessage id="backoffice.orders.move.title" />}>
          {/* Keyed by status: after a move the form starts over with the new status's moves. */}
          <MoveOrderForm
            key={order.status}
            orderNumber={order.order_number}
            status={order.status}
            onMoved={(status) => setNotice({ kind: 'moved', status })}
          />
        </Card>
      </div>

      <Card title={<FormattedMessage id="backoffice.orders.adjustments.title" />}>
        <Adjustments order={order} />
        <div className="mt-6 border-t border-neutral-200 pt-4">
          <h3 className="mb-3 text-base font-semibold text-neutral-900">
            <FormattedMessage id="backoffice.orders.adjustments.form" />
          </h3>
          {canAddAdjustment(order.status) ? (
            <AdjustmentForm
              orderNumber={order.order_number}
              onAdded={(amount) => setNotice({ kind: 'adjusted', amount })}
            />
          ) : (
            <p className="text-sm text-neutral-700">
              <FormattedMessage id="backoffice.orders.adjustments.closed" />
            </p>
          )}
        </div>
      </Card>

      <Card title={<FormattedMessage id="backoffice.orders.payments.title" />}>
        <Payments order={order} />
      </Card>

      {order.refund && (
        <Card title={message('refund')}>
          <FactList
            rows={[
              [message('refundReason'), order.refund.reason],
              [
                message('refundLines'),
                <ul key="lines">
                  {order.refund.lines.map((line) => (
                    <li key={line.line_id}>
                      {line.variant_name} × {line.quantity}: {formatMoney(line.amount)}
                    </li>
                  ))}
                </ul>,
              ],
              [message('refundAmount'), formatMoney(order.refund.amount)],
              [
                message('refundDecision'),
                order.refund.decision === null
                  ? message('refundPending')
                  : order.refund.decision === 'approve'
                    ? message('refundApproved')
                    : message('refundRejected'),
              ],
            ]}
          />
          {order.refund.decision === null && (
            <Link to="/refunds" className="mt-3 inline-block text-sm text-primary-700 underline">
              <FormattedMessage id="backoffice.orders.detail.refundLink" />
            </Link>
          )}
        </Card>
      )}

      <Card title={message('history')}>
        <ol className="flex flex-col gap-2 text-sm">
          {order.status_history.map((entry, index) => (
            <li key={index} className="flex flex-wrap items-center gap-3">
              <time dateTime={entry.at} className="text-neutral-700">
                {instant(entry.at)}
              </time>
              <OrderStatusBadge status={entry.status} />
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}

function LinesTable({ order }: { readonly order: AdminOrder }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const number = `${TABLE_CELL} text-end tabular-nums`;
  const message = (id: string) => <FormattedMessage id={`backoffice.orders.detail.${id}`} />;
  return (
    <StaffTable
      columns={[
        { label: message('lineProduct') },
        { label: message('lineVariant') },
        { label: message('lineQuantity'), end: true },
        { label: message('lineUnitPrice'), end: true },
        { label: message('lineTotal'), end: true },
      ]}
    >
      {order.lines.flatMap((line) =>
        line.variants.map((variant) => (
          <tr key={`${line.product.id}-${variant.variant_id}`}>
            <th scope="row" className={`${TABLE_CELL} font-medium`}>
              {line.product.title}
            </th>
            <td className={TABLE_CELL}>
              {variant.name}
              {/* The sizes ordered, what the supplier is asked for (decision 296). */}
              {variant.sub_variants.length > 0 && (
                <span className="block text-xs text-neutral-600">
                  {formatSizes(variant.sub_variants, intl.locale)}
                </span>
              )}
            </td>
            <td className={number}>{intl.formatNumber(variant.quantity)}</td>
            <td className={number}>{formatMoney(variant.unit_price)}</td>
            <td className={number}>{formatMoney(variant.line_total)}</td>
          </tr>
        )),
      )}
    </StaffTable>
  );
}

/**
 * How each line's unit price was made, as quoted when the order was placed (decision 297): the
 * parts per unit and their all-in sum (the domain's allInUnitPrice), which is the unit price
 * charged. A line ordered before the parts were kept says so.
 */
function PartsTable({ order }: { readonly order: AdminOrder }) {
  const formatMoney = useFormatMoney();
  const number = `${TABLE_CELL} text-end tabular-nums`;
  const message = (id: string) => <FormattedMessage id={`backoffice.orders.detail.${id}`} />;
  return (
    <StaffTable
      columns={[
        { label: message('lineProduct') },
        { label: message('lineVariant') },
        ...QUOTE_PART_NAMES.map((name) => ({ label: message(`parts.${name}`), end: true })),
        { label: message('parts.allIn'), end: true },
      ]}
    >
      {order.lines.flatMap((line) =>
        line.variants.map((variant) => {
          const parts = variant.parts === null ? null : quotePartsOf(variant.parts);
          return (
            <tr key={`${line.product.id}-${variant.variant_id}`}>
              <th scope="row" className={`${TABLE_CELL} font-medium`}>
                {line.product.title}
              </th>
              <td className={TABLE_CELL}>{variant.name}</td>
              {parts ? (
                <>
                  {QUOTE_PART_NAMES.map((name) => (
                    <td key={name} className={number}>
                      {formatMoney(parts[name])}
                    </td>
                  ))}
                  <td className={`${number} font-semibold`}>
                    {formatMoney(allInUnitPrice(parts))}
                  </td>
                </>
              ) : (
                <td
                  colSpan={QUOTE_PART_NAMES.length + 1}
                  className={`${TABLE_CELL} text-neutral-600`}
                >
                  {message('parts.notKept')}
                </td>
              )}
            </tr>
          );
        }),
      )}
    </StaffTable>
  );
}

/** The wire's parts by the domain's names. */
function quotePartsOf(parts: NonNullable<LineParts>): QuoteParts {
  return {
    goods: parts.goods,
    serviceFee: parts.service_fee,
    domesticShipping: parts.domestic_shipping,
    freight: parts.freight,
    taxAndCustoms: parts.tax_and_customs,
    paperwork: parts.paperwork,
  };
}

/**
 * How the received amount compares with the asked one (decision 304): shown only where they
 * differ, since a provider that collected what was asked is the normal case.
 */
function receivedComparison(payment: AdminOrder['payments'][number]) {
  const { received, amount } = payment;
  if (received === null) return null;
  if (received.currency !== amount.currency) return 'other' as const;
  if (received.amount === amount.amount) return null;
  return received.amount > amount.amount ? ('more' as const) : ('less' as const);
}

/** The payments that took money for the order: its group's and its extra charges'. */
function Payments({ order }: { readonly order: AdminOrder }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const label = (id: string) => <FormattedMessage id={`backoffice.orders.payments.${id}`} />;
  if (order.payments.length === 0) {
    return <p className="text-sm text-neutral-700">{label('empty')}</p>;
  }
  return (
    <StaffTable
      columns={[
        { label: label('for') },
        { label: label('method') },
        { label: label('asked'), end: true },
        { label: label('received'), end: true },
        { label: label('state') },
      ]}
    >
      {order.payments.map((payment) => {
        const comparison = receivedComparison(payment);
        return (
          <tr key={payment.id}>
            <td className={TABLE_CELL}>{label(`subject.${payment.subject_kind}`)}</td>
            <td className={TABLE_CELL}>{label(`methodName.${payment.method}`)}</td>
            <td className={`${TABLE_CELL} text-end tabular-nums`}>{formatMoney(payment.amount)}</td>
            <td className={`${TABLE_CELL} text-end tabular-nums`}>
              {comparison && payment.received ? (
                <FormattedMessage
                  id={`backoffice.orders.payments.received.${comparison}`}
                  values={{ amount: formatMoney(payment.received) }}
                />
              ) : (
                label('asAsked')
              )}
            </td>
            <td className={TABLE_CELL}>
              {payment.review_reason !== null ? (
                <Badge tone="warning">{label('held')}</Badge>
              ) : payment.paid_at ? (
                <Badge tone="success">
                  <FormattedMessage
                    id="backoffice.orders.payments.paid"
                    values={{ date: intl.formatDate(payment.paid_at, DATE_TIME) }}
                  />
                </Badge>
              ) : null}
            </td>
          </tr>
        );
      })}
    </StaffTable>
  );
}

function Adjustments({ order }: { readonly order: AdminOrder }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const instant = (iso: string) => intl.formatDate(iso, DATE_TIME);
  if (order.adjustments.length === 0) {
    return (
      <p className="text-sm text-neutral-700">
        <FormattedMessage id="backoffice.orders.adjustments.empty" />
      </p>
    );
  }
  return (
    <StaffTable
      columns={[
        { label: <FormattedMessage id="backoffice.orders.adjustments.added" /> },
        { label: <FormattedMessage id="backoffice.orders.adjustments.reason" /> },
        { label: <FormattedMessage id="backoffice.orders.adjustments.amount" />, end: true },
        { label: <FormattedMessage id="backoffice.orders.adjustments.state" /> },
      ]}
    >
      {order.adjustments.map((adjustment) => (
        <tr key={adjustment.id}>
          <td className={TABLE_CELL}>{instant(adjustment.created_at)}</td>
          <td className={TABLE_CELL}>{adjustment.reason}</td>
          <td className={`${TABLE_CELL} text-end tabular-nums`}>
            {formatMoney(adjustment.amount)}
          </td>
          <td className={TABLE_CELL}>
            {adjustment.paid_at ? (
              <Badge tone="success">
                <FormattedMessage
                  id="backoffice.orders.adjustments.paid"
                  values={{ date: instant(adjustment.paid_at) }}
                />
              </Badge>
            ) : (
              <Badge tone="warning">
                <FormattedMessage id="backoffice.orders.adjustments.unpaid" />
              </Badge>
            )}
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
