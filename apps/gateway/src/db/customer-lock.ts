import { eq } from 'drizzle-orm';
import { customers } from './schema';
import type { Transaction } from './transaction';

/**
 * Serialises the writes of one customer that read before they write (the address book, the
 * cart, checkout, inquiries): the first-address-is-main and promote-on-delete rules read, then
 * write, and two concurrent requests must not both see "no main address". The unique indexes
 * stay the last guard.
 */
export async function lockCustomer(tx: Transaction, customerId: string): Promise<void> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
}
