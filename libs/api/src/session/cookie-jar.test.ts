import { afterEach, describe, expect, it } from 'vitest';
import { browserCookieJar } from './cookie-jar';

describe('browserCookieJar', () => {
  afterEach(() => {
    browserCookieJar().remove('probe');
  });

  it('writes, reads and removes a document cookie', () => {
    const jar = browserCookieJar();
    jar.set('probe', 'ZXlK+/=', { expires: new Date(Date.now() + 60_000) });
    expect(jar.get('probe')).toBe('ZXlK+/=');
    expect(document.cookie).toContain('probe=');
    jar.remove('probe');
    expect(jar.get('probe')).toBeUndefined();
  });

  it('drops a cookie written with an expiry in the past', () => {
    const jar = browserCookieJar();
    jar.set('probe', 'old', { expires: new Date(Date.now() - 60_000) });
    expect(jar.get('probe')).toBeUndefined();
  });
});
