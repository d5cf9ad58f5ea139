import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema, errorEnvelopeSchema } from './envelope.schema';
import { fieldErrorMap } from './field-errors';
import { moneySchema, nonNegativeMoneySchema } from './money.schema';
import { pageQuerySchema, pageSchema } from './paging.schema';
import {
  calendarDateSchema,
  idSchema,
  instantSchema,
  queryBooleanSchema,
  quantitySchema,
  reasonTextSchema,
  searchTextSchema,
  urlSchema,
} from './primitives.schema';
import { readSearchText, SEARCH_TEXT_MAX_LENGTH, STOREFRONT_PATH_PATTERN } from './plain-rules';
import { storefrontPathSchema } from '../endpoints/tracking.contract';
import { toFieldErrors } from '@storefront/domain';

/** The field-error map of a failed parse, or {} when it passes. */
function fieldsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorMap(result.error);
}

describe('envelopeSchema', () => {
  const cartEnvelope = envelopeSchema(z.object({ total: z.number() }));

  it('accepts { status, message, data }', () => {
    expect(cartEnvelope.parse({ status: 200, message: 'OK', data: { total: 3 } })).toEqual({
      status: 200,
      message: 'OK',
      data: { total: 3 },
    });
  });

  it.each([
    ['a status that is not HTTP', { status: 99, message: 'OK', data: { total: 3 } }],
    ['a status past 599', { status: 600, message: 'OK', data: { total: 3 } }],
    ['no message', { status: 200, data: { total: 3 } }],
    ['data of another shape', { status: 200, message: 'OK', data: { total: '3' } }],
  ])('refuses %s', (_case, body) => {
    expect(cartEnvelope.safeParse(body).success).toBe(false);
  });
});

describe('errorEnvelopeSchema', () => {
  it.each([
    ['the spec’s bare failure', { status: 404, message: 'Data tidak ditemukan', data: null }],
    [
      'a code',
      { status: 409, message: 'Email sudah terdaftar', data: { code: 'email_registered' } },
    ],
    [
      'a code with field errors',
      {
        status: 400,
        message: 'Bad request',
        data: {
          code: 'validation_failed',
          fields: { otp: 'field.otp', 'address.kode_pos': 'field.postal_code' },
        },
      },
    ],
  ])('accepts %s', (_case, body) => {
    expect(errorEnvelopeSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['a success status', { status: 200, message: 'OK', data: null }],
    ['an unknown code', { status: 400, message: 'Bad request', data: { code: 'oops' } }],
    [
      'an English sentence as a field error',
      {
        status: 400,
        message: 'Bad request',
        data: { code: 'validation_failed', fields: { otp: 'Too long' } },
      },
    ],
  ])('refuses %s', (_case, body) => {
    expect(errorEnvelopeSchema.safeParse(body).success).toBe(false);
  });
});

describe('pageQuerySchema', () => {
  it('defaults to page 1 of 10', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
  });

  it.each([
    [
      { page: '1', limit: '1' },
      { page: 1, limit: 1 },
    ],
    [
      { page: '3', limit: '100' },
      { page: 3, limit: 100 },
    ],
    [
      { page: 2, limit: 25 },
      { page: 2, limit: 25 },
    ],
  ])('coerces query text %j', (query, expected) => {
    expect(pageQuerySchema.parse(query)).toEqual(expected);
  });

  it.each([
    [{ page: '0' }, { page: 'field.invalid' }],
    [{ page: '-1' }, { page: 'field.invalid' }],
    [{ page: '1.5' }, { page: 'field.number' }],
    [{ page: 'two' }, { page: 'field.number' }],
    [{ limit: '0' }, { limit: 'field.invalid' }],
    [{ limit: '101' }, { limit: 'field.invalid' }],
  ])('refuses %j', (query, fields) => {
    expect(fieldsOf(pageQuerySchema, query)).toEqual(fields);
  });
});

describe('pageSchema', () => {
  const page = pageSchema(z.object({ id: idSchema }));

  it('accepts { items, page, limit, total }', () => {
    const body = { items: [{ id: 'a' }], page: 1, limit: 10, total: 1 };
    expect(page.parse(body)).toEqual(body);
  });

  it.each([
    ['page 0', { items: [], page: 0, limit: 10, total: 0 }],
    ['a negative total', { items: [], page: 1, limit: 10, total: -1 }],
    [
      'the spec’s notification field instead of items',
      { notification: [], page: 1, limit: 10, total: 0 },
    ],
  ])('refuses %s', (_case, body) => {
    expect(page.safeParse(body).success).toBe(false);
  });
});

