import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountHolderSchema,
  accountNumberSchema,
  addressLabelSchema,
  addressLineSchema,
  areaIdSchema,
  bankNameSchema,
  buildingNameSchema,
  cardHolderNameSchema,
  cardNumberSchema,
  cvvSchema,
  emailSchema,
  existingPasswordSchema,
  expiryMonthSchema,
  expiryYearSchema,
  isCardExpired,
  notesSchema,
  otpSchema,
  passesLuhn,
  passwordSchema,
  personNameSchema,
  postalCodeSchema,
  postalCodeSchemaFor,
} from './field.schema';

/** The first issue's message (a field-error id), or the parsed value when the input is accepted. */
function outcome(
  schema: z.ZodType,
  input: unknown,
): { ok: true; value: unknown } | { ok: false; error: string } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, error: result.error.issues[0]?.message ?? '' };
}

const ok = (value: unknown) => ({ ok: true, value });
const fail = (error: string) => ({ ok: false, error });

describe('emailSchema', () => {
  it.each([
    ['budi@example.co.id', ok('budi@example.co.id')],
    ['  Budi.Santoso@Example.COM ', ok('budi.santoso@example.com')],
    ['a+tag@mail.example', ok('a+tag@mail.example')],
    ['', fail('field.required')],
    ['   ', fail('field.required')],
    [undefined, fail('field.required')],
    [null, fail('field.required')],
    [42, fail('field.invalid')],
    ['budi', fail('field.email')],
    ['budi@', fail('field.email')],
    ['budi@example', fail('field.email')],
    ['bu di@example.com', fail('field.email')],
    [`${'a'.repeat(242)}@example.com`, ok(`${'a'.repeat(242)}@example.com`)],
    [`${'a'.repeat(243)}@example.com`, fail('field.too_long')],
  ])('%j -> %j', (input, expected) => {
    expect(outcome(emailSchema, input)).toEqual(expected);
  });
});

describe('passwordSchema (new password: 8-128, a letter and a digit)', () => {
  it.each([
    ['abcdef12', ok('abcdef12')],
    ['abcdef1', fail('field.too_short')],
    ['abc123', fail('field.too_short')],
    ['abcdefgh', fail('field.password_weak')],
    ['12345678', fail('field.password_weak')],
    ['รหัสผ่าน12', ok('รหัสผ่าน12')],
    ['пароль٣٤abc', ok('пароль٣٤abc')],
    [' pass word 1 ', ok(' pass word 1 ')],
    ['', fail('field.required')],
    [undefined, fail('field.required')],
    [`a1${'x'.repeat(126)}`, ok(`a1${'x'.repeat(126)}`)],
    [`a1${'x'.repeat(127)}`, fail('field.too_long')],
  ])('%j -> %j', (input, expected) => {
    expect(outcome(passwordSchema, input)).toEqual(expected);
  });

  it('accepts at login a short password made under the older 6-character rule', () => {
    expect(outcome(existingPasswordSchema, 'abc123')).toEqual(ok('abc123'));
    expect(outcome(existingPasswordSchema, '')).toEqual(fail('field.required'));
    expect(outcome(existingPasswordSchema, 'x'.repeat(129))).toEqual(fail('field.too_long'));
  });
});

describe('personNameSchema', () => {
  it.each([
    ['Budi', ok('Budi')],
    ['  Siti Nurhaliza  ', ok('Siti Nurhaliza')],
    ["O'Brien", ok("O'Brien")],
    ['O\u2019Neil', ok('O\u2019Neil')],
    ['Jean-Luc Picard', ok('Jean-Luc Picard')],
    ['Moh. Hatta', ok('Moh. Hatta')],
    ['สมชาย ใจดี', ok('สมชาย ใจดี')],
    ['Нұрсұлтан', ok('Нұрсұлтан')],
    ['Александр Пушкин', ok('Александр Пушкин')],
    ['مُحَمَّد', ok('مُحَمَّد')],
    ['Al', ok('Al')],
    ['A', fail('field.too_short')],
    ['', fail('field.required')],
    ['Budi2', fail('field.name')],
    ['Budi_', fail('field.name')],
    ['-Budi', fail('field.name')],
    ['<script>', fail('field.name')],
    ['a'.repeat(50), ok('a'.repeat(50))],
    ['a'.repeat(51), fail('field.too_long')],
  ])('%j -> %j', (input, expected) => {
    expect(outcome(personNameSchema, input)).toEqual(expected);
  });
});

describe('otpSchema', () => {
  it.each([
    ['123456', ok('123456')],
    [' 123456 ', ok('123456')],
    ['12345', fail('field.otp')],
    ['1234567', fail('field.otp')],
    ['12a456', fail('field.otp')],
    ['abcdef', fail('field.otp')],
    ['123 456', fail('field.otp')],
    ['١٢٣٤٥٦', fail('field.otp')],
    ['', fail('field.required')],
  ])('%j -> %j', (input, expected) => {
    expect(outcome(otpSchema, input)).toEqual(expected);
  });
});

