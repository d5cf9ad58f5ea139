import { fieldErrorMessage } from '@storefront/api';
import { toFieldErrors } from '@storefront/domain';
import type { LanguageCode } from '@storefront/domain';
import { set } from 'react-hook-form';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a contract or domain schema, its errors in the staff member's
 * language. Like zodResolver, but read through the domain's toFieldErrors, which keeps the
 * `{min}` / `{max}` of a length rule (the storefront's does the same, decision 110).
 */
export function fieldErrorResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  language: LanguageCode,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<z.input<Schema>> = {};
    for (const { path, id, params } of toFieldErrors(result.error)) {
      set(errors, path === '' ? 'root' : path, {
        type: id,
        message: fieldErrorMessage(id, language, params),
      });
    }
    return { values: {}, errors };
  };
}
