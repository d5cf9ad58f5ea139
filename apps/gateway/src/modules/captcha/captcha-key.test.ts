import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { PRODUCTION_TEST_ENV } from '../../testing/production-env';

// The key that signs captcha challenges (decision 286): its own setting, or one derived from the
// session secret that production already requires.
describe('CAPTCHA_HMAC_KEY', () => {
  it('is derived from JWT_SECRET when unset: fixed per secret, never the secret itself', () => {
    const a = loadConfig(PRODUCTION_TEST_ENV).captchaHmacKey;
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toContain(PRODUCTION_TEST_ENV.JWT_SECRET);
    expect(loadConfig(PRODUCTION_TEST_ENV).captchaHmacKey).toBe(a);
    const other = { ...PRODUCTION_TEST_ENV, JWT_SECRET: 'another-production-secret-of-32-chars' };
    expect(loadConfig(other).captchaHmacKey).not.toBe(a);
    // Development gets the development session key's, as fixed as that one.
    expect(loadConfig({ NODE_ENV: 'test' }).captchaHmacKey).toBe(
      loadConfig({ NODE_ENV: 'development' }).captchaHmacKey,
    );
    expect(loadConfig({ NODE_ENV: 'test' }).captchaHmacKey).not.toBe(a);
  });

  it('takes a key of its own of at least 32 characters, and names itself when shorter', () => {
    const key = 'a-captcha-key-of-at-least-32-characters';
    expect(loadConfig({ ...PRODUCTION_TEST_ENV, CAPTCHA_HMAC_KEY: key }).captchaHmacKey).toBe(key);
    expect(() => loadConfig({ ...PRODUCTION_TEST_ENV, CAPTCHA_HMAC_KEY: 'short' })).toThrow(
      /CAPTCHA_HMAC_KEY/,
    );
  });
});
