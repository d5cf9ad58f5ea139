import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The sales roster: the people customers are assigned to (SPEC §1: every customer has one, nama +
 * telepon, the WhatsApp number). New customers get the active contact assigned least recently
 * (`last_assigned_at`, ties by id), under a row lock (decision 302). An inactive contact keeps the
 * customers it has and gets no new ones.
 */
export const salesContacts = pgTable(
  'sales_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nama: text('nama').notNull(),
    /** E.164; one contact per number, so a repeated "add" cannot make a twin. */
    telepon: text('telepon').notNull(),
    active: boolean('active').notNull().default(true),
    lastAssignedAt: instant('last_assigned_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  // No index for the rotation: the roster is a few dozen rows, read whole under the lock.
  (t) => [uniqueIndex('sales_contacts_telepon').on(t.telepon)],
);

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased; unique among accounts that are not deleted. */
    email: text('email').notNull(),
    /** argon2id; null for an account that only signs in with Google. */
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    namaDepan: text('nama_depan').notNull(),
    namaBelakang: text('nama_belakang').notNull().default(''),
    /** E.164, e.g. +6281234567890. */
    telepon: text('telepon'),
    phoneVerifiedAt: instant('phone_verified_at'),
    emailVerifiedAt: instant('email_verified_at'),
    gender: text('gender'),
    dateBirth: date('date_birth', { mode: 'string' }),
    photo: text('photo'),
    language: text('language').notNull(),
    isFirstTime: boolean('is_first_time').notNull().default(true),
    ktpVerified: boolean('ktp_verified').notNull().default(false),
    /** Sum of completed orders, minor units of the market currency; decides the level. */
    totalOrder: bigint('total_order', { mode: 'number' }).notNull().default(0),
    referralCode: text('referral_code').notNull(),
    referredBy: uuid('referred_by'),
    salesContactId: uuid('sales_contact_id').references(() => salesContacts.id),
    source: text('source'),
    /** Bumped on password change and deletion: older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    uniqueIndex('customers_email_active')
      .on(t.email)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('customers_google_subject').on(t.googleSubject),
    uniqueIndex('customers_referral_code').on(t.referralCode),
    index('customers_telepon').on(t.telepon),
  ],
);

export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_members_email').on(t.email)],
);

/** Single-use links sent by e-mail: email verification and password reset. Only a hash is kept. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_tokens_hash').on(t.tokenHash)],
);

/**
 * One-time codes sent over WhatsApp. The code is bound to the phone it was sent to and stored
 * hashed; wrong guesses are counted on the row (per code, whatever address they come from) and
 * recorded in otp_attempts; the hourly cut-off per account and source is kept by the gateway's
 * rate limiters (decision 222).
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['verify_phone', 'login'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    consumedAt: instant('consumed_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('otp_codes_phone_created').on(t.phone, t.createdAt),
    index('otp_codes_customer_created').on(t.customerId, t.createdAt),
  ],
);

export const otpAttempts = pgTable(
  'otp_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    succeeded: boolean('succeeded').notNull(),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [
    index('otp_attempts_customer_at').on(t.customerId, t.at),
    index('otp_attempts_phone_at').on(t.phone, t.at),
  ],
);

export const seminarRegistrations = pgTable('seminar_registrations', {
  id: uuid('id').primaryKey().defaultRandom(),
  nama: text('nama').notNull(),
  email: text('email').notNull(),
  telepon: text('telepon').notNull(),
  company: text('company'),
  seminar: text('seminar'),
  createdAt: instant('created_at').notNull().defaultNow(),
});
