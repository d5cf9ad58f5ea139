import { describe, expect, it } from 'vitest';
import { readErrorData } from './error-data';
import { interpretResponse, isFailedAnswer, networkFailure } from './response-rules';

const envelope = (status: number, message: string, data: unknown = null) => ({
  status,
  message,
  data,
});

describe('interpretResponse: an HTTP failure (SPEC §8)', () => {
  it.each<[string, number, unknown, string, string]>([
    ['400', 400, envelope(400, 'Permintaan tidak valid'), 'id', 'Bad request'],
    ['401', 401, envelope(401, 'Please log in'), 'en', 'Silahkan login'],
    ['404', 404, envelope(404, 'Pesanan tidak ditemukan'), 'id', 'Data tidak ditemukan'],
    ['404 in Thai', 404, envelope(404, 'ไม่พบ'), 'th', 'Data tidak ditemukan'],
    ['429', 429, envelope(429, 'Terlalu banyak'), 'id', 'To many request'],
    ['500 in English', 500, envelope(500, 'boom'), 'en', 'An error occurred please try again'],
    [
      '500 in Indonesian reads Thai',
      500,
      envelope(500, 'boom'),
      'id',
      'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
    ],
    ['500 in Thai', 500, envelope(500, 'boom'), 'th', 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง'],
    ['500 without a body', 500, undefined, 'en', 'An error occurred please try again'],
  ])('%s without a code of ours shows the fixed text', (_case, status, body, lang, message) => {
    const outcome = interpretResponse(status, body, lang, readErrorData);
    expect(outcome).toMatchObject({ ok: false, error: { status, message } });
  });

  it('a 429 that names its wait keeps the gateway text and the wait (decision 285)', () => {
    const body = envelope(429, 'Terlalu banyak percobaan. Silakan coba lagi dalam 60 menit', {
      code: 'otp_attempts_exceeded',
      retry_after: 3571,
    });
    expect(interpretResponse(429, body, 'id', readErrorData)).toEqual({
      ok: false,
      signOut: false,
      error: {
        status: 429,
        code: 'otp_attempts_exceeded',
        message: 'Terlalu banyak percobaan. Silakan coba lagi dalam 60 menit',
        retryAfterSeconds: 3571,
      },
    });
  });

  it.each<[string, number, unknown, string, string]>([
    [
      '400 in Indonesian',
      400,
      envelope(400, 'Data belum lengkap', { code: 'validation_failed' }),
      'id',
      'Data belum lengkap',
    ],
    [
      '404 in Thai',
      404,
      envelope(404, 'ไม่พบคำสั่งซื้อ', { code: 'order_not_found' }),
      'th',
      'ไม่พบคำสั่งซื้อ',
    ],
    [
      '429 without a wait',
      429,
      envelope(429, 'Terlalu banyak permintaan', { code: 'too_many_requests' }),
      'id',
      'Terlalu banyak permintaan',
    ],
    [
      '500 in Kazakh',
      500,
      envelope(500, 'Сервер қатесі, қайталап көріңіз', { code: 'server_error' }),
      'kk',
      'Сервер қатесі, қайталап көріңіз',
    ],
  ])(
    'a %s of our gateway shows its message, in the user’s language (decision 292)',
    (_case, status, body, lang, message) => {
      expect(interpretResponse(status, body, lang, readErrorData)).toMatchObject({
        ok: false,
        error: { status, message },
      });
    },
  );

  it.each<[string, number, unknown, string]>([
    [
      'a wait without a message',
      429,
      { status: 429, message: ' ', data: { code: 'too_many_requests', retry_after: 5 } },
      'To many request',
    ],
    ['a code without a message', 400, envelope(400, '', { code: 'bad_request' }), 'Bad request'],
  ])('%s still shows the fixed text', (_case, status, body, message) => {
    expect(interpretResponse(status, body, 'id', readErrorData)).toMatchObject({
      error: { status, message },
    });
  });

  it('a 401 of our gateway ends the session and says so in the user’s language', () => {
    const body = envelope(401, 'กรุณาเข้าสู่ระบบ', { code: 'unauthorized' });
    expect(interpretResponse(401, body, 'th', readErrorData)).toMatchObject({
      ok: false,
      signOut: true,
      error: { status: 401, message: 'กรุณาเข้าสู่ระบบ', code: 'unauthorized' },
    });
  });

  it('only 401 ends the session', () => {
    expect(interpretResponse(401, undefined, 'id', readErrorData)).toMatchObject({
      ok: false,
      signOut: true,
    });
    for (const status of [400, 403, 404, 409, 422, 429, 500, 502]) {
      expect(interpretResponse(status, undefined, 'id', readErrorData)).toMatchObject({
        signOut: false,
      });
    }
  });

  it.each<[string, number, unknown, string, string]>([
    [
      '409 with the gateway text',
      409,
      envelope(409, 'Email sudah terdaftar', { code: 'email_registered' }),
      'id',
      'Email sudah terdaftar',
    ],
    ['422 with field errors', 422, envelope(422, 'Data belum lengkap'), 'id', 'Data belum lengkap'],
    [
      '410 removed by supplier',
      410,
      envelope(410, 'Produk telah dihapus supplier'),
      'id',
      'Produk telah dihapus supplier',
    ],
    ['301 (an unfollowed redirect)', 301, envelope(301, 'Moved'), 'en', 'Moved'],
    ['403', 403, envelope(403, 'Anda tidak memiliki akses'), 'id', 'Anda tidak memiliki akses'],
  ])('%s: any other status falls through to the body', (_case, status, body, lang, message) => {
    expect(interpretResponse(status, body, lang, readErrorData)).toMatchObject({
      ok: false,
      error: { status, message },
    });
  });

  it.each<[string, unknown, string]>([
    ['a 502 with a 500 body', envelope(500, 'upstream'), 'An error occurred please try again'],
    ['a 503 with a 429 body', envelope(429, 'slow down'), 'To many request'],
  ])('%s reads the fixed text of the body status', (_case, body, message) => {
    expect(interpretResponse(502, body, 'en', readErrorData)).toMatchObject({ error: { message } });
  });

  it.each<[string, unknown, string, string]>([
    [
      'an HTML error page',
      '<html>Bad Gateway</html>',
      'id',
      'Terjadi kesalahan pada server, silakan coba lagi',
    ],
    ['no body', undefined, 'en', 'An error occurred please try again'],
    ['an empty message', envelope(502, '   '), 'en', 'An error occurred please try again'],
  ])('a 502 with %s shows the catalogue text of a server error', (_case, body, lang, message) => {
    expect(interpretResponse(502, body, lang, readErrorData)).toEqual({
      ok: false,
      signOut: false,
      error: { status: 502, code: 'server_error', message },
    });
  });

  it('keeps the gateway code and field errors under a fixed text', () => {
    const body = {
      status: 400,
      message: '',
      data: { code: 'validation_failed', fields: { otp: 'field.otp' } },
    };
    expect(interpretResponse(400, body, 'id', readErrorData)).toEqual({
      ok: false,
      signOut: false,
      error: {
        status: 400,
        message: 'Bad request',
        code: 'validation_failed',
        fields: { otp: 'field.otp' },
      },
    });
  });

  it.each<[number, string]>([
    [400, 'bad_request'],
    [401, 'unauthorized'],
    [404, 'not_found'],
    [429, 'too_many_requests'],
    [500, 'server_error'],
    [503, 'server_error'],
    [418, 'bad_request'],
    [302, 'generic_retry'],
  ])('without a code of its own, HTTP %d reads %s', (status, code) => {
    expect(interpretResponse(status, undefined, 'en', readErrorData)).toMatchObject({
      error: { code },
    });
  });

  it('ignores a code that is not in the catalogue', () => {
    const body = envelope(409, 'Conflict', { code: 'made_up' });
    expect(interpretResponse(409, body, 'en', readErrorData)).toMatchObject({
      error: { code: 'bad_request', message: 'Conflict' },
    });
  });
});

describe('interpretResponse: a 2xx answer', () => {
  it('unwraps the data of the envelope', () => {
    expect(interpretResponse(200, envelope(200, 'OK', { total: 3 }), 'en', readErrorData)).toEqual({
      ok: true,
      data: { total: 3 },
    });
    expect(interpretResponse(201, envelope(201, 'Created', null), 'en', readErrorData)).toEqual({
      ok: true,
      data: null,
    });
  });

  it.each<[string, number, string, string]>([
    ['429 in Indonesian', 429, 'id', 'To many request'],
    ['500 in English', 500, 'en', 'An error occurred please try again'],
    ['500 in Indonesian (Thai)', 500, 'id', 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง'],
    ['500 in Russian (Thai)', 500, 'ru', 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง'],
    ['500 in an unknown language (English)', 500, 'xx', 'An error occurred please try again'],
  ])('a body status of %s gives the fixed text', (_case, bodyStatus, lang, message) => {
    expect(interpretResponse(200, envelope(bodyStatus, 'from body'), lang, readErrorData)).toEqual({
      ok: false,
      signOut: false,
      error: {
        status: bodyStatus,
        message,
        code: bodyStatus === 429 ? 'too_many_requests' : 'server_error',
      },
    });
  });

  it.each<[number, string]>([
    [400, 'Nilai Kelipatan melebihi stok'],
    [401, 'Token kedaluwarsa'],
    [404, 'Pesanan tidak ditemukan'],
    [422, 'Pembelian melebihi stok'],
    [300, 'Pilih salah satu'],
  ])('any other failing body status %d keeps the body message, no sign-out', (status, message) => {
    expect(interpretResponse(200, envelope(status, message), 'id', readErrorData)).toMatchObject({
      ok: false,
      signOut: false,
      error: { status, message },
    });
  });

  it.each<[string, unknown]>([
    ['no body', undefined],
    ['a bare array', [1, 2]],
    ['an HTML page', '<html></html>'],
    ['an object without data', { status: 200, message: 'OK' }],
    ['an object without status', { message: 'OK', data: 1 }],
  ])('%s is not an answer: generic retry text', (_case, body) => {
    expect(interpretResponse(200, body, 'id', readErrorData)).toEqual({
      ok: false,
      signOut: false,
      error: {
        status: 200,
        message: 'Terjadi Kesalahan, Silahkan coba lagi',
        code: 'generic_retry',
      },
    });
  });
});

describe('networkFailure', () => {
  it('has status 0 and the retry text in the user language', () => {
    expect(networkFailure('id')).toEqual({
      status: 0,
      code: 'generic_retry',
      message: 'Terjadi Kesalahan, Silahkan coba lagi',
    });
    expect(networkFailure('en').message).toBe('Something went wrong, please try again');
  });
});

describe('isFailedAnswer: when the error body check is loaded', () => {
  it.each<[string, number, unknown, boolean]>([
    ['an HTTP 400 with an error body', 400, envelope(400, 'x', { code: 'bad_request' }), true],
    ['an HTTP 502 without a body', 502, undefined, true],
    ['a 302 that was not followed', 302, undefined, true],
    ['a 200 whose body reports 422', 200, envelope(422, 'x', { code: 'bad_request' }), true],
    ['a 200 whose body reports 299', 200, envelope(299, 'OK'), false],
    ['a 200 success', 200, envelope(200, 'OK', { total: 3 }), false],
    ['a 2xx that is not an envelope', 200, { status: 500, message: 'x' }, false],
    ['a 204 without a body', 204, undefined, false],
  ])('%s: %s', (_case, status, body, failed) => {
    expect(isFailedAnswer(status, body)).toBe(failed);
  });
});

describe('interpretResponse: the error body check', () => {
  it('keeps neither code nor fields when the data fails the check: the status decides', () => {
    const body = envelope(409, 'x', { code: 'not_a_code', fields: { email: 'invalid_email' } });
    const outcome = interpretResponse(409, body, 'en', readErrorData);
    expect(outcome).toMatchObject({ error: { status: 409, code: 'bad_request', message: 'x' } });
    expect(outcome).not.toHaveProperty('error.fields');
  });
});
