import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { orderGroups } from '../../db/schema';
import type { OrderAnnouncement } from './order-moves';
import { announceOrderMoves, cancelUnpaidGroup } from './order-moves';

/** Groups cancelled per transaction: short transactions keep row locks brief. */
export const SWEEP_BATCH_SIZE = 50;

type SweepContext = Pick<AppContext, 'db' | 'adapters' | 'now' | 'market'>;

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
 * Runs the sweep every `intervalMs` until the returned stop function is called; stopping waits
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
