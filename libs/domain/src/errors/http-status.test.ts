import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './error-codes';
import { messageFor } from './error-messages';
import {
  bodyStatusMessage,
  ERROR_HTTP_STATUS,
  errorCodeForHttpStatus,
  HTTP_STATUS_CODES,
  httpStatusForErrorCode,
  httpStatusMessage,
} from './http-status';

describe('HTTP_STATUS_CODES and errorCodeForHttpStatus', () => {
  it.each([
    [400, 'bad_request'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [429, 'too_many_requests'],
    [500, 'server_error'],
    // outside the table: by class
    [409, 'bad_request'],
    [422, 'bad_request'],
    [499, 'bad_request'],
    [502, 'server_error'],
    [503, 'server_error'],
    [599, 'server_error'],
    // not failures
    [200, undefined],
    [301, undefined],
    [399, undefined],
    [600, undefined],
  ])('%i -> %s', (status, code) => {
    expect(errorCodeForHttpStatus(status)).toBe(code);
  });

  it('is the table of SPEC §8 plus 403', () => {
    expect(HTTP_STATUS_CODES).toEqual({
      400: 'bad_request',
      401: 'unauthorized',
      403: 'forbidden',
      404: 'not_found',
      429: 'too_many_requests',
      500: 'server_error',
    });
  });
});

describe("httpStatusMessage: the client's literal rule", () => {
  it.each([
    [400, 'en', 'Bad request'],
    [400, 'th', 'Bad request'],
    [429, 'en', 'To many request'],
    [429, 'id', 'To many request'],
    [500, 'en', 'An error occurred please try again'],
    [500, 'th', 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง'],
    [500, 'id', 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง'],
    [500, 'kk', 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง'],
    [500, 'xx', 'An error occurred please try again'],
    [404, 'en', 'Data tidak ditemukan'],
    [404, 'th', 'Data tidak ditemukan'],
    [401, 'en', 'Silahkan login'],
    [401, 'ar', 'Silahkan login'],
    // any other status above 300 falls through to the body
    [301, 'en', undefined],
    [403, 'en', undefined],
    [409, 'id', undefined],
    [422, 'id', undefined],
    [502, 'en', undefined],
    [503, 'th', undefined],
    [200, 'en', undefined],
  ] as const)('%i in %s -> %j', (status, language, text) => {
    expect(httpStatusMessage(status, language)).toBe(text);
  });

  it.each([
    [429, 'en', 'To many request'],
    [500, 'en', 'An error occurred please try again'],
    [500, 'th', 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง'],
    [500, 'ru', 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง'],
    [400, 'en', undefined],
    [401, 'en', undefined],
    [404, 'en', undefined],
    [200, 'en', undefined],
  ] as const)('body status %i in %s -> %j', (status, language, text) => {
    expect(bodyStatusMessage(status, language)).toBe(text);
  });
});

describe('ERROR_HTTP_STATUS: the status the gateway answers a code with', () => {
  it('covers every code with a failure status', () => {
    for (const code of ERROR_CODES) {
      const status = httpStatusForErrorCode(code);
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
    }
    expect(Object.keys(ERROR_HTTP_STATUS).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('sends only "not logged in" codes as 401, since 401 logs the user out', () => {
    const as401 = ERROR_CODES.filter((code) => httpStatusForErrorCode(code) === 401);
    expect(as401.sort()).toEqual(['login_required', 'unauthorized']);
    expect(httpStatusForErrorCode('invalid_credentials')).not.toBe(401);
    expect(httpStatusForErrorCode('password_current_wrong')).not.toBe(401);
  });

  it('lets the specific text reach the user: a code whose status the client rewrites means the same', () => {
    // The client replaces the body message for these statuses; only codes whose own text says
    // the same thing (or better left generic) may use them.
    const allowed: Record<number, readonly string[]> = {
      400: ['bad_request', 'validation_failed'],
      404: ['not_found', 'page_not_found', 'order_not_found'],
      429: ['too_many_requests', 'otp_attempts_exceeded'],
      500: ['server_error', 'generic_retry', 'generic_sorry', 'push_token_failed'],
    };
    for (const code of ERROR_CODES) {
      const status = httpStatusForErrorCode(code);
      if (httpStatusMessage(status, 'en') !== undefined && status !== 401) {
        expect(allowed[status], `${code} -> ${status}`).toContain(code);
      }
    }
  });

  it('keeps the spec text reachable through the catalogue for the rewritten statuses', () => {
    expect(httpStatusMessage(404, 'en')).toBe(messageFor('not_found', 'id'));
    expect(httpStatusMessage(401, 'en')).toBe(messageFor('unauthorized', 'id'));
    expect(httpStatusMessage(400, 'en')).toBe(messageFor('bad_request', 'en'));
  });
});
