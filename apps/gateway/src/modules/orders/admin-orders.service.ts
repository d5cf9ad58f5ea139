import type { CONTRACT_BY_ID, EndpointParsedRequest, EndpointResponse } from '@storefront/contract';
import type { OrderStatus } from '@storefront/domain';
import { FIELD_ERRORS, isStaffOrderMove, splitRefundOverPayments } from '@storefront/domain';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { customers, orderAdjustments, orderGroups, orders, refundRequests } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Transaction } from '../../db/transaction';
import { isUniqueViolation, writtenRow } from '../../db/transaction';
import { isUuid } from '../../db/row-id';
import { writeAudit } from '../admin';
import { escapeLike } from '../admin';
import { toCustomerRef } from '../inquiries';
import type { ExcessTransfer, RefundToSend } from '../payments';
import {
  excessPaymentPage,
  excessTransfersOf,
  paymentsTakenFor,
  receivedOf,
  queueRefundTransfers,
  refundTransfersOf,
  retryRefundTransfer,
  sendRefundTransfers,
} from '../payments';
import type { OrderAnnouncement } from './order-moves';
import { announceOrderMoves, applyOrderMove, cancelUnpaidGroup, lockOrder } from './order-moves';
import type { OrderWithGroup } from './order-view';
import { toOrderDetail, toOrderSummaries, toRefund } from './order-view';
import { loadRefundPhotos } from './refund-photos';
import type { OrderRefundFacts } from './refund-lines';
import { loadOrderRefundFacts, loadRefundParts } from './refund-lines';

type AdminOrderPage = EndpointResponse<typeof CONTRACT_BY_ID.listAdminOrders>;
type AdminOrderDetail = EndpointResponse<typeof CONTRACT_BY_ID.getAdminOrder>;
type OrderDetail = EndpointResponse<typeof CONTRACT_BY_ID.moveOrder>;
type RefundPage = EndpointResponse<typeof CONTRACT_BY_ID.listRefunds>;
type ExcessPage = EndpointResponse<typeof CONTRACT_BY_ID.listExcessTransfers>;
type ExcessView = EndpointResponse<typeof CONTRACT_BY_ID.retryExcessTransfer>;
type ExcessQuery = EndpointParsedRequest<typeof CONTRACT_BY_ID.listExcessTransfers>['query'];
type Refund = EndpointResponse<typeof CONTRACT_BY_ID.decideRefund>;
type ListQuery = EndpointParsedRequest<typeof CONTRACT_BY_ID.listAdminOrders>['query'];
type MoveBody = EndpointParsedRequest<typeof CONTRACT_BY_ID.moveOrder>['body'];
type AdjustmentBody = EndpointParsedRequest<typeof CONTRACT_BY_ID.addOrderAdjustment>['body'];
type RefundQuery = EndpointParsedRequest<typeof CONTRACT_BY_ID.listRefunds>['query'];
type DecisionBody = EndpointParsedRequest<typeof CONTRACT_BY_ID.decideRefund>['body'];
type AdminContext = Pick<
  AppContext,
  'db' | 'market' | 'now' | 'config' | 'adapters' | 'currentRate'
>;

const customerColumns = {
  id: customers.id,
  email: customers.email,
  namaDepan: customers.namaDepan,
  namaBelakang: customers.namaBelakang,
  totalOrder: customers.totalOrder,
};

function searchFilter(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(
    ilike(orders.orderNumber, pattern),
    ilike(orderGroups.groupNumber, pattern),
    ilike(customers.email, pattern),
    sql`(${customers.namaDepan} || ' ' || ${customers.namaBelakang}) ilike ${pattern}`,
  );
}

/** The board: one status (a column) or all, oldest first, so the longest-waiting order leads. */
export async function listAdminOrders(
  context: AdminContext,
  query: ListQuery,
): Promise<AdminOrderPage> {
  const where = and(
    query.status ? eq(orders.status, query.status) : undefined,
    searchFilter(query.search),
  );
  const base = () =>
    context.db
      .select({ order: orders, group: orderGroups, customer: customerColumns })
      .from(orders)
      .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
      .innerJoin(customers, eq(customers.id, orders.customerId));
  const [rows, [counted]] = await Promise.all([
    base()
      .where(where)
      .orderBy(asc(orders.createdAt), asc(orders.orderNumber))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    context.db
      .select({ total: count() })
      .from(orders)
      .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(where),
  ]);
  const summaries = await toOrderSummaries(context.db, rows, context.config.publicUrl);
  return {
    items: rows.map((row, index) => ({
      ...(summaries[index] as (typeof summaries)[number]),
      customer: toCustomerRef(row.customer, context.market),
    })),
    page: query.page,
    limit: query.limit,
    total: counted?.total ?? 0,
  };
}

