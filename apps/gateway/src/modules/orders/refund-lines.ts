import type { CONTRACT_BY_ID, EndpointResponse } from '@storefront/contract';
import type { CurrencyCode, OrderLineAmounts, RefundQuote } from '@storefront/domain';
import { money, quoteRefund } from '@storefront/domain';
import { and, asc, eq, inArray, isNotNull, ne, or, isNull, sql } from 'drizzle-orm';
import {
  orderAdjustments,
  orderGroups,
  orderLines,
  orders,
  refundRequestLines,
  refundRequests,
} from '../../db/schema';
import type { Reader } from '../../db/transaction';

// The contract's own type, not order-view's alias: order-view reads this file (no import cycle).
type RefundLineView = EndpointResponse<typeof CONTRACT_BY_ID.requestRefund>['lines'][number];

/** What a refund shows of its lines and amount (`toRefund`'s last argument). */
export interface RefundParts {
  readonly currency: CurrencyCode;
  readonly lines: readonly RefundLineView[];
}

/**
 * The lines of each refund with the product and variant as bought, in line order, and the
 * currency of its order's group (decision 289).
 */
export async function loadRefundParts(
  db: Reader,
  refundIds: readonly string[],
): Promise<Map<string, RefundParts>> {
  const parts = new Map<string, { currency: CurrencyCode; lines: RefundLineView[] }>();
  if (refundIds.length === 0) return parts;
  const heads = await db
    .select({ id: refundRequests.id, currency: orderGroups.currency })
    .from(refundRequests)
    .innerJoin(orders, eq(orders.id, refundRequests.orderId))
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .where(inArray(refundRequests.id, [...refundIds]));
  for (const head of heads) parts.set(head.id, { currency: head.currency, lines: [] });
  const rows = await db
    .select({
      refundId: refundRequestLines.refundId,
      lineId: refundRequestLines.orderLineId,
      quantity: refundRequestLines.quantity,
      amount: refundRequestLines.amount,
      title: orderLines.productTitle,
      variant: orderLines.variantName,
    })
    .from(refundRequestLines)
    .innerJoin(orderLines, eq(orderLines.id, refundRequestLines.orderLineId))
    .where(inArray(refundRequestLines.refundId, [...refundIds]))
    .orderBy(asc(refundRequestLines.refundId), asc(orderLines.position));
  for (const row of rows) {
    const entry = parts.get(row.refundId);
    if (!entry) continue;
    entry.lines.push({
      line_id: row.lineId,
      product_title: row.title,
      variant_name: row.variant,
      quantity: row.quantity,
      amount: money(row.amount, entry.currency),
    });
  }
  return parts;
}

/** The refund facts of one order, read inside the caller's transaction (under the order's lock). */
export interface OrderRefundFacts {
  readonly lines: readonly OrderLineAmounts[];
  /** Units per line of requests that were not rejected (pending or approved). */
  readonly claimed: ReadonlyMap<string, number>;
  /** Units per line of approved requests. */
  readonly refunded: ReadonlyMap<string, number>;
  /** Every extra charge, in the order staff added them. */
  readonly adjustments: readonly { id: string; amount: number; paid: boolean }[];
  /** Σ approved refund amounts. */
  readonly approvedAmount: number;
  /** Approved refund amounts, oldest decision first. */
  readonly approvedAmounts: readonly number[];
}

export async function loadOrderRefundFacts(
  db: Reader,
  orderId: string,
  options: { excludeRefundId?: string } = {},
): Promise<OrderRefundFacts> {
  const lines = await db
    .select({ id: orderLines.id, quantity: orderLines.quantity, unitPrice: orderLines.unitPrice })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const counted = await db
    .select({
      lineId: refundRequestLines.orderLineId,
      decision: refundRequests.decision,
      quantity: sql<number>`sum(${refundRequestLines.quantity})::int`,
    })
    .from(refundRequestLines)
    .innerJoin(refundRequests, eq(refundRequests.id, refundRequestLines.refundId))
    .where(
      and(
        eq(refundRequests.orderId, orderId),
        or(isNull(refundRequests.decision), ne(refundRequests.decision, 'reject')),
        options.excludeRefundId ? ne(refundRequests.id, options.excludeRefundId) : undefined,
      ),
    )
    .groupBy(refundRequestLines.orderLineId, refundRequests.decision);
  const claimed = new Map<string, number>();
  const refunded = new Map<string, number>();
  for (const row of counted) {
    const units = Number(row.quantity);
    claimed.set(row.lineId, (claimed.get(row.lineId) ?? 0) + units);
    if (row.decision === 'approve')
      refunded.set(row.lineId, (refunded.get(row.lineId) ?? 0) + units);
  }
  const adjustments = await db
    .select({
      id: orderAdjustments.id,
      amount: orderAdjustments.amount,
      paidAt: orderAdjustments.paidAt,
    })
    .from(orderAdjustments)
    .where(eq(orderAdjustments.orderId, orderId))
    .orderBy(asc(orderAdjustments.createdAt), asc(orderAdjustments.id));
  const approved = await db
    .select({ amount: refundRequests.amount })
    .from(refundRequests)
    .where(
      and(
        eq(refundRequests.orderId, orderId),
        eq(refundRequests.decision, 'approve'),
        isNotNull(refundRequests.decidedAt),
      ),
    )
    .orderBy(asc(refundRequests.decidedAt), asc(refundRequests.id));
  const approvedAmounts = approved.map((row) => row.amount);
  return {
    lines,
    claimed,
    refunded,
    adjustments: adjustments.map((row) => ({
      id: row.id,
      amount: row.amount,
      paid: row.paidAt !== null,
    })),
    approvedAmount: approvedAmounts.reduce((sum, amount) => sum + amount, 0),
    approvedAmounts,
  };
}

/** The domain's quote of a request against the order's facts. */
export function quoteFromFacts(
  order: { readonly shippingFee: number; readonly discount: number },
  facts: OrderRefundFacts,
  request: readonly { line_id: string; quantity: number }[],
): RefundQuote {
  return quoteRefund({
    order: { lines: facts.lines, shippingFee: order.shippingFee, discount: order.discount },
    paidAdjustments: facts.adjustments.filter((a) => a.paid).map((a) => a.amount),
    claimed: facts.claimed,
    request: request.map((line) => ({ lineId: line.line_id, quantity: line.quantity })),
  });
}