describe('free text with a limit', () => {
  it.each([
    ['notes empty', notesSchema, '', ok('')],
    ['notes 100', notesSchema, 'n'.repeat(100), ok('n'.repeat(100))],
    ['notes 101', notesSchema, 'n'.repeat(101), fail('field.too_long')],
    ['notes trimmed to 100', notesSchema, ` ${'n'.repeat(100)} `, ok('n'.repeat(100))],
    ['label preset', addressLabelSchema, 'Home', ok('Home')],
    ['label custom', addressLabelSchema, 'Gudang Cikarang', ok('Gudang Cikarang')],
    ['label empty', addressLabelSchema, ' ', fail('field.required')],
    ['label 100', addressLabelSchema, 'l'.repeat(100), ok('l'.repeat(100))],
    ['label 101', addressLabelSchema, 'l'.repeat(101), fail('field.too_long')],
    ['address line', addressLineSchema, 'Jl. Sudirman No. 1', ok('Jl. Sudirman No. 1')],
    ['address line empty', addressLineSchema, '', fail('field.required')],
    ['address line 256', addressLineSchema, 'a'.repeat(256), fail('field.too_long')],
    ['building empty', buildingNameSchema, '', ok('')],
    ['building 101', buildingNameSchema, 'b'.repeat(101), fail('field.too_long')],
    ['area id', areaIdSchema, '3171', ok('3171')],
    ['area id empty', areaIdSchema, '', fail('field.required')],
    ['area id 65', areaIdSchema, '1'.repeat(65), fail('field.too_long')],
    ['bank name', bankNameSchema, 'Bank Central Asia', ok('Bank Central Asia')],
    ['bank name empty', bankNameSchema, '', fail('field.required')],
    ['bank name 101', bankNameSchema, 'b'.repeat(101), fail('field.too_long')],
  ] as const)('%s', (_label, schema, input, expected) => {
    expect(outcome(schema, input)).toEqual(expected);
  });
});

describe('postalCodeSchema', () => {
  it.each([
    ['10110', ok('10110')],
    ['050000', ok('050000')],
    ['z05t3e2', ok('Z05T3E2')],
    ['', fail('field.required')],
    ['12', fail('field.postal_code')],
    ['12345678901', fail('field.postal_code')],
    ['101-10', fail('field.postal_code')],
  ])('%j -> %j', (input, expected) => {
    expect(outcome(postalCodeSchema, input)).toEqual(expected);
  });
});

describe('postalCodeSchemaFor: each market country’s format', () => {
  it.each([
    ['ID', '10110', ok('10110')],
    ['ID', ' 16914 ', ok('16914')],
    ['ID', 'abcde', fail('field.postal_code')],
    ['ID', '1234', fail('field.postal_code')],
    ['ID', '123456', fail('field.postal_code')],
    ['ID', '', fail('field.required')],
    // Full-width digits look like a code but no courier reads them.
    ['ID', '\uFF11\uFF10\uFF11\uFF11\uFF10', fail('field.postal_code')],
    ['TH', '10200', ok('10200')],
    ['TH', '1020', fail('field.postal_code')],
    ['TH', '1234567', fail('field.postal_code')],
    ['TH', '102000', fail('field.postal_code')],
    ['TH', 'abcde', fail('field.postal_code')],
    ['KZ', '050000', ok('050000')],
    ['KZ', 'z05t3e2', ok('Z05T3E2')],
    ['KZ', '05000', fail('field.postal_code')],
    ['KZ', '0500000', fail('field.postal_code')],
    ['KZ', 'Z05T3E', fail('field.postal_code')],
    ['KZ', 'Z05T3E22', fail('field.postal_code')],
    ['KZ', '05T3E2Z', fail('field.postal_code')],
    ['KZ', '10110', fail('field.postal_code')],
  ] as const)('%s %j -> %j', (country, input, expected) => {
    expect(outcome(postalCodeSchemaFor(country), input)).toEqual(expected);
  });
});

describe('bank account fields', () => {
  it.each([
    ['1234567890', ok('1234567890')],
    ['123-456 7890', ok('1234567890')],
    ['kz86 125k zt50 0410 0100', ok('KZ86125KZT5004100100')],
    ['1234', fail('field.account_number')],
    ['12345', ok('12345')],
    ['1'.repeat(34), ok('1'.repeat(34))],
    ['1'.repeat(35), fail('field.account_number')],
    ['ABCDEFG', fail('field.account_number')],
    ['1234/5678', fail('field.account_number')],
    ['', fail('field.required')],
  ])('account number %j -> %j', (input, expected) => {
    expect(outcome(accountNumberSchema, input)).toEqual(expected);
  });

  it.each([
    ['Budi Santoso', ok('Budi Santoso')],
    ['PT. Maju Jaya 2', ok('PT. Maju Jaya 2')],
    ['CV A&B (Persero)', ok('CV A&B (Persero)')],
    ['B', fail('field.too_short')],
    ['Budi@home', fail('field.name')],
    ['h'.repeat(100), ok('h'.repeat(100))],
    ['h'.repeat(101), fail('field.too_long')],
  ])('account holder %j -> %j', (input, expected) => {
    expect(outcome(accountHolderSchema, input)).toEqual(expected);
  });
});

