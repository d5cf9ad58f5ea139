import type { Actor, MessageParams, Money, OrderMoveFacts, OrderStatus } from '@storefront/domain';
import { checkOrderMove, FIELD_ERRORS, formatMoney } from '@storefront/domain';
import type { SQL } from 'drizzle-orm';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { renderMail } from '../../adapters/mail/mail-template';
import { customers, orderEvents, orderGroups, orders } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Transaction } from '../../db/transaction';
import { writeAudit } from '../admin';
import { notifyCustomer } from '../notifications';
import { orderText, orderTexts } from './order-texts';
import type { OrderGroupRow, OrderRow, OrderWithGroup } from './order-view';

/**
 * Something the customer is told once the transaction that caused it has committed (a push
 * cannot be rolled back, so services collect these and announce them after the commit).
 */
export interface OrderAnnouncement {
  readonly customerId: string;
  readonly groupNumber: string;
  readonly orderNumber: string;
  readonly status: OrderStatus;
  /** Which body to send: a plain status change by default. */
  readonly body?: 'adjustmentBody' | 'refundRejectedBody';
  /** An extra charge (the adjustment notification names it). */
  readonly charge?: Money;
  /** What staff wrote: the charge's reason, the refund rejection's reason. */
  readonly note?: string;
}

/** The field a failed requirement belongs to, for the form that sent it. */
const FIELD_OF_REQUIREMENT: Partial<Record<OrderStatus, string>> = {
  shipping: 'tracking_number',
};

export interface OrderMoveInput {
  readonly row: OrderWithGroup;
  readonly to: OrderStatus;
  readonly actor: Actor;
  /** The staff member's or customer's id; null for the system. */
  readonly actorId: string | null;
  readonly facts: OrderMoveFacts;
  readonly at: Date;
  readonly note?: string;
  /** Columns that change with the status (tracking number, received time, payment status). */
  readonly changes?: Partial<Pick<OrderRow, 'trackingNumber' | 'receivedAt' | 'paymentStatus'>>;
}

/**
 * The one way an order changes status: the domain's table and requirement judge it
 * (`checkOrderMove`), the row moves only from the status it was read in, the timeline gets its
 * event and a staff move its audit line, all in the caller's transaction.
 */
export async function applyOrderMove(
  tx: Transaction,
  move: OrderMoveInput,
): Promise<{ order: OrderRow; announcement: OrderAnnouncement }> {
  const { row, to, actor, at } = move;
  const from = row.order.status;
  const check = checkOrderMove(from, to, actor, move.facts, at);
  if (!check.ok) {
    const field = FIELD_OF_REQUIREMENT[to];
    throw check.code === 'validation_failed' && field
      ? new AppError('validation_failed', undefined, { [field]: FIELD_ERRORS.required })
      : new AppError(check.code);
  }
  const [order] = await tx
    .update(orders)
    .set({ status: to, updatedAt: at, ...move.changes })
    .where(and(eq(orders.id, row.order.id), eq(orders.status, from)))
    .returning();
  // The row is locked by the caller; this only fails when a caller forgot the lock.
  if (!order) throw new AppError('transition_not_allowed');
  await tx.insert(orderEvents).values({
    orderId: order.id,
    status: to,
    actorType: actor,
    actorId: move.actorId,
    trackingNumber: move.changes?.trackingNumber ?? null,
    note: move.note ?? '',
    at,
  });
  if (actor === 'staff') {
    await writeAudit(tx, {
      actorType: 'staff',
      actorId: move.actorId,
      action: 'order.move',
      subject: { entity: 'order', id: order.orderNumber },
      before: { status: from, tracking_number: row.order.trackingNumber },
      after: { status: to, tracking_number: order.trackingNumber, note: move.note ?? '' },
      at,
    });
  }
  return {
    order,
    announcement: {
      customerId: order.customerId,
      groupNumber: row.group.groupNumber,
      orderNumber: order.orderNumber,
      status: to,
      ...(move.note ? { note: move.note } : {}),
    },
  };
}

/**
 * Reads one order with its group and locks both, group first. Every writer of orders locks in
 * this order (payment, the sweep, staff, the customer), so two of them never wait on each other
 * in a circle. Null when no order matches.
 */
export async function lockOrder(tx: Transaction, where: SQL): Promise<OrderWithGroup | null> {
  const [found] = await tx
    .select({ orderId: orders.id, groupId: orders.groupId })
    .from(orders)
    .where(where);
  if (!found) return null;
  const [group] = await tx
    .select()
    .from(orderGroups)
    .where(eq(orderGroups.id, found.groupId))
    .for('update');
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
  if (!group || !order) return null;
  return { order, group };
}