async function adminDetail(
  context: AdminContext,
  db: AppContext['db'],
  row: OrderWithGroup,
): Promise<AdminOrderDetail> {
  const [customer] = await db
    .select(customerColumns)
    .from(customers)
    .where(eq(customers.id, row.order.customerId));
  if (!customer) throw new AppError('order_not_found');
  const adjustments = await db
    .select({ id: orderAdjustments.id })
    .from(orderAdjustments)
    .where(eq(orderAdjustments.orderId, row.order.id));
  const [detail, taken] = await Promise.all([
    toOrderDetail(context, db, row),
    // The group's payment pays for every order of the group: each order shows it.
    paymentsTakenFor(db, [
      { kind: 'order_group', id: row.group.groupNumber },
      ...adjustments.map((adjustment) => ({ kind: 'adjustment' as const, id: adjustment.id })),
    ]),
  ]);
  return { ...detail, customer: toCustomerRef(customer, context.market), payments: taken };
}

export async function getAdminOrder(
  context: AdminContext,
  orderNumber: string,
): Promise<AdminOrderDetail> {
  const [row] = await context.db
    .select({ order: orders, group: orderGroups })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .where(eq(orders.orderNumber, orderNumber));
  if (!row) throw new AppError('order_not_found');
  return adminDetail(context, context.db, row);
}

async function lockByNumber(tx: Transaction, orderNumber: string): Promise<OrderWithGroup> {
  const row = await lockOrder(tx, eq(orders.orderNumber, orderNumber));
  if (!row) throw new AppError('order_not_found');
  return row;
}

/**
 * A staff move: In Process, Shipping (with the tracking number), Delivered (starts the 2x24 h
 * complaint window), or cancelling an unpaid order, which cancels its whole group (decision
 * 176). The domain's table decides; the order's timeline, the audit log and the customer hear
 * of it.
 */
export async function moveOrder(
  context: AdminContext,
  staffId: string,
  orderNumber: string,
  body: MoveBody,
  log?: FastifyBaseLogger,
): Promise<OrderDetail> {
  const now = context.now();
  const { detail, announcements } = await context.db.transaction(async (tx) => {
    const row = await lockByNumber(tx, orderNumber);
    const from = row.order.status;
    // The domain's list of moves this request may take: an extra charge (addOrderAdjustment), a
    // quote and a refund decision (decideRefund) each have their own request.
    if (!isStaffOrderMove(from, body.status)) throw new AppError('transition_not_allowed');
    let announcements: OrderAnnouncement[];
    let current = row;
    if (from === 'waiting_payment' && body.status === 'canceled') {
      announcements = await cancelUnpaidGroup(tx, row.group, {
        actor: 'staff',
        actorId: staffId,
        at: now,
        note: body.note,
      });
      const [order] = await tx.select().from(orders).where(eq(orders.id, row.order.id));
      if (!order) throw new AppError('order_not_found');
      current = { order, group: row.group };
    } else {
      const trackingNumber = body.tracking_number?.trim() || null;
      const moved = await applyOrderMove(tx, {
        row,
        to: body.status,
        actor: 'staff',
        actorId: staffId,
        facts: {
          paymentStatus: row.order.paymentStatus,
          paymentDeadline: row.group.paymentDeadline,
          receivedAt: row.order.receivedAt,
          trackingNumber,
        },
        at: now,
        note: body.note,
        changes: {
          ...(body.status === 'shipping' ? { trackingNumber } : {}),
          ...(body.status === 'delivered' ? { receivedAt: now } : {}),
        },
      });
      announcements = [moved.announcement];
      current = { order: moved.order, group: row.group };
    }
    return { detail: await toOrderDetail(context, tx, current), announcements };
  });
  await announceOrderMoves(context, announcements, log);
  return detail;
}

/** One unpaid extra charge per order, however the requests race. */
const ONE_UNPAID_ADJUSTMENT = 'order_adjustments_one_unpaid';

/**
 * An extra charge after checkout: the order moves from In Process to Adjustment and waits for
 * the customer to pay it through the payment flow (`markAdjustmentPaid` brings it back). The
 * amount must be in the market currency.
 */