describe('money', () => {
  it.each([
    [{ amount: 1_000_000, currency: 'IDR' }],
    [{ amount: 0, currency: 'THB' }],
    [{ amount: -500, currency: 'KZT' }],
  ])('moneySchema accepts %j', (money) => {
    expect(moneySchema.parse(money)).toEqual(money);
  });

  it.each([
    [{ amount: 10.5, currency: 'THB' }],
    [{ amount: 2 ** 53, currency: 'IDR' }],
    [{ amount: 100, currency: 'USD' }],
    [{ amount: '100', currency: 'IDR' }],
  ])('moneySchema refuses %j', (money) => {
    expect(moneySchema.safeParse(money).success).toBe(false);
  });

  it.each([
    [{ amount: 0, currency: 'IDR' }, {}],
    [{ amount: -1, currency: 'IDR' }, { amount: 'field.not_negative' }],
  ])('nonNegativeMoneySchema %j', (money, fields) => {
    expect(fieldsOf(nonNegativeMoneySchema, money)).toEqual(fields);
  });
});

describe('primitives', () => {
  it.each([
    [instantSchema, '2025-01-31T16:00:00.000Z', true],
    [instantSchema, '2025-01-31T16:00:00Z', true],
    [instantSchema, '2025-02-01T00:00:00+08:00', false],
    [instantSchema, '2025-01-31', false],
    [calendarDateSchema, '1990-04-30', true],
    [calendarDateSchema, '1990-02-30', false],
    [urlSchema, 'https://detail.1688.com/offer/1.html', true],
    [urlSchema, 'javascript:alert(1)', false],
    [idSchema, 'abc', true],
    [idSchema, '   ', false],
    [idSchema, 'x'.repeat(65), false],
    [quantitySchema, 1, true],
    [quantitySchema, 0, false],
    [quantitySchema, 1.5, false],
    [queryBooleanSchema, 'true', true],
    [queryBooleanSchema, false, true],
    [queryBooleanSchema, 'maybe', false],
    [reasonTextSchema, 'x'.repeat(500), true],
    [reasonTextSchema, 'x'.repeat(501), false],
    [reasonTextSchema, ' ', false],
  ] as const)('%#: %j → %s', (schema, value, ok) => {
    expect(schema.safeParse(value).success).toBe(ok);
  });

  it('reads query flags', () => {
    expect(queryBooleanSchema.parse('1')).toBe(true);
    expect(queryBooleanSchema.parse('false')).toBe(false);
  });
});

describe('fieldErrorMap', () => {
  const form = z.object({
    name: z.string().min(1, { error: 'field.required' }).max(3, { error: 'field.too_long' }),
    items: z.array(z.object({ quantity: z.number({ error: 'field.number' }) })),
  });

  it('keys each field by its dotted path', () => {
    expect(fieldsOf(form, { name: 'abcd', items: [{ quantity: 1 }, { quantity: 'x' }] })).toEqual({
      name: 'field.too_long',
      'items.1.quantity': 'field.number',
    });
  });

  it('keeps the first issue of a field', () => {
    const twice = z.object({
      code: z.string().min(6, { error: 'field.too_short' }).regex(/^\d+$/, { error: 'field.otp' }),
    });
    expect(fieldsOf(twice, { code: 'ab' })).toEqual({ code: 'field.too_short' });
  });

  it('reads a message that is not a field-error id as invalid, and the body under ""', () => {
    expect(fieldsOf(z.object({ a: z.string() }), 'not an object')).toEqual({ '': 'field.invalid' });
  });
});

describe('readSearchText: the search-text rule without zod (decision 117)', () => {
  const LIMIT = SEARCH_TEXT_MAX_LENGTH;
  it.each<[string, string]>([
    ['empty', ''],
    ['spaces only', '   '],
    ['a keyword with spaces around', '  tas kulit  '],
    ['exactly the limit', 'a'.repeat(LIMIT)],
    ['the limit once trimmed', ` ${'a'.repeat(LIMIT)} `],
    ['one over the limit', 'a'.repeat(LIMIT + 1)],
    ['one over with a space inside', `${'a'.repeat(LIMIT)} b`],
    ['a pasted link', 'https://detail.1688.com/offer/6543210.html'],
  ])('answers as searchTextSchema for %s', (_case, text) => {
    const parsed = searchTextSchema.safeParse(text);
    const read = readSearchText(text, 'keyword');
    if (parsed.success) {
      expect(read).toEqual({ text: parsed.data });
    } else {
      expect(read).toEqual({
        error: toFieldErrors(parsed.error).map((e) => ({ ...e, path: 'keyword' }))[0],
      });
    }
  });
});

describe('STOREFRONT_PATH_PATTERN', () => {
  it.each<[string, boolean]>([
    ['/id-ID/cart', true],
    ['/', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
    ['cart', false],
  ])('%s is a storefront path: %s', (path, inside) => {
    expect(STOREFRONT_PATH_PATTERN.test(path)).toBe(inside);
    expect(storefrontPathSchema.safeParse(path).success).toBe(inside);
  });
});
