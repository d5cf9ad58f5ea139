import { describe, expect, it } from 'vitest';
import {
  createLinkToken,
  createOtpCode,
  deriveOtpKey,
  hashLinkToken,
  hashOtpCode,
  otpCodeMatches,
} from './one-time-secret';

describe('link tokens', () => {
  it('are 32 random bytes, stored only as their SHA-256', () => {
    const { token, hash } = createLinkToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hash).toBe(hashLinkToken(token));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(createLinkToken().token).not.toBe(token);
  });
});

describe('one-time codes', () => {
  const key = deriveOtpKey('a-secret-of-the-configuration');

  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i += 1) expect(createOtpCode()).toMatch(/^\d{6}$/);
  });

  it('match only the code, under the same id and key', () => {
    const stored = hashOtpCode(key, 'id-1', '012345');
    expect(otpCodeMatches(key, 'id-1', '012345', stored)).toBe(true);
    expect(otpCodeMatches(key, 'id-1', '012346', stored)).toBe(false);
    expect(otpCodeMatches(key, 'id-2', '012345', stored)).toBe(false);
    expect(otpCodeMatches(deriveOtpKey('another-secret'), 'id-1', '012345', stored)).toBe(false);
    expect(otpCodeMatches(key, 'id-1', '012345', 'abcd')).toBe(false);
  });
});
