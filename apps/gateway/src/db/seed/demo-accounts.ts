import { hash } from '@node-rs/argon2';
import type { MarketConfig, MarketId } from '@storefront/domain';
import { languageCode } from '@storefront/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { customers, salesContacts, staffMembers } from '../schema';

type SeedTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Development-only accounts with known passwords, so that a fresh `npm start` can be signed in
 * to at once. Never seeded in production (seed.ts checks), and the addresses use the reserved
 * example.com domain so no mail can reach anyone.
 */
export const DEMO_ACCOUNTS = {
  customer: { email: 'demo.customer@example.com', password: 'Demo12345' },
  staff: { email: 'demo.staff@example.com', password: 'Staff12345' },
} as const;

interface DemoPeople {
  readonly customer: { namaDepan: string; namaBelakang: string; telepon: string };
  readonly sales: { nama: string; telepon: string };
}

/** Names and valid mobile numbers of each market's numbering plan, fictitious. */
const DEMO_PEOPLE: Readonly<Record<MarketId, DemoPeople>> = {
  id: {
    customer: { namaDepan: 'Budi', namaBelakang: 'Santoso', telepon: '+6281234567890' },
    sales: { nama: 'Rina Wulandari', telepon: '+6281298765432' },
  },
  th: {
    customer: { namaDepan: 'สมชาย', namaBelakang: 'ใจดี', telepon: '+66812345678' },
    sales: { nama: 'สุภาพร ศรีสุข', telepon: '+66898765432' },
  },
  kz: {
    customer: { namaDepan: 'Айгерім', namaBelakang: 'Сейітова', telepon: '+77012345678' },
    sales: { nama: 'Ерлан Жақсыбеков', telepon: '+77079876543' },
  },
};

export function demoPeople(market: MarketId): DemoPeople {
  return DEMO_PEOPLE[market];
}

/**
 * A verified customer (e-mail and phone) with a sales contact, speaking the market's default
 * language, and one staff member. Part of the seed's transaction. The contact is the roster's
 * first, active: accounts registered in development take it in turn too (decision 302).
 */
export async function seedDemoAccounts(tx: SeedTransaction, market: MarketConfig): Promise<void> {
  const people = DEMO_PEOPLE[market.id];
  const [customerHash, staffHash] = await Promise.all([
    hash(DEMO_ACCOUNTS.customer.password),
    hash(DEMO_ACCOUNTS.staff.password),
  ]);
  const [sales] = await tx.insert(salesContacts).values(people.sales).returning();
  await tx.insert(customers).values({
    ...people.customer,
    email: DEMO_ACCOUNTS.customer.email,
    passwordHash: customerHash,
    emailVerifiedAt: sql`now()`,
    phoneVerifiedAt: sql`now()`,
    language: languageCode(market.defaultLocale),
    referralCode: `DEMO${market.id.toUpperCase()}`,
    salesContactId: sales?.id ?? null,
    source: 'seed',
  });
  await tx.insert(staffMembers).values({
    email: DEMO_ACCOUNTS.staff.email,
    passwordHash: staffHash,
    name: 'Demo Staff',
  });
}