describe('card fields', () => {
  it.each([
    ['4111111111111111', true],
    ['4111111111111112', false],
    ['79927398713', true],
    ['79927398710', false],
    ['0', true],
    ['', false],
    ['4111 1111', false],
  ])('passesLuhn(%j) is %s', (digits, expected) => {
    expect(passesLuhn(digits)).toBe(expected);
  });

  it.each([
    ['4111 1111 1111 1111', ok('4111111111111111')],
    ['5500 0055 5555 5559', ok('5500005555555559')],
    ['3782 822463 10005', ok('378282246310005')],
    ['4111 1111 1111 1112', fail('field.card_number')],
    ['4111-1111-1111-1111', fail('field.card_number')],
    ['4111 1111 111a 1111', fail('field.card_number')],
    // 12 digits (shortest accepted) and 11 digits, both with a valid checksum
    ['000000000000', ok('000000000000')],
    ['00000000000', fail('field.card_number')],
    ['0'.repeat(19), ok('0'.repeat(19))],
    ['0'.repeat(20), fail('field.card_number')],
    ['', fail('field.required')],
  ])('card number %j -> %j', (input, expected) => {
    expect(outcome(cardNumberSchema, input)).toEqual(expected);
  });

  it.each([
    ['123', ok('123')],
    ['1234', ok('1234')],
    ['12', fail('field.cvv')],
    ['12345', fail('field.cvv')],
    ['12a', fail('field.cvv')],
    ['', fail('field.required')],
  ])('cvv %j -> %j', (input, expected) => {
    expect(outcome(cvvSchema, input)).toEqual(expected);
  });

  it.each([
    ['1', ok('01')],
    ['01', ok('01')],
    ['9', ok('09')],
    ['12', ok('12')],
    ['0', fail('field.expiry')],
    ['00', fail('field.expiry')],
    ['13', fail('field.expiry')],
    ['', fail('field.required')],
  ])('expiry month %j -> %j', (input, expected) => {
    expect(outcome(expiryMonthSchema, input)).toEqual(expected);
  });

  it.each([
    ['2027', ok('2027')],
    ['27', fail('field.expiry')],
    ['20270', fail('field.expiry')],
    ['', fail('field.required')],
  ])('expiry year %j -> %j', (input, expected) => {
    expect(outcome(expiryYearSchema, input)).toEqual(expected);
  });

  it.each([
    ['Budi Santoso', ok('Budi Santoso')],
    ['B', fail('field.too_short')],
    ['c'.repeat(51), fail('field.too_long')],
  ])('card holder %j -> %j', (input, expected) => {
    expect(outcome(cardHolderNameSchema, input)).toEqual(expected);
  });
});

describe('isCardExpired (good through the end of its month, Asia/Singapore)', () => {
  // 2026-03-15 12:00 in Singapore
  const midMarch = new Date('2026-03-15T04:00:00Z');
  it.each([
    [3, 2026, midMarch, false, 'this month'],
    [2, 2026, midMarch, true, 'last month'],
    [4, 2026, midMarch, false, 'next month'],
    [12, 2025, midMarch, true, 'last year'],
    [1, 2027, midMarch, false, 'next year, earlier month'],
    ['03', '2026', midMarch, false, 'strings as typed'],
    // 23:59 on 31 March in Singapore: still March
    [3, 2026, new Date('2026-03-31T15:59:00Z'), false, 'last minute of the expiry month'],
    // 00:00 on 1 April in Singapore, still 31 March in UTC
    [3, 2026, new Date('2026-03-31T16:00:00Z'), true, 'first minute of the next month'],
    [12, 2026, new Date('2026-12-31T15:59:00Z'), false, 'last minute of the year'],
    [12, 2026, new Date('2026-12-31T16:00:00Z'), true, 'first minute of the next year'],
    [0, 2030, midMarch, true, 'month 0 is not a month'],
    [13, 2030, midMarch, true, 'month 13 is not a month'],
    ['ab', 2030, midMarch, true, 'not a number'],
    [3, 'abcd', midMarch, true, 'year not a number'],
  ] as const)('%s/%s at %s -> %s (%s)', (month, year, now, expected, _case) => {
    expect(isCardExpired(month, year, now)).toBe(expected);
  });
});