export async function addOrderAdjustment(
  context: AdminContext,
  staffId: string,
  orderNumber: string,
  body: AdjustmentBody,
  log?: FastifyBaseLogger,
): Promise<OrderDetail> {
  if (body.amount.currency !== context.market.currency) {
    throw new AppError('validation_failed', undefined, { 'amount.currency': FIELD_ERRORS.invalid });
  }
  const now = context.now();
  try {
    const { detail, announcement } = await context.db.transaction(async (tx) => {
      const row = await lockByNumber(tx, orderNumber);
      const moved = await applyOrderMove(tx, {
        row,
        to: 'adjustment',
        actor: 'staff',
        actorId: staffId,
        facts: { adjustmentCharge: body.amount },
        at: now,
        note: body.reason,
        changes: { paymentStatus: 'unpaid' },
      });
      const adjustment = writtenRow(
        await tx
          .insert(orderAdjustments)
          .values({
            orderId: row.order.id,
            amount: body.amount.amount,
            currency: body.amount.currency,
            reason: body.reason,
            createdBy: staffId,
            createdAt: now,
          })
          .returning(),
      );
      await writeAudit(tx, {
        actorType: 'staff',
        actorId: staffId,
        action: 'order.adjustment',
        subject: { entity: 'order', id: orderNumber },
        before: null,
        after: { adjustment_id: adjustment.id, amount: body.amount, reason: body.reason },
        at: now,
      });
      const announcement: OrderAnnouncement = {
        ...moved.announcement,
        body: 'adjustmentBody',
        charge: body.amount,
      };
      return {
        detail: await toOrderDetail(context, tx, { order: moved.order, group: row.group }),
        announcement,
      };
    });
    await announceOrderMoves(context, [announcement], log);
    return detail;
  } catch (error) {
    if (isUniqueViolation(error, ONE_UNPAID_ADJUSTMENT))
      throw new AppError('transition_not_allowed');
    throw error;
  }
}

/** Undecided requests oldest first (the queue); decided ones most recently decided first. */
export async function listRefunds(context: AdminContext, query: RefundQuery): Promise<RefundPage> {
  const where = query.decided
    ? isNotNull(refundRequests.decidedAt)
    : isNull(refundRequests.decidedAt);
  const order = query.decided
    ? [desc(refundRequests.decidedAt), desc(refundRequests.id)]
    : [asc(refundRequests.requestedAt), asc(refundRequests.id)];
  const [rows, [counted]] = await Promise.all([
    context.db
      .select({
        refund: refundRequests,
        orderNumber: orders.orderNumber,
        customer: customerColumns,
      })
      .from(refundRequests)
      .innerJoin(orders, eq(orders.id, refundRequests.orderId))
      .innerJoin(customers, eq(customers.id, refundRequests.customerId))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    context.db.select({ total: count() }).from(refundRequests).where(where),
  ]);
  const ids = rows.map((row) => row.refund.id);
  const [photos, transfers, parts] = await Promise.all([
    loadRefundPhotos(context.db, context.config.publicUrl, ids),
    refundTransfersOf(context.db, ids),
    loadRefundParts(context.db, ids),
  ]);
  return {
    items: rows.map((row) => ({
      ...toRefund(
        row.refund,
        row.orderNumber,
        photos.get(row.refund.id) ?? [],
        transfers.get(row.refund.id) ?? [],
        parts.get(row.refund.id) ?? { currency: context.market.currency, lines: [] },
      ),
      customer: toCustomerRef(row.customer, context.market),
    })),
    page: query.page,
    limit: query.limit,
    total: counted?.total ?? 0,
  };
}

/**
 * Approve: the request's amount (booked when it was asked, the domain's quoteRefund) goes back
 * to the buyer and comes off their total order; the order becomes refunded once every unit is,
 * partially refunded before (decision 289). Reject: the customer reads the reason; a first
 * request completes the order (decision 020), a later one leaves it partially refunded. A
 * decided request cannot be decided again.
 */
