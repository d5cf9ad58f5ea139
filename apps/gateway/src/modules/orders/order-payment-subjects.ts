import { canPay, money } from '@storefront/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { orderAdjustments, orderGroups, orders } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { isUuid } from '../../db/row-id';
import type {
  PayableSubject,
  PaymentSubjectHandler,
  SettlementReply,
} from '../../context/payment-subjects';
import type { SettleResult } from './order-groups.service';
import { markAdjustmentPaid, markGroupPaid } from './order-groups.service';
import { announceOrderMoves } from './order-moves';

type SubjectContext = Pick<AppContext, 'db' | 'now' | 'market' | 'adapters' | 'config'>;

/**
 * The group as `customerId` may pay it. The row is read FOR SHARE: a voucher change of the group
 * (which locks it FOR UPDATE) and the creation of a payment for it run one after the other, so a
 * payment is never created for a total that is being changed.
 */
async function loadGroup(
  tx: Transaction,
  context: SubjectContext,
  groupNumber: string,
  customerId: string,
): Promise<PayableSubject | null> {
  const [group] = await tx
    .select()
    .from(orderGroups)
    .where(and(eq(orderGroups.groupNumber, groupNumber), eq(orderGroups.customerId, customerId)))
    .for('share');
  if (!group) return null;
  return {
    amount: money(group.total, group.currency),
    method: group.paymentMethod,
    deadline: group.paymentDeadline,
    paid: group.paymentStatus === 'paid',
    check: canPay(
      {
        status: group.canceledAt === null ? 'waiting_payment' : 'canceled',
        paymentStatus: group.paymentStatus,
        paymentDeadline: group.paymentDeadline,
      },
      context.now(),
    ),
    description: `${context.market.orderIdPrefix} order ${group.groupNumber}`,
  };
}

/**
 * An extra charge of one of the customer's orders: by default with the group's payment method,
 * but by any method the market offers (the order's first one may not suit a small extra sum, or
 * no longer be at hand; decision 304).
 */
async function loadAdjustment(
  tx: Transaction,
  context: SubjectContext,
  adjustmentId: string,
  customerId: string,
): Promise<PayableSubject | null> {
  if (!isUuid(adjustmentId)) return null;
  const [row] = await tx
    .select({ adjustment: orderAdjustments, order: orders, group: orderGroups })
    .from(orderAdjustments)
    .innerJoin(orders, eq(orders.id, orderAdjustments.orderId))
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .where(and(eq(orderAdjustments.id, adjustmentId), eq(orders.customerId, customerId)));
  if (!row) return null;
  const paid = row.adjustment.paidAt !== null;
  return {
    amount: money(row.adjustment.amount, row.adjustment.currency),
    method: row.group.paymentMethod,
    methods: context.market.paymentMethods,
    // An extra charge has no deadline: the order waits in `adjustment` until it is paid.
    deadline: null,
    paid,
    check: canPay(
      { status: row.order.status, paymentStatus: paid ? 'paid' : 'unpaid', paymentDeadline: null },
      context.now(),
    ),
    description: `${context.market.orderIdPrefix} order ${row.order.orderNumber}: ${row.adjustment.reason}`,
  };
}

/**
 * What the settlement means to the payment module: the moves are announced after the commit;
 * money for something that can no longer take it is kept for a staff refund.
 */
function replyFor(context: SubjectContext, result: SettleResult): SettlementReply {
  if (result.outcome === 'not_payable' || result.outcome === 'not_found') {
    return { reviewReason: `subject_${result.outcome}` };
  }
  return { afterCommit: () => announceOrderMoves(context, result.announcements) };
}

/**
 * Registers orders as the owner of the two things payments collect money for: an order group
 * (by group number) and a staff adjustment (by id). Called once from the orders routes.
 */
export function registerOrderPaymentSubjects(context: AppContext): void {
  const groups: PaymentSubjectHandler = {
    load: (tx, groupNumber, customerId) => loadGroup(tx, context, groupNumber, customerId),
    onSettled: async (subject, tx, payment) => {
      // The group's total can change before it is paid (vouchers): money asked for an older
      // total pays nothing automatically; it is kept for staff to refund or book.
      const [group] = await tx
        .select({ total: orderGroups.total, currency: orderGroups.currency })
        .from(orderGroups)
        .where(eq(orderGroups.groupNumber, subject.id))
        .for('update');
      if (
        group &&
        (group.total !== payment.amount.amount || group.currency !== payment.amount.currency)
      ) {
        return { reviewReason: 'amount_mismatch' };
      }
      return replyFor(context, await markGroupPaid(tx, subject.id, { paidAt: payment.paidAt }));
    },
  };
  const adjustments: PaymentSubjectHandler = {
    load: (tx, adjustmentId, customerId) => loadAdjustment(tx, context, adjustmentId, customerId),
    onSettled: async (subject, tx, payment) =>
      replyFor(context, await markAdjustmentPaid(tx, subject.id, { paidAt: payment.paidAt })),
  };
  context.paymentSubjects.register('order_group', groups);
  context.paymentSubjects.register('adjustment', adjustments);
}
