import { and, eq, isNull, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Database } from '../../db/client';
import { takeNextSalesContact } from '../../db/sales-rotation';
import { customers, staffMembers } from '../../db/schema';
import type { CustomerRow } from './session-identity';

/** A transaction handle: the same query API as the database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export type NewCustomer = typeof customers.$inferInsert;
export type StaffRow = typeof staffMembers.$inferSelect;

/** PostgreSQL's unique_violation; both drivers raise it, Drizzle wraps it in `cause`. */
const UNIQUE_VIOLATION = '23505';

/** The unique index a write broke, or undefined when the error is anything else. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  for (let current: unknown = error; isRecord(current); current = current['cause']) {
    if (current['code'] === UNIQUE_VIOLATION) {
      const constraint = current['constraint'];
      return typeof constraint === 'string' ? constraint : String(current['message']);
    }
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export async function findLiveCustomerByEmail(
  db: Executor,
  email: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.email, email.toLowerCase()), isNull(customers.deletedAt)));
  return row;
}

export async function findLiveCustomerById(
  db: Executor,
  id: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.deletedAt)));
  return row;
}

/** Reads the customer and holds its row until the transaction ends: one writer per account. */
export async function lockLiveCustomer(
  tx: Transaction,
  id: string,
): Promise<CustomerRow | undefined> {
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.deletedAt)))
    .for('update');
  return row;
}

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const REFERRAL_LENGTH = 8;

/** A code a customer hands out to invite others; 31^8 ≈ 8.5e11 values. */
export function createReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_LENGTH; i += 1) {
    code += REFERRAL_ALPHABET[randomInt(0, REFERRAL_ALPHABET.length)];
  }
  return code;
}

const REFERRAL_CODE_INDEX = 'customers_referral_code';

/**
 * Inserts a customer with a fresh referral code and the next sales contact of the rotation
 * (decision 302; none when no contact is active). Every way of creating a customer comes here,
 * inside its transaction, so the contact's turn is spent only when the customer is created. A
 * clash of referral codes is astronomically rare but not impossible, so a clash on that index
 * draws another code; any other unique violation (the e-mail, the Google subject) goes to the
 * caller.
 */
export async function insertCustomer(
  tx: Transaction,
  values: Omit<NewCustomer, 'referralCode' | 'salesContactId'>,
): Promise<CustomerRow> {
  const salesContactId = await takeNextSalesContact(tx);
  for (let attempt = 1; ; attempt += 1) {
    try {
      // A savepoint of its own: after a failed statement PostgreSQL refuses the rest of the
      // enclosing transaction, and the retry must still run in it.
      const [row] = await tx.transaction((savepoint) =>
        savepoint
          .insert(customers)
          .values({ ...values, salesContactId, referralCode: createReferralCode() })
          .returning(),
      );
      if (!row) throw new Error('the customer insert returned no row');
      return row;
    } catch (error) {
      if (attempt >= 3 || violatedUniqueIndex(error) !== REFERRAL_CODE_INDEX) throw error;
    }
  }
}

export async function findStaffByEmail(db: Executor, email: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(eq(sql`lower(${staffMembers.email})`, email.toLowerCase()));
  return row;
}
