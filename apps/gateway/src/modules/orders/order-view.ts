import type { CONTRACT_BY_ID, EndpointResponse } from '@storefront/contract';
import type { CurrencyCode, LanguageCode, QuoteParts } from '@storefront/domain';
import { money, orderTotals } from '@storefront/domain';
import { asc, desc, eq, inArray, sum } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import type { ProductRow } from '../../adapters/catalog/catalog-adapter';
import type { CourierScan } from '../../adapters/courier/courier-rates';
import { productColumns } from '../../db/product-columns';
import type { orderGroups, orders } from '../../db/schema';
import {
  catalogProducts,
  orderAdjustments,
  orderEvents,
  orderLines,
  refundRequests,
} from '../../db/schema';
import { absoluteUrl, loadPricing, toProductSummary } from '../catalog';
import { quotePartsOf, toQuotePartsView } from '../inquiries';
import { refundTransfersOf } from '../payments';
import { selectOrderLineSizes } from './order-line-sizes';
import { orderTexts } from './order-texts';
import { loadRefundPhotos } from './refund-photos';
import type { RefundParts } from './refund-lines';
import { loadOrderRefundFacts, loadRefundParts } from './refund-lines';
import type { Reader } from '../../db/transaction';

function partsView(parts: QuoteParts | null) {
  return parts === null ? null : toQuotePartsView(parts);
}

export type OrderRow = typeof orders.$inferSelect;
export type OrderGroupRow = typeof orderGroups.$inferSelect;
export type RefundRow = typeof refundRequests.$inferSelect;
export type OrderSummary = EndpointResponse<typeof CONTRACT_BY_ID.confirmReceipt>;
export type OrderDetail = EndpointResponse<typeof CONTRACT_BY_ID.getTransaction>;
export type Tracking = EndpointResponse<typeof CONTRACT_BY_ID.getTracking>;
export type Refund = EndpointResponse<typeof CONTRACT_BY_ID.requestRefund>;

export interface OrderWithGroup {
  readonly order: OrderRow;
  readonly group: OrderGroupRow;
}

type ViewContext = Pick<AppContext, 'db' | 'market' | 'now' | 'config' | 'currentRate'>;

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

interface ProductPreview {
  readonly id: string;
  readonly title: string;
  readonly image_url: string | null;
}

