import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldErrors } from './field-error';
import {
  bankAccountFormSchema,
  changePasswordFormSchema,
  createAddressFormSchema,
  createCardFormSchema,
  createProfileIdentityFormSchema,
  createRegistrationFormSchema,
  forgotPasswordFormSchema,
  loginFormSchema,
  otpFormSchema,
  resetPasswordFormSchema,
} from './forms.schema';

/** 'path: id' of every issue, in order; [] when the form is accepted. */
function errorsOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : toFieldErrors(result.error).map((e) => `${e.path}: ${e.id}`);
}

describe('loginFormSchema', () => {
  it.each([
    [{ email: 'budi@example.com', password: 'abc123' }, []],
    [{ email: 'budi@example.com', password: '' }, ['password: field.required']],
    [{ email: 'budi', password: 'x' }, ['email: field.email']],
    [{}, ['email: field.required', 'password: field.required']],
  ])('%j -> %j', (input, expected) => {
    expect(errorsOf(loginFormSchema, input)).toEqual(expected);
  });

  it('normalises the email it accepts', () => {
    expect(loginFormSchema.parse({ email: ' Budi@Example.com ', password: 'x' }).email).toBe(
      'budi@example.com',
    );
  });
});

describe('createRegistrationFormSchema', () => {
  const schema = createRegistrationFormSchema('ID');
  const valid = {
    firstName: 'Budi',
    lastName: 'Santoso',
    email: 'budi@example.com',
    phone: '0812-3456-7890',
    password: 'rahasia123',
    passwordConfirm: 'rahasia123',
  };

  it('accepts a complete form and sends the phone as E.164', () => {
    expect(schema.parse(valid)).toEqual({ ...valid, phone: '+6281234567890' });
  });

  it.each([
    [{ passwordConfirm: 'rahasia124' }, ['passwordConfirm: field.passwords_differ']],
    [{ passwordConfirm: '' }, ['passwordConfirm: field.required']],
    // one message per field: the first failed check
    [{ password: 'rahasia', passwordConfirm: 'rahasia' }, ['password: field.too_short']],
    [{ phone: '0812' }, ['phone: field.phone']],
    [{ firstName: 'B' }, ['firstName: field.too_short']],
    // the mismatch shows even while another field is still wrong
    [
      { lastName: '', passwordConfirm: 'other123' },
      ['lastName: field.required', 'passwordConfirm: field.passwords_differ'],
    ],
  ])('%j -> %j', (change, expected) => {
    expect(errorsOf(schema, { ...valid, ...change })).toEqual(expected);
  });
});

describe('forgot and reset password', () => {
  it.each([
    [{ email: 'budi@example.com' }, []],
    [{ email: '' }, ['email: field.required']],
  ])('forgot %j -> %j', (input, expected) => {
    expect(errorsOf(forgotPasswordFormSchema, input)).toEqual(expected);
  });

  it.each([
    [{ password: 'baru12345', passwordConfirm: 'baru12345' }, []],
    [
      { password: 'baru12345', passwordConfirm: 'baru1234' },
      ['passwordConfirm: field.passwords_differ'],
    ],
    [{ password: 'baruuuuuu', passwordConfirm: 'baruuuuuu' }, ['password: field.password_weak']],
  ])('reset %j -> %j', (input, expected) => {
    expect(errorsOf(resetPasswordFormSchema, input)).toEqual(expected);
  });
});

describe('changePasswordFormSchema', () => {
  it.each([
    [{ passwordCurrent: 'lama12', passwordNew: 'baru12345', passwordConfirm: 'baru12345' }, []],
    [
      { passwordCurrent: 'sama12345', passwordNew: 'sama12345', passwordConfirm: 'sama12345' },
      ['passwordNew: field.password_same'],
    ],
    [
      { passwordCurrent: 'lama12', passwordNew: 'baru12345', passwordConfirm: 'baru54321' },
      ['passwordConfirm: field.passwords_differ'],
    ],
    [
      { passwordCurrent: 'sama12345', passwordNew: 'sama12345', passwordConfirm: 'lain12345' },
      ['passwordNew: field.password_same', 'passwordConfirm: field.passwords_differ'],
    ],
    [
      { passwordCurrent: '', passwordNew: 'baru12345', passwordConfirm: 'baru12345' },
      ['passwordCurrent: field.required'],
    ],
    [
      { passwordCurrent: 'lama12', passwordNew: 'short1', passwordConfirm: 'short2' },
      ['passwordNew: field.too_short', 'passwordConfirm: field.passwords_differ'],
    ],
  ])('%j -> %j', (input, expected) => {
    expect(errorsOf(changePasswordFormSchema, input)).toEqual(expected);
  });
});

