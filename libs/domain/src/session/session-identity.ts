import { regexes } from 'zod/v4/core';
import { LEVELS } from '../levels/level';
import type { Level } from '../levels/level';

/**
 * The identity inside the session token (SPEC §3), with the token's own field names: they are
 * what the signed token carries, and renaming them here would mean a mapping at every reader.
 */
export interface SessionIdentity {
  is_verified: boolean;
  /** ISO date (YYYY-MM-DD) or null when the customer has not given it. */
  date_birth: string | null;
  level: Level;
  userName: string;
  photo: string | null;
  email: string;
  gender: string | null;
  telepon: string | null;
  /** The assigned sales contact; null until one is assigned. */
  nama_sales: { nama: string; telepon: string } | null;
  is_first_time: boolean;
  ktp_verified: boolean;
  /** The customer's total order, integer minor units of the market's currency (levels/). */
  total_order: number;
}

/** Who the visitor is when there is no valid token: a guest at the silver level (SPEC §3). */
export const FALLBACK_IDENTITY = Object.freeze({ guest: true, level: 'silver' } as const);
export type GuestIdentity = typeof FALLBACK_IDENTITY;

const INVALID = Symbol('invalid claim');
type Read<T> = T | typeof INVALID;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const readBoolean = (value: unknown): Read<boolean> =>
  typeof value === 'boolean' ? value : INVALID;

const readText = (value: unknown): Read<string> => (typeof value === 'string' ? value : INVALID);

/**
 * A text the customer may leave out. Older tokens write an unknown value as ''; a token is read
 * with '' as absent rather than rejecting the session (`emptyIsAbsent`), while an identity about
 * to be signed keeps what it holds.
 */
function readOptionalText(value: unknown, emptyIsAbsent: boolean): Read<string | null> {
  if (value === null) return null;
  if (typeof value !== 'string') return INVALID;
  return emptyIsAbsent && value === '' ? null : value;
}

/**
 * The claims one by one, in the token's order. The checks are zod's own rules for what the
 * contract states (`regexes.email`, `regexes.date`, a safe integer), so the browser reads a token
 * exactly as the gateway's schema does, without zod's schemas in the first render (decision 117).
 */
function readClaims(payload: unknown, emptyIsAbsent: boolean): SessionIdentity | undefined {
  if (!isRecord(payload)) return undefined;
  const optional = (value: unknown) => readOptionalText(value, emptyIsAbsent);
  const dateBirth = optional(payload['date_birth']);
  const level = payload['level'];
  const userName = readText(payload['userName']);
  const email = readText(payload['email']);
  const sales = payload['nama_sales'];
  const totalOrder = payload['total_order'];
  const identity = {
    is_verified: readBoolean(payload['is_verified']),
    date_birth:
      typeof dateBirth === 'string' && !regexes.date.test(dateBirth) ? INVALID : dateBirth,
    level: (LEVELS as readonly unknown[]).includes(level) ? (level as Level) : INVALID,
    userName: userName === '' ? INVALID : userName,
    photo: optional(payload['photo']),
    email: email !== INVALID && regexes.email.test(email) ? email : INVALID,
    gender: optional(payload['gender']),
    telepon: optional(payload['telepon']),
    nama_sales:
      sales === null
        ? null
        : isRecord(sales) &&
            typeof sales['nama'] === 'string' &&
            typeof sales['telepon'] === 'string'
          ? { nama: sales['nama'], telepon: sales['telepon'] }
          : INVALID,
    is_first_time: readBoolean(payload['is_first_time']),
    ktp_verified: readBoolean(payload['ktp_verified']),
    total_order:
      typeof totalOrder === 'number' && Number.isSafeInteger(totalOrder) && totalOrder >= 0
        ? totalOrder
        : INVALID,
  };
  return Object.values(identity).includes(INVALID) ? undefined : (identity as SessionIdentity);
}

/**
 * A decoded token payload as an identity, or undefined when it is not a complete one. The
 * signature is checked by the gateway before; unknown claims (exp, iat, ...) are dropped.
 */
export function readSessionIdentity(payload: unknown): SessionIdentity | undefined {
  return readClaims(payload, true);
}

/**
 * An identity the gateway is about to sign or send, as it must be: only the claims, in order.
 * Undefined when one is wrong ('' is kept where a text may be absent; a birth date must be one).
 */
export function sessionIdentityClaims(identity: unknown): SessionIdentity | undefined {
  return readClaims(identity, false);
}

/** Reads a decoded token payload; anything that is not a complete identity means a guest. */
export function parseSessionIdentity(payload: unknown): SessionIdentity | GuestIdentity {
  return readSessionIdentity(payload) ?? FALLBACK_IDENTITY;
}

export function isGuest(identity: SessionIdentity | GuestIdentity): identity is GuestIdentity {
  return 'guest' in identity;
}
