import { messageFor, useGetTransactionQuery } from '@storefront/api';
import {
  canConfirmReceipt,
  canPay,
  canRequestRefund,
  formatMoney,
  formatSizes,
  landedCost,
  lineBreakdown,
  refundWindowClosesAt,
} from '@storefront/domain';
import type { PricedParts } from '@storefront/domain';
import { Alert, Badge, Button, buttonClassName, Card, PageHeading } from '@storefront/ui-kit';
import { useNow } from '@storefront/ui-support';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { addressLine, ROUTE_PATHS, useLanguage, useLocale, useLocalePath } from '../../shared';
import {
  LineBreakdownDisclosure,
  quoteParts,
  TotalBreakdownDisclosure,
} from '../../shared/quote-breakdown';
import { ScreenQueryFeedback } from '../../shared/screen-feedback';
import { ORDER_PATHS } from './order-paths';
import { OrderStatusBadge, PaymentStatusBadge } from './order-status-badge';
import type { OrderDetail } from './order-types';
import { RefundTransferLine } from './refund-transfer-line';

/**
 * The "Order received" dialog loads when asked for: the screen's chunk stays within its 60 KB
 * (its dialog and mutation are not what most visits to an order need).
 */
const ConfirmReceiptDialog = lazy(async () => ({
  default: (await import('./confirm-receipt-dialog')).ConfirmReceiptDialog,
}));

const MINUTE_MS = 60_000;

/**
 * The products' subtotal part by part (the domain's landedCost), when every line kept its parts;
 * an order placed before decision 297 has none and shows its subtotal alone.
 */
function productsCostOf(order: OrderDetail): PricedParts | null {
  const variants = order.lines.flatMap((line) => line.variants);
  if (variants.length === 0 || variants.some((variant) => variant.parts === null)) return null;
  return landedCost(
    order.lines.map((line) =>
      line.variants.flatMap((variant) =>
        variant.parts
          ? [
              {
                quantity: variant.quantity,
                parts: quoteParts(variant.parts),
                shippingType: order.shipping_type,
              },
            ]
          : [],
      ),
    ),
    order.totals.subtotal.currency,
  ).total;
}

/** Whole hours left until `end`, rounded up (a window with 10 minutes left still has 1). */
function hoursUntil(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / (60 * MINUTE_MS)));
}

