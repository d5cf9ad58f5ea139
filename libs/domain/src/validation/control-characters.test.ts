import { describe, expect, it } from 'vitest';
import { findControlCharacter, hasControlCharacter } from './control-characters';
import { addressLineSchema, notesSchema, personNameSchema } from './field.schema';

describe('hasControlCharacter', () => {
  it.each([
    ['NUL', 'a\u0000b', true],
    ['U+0001', '\u0001', true],
    ['backspace U+0008', 'a\bb', true],
    ['vertical tab U+000B', 'a\u000Bb', true],
    ['form feed U+000C', 'a\fb', true],
    ['U+000E', '\u000E', true],
    ['escape U+001B', '\u001B[31m', true],
    ['U+001F', '\u001F', true],
    ['DEL U+007F', 'a\u007F', true],
    ['tab', 'a\tb', false],
    ['line feed', 'a\nb', false],
    ['carriage return', 'a\r\nb', false],
    ['space and printable ASCII', ' ~Hello!', false],
    ['Thai, Kazakh, Arabic and emoji', 'สวัสดี Сәлем مرحبا 🎉', false],
    ['C1 control U+0085 (not refused)', 'a\u0085b', false],
    ['empty', '', false],
  ])('%s', (_, text, expected) => {
    expect(hasControlCharacter(text)).toBe(expected);
  });
});

describe('findControlCharacter', () => {
  it.each([
    ['a clean object', { a: 'x', b: [1, 'y', { c: null }] }, null],
    ['a top-level field', { name: 'a\u0000' }, 'name'],
    ['a nested array item', { variants: [{ n: 'ok' }, { n: 'b\u0000' }] }, 'variants.1.n'],
    ['an object key', { 'k\u0000': 1 }, 'k\u0000'],
    ['the value itself', '\u0000', ''],
    ['numbers and booleans', { a: 1, b: true }, null],
  ])('%s', (_, value, expected) => {
    expect(findControlCharacter(value)).toBe(expected);
  });
});

describe('the forms mirror the refusal', () => {
  it.each([
    ['an address line', addressLineSchema, 'Jl. Sudirman\u0000 1'],
    ['notes', notesSchema, 'pagi\u001B'],
    ['a name', personNameSchema, 'Budi\u007F'],
  ])('%s with a control character reads invalid', (_, schema, value) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain('field.invalid');
  });

  it('keeps line breaks and tabs in notes', () => {
    expect(notesSchema.safeParse('lantai 2\n\tpintu kiri').success).toBe(true);
  });
});
