import { z } from 'zod';
import { LEVELS } from '../levels/level';

/**
 * Older tokens write an unknown value as ''; read it as absent rather than reject the session.
 * A codec, not a transform: the gateway encodes its sign-in answers through this schema, and a
 * one-way transform cannot be encoded.
 */
const optionalText = z.codec(z.string().nullable(), z.string().nullable(), {
  decode: (value) => (value === '' ? null : value),
  encode: (value) => value,
});

/**
 * The identity inside the session token (SPEC §3), with the token's own field names: they are
 * what the signed token carries, and renaming them here would mean a mapping at every reader.
 * The signature is checked by the gateway before this schema sees the payload; unknown claims
 * (exp, iat, ...) are dropped.
 */
export const sessionIdentitySchema = z.object({
  is_verified: z.boolean(),
  /** ISO date (YYYY-MM-DD) or null when the customer has not given it. */
  date_birth: optionalText.pipe(z.iso.date().nullable()),
  level: z.enum(LEVELS),
  userName: z.string().min(1),
  photo: optionalText,
  email: z.email(),
  gender: optionalText,
  telepon: optionalText,
  /** The assigned sales contact; null until one is assigned. */
  nama_sales: z.object({ nama: z.string(), telepon: z.string() }).nullable(),
  is_first_time: z.boolean(),
  ktp_verified: z.boolean(),
  /** The customer's total order, integer minor units of the market's currency (levels/). */
  total_order: z.number().int().nonnegative(),
});

export type SessionIdentity = z.infer<typeof sessionIdentitySchema>;

/** Who the visitor is when there is no valid token: a guest at the silver level (SPEC §3). */
export const FALLBACK_IDENTITY = Object.freeze({ guest: true, level: 'silver' } as const);
export type GuestIdentity = typeof FALLBACK_IDENTITY;

/** Reads a decoded token payload; anything that is not a complete identity means a guest. */
export function parseSessionIdentity(payload: unknown): SessionIdentity | GuestIdentity {
  const result = sessionIdentitySchema.safeParse(payload);
  return result.success ? result.data : FALLBACK_IDENTITY;
}

export function isGuest(identity: SessionIdentity | GuestIdentity): identity is GuestIdentity {
  return 'guest' in identity;
}
