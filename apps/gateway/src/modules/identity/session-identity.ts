import type { MarketConfig, SessionIdentity } from '@storefront/domain';
import { levelForTotal, money } from '@storefront/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { customers } from '../../db/schema';
import { salesContacts } from '../../db/schema';

export type CustomerRow = typeof customers.$inferSelect;

/** The display name of SPEC §3's userName: first and last name as the customer wrote them. */
export function displayName(customer: Pick<CustomerRow, 'namaDepan' | 'namaBelakang'>): string {
  return [customer.namaDepan, customer.namaBelakang].filter(Boolean).join(' ');
}

/**
 * The identity a session token carries (SPEC §3), built from the stored customer: the level is
 * derived from the total order and the market thresholds each time, never stored.
 */
export async function sessionIdentityFor(
  db: Database,
  customer: CustomerRow,
  market: MarketConfig,
): Promise<SessionIdentity> {
  const [sales] = customer.salesContactId
    ? await db.select().from(salesContacts).where(eq(salesContacts.id, customer.salesContactId))
    : [];
  return {
    is_verified: customer.emailVerifiedAt !== null,
    date_birth: customer.dateBirth,
    level: levelForTotal(money(customer.totalOrder, market.currency), market),
    userName: displayName(customer),
    photo: customer.photo,
    email: customer.email,
    gender: customer.gender,
    telepon: customer.telepon,
    nama_sales: sales ? { nama: sales.nama, telepon: sales.telepon } : null,
    is_first_time: customer.isFirstTime,
    ktp_verified: customer.ktpVerified,
    total_order: customer.totalOrder,
  };
}
