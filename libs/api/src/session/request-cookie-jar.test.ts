import { describe, expect, it } from 'vitest';
import { COOKIE_NAMES, requestCookieJar } from './cookie-jar';
import { readSession } from './session';

describe('requestCookieJar', () => {
  it('reads a request’s Cookie header as the browser’s jar would, first value winning', () => {
    const jar = requestCookieJar(
      'locale=en-US; local_test_email=budi%40example.co.id; locale=th-TH',
    );
    expect(jar.get('locale')).toBe('en-US');
    expect(jar.get(COOKIE_NAMES.localTestEmail)).toBe('budi@example.co.id');
    expect(jar.get('missing')).toBeUndefined();
    expect(readSession(jar)).toMatchObject({ loggedIn: true, via: 'local_test_email' });
  });

  it('keeps a value that is not percent-encoding, and writes nothing', () => {
    const jar = requestCookieJar('odd=%E0%A4%A; token=');
    expect(jar.get('odd')).toBe('%E0%A4%A');
    jar.set('token', 'x');
    jar.remove('odd');
    expect(jar.get('token')).toBe('');
    expect(jar.get('odd')).toBe('%E0%A4%A');
    expect(requestCookieJar(undefined).get('token')).toBeUndefined();
  });
});
