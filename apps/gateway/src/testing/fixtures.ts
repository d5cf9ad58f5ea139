import { hash } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { bankAccounts, customers, staffMembers } from '../db/schema';
import type { CustomerRow } from '../modules/identity';
import { sessionIdentityFor } from '../modules/identity';
import { getMarket } from '@storefront/domain';
import { TokenService } from '../security/tokens';
import type { InjectOptions } from 'fastify';
import type { TestApp } from './test-app';

export const DEFAULT_PASSWORD = 'Rahasia123';

let passwordHash: Promise<string> | undefined;
/** Hashing is deliberately slow; tests share one hash of the default password. */
function defaultPasswordHash(): Promise<string> {
  passwordHash ??= hash(DEFAULT_PASSWORD);
  return passwordHash;
}

/** Inserts a verified customer (override any column) and returns the row. */
export async function createCustomer(
  t: TestApp,
  overrides: Partial<typeof customers.$inferInsert> = {},
): Promise<CustomerRow> {
  const suffix = randomBytes(4).toString('hex');
  const [row] = await t.handle.db
    .insert(customers)
    .values({
      email: `budi.${suffix}@example.co.id`,
      passwordHash: await defaultPasswordHash(),
      namaDepan: 'Budi',
      namaBelakang: 'Santoso',
      telepon: '+6281234567890',
      emailVerifiedAt: new Date('2026-01-01T00:00:00Z'),
      language: 'id',
      referralCode: `REF${suffix.toUpperCase()}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('customer not inserted');
  return row;
}

export async function createStaff(
  t: TestApp,
  overrides: Partial<typeof staffMembers.$inferInsert> = {},
) {
  const [row] = await t.handle.db
    .insert(staffMembers)
    .values({
      email: `staff.${randomBytes(4).toString('hex')}@example.com`,
      passwordHash: await defaultPasswordHash(),
      name: 'Siti Staff',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('staff not inserted');
  return row;
}

/** A valid bearer header for a customer, as the login would issue it. */
export async function customerAuth(
  t: TestApp,
  customer: CustomerRow,
): Promise<{ authorization: string }> {
  const market = getMarket(t.config.market);
  const tokens = new TokenService(t.config.jwtSecret, t.config.jwtTtlHours, market.id);
  const identity = await sessionIdentityFor(t.handle.db, customer, market);
  const { token } = await tokens.sign(
    { id: customer.id, typ: 'customer', ver: customer.tokenVersion },
    identity,
  );
  return { authorization: `Bearer ${token}` };
}

/**
 * A staff route called by a guest and by a signed-in customer: what the suites of staff routes
 * check, that a guest is asked to log in (401) and a customer is told it does not exist (404).
 */
export async function callAsGuestAndCustomer(t: TestApp, request: InjectOptions) {
  const guest = await t.call(request);
  const headers = { ...request.headers, ...(await customerAuth(t, await createCustomer(t))) };
  const customer = await t.call({ ...request, headers });
  return { guest, customer };
}

export async function staffAuth(
  t: TestApp,
  staff: typeof staffMembers.$inferSelect,
): Promise<{ authorization: string }> {
  const tokens = new TokenService(t.config.jwtSecret, t.config.jwtTtlHours, t.config.market);
  const { token } = await tokens.sign({ id: staff.id, typ: 'staff', ver: staff.tokenVersion });
  return { authorization: `Bearer ${token}` };
}

/** A saved bank account of the customer's (BCA unless overridden): where a refund is paid to. */
export async function insertBankAccount(
  t: TestApp,
  customerId: string,
  overrides: Partial<typeof bankAccounts.$inferInsert> = {},
) {
  const [account] = await t.handle.db
    .insert(bankAccounts)
    .values({
      customerId,
      bankName: 'BCA',
      accountNumber: '1234567890',
      accountHolder: 'Budi Santoso',
      ...overrides,
    })
    .returning();
  if (!account) throw new Error('no bank account inserted');
  return account;
}
