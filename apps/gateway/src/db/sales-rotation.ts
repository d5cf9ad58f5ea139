import { asc, eq, sql } from 'drizzle-orm';
import { salesContacts } from './schema';
import type { Transaction } from './transaction';

/**
 * The next active sales contact in the rotation: the one assigned least recently (never assigned
 * first), ties by id.
 *
 * Two registrations at the same moment must not both take the same "next" (decision 302): the
 * row is locked `FOR NO KEY UPDATE SKIP LOCKED`, so a second transaction passes over the contact
 * the first one holds and takes the one after it. Only when every active contact is held (more
 * registrations at once than contacts) does it wait, without SKIP LOCKED, for the first of them;
 * the fresh look below then takes whichever is next once that one is free (the same contact
 * again if all the others are still held). A rolled-back registration releases its contact
 * without moving it to the back. NO KEY UPDATE, as the write it prepares changes no key:
 * it does not hold up the foreign-key checks of customers assigned to the contact meanwhile.
 */
async function lockNextContact(tx: Transaction, skipLocked: boolean): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: salesContacts.id })
    .from(salesContacts)
    .where(eq(salesContacts.active, true))
    .orderBy(sql`${salesContacts.lastAssignedAt} asc nulls first`, asc(salesContacts.id))
    .limit(1)
    .for('no key update', skipLocked ? { skipLocked: true } : {});
  return row?.id;
}

/** Fresh looks at the rotation after a lock, at most (each normally confirms at once). */
const RECHECKS = 3;

/**
 * Takes the next active sales contact for a new customer and moves it to the back of the
 * rotation, inside the caller's transaction (the customer's insert): the turn is spent only if
 * the customer is created. Null when no contact is active; the customer then has none, as before
 * the roster existed, and nothing fails.
 *
 * The turn is stamped with the database's `clock_timestamp()`, not the app clock: the order must
 * follow the real sequence of assignments even when a test or the development clock stands still.
 */
export async function takeNextSalesContact(tx: Transaction): Promise<string | null> {
  let id = (await lockNextContact(tx, true)) ?? (await lockNextContact(tx, false));
  // A row locked just as its holder committed is returned as it is now, but the choice was made
  // on the snapshot taken before that commit: the contact may have just been handed out. A
  // second look, in a fresh snapshot, settles it; rows this transaction holds are not skipped,
  // so an unchanged answer confirms the contact. The roster is small; a few looks suffice.
  for (let look = 0; id !== undefined && look < RECHECKS; look += 1) {
    const again = await lockNextContact(tx, true);
    if (again === undefined || again === id) break;
    id = again;
  }
  if (id === undefined) return null;
  await tx
    .update(salesContacts)
    .set({ lastAssignedAt: sql`clock_timestamp()` })
    .where(eq(salesContacts.id, id));
  return id;
}