function dateTime(intl: ReturnType<typeof useIntl>, value: string | Date): string {
  return intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * One order of a group: its products, delivery, charges and history, and what the customer can
 * do now — pay, track, confirm receipt, or ask for a refund within 2x24 h of receipt (the
 * domain's canPay, canConfirmReceipt and canRequestRefund decide).
 */
export default function OrderDetailScreen() {
  const intl = useIntl();
  const params = useParams();
  const groupNumber = params['groupNumber'] ?? '';
  const orderNumber = params['orderNumber'] ?? '';
  const localePath = useLocalePath();
  const transaction = useGetTransactionQuery({ params: { groupNumber, orderNumber } });
  const back = (
    <Link to={localePath(ROUTE_PATHS.orders)} className="text-sm text-primary-700 underline">
      <FormattedMessage id="orders.detail.back" />
    </Link>
  );
  const heading = (
    <PageHeading
      title={<FormattedMessage id="orders.detail.title" />}
      description={<FormattedMessage id="orders.card.number" values={{ number: orderNumber }} />}
      back={back}
    />
  );

  if (transaction.isLoading || !transaction.data) {
    return (
      <>
        {heading}
        <ScreenQueryFeedback
          query={transaction}
          loading={intl.formatMessage({ id: 'orders.detail.loading' })}
          retry={<FormattedMessage id="orders.action.retry" />}
        />
      </>
    );
  }
  return (
    <>
      {heading}
      <OrderDetailView order={transaction.data} />
    </>
  );
}

function OrderDetailView({ order }: { readonly order: OrderDetail }) {
  const intl = useIntl();
  const locale = useLocale();
  const language = useLanguage();
  const localePath = useLocalePath();
  const now = useNow(MINUTE_MS);
  const [confirming, setConfirming] = useState(false);
  const deadline = order.payment_deadline === null ? null : new Date(order.payment_deadline);
  const receivedAt = order.received_at === null ? null : new Date(order.received_at);
  const payable = canPay(
    { status: order.status, paymentStatus: order.payment_status, paymentDeadline: deadline },
    now,
  ).ok;
  // Extra charges staff added after payment: each is paid on its own page (decision 190), and
  // while one is due the group's own payment is not what the customer owes.
  const adjustmentsDue = order.adjustments.filter((adjustment) => adjustment.paid_at === null);
  const receipt = canConfirmReceipt(order);
  // A second request waits for the first to be decided, and needs units left (decision 289).
  const refundOpen = order.refunds.some((request) => request.decision === null);
  const productsCost = productsCostOf(order);
  const unitsLeft = order.lines.some((line) =>
    line.variants.some((variant) => variant.refundable_quantity > 0),
  );
  const refundCheck = canRequestRefund({ status: order.status, receivedAt }, now);
  const refund =
    refundCheck.ok && (refundOpen || !unitsLeft)
      ? ({ ok: false, code: 'transition_not_allowed' } as const)
      : refundCheck;
  const address = order.address;

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
      <div className="flex flex-col gap-4">
        <Card title={<FormattedMessage id="orders.detail.status" />}>
          <div className="flex flex-col gap-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <OrderStatusBadge status={order.status} />
              {/* "Refunded" says where the money is; "Paid" beside it would contradict it. */}
              {order.status !== 'refunded' && <PaymentStatusBadge status={order.payment_status} />}
              <Badge>
                <FormattedMessage id={`orders.shippingType.${order.shipping_type}`} />
              </Badge>
            </div>
            <p>
              <FormattedMessage id="orders.detail.group" values={{ number: order.group_number }} />
              {' · '}
              <FormattedMessage
                id="orders.card.placed"
                values={{ date: dateTime(intl, order.created_at) }}
              />
            </p>
            {adjustmentsDue.map((adjustment) => (
              <Alert
                key={adjustment.id}
                tone="warning"
                action={
                  <Link
                    to={localePath(ORDER_PATHS.payment(adjustment.id))}
                    className={buttonClassName('primary', 'sm')}
                  >
                    <FormattedMessage
                      id="orders.detail.payAdjustment"
                      values={{ amount: formatMoney(adjustment.amount, locale) }}
                    />
                  </Link>
                }
              >
                <FormattedMessage
                  id="orders.detail.adjustmentDue"
                  values={{
                    amount: formatMoney(adjustment.amount, locale),
                    reason: adjustment.reason,
                  }}
                />
              </Alert>
            ))}
            {payable && deadline && adjustmentsDue.length === 0 && (
              <Alert
                tone="warning"
                action={
                  <Link
                    to={localePath(ORDER_PATHS.payment(order.group_number))}
                    className={buttonClassName('primary', 'sm')}
                  >
                    <FormattedMessage id="orders.card.pay" />
                  </Link>
                }
              >
                <FormattedMessage
                  id="orders.card.payBefore"
                  values={{ deadline: dateTime(intl, deadline) }}
                />
              </Alert>
            )}
            {receivedAt && (
              <p>
                <FormattedMessage
                  id="orders.detail.received"
                  values={{ date: dateTime(intl, receivedAt) }}
                />
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              {order.tracking_number && (
                <Link
                  to={localePath(ORDER_PATHS.tracking(order.group_number, order.order_number))}
                  className={buttonClassName('ghost', 'sm')}
                >
                  <FormattedMessage id="orders.card.track" />
                </Link>
              )}
              {receipt.ok && (
                <Button size="sm" onClick={() => setConfirming(true)}>
                  <FormattedMessage id="orders.receipt.action" />
                </Button>
              )}
              {refund.ok && (
                <Link
                  to={localePath(ORDER_PATHS.refund(order.group_number, order.order_number))}
                  className={buttonClassName('secondary', 'sm')}
                >
                  <FormattedMessage id="orders.refund.action" />
                </Link>
              )}
            </div>
            {refund.ok && receivedAt && (
              <p className="text-neutral-700">
                <FormattedMessage
                  id="orders.refund.until"
                  values={{ date: dateTime(intl, refundWindowClosesAt(receivedAt)) }}
                />{' '}
                <FormattedMessage
                  id="orders.refund.timeLeft"
                  values={{ hours: hoursUntil(refundWindowClosesAt(receivedAt), now) }}
                />{' '}
                {order.status === 'delivered' && (
                  // The gateway's sweep completes it once the window closes (issue 14).
                  <FormattedMessage id="orders.refund.autoComplete" />
                )}
              </p>
            )}
            {!refund.ok && refund.code === 'refund_window_closed' && receivedAt && (
              <p className="text-neutral-700">
                {messageFor('refund_window_closed', language)}{' '}
                <FormattedMessage
                  id="orders.refund.closedAt"
                  values={{ date: dateTime(intl, refundWindowClosesAt(receivedAt)) }}
                />
              </p>
            )}
          </div>
        </Card>
        {order.refunds.map((request) => (
          <Card key={request.id} title={<FormattedMessage id="orders.refund.title" />}>
            <div className="flex flex-col gap-1 text-sm">
              <p>
                <Badge tone={request.decision === 'reject' ? 'danger' : 'info'}>
                  <FormattedMessage
                    id={`orders.refund.decision.${request.decision ?? 'pending'}`}
                  />
                </Badge>
              </p>
              <p>
                <FormattedMessage
                  id="orders.refund.requestedAt"
                  values={{ date: dateTime(intl, request.requested_at) }}
                />
              </p>
              <ul className="flex flex-col gap-0.5">
                {request.lines.map((line) => (
                  <li key={line.line_id} className="flex justify-between gap-2">
                    <span>
                      <FormattedMessage
                        id="orders.refund.lineAsked"
                        values={{
                          title: line.product_title,
                          name: line.variant_name,
                          quantity: intl.formatNumber(line.quantity),
                        }}
                      />
                    </span>
                    <span>{formatMoney(line.amount, locale)}</span>
                  </li>
                ))}
              </ul>
              <p className="font-medium">
                <FormattedMessage
                  id="orders.refund.amount"
                  values={{ amount: formatMoney(request.amount, locale) }}
                />
              </p>
              <p>{request.reason}</p>
              {request.photos.length > 0 && (
                // Names only: the photo files need the bearer token, which a plain link lacks.
                <p>
                  <FormattedMessage
                    id="orders.refund.photoList"
                    values={{
                      names: intl.formatList(request.photos.map((photo) => photo.file_name)),
                    }}
                  />
                </p>
              )}
              <p>
                <FormattedMessage
                  id="orders.refund.paidTo"
                  values={{
                    bank: request.bank_account.bank_name,
                    number: request.bank_account.account_number,
                    holder: request.bank_account.account_holder,
                  }}
                />
              </p>
              {request.decision_note && <p>{request.decision_note}</p>}
              {request.transfers.map((transfer) => (
                <RefundTransferLine key={transfer.id} transfer={transfer} />
              ))}
            </div>
          </Card>
        ))}
        <Card title={<FormattedMessage id="orders.detail.products" />}>
          <ul className="flex flex-col gap-3">
            {order.lines.map((line) => (
              <li key={line.product.id} className="flex flex-col gap-1 text-sm">
                <span className="font-medium text-neutral-900">{line.product.title}</span>
                <ul className="flex flex-col gap-0.5 ps-3 text-neutral-700">
                  {line.variants.map((variant) => (
                    <li key={variant.variant_id} className="flex flex-col">
                      <div className="flex justify-between gap-2">
                        <span>
                          <FormattedMessage
                            id="orders.detail.variantLine"
                            values={{
                              name: variant.name,
                              quantity: intl.formatNumber(variant.quantity),
                              price: formatMoney(variant.unit_price, locale),
                            }}
                          />
                        </span>
                        <span>{formatMoney(variant.line_total, locale)}</span>
                      </div>
                      {variant.sub_variants.length > 0 && (
                        <span className="break-words text-xs text-neutral-600">
                          <FormattedMessage
                            id="orders.detail.sizes"
                            values={{ sizes: formatSizes(variant.sub_variants, locale) }}
                          />
                        </span>
                      )}
                      {/* As quoted when ordered (decision 297); none on older orders. */}
                      {variant.parts && (
                        <LineBreakdownDisclosure
                          name={variant.name}
                          line={lineBreakdown(variant.quantity, quoteParts(variant.parts))}
                          shippingType={order.shipping_type}
                        />
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          {productsCost && (
            <TotalBreakdownDisclosure
              caption={intl.formatMessage({ id: 'orders.detail.subtotal' })}
              total={productsCost}
            />
          )}
        </Card>
        <Card title={<FormattedMessage id="orders.detail.delivery" />}>
          <div className="flex flex-col gap-1 text-sm text-neutral-800">
            <p>
              {address.label} · {address.nama_depan} {address.nama_belakang} · {address.telepon}
            </p>
            <p className="text-neutral-700">{addressLine(address)}</p>
            {order.courier && (
              <p>
                {order.courier.name} {order.courier.service}
              </p>
            )}
            {order.tracking_number && (
              <p>
                <FormattedMessage
                  id="orders.card.tracking"
                  values={{ number: order.tracking_number }}
                />
              </p>
            )}
            {order.notes !== '' && (
              <p>
                <FormattedMessage id="orders.detail.notes" values={{ notes: order.notes }} />
              </p>
            )}
          </div>
        </Card>
        <Card title={<FormattedMessage id="orders.detail.history" />}>
          <ol className="flex flex-col gap-2 border-s-2 border-neutral-200 ps-4 text-sm">
            {order.status_history.map((entry) => (
              <li key={`${entry.status}-${entry.at}`} className="flex flex-col">
                <span className="font-medium">
                  <FormattedMessage id={`orders.status.${entry.status}`} />
                </span>
                <span className="text-neutral-600">{dateTime(intl, entry.at)}</span>
              </li>
            ))}
          </ol>
        </Card>
      </div>
      <Card title={<FormattedMessage id="orders.detail.charges" />} className="self-start">
        {/* Every row comes from the domain's orderTotals (decision 289): the total is their sum. */}
        <dl className="flex flex-col gap-1 text-sm">
          <div className="flex justify-between gap-2">
            <dt>
              <FormattedMessage id="orders.detail.subtotal" />
            </dt>
            <dd>{formatMoney(order.totals.subtotal, locale)}</dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt>
              <FormattedMessage id="orders.detail.shipping" />
            </dt>
            <dd>{formatMoney(order.totals.shipping_fee, locale)}</dd>
          </div>
          {order.totals.discount.amount > 0 && (
            <div className="flex justify-between gap-2">
              <dt>
                {order.vouchers.length > 0 ? (
                  <FormattedMessage
                    id="orders.detail.voucher"
                    values={{
                      title: intl.formatList(order.vouchers.map((voucher) => voucher.title)),
                    }}
                  />
                ) : (
                  <FormattedMessage id="orders.detail.discount" />
                )}
              </dt>
              <dd>−{formatMoney(order.totals.discount, locale)}</dd>
            </div>
          )}
          {order.adjustments.map((adjustment) => (
            <div key={adjustment.id} className="flex justify-between gap-2">
              <dt>
                <FormattedMessage
                  id={
                    adjustment.paid_at ? 'orders.detail.adjustmentPaid' : 'orders.detail.adjustment'
                  }
                  values={{ reason: adjustment.reason }}
                />
              </dt>
              <dd>{formatMoney(adjustment.amount, locale)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-2 border-t border-neutral-200 pt-2 font-semibold">
            <dt>
              <FormattedMessage id="orders.detail.total" />
            </dt>
            <dd>{formatMoney(order.totals.total, locale)}</dd>
          </div>
          {order.totals.refunded.amount > 0 && (
            <>
              <div className="flex justify-between gap-2">
                <dt>
                  <FormattedMessage id="orders.detail.refunded" />
                </dt>
                <dd>−{formatMoney(order.totals.refunded, locale)}</dd>
              </div>
              <div className="flex justify-between gap-2 font-semibold">
                <dt>
                  <FormattedMessage id="orders.detail.net" />
                </dt>
                <dd>{formatMoney(order.totals.net, locale)}</dd>
              </div>
            </>
          )}
        </dl>
      </Card>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmReceiptDialog
            orderNumber={order.order_number}
            onClose={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
