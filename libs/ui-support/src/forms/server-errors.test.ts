import { describe, expect, it, vi } from 'vitest';
import { applyServerFieldErrors, toApiError } from './server-errors';

describe('toApiError', () => {
  it('keeps an ApiError as it is', () => {
    const error = {
      status: 409,
      message: 'Email sudah terdaftar',
      code: 'email_registered',
    } as const;
    expect(toApiError(error, 'fallback')).toBe(error);
  });

  it.each([[{ name: 'TypeError', message: 'x' }], [undefined], ['boom']])(
    'reads anything else (%o) as the generic retry',
    (thrown) => {
      expect(toApiError(thrown, 'Coba lagi')).toEqual({
        status: 0,
        message: 'Coba lagi',
        code: 'generic_retry',
      });
    },
  );
});

describe('applyServerFieldErrors', () => {
  const error = {
    status: 400,
    message: 'Bad request',
    code: 'validation_failed' as const,
    fields: {
      namaDepan: 'field.name',
      telepon: 'field.phone',
      unknown_field: 'field.invalid',
    } as const,
  };

  it('sets each mapped field in the language and focuses only the first', () => {
    const setError = vi.fn();
    const placed = applyServerFieldErrors(
      error,
      { namaDepan: 'firstName', telepon: 'phone' },
      setError,
      'en',
    );
    expect(placed).toBe(true);
    expect(setError.mock.calls).toEqual([
      [
        'firstName',
        { type: 'server', message: 'This name contains characters that are not allowed' },
        { shouldFocus: true },
      ],
      ['phone', { type: 'server', message: 'Enter a valid phone number' }, { shouldFocus: false }],
    ]);
  });

  it('answers false when no field of the form is named, so the caller shows the message', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors(error, { email: 'email' }, setError, 'id')).toBe(false);
    expect(applyServerFieldErrors({ ...error, fields: undefined }, {}, setError, 'id')).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
