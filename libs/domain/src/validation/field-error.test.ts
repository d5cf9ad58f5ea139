import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorMessage } from '../errors/field-error-messages';
import { isFieldErrorId, toFieldErrors } from './field-error';
import { notesSchema, personNameSchema } from './field.schema';

describe('toFieldErrors', () => {
  it('carries the limit of the failed check as a parameter', () => {
    const form = z.object({ name: personNameSchema, notes: notesSchema });
    const result = form.safeParse({ name: 'A', notes: 'n'.repeat(101) });
    expect(result.success).toBe(false);
    const errors = result.success ? [] : toFieldErrors(result.error);
    expect(errors).toEqual([
      { path: 'name', id: 'field.too_short', params: { min: 2 } },
      { path: 'notes', id: 'field.too_long', params: { max: 100 } },
    ]);
    expect(errors.map((e) => fieldErrorMessage(e.id, 'en', e.params))).toEqual([
      'Enter at least 2 characters',
      'Enter at most 100 characters',
    ]);
  });

  it('joins nested paths with dots', () => {
    const schema = z.object({ items: z.array(z.object({ notes: notesSchema })) });
    const result = schema.safeParse({ items: [{ notes: '' }, { notes: 'x'.repeat(101) }] });
    expect(result.success ? [] : toFieldErrors(result.error)).toEqual([
      { path: 'items.1.notes', id: 'field.too_long', params: { max: 100 } },
    ]);
  });

  it("turns a message that is not one of our ids into 'field.invalid'", () => {
    const result = z.object({ age: z.number() }).safeParse({ age: 'x' });
    expect(result.success ? [] : toFieldErrors(result.error)).toEqual([
      { path: 'age', id: 'field.invalid', params: {} },
    ]);
  });

  it.each([
    ['field.required', true],
    ['field.nope', false],
    ['Required', false],
  ])('isFieldErrorId(%j) is %s', (value, expected) => {
    expect(isFieldErrorId(value)).toBe(expected);
  });
});
