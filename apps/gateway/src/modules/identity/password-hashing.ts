import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/** argon2id with the library's defaults (19 MiB, 2 passes, 1 lane): OWASP's recommended floor. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash no password matches, verified when there is no account or no password, so that "no such
 * account" takes as long as "wrong password" and the login cannot be used to find accounts.
 */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash(randomBytes(32).toString('base64url'));
  return dummyHash;
}

/** True only when `storedHash` exists and `password` matches it; always pays one verification. */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  const target = storedHash ?? (await dummyPasswordHash());
  try {
    const matches = await verify(target, password);
    return matches && storedHash !== null && storedHash !== undefined;
  } catch {
    // A stored value that is not an argon2 hash cannot be matched by any password.
    return false;
  }
}
