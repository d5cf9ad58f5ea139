import { z } from 'zod';
import { FIELD_ERRORS } from '../errors/field-error-ids';
import { hasControlCharacter } from './control-characters';

// The text building blocks of field.schema.ts and phone.schema.ts; not part of the public API.

/**
 * A missing value reads "required", a value of the wrong type "invalid": the first is the user's
 * everyday mistake, the second only a broken client.
 */
export const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? FIELD_ERRORS.required : FIELD_ERRORS.invalid;

/**
 * A trimmed string that must not be empty. An empty value also fails the later checks of a
 * schema; toFieldErrors keeps the first issue of a field, which is this one. (No `abort: true`:
 * in zod 4 an explicit abort inside a field also skips the form's cross-field checks.)
 */
export function requiredText() {
  return z
    .string({ error: typeError })
    .trim()
    .min(1, { error: FIELD_ERRORS.required })
    .refine(withoutControlCharacters, { error: FIELD_ERRORS.invalid });
}

export function optionalText() {
  return z
    .string({ error: typeError })
    .trim()
    .refine(withoutControlCharacters, { error: FIELD_ERRORS.invalid });
}

/**
 * The form's half of the gateway's control-character refusal (decision 225): a pasted NUL or
 * escape reads "invalid" under the field before the form is sent.
 */
function withoutControlCharacters(value: string): boolean {
  return !hasControlCharacter(value);
}
