/** The exchange rate cached in the browser is reused for 3 hours (SPEC §4, §9). */
export const CURRENCY_CACHE_TTL_MS = 10_800_000;

/** A push token is refreshed once it is 7 days old (SPEC §4, §9). */
export const PUSH_TOKEN_TTL_MS = 604_800_000;

/**
 * Age in ms of something stored at `storedAt`, or null when the timestamp lies in the future:
 * the device clock moved, so the age is unknown and the value is treated as expired.
 */
function ageMs(storedAt: Date | number, now: Date): number | null {
  const age = now.getTime() - (typeof storedAt === 'number' ? storedAt : storedAt.getTime());
  return Number.isFinite(age) && age >= 0 ? age : null;
}

/** Fresh while strictly younger than 3 hours; at exactly 3:00 it is fetched again. */
export function isCurrencyCacheFresh(storedAt: Date | number, now: Date): boolean {
  const age = ageMs(storedAt, now);
  return age !== null && age < CURRENCY_CACHE_TTL_MS;
}

/** Stale from the moment it is 7 days old, as the messaging SDK itself refreshes it. */
export function isPushTokenStale(createdAt: Date | number, now: Date): boolean {
  const age = ageMs(createdAt, now);
  return age === null || age >= PUSH_TOKEN_TTL_MS;
}
