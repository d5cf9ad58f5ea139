import type { z } from 'zod';
import type { FieldErrorId } from '../errors/field-error-ids';
import { FIELD_ERROR_IDS } from '../errors/field-error-ids';
import type { MessageParams } from '../errors/message-params';

/** One problem with one field, ready for fieldErrorMessage(id, language, params). */
export interface FieldError {
  /** Dotted path of the field in the form or body ('address.postalCode', 'files.2'). */
  readonly path: string;
  readonly id: FieldErrorId;
  readonly params: MessageParams;
}

export function isFieldErrorId(value: string): value is FieldErrorId {
  return (FIELD_ERROR_IDS as readonly string[]).includes(value);
}

/**
 * The parameters a text needs are read from the issue rather than written into the id, so
 * 'field.too_long' says 50 for a name and 100 for notes from the same limit the schema checks.
 */
function paramsOf(issue: z.core.$ZodIssue): MessageParams {
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  return {};
}

/**
 * The zod issues of a failed parse as field errors, one per field: the first issue of a path,
 * because checks run from the most basic (required) to the most specific and a user fixes one
 * thing at a time (react-hook-form's zod resolver shows the first too). An issue whose message is
 * not one of our ids (a schema written without them) becomes 'field.invalid' rather than leaking
 * zod's English.
 */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  const errors = new Map<string, FieldError>();
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (errors.has(path)) continue;
    errors.set(path, {
      path,
      id: isFieldErrorId(issue.message) ? issue.message : 'field.invalid',
      params: paramsOf(issue),
    });
  }
  return [...errors.values()];
}
