import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema';

/** A transaction handle: the same query API as the database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** PostgreSQL's unique_violation, raised by both drivers (Drizzle wraps it in `cause`). */
const UNIQUE_VIOLATION = '23505';

/** True when a write failed on the unique index `constraint`, whichever driver raised it. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; isRecord(current); current = current['cause']) {
    if (current['code'] === UNIQUE_VIOLATION) {
      // node-postgres names the constraint; PGlite may only say it in the message.
      return (
        current['constraint'] === constraint || String(current['message']).includes(constraint)
      );
    }
  }
  return false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids of addresses, bank accounts and notes are UUIDs: anything else cannot name a row, and
 * handing it to PostgreSQL would fail the cast (a 500) instead of the honest 404.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * Serialises the writes of one customer's address book: the first-address-is-main and the
 * promote-on-delete rules read, then write, and two concurrent requests must not both see "no
 * main address". The partial unique index stays the last guard.
 */
export async function lockCustomer(tx: Transaction, customerId: string): Promise<void> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
}

/** The row an INSERT ... RETURNING wrote; PostgreSQL answers one row per row written. */
export function writtenRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('the write returned no row');
  return row;
}
