import { LANGUAGE_CODES, LEVELS, sessionIdentitySchema } from '@storefront/domain';
import { z } from 'zod';
import { moneySchema } from '../shared/money.schema';
import {
  calendarDateSchema,
  idSchema,
  instantSchema,
  urlSchema,
} from '../shared/primitives.schema';
import { addressSchema } from './address.schema';

export const bankAccountSchema = z.object({
  id: idSchema,
  bank_name: z.string(),
  account_number: z.string(),
  account_holder: z.string(),
});

/** The customer's sales contact (SPEC §1: an object with nama and telepon). */
export const salesContactSchema = z.object({
  nama: z.string(),
  telepon: z.string(),
});

/**
 * The profile ("user dashboard data", SPEC §3) under the spec's own field names, which is why
 * camelCase (namaDepan) and snake_case (nama_lengkap) sit side by side. `token` of the spec is
 * left out: a credential never travels in a data body except the login answer.
 */
const submissionLimitSchema = z.union([z.number().int().nonnegative(), z.literal('unlimited')]);

export const profileSchema = z.object({
  id: idSchema,
  email: z.string(),
  /** Display name, the session's userName. */
  nama: z.string(),
  namaDepan: z.string(),
  namaBelakang: z.string(),
  nama_lengkap: z.string(),
  date_birth: calendarDateSchema.nullable(),
  gender: z.string().nullable(),
  telepon: z.string().nullable(),
  photo: urlSchema.nullable(),
  level: z.enum(LEVELS),
  is_active: z.boolean(),
  is_verified: z.boolean(),
  /** The language the customer chose for messages and emails. */
  change_language: z.enum(LANGUAGE_CODES),
  notes: z.string(),
  sales: salesContactSchema.nullable(),
  /** Where the customer came from (campaign or referral), when known. */
  source: z.string().nullable(),
  /** When the account was created. */
  tanggal: instantSchema,
  /** Total ordered so far: what the level thresholds are measured on. */
  total: moneySchema,
  /**
   * Price requests this calendar month (Asia/Singapore) against the level's limit, 'unlimited'
   * at the top level; a new submission is refused once none remain (submission_limit_reached).
   */
  submissions: z.object({
    limit: submissionLimitSchema,
    used: z.number().int().nonnegative(),
    remaining: submissionLimitSchema,
    next_month_at: instantSchema,
  }),
  Alamat: z.array(addressSchema),
});

/**
 * The answer of every sign-in: the signed session token (the client stores it base64-encoded in
 * the token cookie, SPEC §3) and the identity it carries, so the client need not decode it to
 * render the first screen.
 */
export const sessionSchema = z.object({
  token: z.string().min(1),
  expires_at: instantSchema,
  identity: sessionIdentitySchema,
});

/** A back-office sign-in: a staff token and who the staff member is. */
export const staffSessionSchema = z.object({
  token: z.string().min(1),
  expires_at: instantSchema,
  staff: z.object({ id: idSchema, email: z.string(), name: z.string() }),
});
