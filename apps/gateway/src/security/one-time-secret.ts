import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Bytes of an e-mailed link token: 256 bits, beyond any guessing. */
const LINK_TOKEN_BYTES = 32;

/**
 * A single-use token for an e-mailed link. The link carries the token; the database keeps only
 * its SHA-256 (a high-entropy token needs no slow hash), so a leaked table opens no account.
 */
export function createLinkToken(): { token: string; hash: string } {
  const token = randomBytes(LINK_TOKEN_BYTES).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A 6-digit code, uniformly drawn (leading zeros kept). */
export function createOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The key that hashes one-time codes, derived from the signing secret of the configuration. Six
 * digits are a million values: a plain or id-salted hash could be reversed in a second from a
 * leaked table, a keyed one cannot without the secret (decision 061).
 */
export function deriveOtpKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('storefront otp codes v1').digest();
}

/** The stored form of a code: HMAC over the code's own id (the salt) and the code. */
export function hashOtpCode(key: Buffer, codeId: string, code: string): string {
  return createHmac('sha256', key).update(`${codeId}:${code}`, 'utf8').digest('hex');
}

/** Compares in constant time, so response timing says nothing about how close a guess was. */
export function otpCodeMatches(
  key: Buffer,
  codeId: string,
  typed: string,
  storedHash: string,
): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashOtpCode(key, codeId, typed), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
