import { REFUND_WINDOW_HOURS } from '@storefront/domain';
import { subHours } from 'date-fns/subHours';
import { and, asc, eq, inArray, isNull, lt, lte } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { orderGroups, orders } from '../../db/schema';
import type { OrderAnnouncement } from './order-moves';
import { announceOrderMoves, applyOrderMove, cancelUnpaidGroup } from './order-moves';

/** Groups cancelled per transaction: short transactions keep row locks brief. */
export const SWEEP_BATCH_SIZE = 50;

type SweepContext = Pick<AppContext, 'db' | 'adapters' | 'now' | 'market' | 'config'>;

interface Logger {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface SweepResult {
  readonly groups: number;
  readonly orders: number;
}

/**
 * Cancels every unpaid group at or past its payment deadline (SPEC §4). Safe on any number of
 * replicas at once: each batch takes its groups with `FOR UPDATE SKIP LOCKED`, so a group
 * another replica (or a payment) holds is skipped, never cancelled twice, and a payment that
 * committed first leaves the group paid and out of the query. Each order moves through the
 * transition table as the system (`payment_deadline_passed`).
 */
export async function cancelOverdueGroups(
  context: SweepContext,
  options: { batchSize?: number; log?: Logger } = {},
): Promise<SweepResult> {
  const batchSize = options.batchSize ?? SWEEP_BATCH_SIZE;
  let groups = 0;
  let orderCount = 0;
  for (;;) {
    const now = context.now();
    const batch = await context.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(orderGroups)
        .where(
          and(
            eq(orderGroups.paymentStatus, 'unpaid'),
            isNull(orderGroups.canceledAt),
            lte(orderGroups.paymentDeadline, now),
          ),
        )
        .orderBy(asc(orderGroups.paymentDeadline))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      const moved: OrderAnnouncement[] = [];
      for (const group of due) {
        moved.push(
          ...(await cancelUnpaidGroup(tx, group, { actor: 'system', actorId: null, at: now })),
        );
      }
      return { groups: due.length, moved };
    });
    groups += batch.groups;
    orderCount += batch.moved.length;
    await announceOrderMoves(context, batch.moved, options.log);
    if (batch.groups < batchSize) break;
  }
  return { groups, orders: orderCount };
}

/**
 * Completes every delivered order whose 2x24 h complaint window has closed with no complaint
 * (SPEC §1: a complaint moves the order to `returning`, so a delivered one has none open). The
 * window's last instant still belongs to the buyer (decision 021): only an order received
 * strictly more than 48 h ago is taken. Replica-safe as the unpaid sweep: each batch takes its
 * orders with `FOR UPDATE SKIP LOCKED` and waits on no lock, and the move itself only applies
 * from `delivered` (a buyer's confirmation or complaint that committed first wins). Each order
 * moves through the transition table as the system, which checks the window again.
 */
export async function completeDeliveredOrders(
  context: SweepContext,
  options: { batchSize?: number; log?: Logger } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? SWEEP_BATCH_SIZE;
  let completed = 0;
  for (;;) {
    const now = context.now();
    const receivedBy = subHours(now, REFUND_WINDOW_HOURS);
    const batch = await context.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'delivered'), lt(orders.receivedAt, receivedBy)))
        .orderBy(asc(orders.receivedAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      const groupIds = [...new Set(due.map((order) => order.groupId))];
      // Only the group's number is read (for the notification's link): it is not locked.
      const groups = groupIds.length
        ? await tx.select().from(orderGroups).where(inArray(orderGroups.id, groupIds))
        : [];
      const groupById = new Map(groups.map((group) => [group.id, group]));
      const moved: OrderAnnouncement[] = [];
      for (const order of due) {
        const group = groupById.get(order.groupId);
        if (!group) continue;
        const { announcement } = await applyOrderMove(tx, {
          row: { order, group },
          to: 'completed',
          actor: 'system',
          actorId: null,
          facts: { receivedAt: order.receivedAt },
          at: now,
        });
        moved.push(announcement);
      }
      return { taken: due.length, moved };
    });
    completed += batch.moved.length;
    await announceOrderMoves(context, batch.moved, options.log);
    if (batch.taken < batchSize) break;
  }
  return completed;
}

/**
 * Runs the sweeps (unpaid groups cancelled, then delivered orders past their window completed)
 * every `intervalMs` until the returned stop function is called; stopping waits
 * for a sweep in progress, so the database is not closed under it. A failed run is logged and
 * the next one tries again.
 */
export function startOrderSweep(
  context: SweepContext,
  intervalMs: number,
  log: Logger,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = cancelOverdueGroups(context, { log })
      .then(() => completeDeliveredOrders(context, { log }))
      .catch((error: unknown) => log.error({ err: error }, 'order sweep failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