/** The orders of a locked group, locked too. */
export async function lockGroupOrders(tx: Transaction, group: OrderGroupRow): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(eq(orders.groupId, group.id))
    .orderBy(orders.orderNumber)
    .for('update');
}

/**
 * Cancels every order of an unpaid, locked group that still waits for payment, and marks the
 * group cancelled: a group is paid as one, so it is cancelled as one (decision 176).
 */
export async function cancelUnpaidGroup(
  tx: Transaction,
  group: OrderGroupRow,
  move: { actor: Actor; actorId: string | null; at: Date; note?: string },
): Promise<OrderAnnouncement[]> {
  const announcements: OrderAnnouncement[] = [];
  for (const order of await lockGroupOrders(tx, group)) {
    if (order.status !== 'waiting_payment') continue;
    const moved = await applyOrderMove(tx, {
      row: { order, group },
      to: 'canceled',
      actor: move.actor,
      actorId: move.actorId,
      facts: { paymentStatus: group.paymentStatus, paymentDeadline: group.paymentDeadline },
      at: move.at,
      ...(move.note ? { note: move.note } : {}),
    });
    announcements.push(moved.announcement);
  }
  await tx
    .update(orderGroups)
    .set({ canceledAt: move.at, updatedAt: move.at })
    .where(eq(orderGroups.id, group.id));
  return announcements;
}

interface Logger {
  warn(object: object, message: string): void;
}

type AnnounceContext = Pick<AppContext, 'db' | 'adapters' | 'now' | 'market' | 'config'>;

/** The storefront page of an order, under the customer's own locale when the market has it. */
function orderLink(context: AnnounceContext, language: string, a: OrderAnnouncement): string {
  const locale =
    context.market.locales.find((candidate) => candidate.split('-')[0] === language) ??
    context.market.defaultLocale;
  return `/${locale}/orders/${encodeURIComponent(a.groupNumber)}/${encodeURIComponent(a.orderNumber)}`;
}

/**
 * The notification as an e-mail, with the order page's full address. A mail that fails is logged
 * and skipped: the notification is stored already, and the next news of the order mails again.
 */
async function mailOrderNews(
  context: AnnounceContext,
  to: string,
  language: string,
  notice: {
    body: NonNullable<OrderAnnouncement['body']> | 'movedBody';
    params: MessageParams;
    path: string;
  },
  log?: Logger,
): Promise<void> {
  const texts = orderTexts(language);
  const mail = renderMail({
    language,
    subject: texts.movedTitle,
    body: `${texts[notice.body]}\n\n${texts.mailLink}`,
    params: {
      ...notice.params,
      link: `${context.config.publicUrl.replace(/\/+$/, '')}${notice.path}`,
    },
    links: ['link'],
  });
  try {
    await context.adapters.mail.send({ to, ...mail });
  } catch (error) {
    log?.warn({ err: error }, 'order e-mail not sent; the move stands');
  }
}

/**
 * Tells each customer, in their own language, what happened to their orders: a notification
 * (stored and pushed) and, to an address the customer has verified, the same news by e-mail (an
 * address nobody confirmed may be someone else's). Runs after the commit; a failure is logged and
 * swallowed, because the move itself has happened and the notification list is not worth a failed
 * request or a repeated payment callback.
 */
export async function announceOrderMoves(
  context: AnnounceContext,
  announcements: readonly OrderAnnouncement[],
  log?: Logger,
): Promise<void> {
  if (announcements.length === 0) return;
  try {
    const ids = [...new Set(announcements.map((a) => a.customerId))];
    const rows = await context.db
      .select({
        id: customers.id,
        language: customers.language,
        email: customers.email,
        emailVerifiedAt: customers.emailVerifiedAt,
        deletedAt: customers.deletedAt,
      })
      .from(customers)
      .where(inArray(customers.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const a of announcements) {
      const customer = byId.get(a.customerId);
      const language = customer?.language ?? context.market.defaultLocale.split('-')[0] ?? 'en';
      const params = {
        order: a.orderNumber,
        status: orderTexts(language).status[a.status],
        note: a.note ?? '',
        amount: a.charge ? formatMoney(a.charge, context.market.defaultLocale) : '',
      };
      const body = orderText(a.body ?? 'movedBody', language, params);
      const path = orderLink(context, language, a);
      await notifyCustomer(
        context,
        a.customerId,
        { title: orderText('movedTitle', language, params), body, link: path },
        log ? { log } : {},
      );
      if (customer?.emailVerifiedAt && !customer.deletedAt) {
        const notice = { body: a.body ?? 'movedBody', params, path } as const;
        await mailOrderNews(context, customer.email, language, notice, log);
      }
    }
  } catch (error) {
    log?.warn({ err: error }, 'order notification failed; the move stands');
  }
}