/** The products of each order, once each, in line order, as they were bought. */
async function previewsOf(
  db: Reader,
  orderIds: readonly string[],
  publicUrl: string,
): Promise<Map<string, ProductPreview[]>> {
  const previews = new Map<string, ProductPreview[]>();
  if (orderIds.length === 0) return previews;
  const rows = await db
    .select({
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      title: orderLines.productTitle,
      image: orderLines.productImage,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  for (const row of rows) {
    const list = previews.get(row.orderId) ?? [];
    if (!list.some((preview) => preview.id === row.productId)) {
      list.push({
        id: row.productId,
        title: row.title,
        image_url: row.image === null ? null : absoluteUrl(row.image, publicUrl),
      });
    }
    previews.set(row.orderId, list);
  }
  return previews;
}

/**
 * Σ extra charges per order: the total an order shows holds them (decision 289), while the
 * stored `orders.total` stays what the checkout's payment covered.
 */
async function adjustmentSums(
  db: Reader,
  orderIds: readonly string[],
): Promise<Map<string, number>> {
  const sums = new Map<string, number>();
  if (orderIds.length === 0) return sums;
  const rows = await db
    .select({ orderId: orderAdjustments.orderId, amount: sum(orderAdjustments.amount) })
    .from(orderAdjustments)
    .where(inArray(orderAdjustments.orderId, [...orderIds]))
    .groupBy(orderAdjustments.orderId);
  for (const row of rows) sums.set(row.orderId, Number(row.amount ?? 0));
  return sums;
}

function summaryOf(
  { order, group }: OrderWithGroup,
  products: readonly ProductPreview[],
  adjustments: number,
): OrderSummary {
  const currency = group.currency;
  return {
    order_number: order.orderNumber,
    group_number: group.groupNumber,
    created_at: order.createdAt.toISOString(),
    status: order.status,
    payment_status: order.paymentStatus,
    tracking_number: order.trackingNumber,
    // The deadline only means something while the group still waits for its payment.
    payment_deadline: order.status === 'waiting_payment' ? iso(group.paymentDeadline) : null,
    total: money(order.total + adjustments, currency),
    shipping_type: order.shippingType,
    vouchers: group.vouchers.map((voucher) => ({ ...voucher, discount: { ...voucher.discount } })),
    notes: group.notes,
    products: [...products],
  };
}

/** List rows: each order with the products it holds. */
export async function toOrderSummaries(
  db: Reader,
  rows: readonly OrderWithGroup[],
  publicUrl: string,
): Promise<OrderSummary[]> {
  const previews = await previewsOf(
    db,
    rows.map((row) => row.order.id),
    publicUrl,
  );
  const adjustments = await adjustmentSums(
    db,
    rows.map((row) => row.order.id),
  );
  return rows.map((row) =>
    summaryOf(row, previews.get(row.order.id) ?? [], adjustments.get(row.order.id) ?? 0),
  );
}

export async function toOrderSummary(
  db: Reader,
  row: OrderWithGroup,
  publicUrl: string,
): Promise<OrderSummary> {
  const [summary] = await toOrderSummaries(db, [row], publicUrl);
  if (!summary) throw new Error('summary not built');
  return summary;
}

/** A refund as the contract shows it; `photos` from loadRefundPhotos (refund-photos.ts). */
export function toRefund(
  row: RefundRow,
  orderNumber: string,
  photos: readonly Refund['photos'][number][],
  /** From refundTransfersOf (modules/payments): the money sent back, once approved. */
  transfers: readonly Refund['transfers'][number][],
  /** From loadRefundParts (refund-lines.ts): the lines asked for, and the currency. */
  parts: RefundParts,
): Refund {
  return {
    id: row.id,
    order_number: orderNumber,
    lines: parts.lines.map((line) => ({ ...line, amount: { ...line.amount } })),
    amount: money(row.amount, parts.currency),
    reason: row.reason,
    bank_account: {
      id: row.bankAccountId,
      bank_name: row.bankName,
      account_number: row.accountNumber,
      account_holder: row.accountHolder,
    },
    requested_at: row.requestedAt.toISOString(),
    decision: row.decision,
    decision_note: row.decisionNote,
    decided_at: iso(row.decidedAt),
    photos: [...photos],
    transfers: [...transfers],
  };
}

/**
 * The whole order: its lines grouped by product (the product as the catalogue shows it today,
 * each variant as it was bought, with the units refunded and still refundable), charges,
 * adjustments, the totals (decision 289), the status history and the refunds.
 */
export async function toOrderDetail(
  context: ViewContext,
  /** The database, or the caller's transaction: on PGlite a read beside an open one would wait. */
  db: Database,
  row: OrderWithGroup,
): Promise<OrderDetail> {
  const { order, group } = row;
  const currency: CurrencyCode = group.currency;
  // One query after another: inside a transaction node-postgres has a single connection.
  const summary = await toOrderSummary(db, row, context.config.publicUrl);
  const lines = await db
    .select({ line: orderLines, product: productColumns })
    .from(orderLines)
    .innerJoin(catalogProducts, eq(catalogProducts.id, orderLines.productId))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  const adjustments = await db
    .select()
    .from(orderAdjustments)
    .where(eq(orderAdjustments.orderId, order.id))
    .orderBy(asc(orderAdjustments.createdAt), asc(orderAdjustments.id));
  const events = await db
    .select({ status: orderEvents.status, at: orderEvents.at })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(asc(orderEvents.seq));
  const refundRows = await db
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.orderId, order.id))
    .orderBy(desc(refundRequests.requestedAt), desc(refundRequests.id));
  const refundIds = refundRows.map((refund) => refund.id);
  const photos = await loadRefundPhotos(db, context.config.publicUrl, refundIds);
  const transfers = await refundTransfersOf(db, refundIds);
  const parts = await loadRefundParts(db, refundIds);
  const facts = await loadOrderRefundFacts(db, order.id);
  const refunds = refundRows.map((refund) =>
    toRefund(
      refund,
      order.orderNumber,
      photos.get(refund.id) ?? [],
      transfers.get(refund.id) ?? [],
      parts.get(refund.id) ?? { currency, lines: [] },
    ),
  );
  // The one computation every shown total comes from (decision 289).
  const totals = orderTotals({
    lines: lines.map(({ line }) => ({
      id: line.id,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    })),
    shippingFee: order.shippingFee,
    discount: order.discount,
    adjustments: adjustments.map((adjustment) => adjustment.amount),
    refunds: facts.approvedAmounts,
  });
  const pricing = await loadPricing({ ...context, db });
  const sizes = await selectOrderLineSizes(
    db,
    lines.map(({ line }) => line.id),
  );

  const byProduct = new Map<
    string,
    { product: ProductRow; variants: OrderDetail['lines'][number]['variants'] }
  >();
  for (const { line, product } of lines) {
    const entry = byProduct.get(line.productId) ?? { product, variants: [] };
    entry.variants.push({
      line_id: line.id,
      variant_id: line.variantId,
      name: line.variantName,
      quantity: line.quantity,
      sub_variants: (sizes.get(line.id) ?? []).map((size) => ({
        sub_variant_id: size.subVariantId,
        name: size.name,
        quantity: size.quantity,
      })),
      unit_price: money(line.unitPrice, currency),
      line_total: money(line.unitPrice * line.quantity, currency),
      // As quoted when the order was placed; null on a line older than decision 297.
      parts: partsView(quotePartsOf(line, currency)),
      refunded_quantity: facts.refunded.get(line.id) ?? 0,
      refundable_quantity: Math.max(0, line.quantity - (facts.claimed.get(line.id) ?? 0)),
    });
    byProduct.set(line.productId, entry);
  }

  return {
    ...summary,
    total: money(totals.total, currency),
    lines: [...byProduct.values()].map(({ product, variants }) => ({
      product: toProductSummary(product, pricing, context.config.publicUrl),
      variants,
    })),
    address: { ...group.address },
    courier: group.courier ? { ...group.courier, fee: { ...group.courier.fee } } : null,
    subtotal: money(totals.subtotal, currency),
    shipping_fee: money(totals.shippingFee, currency),
    discount: money(totals.discount, currency),
    adjustments: adjustments.map((adjustment) => ({
      id: adjustment.id,
      amount: money(adjustment.amount, adjustment.currency),
      reason: adjustment.reason,
      created_at: adjustment.createdAt.toISOString(),
      paid_at: iso(adjustment.paidAt),
    })),
    status_history: events.map((event) => ({ status: event.status, at: event.at.toISOString() })),
    received_at: iso(order.receivedAt),
    refund: refunds[0] ?? null,
    refunds,
    totals: {
      subtotal: money(totals.subtotal, currency),
      shipping_fee: money(totals.shippingFee, currency),
      discount: money(totals.discount, currency),
      adjustments: money(totals.adjustments, currency),
      total: money(totals.total, currency),
      refunded: money(totals.refunded, currency),
      net: money(totals.net, currency),
    },
  };
}

/**
 * Where the order is, newest first: each status it entered, in the request's language, with the
 * note staff wrote, and the courier's own scans of the waybill (in the courier's words).
 */
export async function toTracking(
  db: Reader,
  row: OrderWithGroup,
  language: LanguageCode,
  scans: readonly CourierScan[] = [],
): Promise<Tracking> {
  const events = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, row.order.id))
    .orderBy(asc(orderEvents.seq));
  const labels = orderTexts(language).status;
  return {
    order_number: row.order.orderNumber,
    status: row.order.status,
    tracking_number: row.order.trackingNumber,
    courier: row.group.courier?.name ?? null,
    events: [
      ...events.reverse().map((event) => ({
        at: event.at,
        description:
          event.note === '' ? labels[event.status] : `${labels[event.status]}: ${event.note}`,
        location: event.location,
        source: 'store' as const,
      })),
      ...scans.map((scan) => ({ ...scan, source: 'courier' as const })),
    ]
      // A stable sort: events of one instant keep the store's first, the later status on top.
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .map((event) => ({ ...event, at: event.at.toISOString() })),
  };
}
