import { isPushTokenStale } from '@storefront/domain';
import { z } from 'zod';

/**
 * What this browser last told the gateway (POST /oci/register-device): which token, for which
 * account, and when. Kept in localStorage so a page load does not repeat an unchanged
 * registration.
 */
export const pushRegistrationSchema = z.object({
  token: z.string().min(1),
  email: z.string().min(1),
  /** Epoch milliseconds of the successful registration. */
  registeredAt: z.number().int(),
});
export type PushRegistration = z.infer<typeof pushRegistrationSchema>;

/** The localStorage key of the record. */
export const PUSH_REGISTRATION_KEY = 'push_registration';

/** The part of Storage the record needs (localStorage, or a map in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Whether the gateway must be told about `token` now: never told, a different token (the SDK
 * replaced it), another account signed in on this browser, or the last registration is 7 days
 * old (SPEC §4, §9: the domain's isPushTokenStale), so the gateway's copy is refreshed as
 * often as the SDK refreshes the token itself.
 */
export function needsRegistration(
  last: PushRegistration | null,
  current: { readonly token: string; readonly email: string },
  now: Date,
): boolean {
  if (last === null) return true;
  if (last.token !== current.token || last.email !== current.email) return true;
  return isPushTokenStale(last.registeredAt, now);
}

/** The stored record, or null when there is none or it cannot be read. */
export function readPushRegistration(store: KeyValueStore | undefined): PushRegistration | null {
  try {
    const raw = store?.getItem(PUSH_REGISTRATION_KEY);
    if (raw == null) return null;
    const parsed = pushRegistrationSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Blocked storage or a damaged value: register again rather than fail.
    return null;
  }
}

export function writePushRegistration(
  store: KeyValueStore | undefined,
  record: PushRegistration,
): void {
  try {
    store?.setItem(PUSH_REGISTRATION_KEY, JSON.stringify(record));
  } catch {
    // A full or blocked storage only means the next page load registers again.
  }
}
