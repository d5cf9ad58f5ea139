import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { normalizePhone, phoneSchema, phoneSchemaFor } from './phone.schema';

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

describe('normalizePhone', () => {
  it.each([
    ['0812-3456-7890', 'ID', '+6281234567890'],
    ['0812 3456 7890', 'ID', '+6281234567890'],
    ['+62 812 3456 7890', 'ID', '+6281234567890'],
    ['62 812 3456 7890', 'ID', '+6281234567890'],
    ['(021) 1234567', 'ID', '+62211234567'],
    ['081 234 5678', 'TH', '+66812345678'],
    ['8 701 234 5678', 'KZ', '+77012345678'],
    ['+7 701 234 5678', 'KZ', '+77012345678'],
    // a number written with its own country code is taken as written, whatever the market
    ['+66 81 234 5678', 'ID', '+66812345678'],
    ['081234567', 'ID', null],
    ['0812345678901234', 'ID', null],
    ['0812abc4567890', 'ID', null],
    ['call 081234567890', 'ID', null],
    ['081234567890 ext. 12', 'ID', null],
    ['', 'ID', null],
  ] as const)('%s in %s -> %s', (input, country, expected) => {
    expect(normalizePhone(input, country)).toBe(expected);
  });
});

describe('phoneSchema (E.164 on the wire)', () => {
  it.each([
    ['+6281234567890', ok('+6281234567890')],
    ['+66812345678', ok('+66812345678')],
    ['+77012345678', ok('+77012345678')],
    ['081234567890', fail('field.phone')],
    ['+62 812 3456 7890', fail('field.phone')],
    ['+6281234567', fail('field.phone')],
    ['+1234567890123456', fail('field.phone')],
    ['', fail('field.required')],
  ])('%j -> %j', (input, expected) => {
    expect(outcome(phoneSchema, input)).toEqual(expected);
  });

  it('phoneSchemaFor reads local input in the market country and outputs E.164', () => {
    expect(outcome(phoneSchemaFor('ID'), ' 0812-3456-7890 ')).toEqual(ok('+6281234567890'));
    expect(outcome(phoneSchemaFor('TH'), '0812345678')).toEqual(ok('+66812345678'));
    expect(outcome(phoneSchemaFor('ID'), '0812')).toEqual(fail('field.phone'));
    expect(outcome(phoneSchemaFor('ID'), '')).toEqual(fail('field.required'));
  });
});