export async function decideRefund(
  context: AdminContext,
  staffId: string,
  refundId: string,
  body: DecisionBody,
  log?: FastifyBaseLogger,
): Promise<Refund> {
  if (!isUuid(refundId)) throw new AppError('not_found');
  const now = context.now();
  const { refund, announcement, transferIds } = await context.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderId: refundRequests.orderId })
      .from(refundRequests)
      .where(eq(refundRequests.id, refundId));
    if (!found) throw new AppError('not_found');
    const row = await lockOrder(tx, eq(orders.id, found.orderId));
    if (!row) throw new AppError('not_found');
    const [before] = await tx
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.id, refundId))
      .for('update');
    if (!before) throw new AppError('not_found');
    if (before.decision !== null) throw new AppError('transition_not_allowed');

    const approve = body.decision === 'approve';
    // Read before the decision: `claimed` holds this request's units, the approved sums do not.
    const facts = await loadOrderRefundFacts(tx, row.order.id);
    const fully = facts.lines.every((line) => (facts.claimed.get(line.id) ?? 0) >= line.quantity);
    const to: OrderStatus = approve
      ? fully
        ? 'refunded'
        : 'partially_refunded'
      : row.order.status === 'returning'
        ? 'completed'
        : row.order.status;
    const moved =
      to === row.order.status
        ? null
        : await applyOrderMove(tx, {
            row,
            to,
            actor: 'staff',
            actorId: staffId,
            facts: { reason: body.note },
            at: now,
            note: body.note,
          });
    const decided = writtenRow(
      await tx
        .update(refundRequests)
        .set({
          decision: body.decision,
          decisionNote: body.note,
          decidedBy: staffId,
          decidedAt: now,
        })
        .where(eq(refundRequests.id, refundId))
        .returning(),
    );
    let transferIds: string[] = [];
    if (approve) {
      await tx
        .update(customers)
        .set({ totalOrder: sql`greatest(${customers.totalOrder} - ${before.amount}, 0)` })
        .where(eq(customers.id, row.order.customerId));
      transferIds = await queueRefundTransfers(tx, {
        refundId,
        customerId: row.order.customerId,
        subjects: refundSubjects(row, facts, before.amount),
        bankAccount: {
          bankName: before.bankName,
          accountNumber: before.accountNumber,
          accountHolder: before.accountHolder,
        },
        staffId,
        at: now,
      });
    }
    const photos =
      (await loadRefundPhotos(tx, context.config.publicUrl, [refundId])).get(refundId) ?? [];
    const transfers = (await refundTransfersOf(tx, [refundId])).get(refundId) ?? [];
    const parts = (await loadRefundParts(tx, [refundId])).get(refundId) ?? {
      currency: row.group.currency,
      lines: [],
    };
    await writeAudit(tx, {
      actorType: 'staff',
      actorId: staffId,
      action: 'refund.decide',
      subject: { entity: 'refund', id: refundId },
      before: toRefund(before, row.order.orderNumber, photos, [], parts),
      after: toRefund(decided, row.order.orderNumber, photos, transfers, parts),
      at: now,
    });
    // A decision that leaves the order where it was still tells the customer.
    const base: OrderAnnouncement = moved?.announcement ?? {
      customerId: row.order.customerId,
      groupNumber: row.group.groupNumber,
      orderNumber: row.order.orderNumber,
      status: row.order.status,
    };
    const announcement: OrderAnnouncement = approve
      ? base
      : { ...base, body: 'refundRejectedBody', note: body.note };
    return {
      refund: toRefund(decided, row.order.orderNumber, photos, transfers, parts),
      announcement,
      transferIds,
    };
  });
  await announceOrderMoves(context, [announcement], log);
  if (transferIds.length === 0) return refund;
  // After the commit: a provider call never holds the decision's transaction. A refusal is
  // stored on the transfer; anything else is logged, the decision stands.
  try {
    await sendRefundTransfers(context, transferIds, log);
  } catch (error) {
    log?.error({ err: error, refundId }, 'sending a refund to the provider failed');
  }
  return readRefund(context, refundId);
}

/**
 * Where an approved amount comes from (decisions 282 and 289): the order's share of its group's
 * payment first (its stored total), then each extra charge oldest first, each up to what it paid
 * less what earlier refunds of the order took from it (the domain's splitRefundOverPayments).
 * A partial refund of goods therefore only ever touches the checkout's payment.
 */
function refundSubjects(
  row: OrderWithGroup,
  facts: OrderRefundFacts,
  amount: number,
): RefundToSend['subjects'][number][] {
  const currency = row.group.currency;
  const paidAdjustments = facts.adjustments.filter((adjustment) => adjustment.paid);
  const parts = splitRefundOverPayments(
    [row.order.total, ...paidAdjustments.map((adjustment) => adjustment.amount)],
    facts.approvedAmount,
    amount,
  );
  const subjects: RefundToSend['subjects'][number][] = [
    { kind: 'order_group', id: row.group.groupNumber, amount: { amount: parts[0] ?? 0, currency } },
    ...paidAdjustments.map((adjustment, index) => ({
      kind: 'adjustment' as const,
      id: adjustment.id,
      amount: { amount: parts[index + 1] ?? 0, currency },
    })),
  ];
  return subjects.filter((subject) => subject.amount.amount > 0);
}