describe('createProfileIdentityFormSchema', () => {
  // 2026-03-15 00:30 in Singapore, still 14 March in UTC
  const schema = createProfileIdentityFormSchema('TH', () => new Date('2026-03-14T16:30:00Z'));
  const valid = { firstName: 'สมชาย', lastName: 'ใจดี', phone: '081 234 5678' };

  it.each([
    [{}, []],
    [{ birthDate: '' }, []],
    [{ birthDate: '1990-02-28' }, []],
    [{ birthDate: '2026-03-15' }, []],
    [{ birthDate: '2026-03-16' }, ['birthDate: field.invalid']],
    [{ birthDate: '1900-01-01' }, []],
    [{ birthDate: '1899-12-31' }, ['birthDate: field.invalid']],
    [{ birthDate: '1990-02-30' }, ['birthDate: field.invalid']],
    [{ birthDate: '15/03/1990' }, ['birthDate: field.invalid']],
    [{ phone: '+66 2 123 4567' }, []],
    [{ phone: '12' }, ['phone: field.phone']],
  ])('%j -> %j', (change, expected) => {
    expect(errorsOf(schema, { ...valid, ...change })).toEqual(expected);
  });

  it('outputs the phone as E.164', () => {
    expect(schema.parse(valid).phone).toBe('+66812345678');
  });
});

describe('createAddressFormSchema', () => {
  const schema = createAddressFormSchema('ID');
  const valid = {
    label: 'Office',
    firstName: 'Siti',
    lastName: 'Rahma',
    phone: '081234567890',
    addressLine: 'Jl. Jend. Sudirman Kav. 52-53',
    provinceId: '31',
    cityId: '3171',
    districtId: '317101',
    subdistrictId: '3171011001',
    postalCode: '12190',
    isMain: true,
  };

  it('accepts a complete address with optional parts left out', () => {
    expect(errorsOf(schema, valid)).toEqual([]);
  });

  it.each([
    [{ buildingName: 'Menara BCA', notes: 'Lantai 5, titip resepsionis' }, []],
    [{ notes: 'n'.repeat(100) }, []],
    [{ notes: 'n'.repeat(101) }, ['notes: field.too_long']],
    [{ label: 'x'.repeat(101) }, ['label: field.too_long']],
    [{ subdistrictId: '' }, ['subdistrictId: field.required']],
    [{ postalCode: '' }, ['postalCode: field.required']],
    [{ isMain: 'yes' }, ['isMain: field.invalid']],
    [{ firstName: 'a'.repeat(51) }, ['firstName: field.too_long']],
  ])('%j -> %j', (change, expected) => {
    expect(errorsOf(schema, { ...valid, ...change })).toEqual(expected);
  });
});

describe('bankAccountFormSchema', () => {
  it.each([
    [{ bankName: 'BCA', accountNumber: '123 456 7890', accountHolder: 'Budi Santoso' }, []],
    [
      { bankName: '', accountNumber: '', accountHolder: '' },
      [
        'bankName: field.required',
        'accountNumber: field.required',
        'accountHolder: field.required',
      ],
    ],
  ])('%j -> %j', (input, expected) => {
    expect(errorsOf(bankAccountFormSchema, input)).toEqual(expected);
  });
});

describe('createCardFormSchema (expiry judged at the current moment)', () => {
  let now = new Date('2026-03-15T04:00:00Z');
  const schema = createCardFormSchema(() => now);
  const card = {
    cardHolderName: 'BUDI SANTOSO',
    cardNumber: '4111 1111 1111 1111',
    expiryMonth: '3',
    expiryYear: '2026',
    cvv: '123',
  };

  it.each([
    [{}, []],
    [{ expiryMonth: '02' }, ['expiryMonth: field.card_expired']],
    [{ expiryMonth: '12', expiryYear: '2025' }, ['expiryMonth: field.card_expired']],
    [{ expiryMonth: '4' }, []],
    // a wrong month is reported once, not also as an expired card
    [{ expiryMonth: '13' }, ['expiryMonth: field.expiry']],
    [{ expiryYear: '26' }, ['expiryYear: field.expiry']],
    [{ cardNumber: '4111 1111 1111 1112' }, ['cardNumber: field.card_number']],
    [{ cvv: '12' }, ['cvv: field.cvv']],
  ])('%j -> %j', (change, expected) => {
    expect(errorsOf(schema, { ...card, ...change })).toEqual(expected);
  });

  it('outputs the bare number and a two-digit month', () => {
    expect(schema.parse(card)).toMatchObject({ cardNumber: '4111111111111111', expiryMonth: '03' });
  });

  it('reads the clock at every parse, not when the schema was built', () => {
    expect(errorsOf(schema, card)).toEqual([]);
    now = new Date('2026-03-31T16:00:00Z'); // 1 April 00:00 in Singapore
    expect(errorsOf(schema, card)).toEqual(['expiryMonth: field.card_expired']);
  });
});

describe('otpFormSchema', () => {
  it.each([
    [{ otp: '123456' }, []],
    [{ otp: '12345' }, ['otp: field.otp']],
    [{ otp: '1234567' }, ['otp: field.otp']],
    [{ otp: 'abcdef' }, ['otp: field.otp']],
  ])('%j -> %j', (input, expected) => {
    expect(errorsOf(otpFormSchema, input)).toEqual(expected);
  });
});
