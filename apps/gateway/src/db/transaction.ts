import type { Database } from './client';

/** A transaction handle: the same query API as the database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a query helper reads through: the database, or the transaction it runs in. */
export type Reader = Database | Transaction;

/** The row an INSERT ... RETURNING wrote; PostgreSQL answers one row per row written. */
export function writtenRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('the write returned no row');
  return row;
}

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
