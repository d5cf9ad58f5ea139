import { toFieldErrors } from '@storefront/domain';
import type { FieldErrorId } from '@storefront/domain';
import type { z } from 'zod';
import type { FieldErrors } from './envelope.schema';

/**
 * The `fields` map of the error envelope from a failed parse: field path → field-error id, read
 * through the domain's toFieldErrors (so a message that is not an id still reads 'field.invalid').
 * The first issue of a field wins, being the one the user should fix first (zod reports
 * "required" before "too long"). An empty path stands for the body as a whole.
 */
export function fieldErrorMap(error: z.ZodError): FieldErrors {
  const fields: Record<string, FieldErrorId> = {};
  for (const { path, id } of toFieldErrors(error)) {
    fields[path] ??= id;
  }
  return fields;
}
