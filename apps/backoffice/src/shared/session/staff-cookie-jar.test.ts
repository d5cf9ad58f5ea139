import { browserCookieJar, configureApiClient, encodeTokenCookie } from '@storefront/api';
import { makeSessionToken, makeStaffSession, TEST_BASE_URL } from '@storefront/api/testing';
import { ID_MARKET } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { staffCookieJar } from './staff-cookie-jar';

function client(cookies = staffCookieJar()) {
  return configureApiClient({
    baseUrl: TEST_BASE_URL,
    market: ID_MARKET,
    getLocale: () => 'en-US',
    cookies,
  });
}

describe('the staff cookie jar', () => {
  it('keeps the staff token beside a customer’s, neither replacing the other', () => {
    const customerJwt = makeSessionToken();
    browserCookieJar().set('token', encodeTokenCookie(customerJwt));
    const staff = makeStaffSession();

    client().startSession(staff);

    expect(document.cookie).toContain('staff_token=');
    expect(client().session().bearerToken).toBe(staff.token);
    expect(browserCookieJar().get('token')).toBe(encodeTokenCookie(customerJwt));

    client().endSession();
    expect(client().session().bearerToken).toBeUndefined();
    expect(browserCookieJar().get('token')).toBe(encodeTokenCookie(customerJwt));
  });

  it('gives the staff browser its own session id', () => {
    const id = client().sessionId();
    expect(staffCookieJar().get('session_id')).toBe(id);
    expect(browserCookieJar().get('session_id')).toBeUndefined();
  });
});