/** One refund as staff see it, read after its transaction committed. */
async function readRefund(context: AdminContext, refundId: string): Promise<Refund> {
  const [row] = await context.db
    .select({ refund: refundRequests, orderNumber: orders.orderNumber })
    .from(refundRequests)
    .innerJoin(orders, eq(orders.id, refundRequests.orderId))
    .where(eq(refundRequests.id, refundId));
  if (!row) throw new AppError('not_found');
  const [photos, transfers] = await Promise.all([
    loadRefundPhotos(context.db, context.config.publicUrl, [refundId]),
    refundTransfersOf(context.db, [refundId]),
  ]);
  const parts = await loadRefundParts(context.db, [refundId]);
  return toRefund(
    row.refund,
    row.orderNumber,
    photos.get(refundId) ?? [],
    transfers.get(refundId) ?? [],
    parts.get(refundId) ?? { currency: context.market.currency, lines: [] },
  );
}

/**
 * Staff send a failed refund or payout again (decision 282; payments' retryRefundTransfer
 * decides whether it may, audits it and calls the provider). Answers the refund as it is now.
 */
export async function retryRefund(
  context: AdminContext,
  staffId: string,
  refundId: string,
  transferId: string,
  log?: FastifyBaseLogger,
): Promise<Refund> {
  await retryRefundTransfer(context, staffId, { refundId, transferId }, log);
  return readRefund(context, refundId);
}

/**
 * Excess sent back as staff see it: each with the orders its payment paid for (the group's, or
 * the order of the extra charge) and the customer.
 */
async function toExcessViews(
  context: AdminContext,
  excess: readonly ExcessTransfer[],
): Promise<ExcessView[]> {
  const ids = (kind: 'order_group' | 'adjustment') =>
    excess.filter((row) => row.payment.subjectKind === kind).map((row) => row.payment.subjectId);
  const groupNumbers = ids('order_group');
  const adjustmentIds = ids('adjustment').filter(isUuid);
  const customerIds = [...new Set(excess.map((row) => row.payment.customerId))];
  const [groupOrders, adjustmentOrders, people] = await Promise.all([
    groupNumbers.length === 0
      ? []
      : context.db
          .select({ subject: orderGroups.groupNumber, orderNumber: orders.orderNumber })
          .from(orders)
          .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
          .where(inArray(orderGroups.groupNumber, groupNumbers))
          .orderBy(asc(orders.orderNumber)),
    adjustmentIds.length === 0
      ? []
      : context.db
          .select({ subject: orderAdjustments.id, orderNumber: orders.orderNumber })
          .from(orderAdjustments)
          .innerJoin(orders, eq(orders.id, orderAdjustments.orderId))
          .where(inArray(orderAdjustments.id, adjustmentIds)),
    customerIds.length === 0
      ? []
      : context.db
          .select(customerColumns)
          .from(customers)
          .where(inArray(customers.id, customerIds)),
  ]);
  const numbers = new Map<string, string[]>();
  for (const { subject, orderNumber } of [...groupOrders, ...adjustmentOrders]) {
    numbers.set(subject, [...(numbers.get(subject) ?? []), orderNumber]);
  }
  const byId = new Map(people.map((person) => [person.id, person]));
  return excess.flatMap(({ transfer, payment }) => {
    const customer = byId.get(payment.customerId);
    if (!customer) return [];
    return [
      {
        ...transfer,
        cause: 'excess' as const,
        payment: {
          id: payment.id,
          subject_kind: payment.subjectKind,
          subject_id: payment.subjectId,
          order_numbers: numbers.get(payment.subjectId) ?? [],
          method: payment.method,
          amount: { amount: payment.amount, currency: payment.currency },
          received: receivedOf(payment),
          paid_at: payment.paidAt?.toISOString() ?? null,
        },
        customer: toCustomerRef(customer, context.market),
      },
    ];
  });
}

/** Excess sent back by itself (decision 304), the latest attempt per payment, newest first. */
export async function listExcessTransfers(
  context: AdminContext,
  query: ExcessQuery,
): Promise<ExcessPage> {
  const { paymentIds, total } = await excessPaymentPage(context.db, query);
  const items = await toExcessViews(context, await excessTransfersOf(context.db, paymentIds));
  return { items, page: query.page, limit: query.limit, total };
}

/**
 * Staff send a failed excess refund or payout again (payments' retryRefundTransfer decides
 * whether it may). Answers the payment's excess as it is now.
 */
export async function retryExcess(
  context: AdminContext,
  staffId: string,
  transferId: string,
  log?: FastifyBaseLogger,
): Promise<ExcessView> {
  const { paymentId } = await retryRefundTransfer(
    context,
    staffId,
    { excess: true, transferId },
    log,
  );
  const [view] = await toExcessViews(context, await excessTransfersOf(context.db, [paymentId]));
  if (!view) throw new AppError('not_found');
  return view;
}
