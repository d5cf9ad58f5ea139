import type { CurrencyCode } from '@storefront/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './identity.schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Vouchers staff offer (SPEC §3: title, valid until, remaining, claimed, used, combinability).
 * Every amount is in minor units of `currency`, the market currency when the voucher was written.
 * `claimed` is raised only by an atomic conditional UPDATE (claimed < quota), and the check
 * `claimed <= quota` is the last guard against an over-claim (modules/vouchers/README.md).
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    validFrom: instant('valid_from').notNull(),
    /** Inclusive: the voucher still works at exactly this instant (decision 024). */
    validUntil: instant('valid_until').notNull(),
    quota: integer('quota').notNull(),
    claimed: integer('claimed').notNull().default(0),
    used: integer('used').notNull().default(0),
    stackable: boolean('stackable').notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    discountKind: text('discount_kind', { enum: ['fixed', 'percent'] }).notNull(),
    /** The amount a fixed voucher takes off; null for a percentage. */
    discountAmount: bigint('discount_amount', { mode: 'number' }),
    /** The share a percentage voucher takes off, in basis points; null for a fixed amount. */
    discountBps: integer('discount_bps'),
    /** The most a percentage voucher takes off; null for no cap. */
    discountCap: bigint('discount_cap', { mode: 'number' }),
    minSpend: bigint('min_spend', { mode: 'number' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'vouchers_counts',
      sql`${t.claimed} >= 0 and ${t.used} >= 0 and ${t.used} <= ${t.claimed} and ${t.claimed} <= ${t.quota}`,
    ),
    check('vouchers_window', sql`${t.validUntil} > ${t.validFrom}`),
    // coalesce: a CHECK that evaluates to NULL passes, so a missing amount or rate must read false.
    check(
      'vouchers_discount',
      sql`coalesce((${t.discountKind} = 'fixed' and ${t.discountAmount} >= 0 and ${t.discountBps} is null and ${t.discountCap} is null)
        or (${t.discountKind} = 'percent' and ${t.discountAmount} is null and ${t.discountBps} between 1 and 10000 and (${t.discountCap} is null or ${t.discountCap} >= 0)), false)`,
    ),
    check('vouchers_min_spend', sql`${t.minSpend} is null or ${t.minSpend} >= 0`),
    index('vouchers_valid_until').on(t.validUntil, t.validFrom),
    index('vouchers_created').on(t.createdAt),
  ],
);

/**
 * One row per customer who claimed a voucher: the unique (voucher, customer) index makes a second
 * claim fail whatever the timing. `usedAt` is set when the claim is spent on an order group.
 */
export const voucherClaims = pgTable(
  'voucher_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    claimedAt: instant('claimed_at').notNull().defaultNow(),
    usedAt: instant('used_at'),
  },
  (t) => [
    uniqueIndex('voucher_claims_voucher_customer').on(t.voucherId, t.customerId),
    index('voucher_claims_customer').on(t.customerId, t.claimedAt),
  ],
);
